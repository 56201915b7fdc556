import Foundation

/// The `width` or `height` attribute of an SVG root as an image's natural size: an absolute
/// length in CSS px (`120`, `120px`, `1in`, `36pt`, `2cm`, …) is a natural size; absent,
/// `auto` or a percentage is none. Font- or viewport-relative units and garbage are not
/// understood, and make the whole size unknown (`init` returns nil).
struct SVGLength {
    /// The length in CSS px, nil when it gives no natural size.
    let pixels: Double?

    private static let units: [String: Double] = [
        "": 1, "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pt": 96.0 / 72, "pc": 16,
    ]

    init?(_ attribute: String?) {
        guard let attribute else { pixels = nil; return }
        let text = attribute.trimmingCharacters(in: [" ", "\t", "\n", "\r"]).lowercased()
        if text.isEmpty || text == "auto" || text.hasSuffix("%") && Self.number(String(text.dropLast())) != nil {
            pixels = nil
            return
        }
        let unitStart = text.lastIndex { ("0"..."9").contains($0) || $0 == "." }.map { text.index(after: $0) }
        guard let unitStart, let factor = Self.units[String(text[unitStart...])],
              let value = Self.number(String(text[..<unitStart])), value >= 0 else { return nil }
        pixels = value * factor
    }

    /// Width / height of a `viewBox` (`min-x min-y width height`, by spaces and/or commas);
    /// nil unless both sizes are positive.
    static func viewBoxRatio(_ text: String) -> Double? {
        let parts = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard parts.count == 4, let width = number(String(parts[2])), let height = number(String(parts[3])),
              width > 0, height > 0 else { return nil }
        return width / height
    }

    /// A plain decimal number (sign, digits, point, exponent); never `inf` or `nan`.
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789.+-eE".contains($0) }), let value = Double(text),
              value.isFinite else { return nil }
        return value
    }
}
