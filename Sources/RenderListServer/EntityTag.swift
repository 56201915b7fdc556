/// Entity tag helpers for conditional requests (RFC 9110 §8.8.3, §13.1).
enum EntityTag {
    /// A strong tag derived from the file's size and modification time in
    /// nanoseconds; `variant` distinguishes other byte sequences produced
    /// from the same file, such as HTML with the live reload script.
    static func strong(for status: FileStatus, variant: String? = nil) -> String {
        let size = String(status.size, radix: 16)
        let seconds = String(status.modifiedSeconds, radix: 16)
        let nanoseconds = String(status.modifiedNanoseconds, radix: 16)
        let suffix = variant.map { "-\($0)" } ?? ""
        return "\"\(size)-\(seconds).\(nanoseconds)\(suffix)\""
    }

    /// Whether an `If-None-Match` value matches `tag` using weak comparison;
    /// `*` matches any current representation. A malformed list matches only
    /// as far as it could be read.
    static func noneMatchHits(_ header: String, tag: String) -> Bool {
        let opaque = tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
        var rest = Substring(header)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            if rest.isEmpty { return false }
            if rest.first == "*" { return true }
            if rest.hasPrefix("W/") { rest = rest.dropFirst(2) }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return false }
            if rest[...close] == opaque { return true }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// Whether an `If-Range` value still describes the current representation:
    /// an identical strong tag, or exactly the `Last-Modified` date.
    static func ifRangeHolds(_ header: String, tag: String, lastModified: Int) -> Bool {
        let value = header.trimmingCharacters(in: " \t")
        if value.hasPrefix("W/") { return false }
        if value.hasPrefix("\"") { return value == tag }
        return HTTPDate.parse(value) == lastModified
    }
}

extension String {
    /// Removes leading and trailing characters that appear in `set`.
    func trimmingCharacters(in set: String) -> String {
        String(Substring(self).drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
