extension URLPolicy {
    /// `srcset`: read as the HTML standard reads it (a URL runs to the next white space; a
    /// comma ends a candidate only outside parentheses), then each candidate is kept only when
    /// its URL passes ``sanitize(_:allowImageData:)`` and its descriptor is one a browser uses
    /// (`2x`, `1.5x`, `640w`, or none). nil when no candidate is left.
    /// `allowsWidths`: whether `640w` candidates may stay (their element has `sizes`).
    static func sanitizeSourceSet(_ raw: String, allowsWidths: Bool = true) -> String? {
        let kept = sourceSetCandidates(raw).compactMap { url, descriptors -> String? in
            guard descriptors.count <= 1, descriptors.allSatisfy(isDensityOrWidth),
                  allowsWidths || !descriptors.contains(where: { $0.hasSuffix("w") }),
                  let safe = sanitize(url) else { return nil }
            return ([safe] + descriptors).joined(separator: " ")
        }
        return kept.isEmpty ? nil : kept.joined(separator: ", ")
    }

    /// The candidates of a `srcset`: each URL with its descriptors.
    static func sourceSetCandidates(_ raw: String) -> [(url: String, descriptors: [String])] {
        var candidates: [(url: String, descriptors: [String])] = []
        var rest = Substring(raw)
        let space: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{C}" }
        while true {
            rest = rest.drop { space($0) || $0 == "," }
            guard !rest.isEmpty else { return candidates }
            var url = rest.prefix { !space($0) }
            rest = rest.dropFirst(url.count)
            var descriptors: [String] = []
            if url.hasSuffix(",") {
                while url.hasSuffix(",") { url = url.dropLast() }
            } else {
                var depth = 0
                let text = rest.prefix { character in
                    if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
                    return !(character == "," && depth == 0)
                }
                rest = rest.dropFirst(text.count)
                descriptors = text.split(whereSeparator: space).map(String.init)
            }
            if !url.isEmpty { candidates.append((String(url), descriptors)) }
        }
    }

    private static func isDensityOrWidth(_ descriptor: String) -> Bool {
        guard let unit = descriptor.last, unit == "x" || unit == "w" else { return false }
        let number = descriptor.dropLast()
        if unit == "w" { return !number.isEmpty && number.allSatisfy(\.isASCII) && Int(number).map { $0 > 0 } == true }
        return Double(number).map { $0 > 0 && $0.isFinite } == true && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }
}
