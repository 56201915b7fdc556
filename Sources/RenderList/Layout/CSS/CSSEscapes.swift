/// CSS escapes in quoted strings (CSS Syntax 3, §4.3.7): `\2022 ` is `•`, `\"` is `"`, and a
/// backslash before a line break continues the string on the next line.
enum CSSEscapes {
    /// The text of a string token's contents `raw` (between its quotes), its escapes resolved.
    static func unescape(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
        var scalars = String.UnicodeScalarView()
        var input = raw.unicodeScalars[...]
        while let scalar = input.popFirst() {
            guard scalar == "\\" else { scalars.append(scalar); continue }
            guard let next = input.first else { break } // a lone backslash at the end is dropped
            if next == "\n" || next == "\r" || next == "\u{C}" {
                input.removeFirst()
                if next == "\r", input.first == "\n" { input.removeFirst() }
                continue
            }
            guard next.properties.isASCIIHexDigit else {
                scalars.append(input.removeFirst())
                continue
            }
            scalars.append(hexEscape(&input))
        }
        return String(scalars)
    }

    /// The code point of the 1–6 hex digits at the start of `input` (and the one white space
    /// after them, which belongs to the escape); U+FFFD for zero, a surrogate or past U+10FFFF.
    private static func hexEscape(_ input: inout Substring.UnicodeScalarView) -> Unicode.Scalar {
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let digit = input.first, digit.properties.isASCIIHexDigit {
            value = value * 16 + UInt32(Int(String(digit), radix: 16) ?? 0)
            input.removeFirst()
            digits += 1
        }
        if let space = input.first, space == " " || space == "\t" || space == "\n" {
            input.removeFirst()
        } else if input.first == "\r" {
            input.removeFirst()
            if input.first == "\n" { input.removeFirst() }
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }
}
