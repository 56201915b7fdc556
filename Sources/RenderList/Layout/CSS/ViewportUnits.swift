import Foundation

/// Lengths in viewport units (`vw`, `vh`, `vmin`, `vmax`, and their `s`/`l`/`d` kin) in CSS
/// text. Rows are measured for a viewport class's narrowest width; between two classes the
/// browser's viewport grows, and a `vw` length with it. The pages therefore read these units
/// through custom properties the list column sets to its class's values (``rewrite(_:)``), so
/// that inside the list they hold still across the class; elsewhere they are what they were.
enum ViewportUnits {
    /// The custom properties that stand for 1vw and 1vh inside the list column.
    static let widthProperty = "--rl-vw"
    static let heightProperty = "--rl-vh"

    private static let pattern = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_\-#.\\])([+-]?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)([sld]?v(?:w|h|min|max))(?![A-Za-z0-9_\-.(])"#,
        options: [.caseInsensitive])

    /// Whether `css` holds a length in viewport units.
    static func appears(in css: String) -> Bool {
        guard css.utf8.contains(UInt8(ascii: "v")) || css.utf8.contains(UInt8(ascii: "V")) else { return false }
        return pattern.firstMatch(in: css, range: NSRange(css.startIndex..., in: css)) != nil
    }

    /// `css` with every viewport-unit length `N<unit>` written as `calc(N * …)` of the custom
    /// properties, falling back to the unit itself where they are not set.
    static func rewrite(_ css: String) -> String {
        guard appears(in: css) else { return css }
        let text = css as NSString
        var result = ""
        var last = 0
        for match in pattern.matches(in: css, range: NSRange(location: 0, length: text.length)) {
            result += text.substring(with: NSRange(location: last, length: match.range.location - last))
            let number = text.substring(with: match.range(at: 1))
            let unit = text.substring(with: match.range(at: 2)).lowercased()
            result += "calc(\(number) * \(unitExpression(unit)))"
            last = match.range.location + match.range.length
        }
        return result + text.substring(from: last)
    }

    private static func unitExpression(_ unit: String) -> String {
        let width = "var(\(widthProperty), 1vw)"
        let height = "var(\(heightProperty), 1vh)"
        switch unit.dropFirst(unit.count == 2 || unit.count == 4 ? 0 : 1) {
        case "vw": return width
        case "vh": return height
        case "vmin": return "min(\(width), \(height))"
        default: return "max(\(width), \(height))"
        }
    }
}
