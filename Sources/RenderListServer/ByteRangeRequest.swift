/// How to answer a `Range` header (RFC 9110 §14.2) for a representation of
/// a known length.
///
/// Choices made here:
/// - A header that is absent, uses a unit other than `bytes`, or is
///   syntactically invalid (including `last-pos < first-pos`) is ignored, so
///   the whole representation is sent with 200.
/// - A request for several ranges is answered with the whole representation
///   (200) when at least one range is satisfiable; the server never sends
///   `multipart/byteranges`.
/// - A zero-length representation has no bytes to send, so a suffix range
///   gets the (empty) whole representation and any other range gets 416.
enum ByteRangeRequest: Equatable {
    /// Send the whole representation with 200.
    case whole
    /// Send exactly these bytes with 206.
    case partial(ClosedRange<Int>)
    /// No requested range overlaps the representation: 416.
    case unsatisfiable

    private enum Spec: Equatable {
        case from(first: Int, last: Int?)
        case suffix(length: Int)
    }

    /// Decides how to answer `header` for a representation of `length` bytes.
    static func evaluate(_ header: String?, length: Int) -> ByteRangeRequest {
        guard let header, let specs = parse(header) else { return .whole }
        if length == 0 {
            return specs.contains { if case .suffix(let n) = $0 { n > 0 } else { false } } ? .whole : .unsatisfiable
        }
        let ranges = specs.compactMap { satisfiableRange($0, length: length) }
        if ranges.isEmpty { return .unsatisfiable }
        return specs.count == 1 ? .partial(ranges[0]) : .whole
    }

    private static func satisfiableRange(_ spec: Spec, length: Int) -> ClosedRange<Int>? {
        switch spec {
        case .from(let first, let last):
            guard first < length else { return nil }
            return first...min(last ?? Int.max, length - 1)
        case .suffix(let suffixLength):
            guard suffixLength > 0 else { return nil }
            return max(0, length - suffixLength)...(length - 1)
        }
    }

    /// Parses `bytes=<range-set>`; returns `nil` when the header is not a
    /// valid byte range set.
    private static func parse(_ header: String) -> [Spec]? {
        guard let equals = header.firstIndex(of: "="),
            header[..<equals].lowercased() == "bytes"
        else { return nil }
        let elements = header[header.index(after: equals)...]
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingOWS() }
            .filter { !$0.isEmpty }
        guard !elements.isEmpty else { return nil }
        var specs: [Spec] = []
        for element in elements {
            guard let spec = parseSpec(element) else { return nil }
            specs.append(spec)
        }
        return specs
    }

    private static func parseSpec(_ text: Substring) -> Spec? {
        guard let dash = text.firstIndex(of: "-") else { return nil }
        let firstText = text[..<dash]
        let lastText = text[text.index(after: dash)...]
        if firstText.isEmpty {
            return decimal(lastText).map { .suffix(length: $0) }
        }
        guard let first = decimal(firstText) else { return nil }
        if lastText.isEmpty { return .from(first: first, last: nil) }
        guard let last = decimal(lastText), last >= first else { return nil }
        return .from(first: first, last: last)
    }

    /// Parses `1*DIGIT`, saturating at `Int.max` instead of overflowing.
    private static func decimal(_ text: Substring) -> Int? {
        guard !text.isEmpty else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            value = overflow1 || overflow2 ? Int.max : sum
        }
        return value
    }
}

extension Substring {
    /// Drops leading and trailing spaces and tabs (HTTP optional whitespace).
    func trimmingOWS() -> Substring {
        let isOWS: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isOWS($0) }), let end = lastIndex(where: { !isOWS($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
