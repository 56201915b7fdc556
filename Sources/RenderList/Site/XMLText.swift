/// Text escaped for XML documents render-list writes (the sitemap, the Atom feed): the five
/// characters the sitemaps.org protocol asks to escape, and control characters XML 1.0 cannot
/// hold, which are left out.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entity references, and without the control
    /// characters (other than tab, line feed and carriage return) XML 1.0 forbids.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
