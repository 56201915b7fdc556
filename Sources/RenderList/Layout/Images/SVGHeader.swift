/// SVG: the `width`, `height` and `viewBox` attributes of the root `<svg>` start tag, found by a
/// bounded scan of the file's first bytes past the prolog (XML declaration, processing
/// instructions, comments, a doctype without an internal subset). Nothing is fetched and no
/// entity is expanded: a root whose attributes hold `&` is not read.
enum SVGHeader {
    /// The most bytes scanned for the root's start tag.
    static let scanLimit = 64 * 1024

    static func naturalSize(_ bytes: [UInt8]) -> NaturalSize? {
        let text = bytes.prefix(scanLimit)
        var index = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while let open = text[index...].firstIndex(where: { !isSpace($0) }), text[open] == UInt8(ascii: "<") {
            if text[open...].starts(with: Array("<svg".utf8)) {
                return attributes(text, from: open + 4).flatMap(size)
            }
            guard let next = skipMarkup(text, at: open) else { return nil }
            index = next
        }
        return nil
    }

    /// Past a declaration, instruction, comment or doctype at `start`; nil for anything else
    /// (such as another root element, or a doctype's internal subset).
    private static func skipMarkup(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
        let rest = text[start...]
        let closing: String
        if rest.starts(with: Array("<?".utf8)) {
            closing = "?>"
        } else if rest.starts(with: Array("<!--".utf8)) {
            closing = "-->"
        } else if rest.starts(with: Array("<!DOCTYPE".utf8)) {
            guard let end = rest.firstIndex(of: UInt8(ascii: ">")), !rest[..<end].contains(UInt8(ascii: "[")) else {
                return nil
            }
            return end + 1
        } else {
            return nil
        }
        let marker = Array(closing.utf8)
        var index = start + 2
        while index + marker.count <= text.endIndex {
            if text[index...].starts(with: marker) { return index + marker.count }
            index += 1
        }
        return nil
    }

    /// The start tag's attributes from `start` (just after `<svg`) to its `>`; nil when the tag
    /// is not closed within the scan, is malformed, or a value holds a reference.
    private static func attributes(_ text: ArraySlice<UInt8>, from start: Int) -> [String: String]? {
        var result: [String: String] = [:]
        var index = start
        guard index < text.endIndex, isSpace(text[index]) || text[index] == UInt8(ascii: ">")
                || text[index] == UInt8(ascii: "/") else { return nil }
        while true {
            while index < text.endIndex, isSpace(text[index]) { index += 1 }
            guard index < text.endIndex else { return nil }
            if text[index] == UInt8(ascii: ">") || text[index] == UInt8(ascii: "/") { return result }
            let nameStart = index
            while index < text.endIndex, !isSpace(text[index]), text[index] != UInt8(ascii: "=") { index += 1 }
            let name = String(decoding: text[nameStart..<index], as: UTF8.self)
            while index < text.endIndex, isSpace(text[index]) { index += 1 }
            guard index + 1 < text.endIndex, text[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < text.endIndex, isSpace(text[index]) { index += 1 }
            guard index < text.endIndex, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'"),
                  let close = text[(index + 1)...].firstIndex(of: text[index]) else { return nil }
            let value = text[(index + 1)..<close]
            guard !value.contains(UInt8(ascii: "&")), !value.contains(UInt8(ascii: "<")) else { return nil }
            result[name] = String(decoding: value, as: UTF8.self)
            index = close + 1
        }
    }

    /// The natural size the root's attributes give (see ``SVGLength``).
    private static func size(_ attributes: [String: String]) -> NaturalSize? {
        guard let width = SVGLength(attributes["width"]), let height = SVGLength(attributes["height"]) else {
            return nil
        }
        let viewBox = attributes["viewBox"].flatMap(SVGLength.viewBoxRatio)
        if let width = width.pixels, let height = height.pixels {
            return width > 0 && height > 0 ? NaturalSize(width: width, height: height)
                : NaturalSize(width: width, height: height, ratio: nil)
        }
        return NaturalSize(width: width.pixels, height: height.pixels, ratio: viewBox)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
