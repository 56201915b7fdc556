/// Text written into a page's scripts: the 404 page's redirect (``NotFoundScript``), the
/// permalink index (``PermalinkIndex``) and `verify`'s measuring harness.
enum ScriptLiteral {
    /// A JavaScript string literal of `text` (JSON string rules), safe inside a `<script>`: no
    /// `<` (so no `</script>`), no line or paragraph separator, no control character.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<": result += "\\u003c"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
