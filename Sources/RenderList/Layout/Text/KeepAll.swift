/// `word-break: keep-all` as Blink applies it to UAX #14's break opportunities
/// (`ShouldKeepAfterKeepAll`): no break between two letters or digits, ideographs, kana and
/// Hangul included, unless either belongs to a script whose words need a dictionary (Thai, Lao,
/// Khmer, Myanmar…); a mark counts as the character it follows. The opportunities around
/// punctuation, spaces and symbols stay (`，` and `。` still end a line).
enum KeepAll {
    /// Whether keep-all takes away the opportunity between `before` (the last character before
    /// it that is no mark) and `after`.
    private static func keeps(_ before: UInt32, _ after: UInt32) -> Bool {
        isLetterOrDigit(before) && isLetterOrDigit(after)
    }

    /// Clears the opportunities of `breaks` (one per byte of `bytes`, nonzero before a
    /// character a line may start with) that keep-all takes away.
    static func apply(to bytes: UnsafeBufferPointer<UInt8>, breaks: inout [UInt8]) {
        var (previous, beforePrevious): (UInt32, UInt32) = (0, 0)
        var index = 0
        while index < bytes.count {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            if index > 0, breaks[index] != 0, keeps(isMark(previous) ? beforePrevious : previous, value) {
                breaks[index] = 0
            }
            (beforePrevious, previous) = (previous, value)
            index = next
        }
    }

    private static func isLetterOrDigit(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value), !needsDictionary(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    private static func isMark(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The scripts of UAX #14's class SA (complex context): Thai, Lao, Myanmar, Khmer, Tai Le,
    /// New Tai Lue, Tai Tham, Tai Viet, and Myanmar's extensions.
    private static func needsDictionary(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1950...0x19DF, 0x1A20...0x1AAF,
             0xA9E0...0xA9FF, 0xAA60...0xAADF:
            return true
        default:
            return false
        }
    }
}
