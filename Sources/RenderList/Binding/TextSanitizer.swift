/// Makes data text safe to carry in XML and HTML: every code point that neither can hold (NUL,
/// C0 and C1 controls other than tab, line feed and carriage return, noncharacters such as
/// U+FFFE and U+FFFF) becomes U+FFFD. Nothing is ever cut off.
enum TextSanitizer {
    /// `text` itself when it is clean (the common case costs one scan), else a cleaned copy.
    static func clean(_ text: String) -> String {
        guard holdsForbidden(text) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// The bytes that start a forbidden code point or may: C0 controls but tab, line feed and
    /// carriage return, DEL, and the lead bytes C2, EF and F0–F4.
    private static let suspicious: [Bool] = (0...255).map { (byte: Int) -> Bool in
        if byte < 0x20 { return byte != 0x09 && byte != 0x0A && byte != 0x0D }
        return byte == 0x7F || byte == 0xC2 || byte == 0xEF || (byte >= 0xF0 && byte <= 0xF4)
    }

    /// Whether `text` holds a code point ``isForbidden(_:)`` names, read from its UTF-8 bytes
    /// without decoding: C0 bytes, DEL, C2 80–9F (C1), EF B7 90–AF (U+FDD0–FDEF),
    /// EF BF BE–BF and the four-byte ?F BF BE–BF (U+xFFFE, U+xFFFF).
    private static func holdsForbidden(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            suspicious.withUnsafeBufferPointer { suspicious in holdsForbidden(bytes, suspicious: suspicious) }
        } ?? text.unicodeScalars.contains(where: isForbidden)
    }

    private static func holdsForbidden(_ bytes: UnsafeBufferPointer<UInt8>, suspicious: UnsafeBufferPointer<Bool>) -> Bool {
        let count = bytes.count
        // Straight to the first byte that is, or may start, a forbidden code point; then byte
        // by byte from three bytes before it (a pair may follow its character's lead byte).
        var index = max(0, ByteScan.firstSuspect(bytes) - 3)
        while index < count {
            let byte = bytes[index]
            guard suspicious[Int(byte)] else {
                index += 1
                continue
            }
            switch byte {
            case 0xC2: if index + 1 < count, bytes[index + 1] <= 0x9F { return true }
            case 0xEF:
                if index + 2 < count {
                    let (second, third) = (bytes[index + 1], bytes[index + 2])
                    if second == 0xB7, third >= 0x90, third <= 0xAF { return true }
                    if second == 0xBF, third >= 0xBE { return true }
                }
            case 0xF0...0xF4:
                if index + 3 < count, bytes[index + 1] & 0x0F == 0x0F, bytes[index + 2] == 0xBF, bytes[index + 3] >= 0xBE {
                    return true
                }
            default: return true  // a control character or DEL
            }
            index += 1
        }
        return false
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
