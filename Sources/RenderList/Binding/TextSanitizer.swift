/// Makes data text safe to carry in XML and HTML: every code point that neither can hold (NUL,
/// C0 and C1 controls other than tab, line feed and carriage return, noncharacters such as
/// U+FFFE and U+FFFF) becomes U+FFFD. Nothing is ever cut off.
enum TextSanitizer {
    /// `text` itself when it is clean (the common case costs one scan), else a cleaned copy.
    static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        if value < 0x7F { return false }
        if value <= 0x9F { return true }
        if (0xFDD0...0xFDEF).contains(value) { return true }
        return value & 0xFFFE == 0xFFFE
    }
}
