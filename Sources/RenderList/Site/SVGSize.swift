import Foundation

/// The size an SVG file gives itself: the `width` and `height` of its root element, when both
/// are in px or unitless (other units, percentages and a bare `viewBox` are not read).
enum SVGSize {
    /// The size declared by the `<svg` start tag in `bytes`, or nil.
    static func parse(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        let text = String(decoding: bytes, as: UTF8.self)[...]
        guard let open = text.range(of: "<svg"),
              let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[open.upperBound..<close]
        guard let width = length(attribute("width", in: tag)), let height = length(attribute("height", in: tag))
        else { return nil }
        return (width, height)
    }

    /// The value of `name="…"` (or single quotes) in a start tag.
    private static func attribute(_ name: String, in tag: Substring) -> Substring? {
        var search = tag[...]
        while let found = search.range(of: name) {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            var rest = search[found.upperBound...].drop { $0 == " " }
            guard before.isWhitespace, rest.first == "=" else { search = search[found.upperBound...]; continue }
            rest = rest.dropFirst().drop { $0 == " " }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            let value = rest.dropFirst()
            return value.prefix { $0 != quote }
        }
        return nil
    }

    /// A length in px (`"64"`, `"64px"`, `" 12.5 "`); nil for other units or garbage.
    private static func length(_ value: Substring?) -> Double? {
        guard var text = value?.trimmingSpaces else { return nil }
        if text.hasSuffix("px") { text = text.dropLast(2) }
        guard let number = Double(text), number > 0 else { return nil }
        return number
    }
}
