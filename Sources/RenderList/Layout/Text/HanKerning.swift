/// `text-spacing-trim: normal` (the initial value), as Blink implements it for fonts with the
/// OpenType `halt` feature but no `chws` (Noto CJK): a fullwidth punctuation mark is set
/// half-width next to another one —
/// * a closing mark before a closing mark or a middle dot (`」。`, `）、`, `。」`);
/// * an opening mark after an opening, closing or middle-dot mark (`「『`, `。「`, `」（`),
///   except at the start of a line, where the opening mark is reshaped on its own at full width.
///
/// A closing bracket or quote that overflows the end of a line is set half-width there when
/// that makes it fit (and the line then ends after it); dots and colons never are.
/// Each mark is classed with the spacing data of the face that draws it (see ``PunctuationSpacing``).
enum HanKerning {
    /// CSS Text 4's text spacing classes, as far as trimming needs them.
    enum CharType: Equatable, Sendable {
        case other, open, close, middle, openNarrow, closeNarrow
    }

    /// Whether `value` may be a class other than `other` (a cheap test before the look-ups).
    @inline(__always)
    static func mayBePunctuation(_ value: UInt32) -> Bool {
        value == 0xB7 || (value >= 0x2018 && value <= 0x301F) || value == 0x30FB || (value >= 0xFF08 && value <= 0xFF65)
    }

    /// The class of `value` set in a face with `spacing`.
    static func type(of value: UInt32, in spacing: PunctuationSpacing) -> CharType {
        switch value {
        case 0x2018, 0x201C: return spacing.quotesAreFullwidth ? .open : .openNarrow
        case 0x2019, 0x201D: return spacing.quotesAreFullwidth ? .close : .closeNarrow
        case 0x3000, 0xB7, 0x2027, 0x30FB: return .middle
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E: return spacing.dot
        case 0xFF1A: return spacing.colon
        case 0xFF1B: return spacing.semicolon
        default: break
        }
        switch bracket(value) {
        case Self.opening: return isFullwidth(value) ? .open : .openNarrow
        case Self.closing: return isFullwidth(value) ? .close : .closeNarrow
        default: return .other
        }
    }

    /// ``code(_:)`` of `value`: whether it is open or close punctuation; from a table for the
    /// ranges ``mayBePunctuation(_:)`` admits (asked for every mark of CJK text). A plain number
    /// rather than an optional general category, which cost a type look-up per call.
    private static func bracket(_ value: UInt32) -> UInt8 {
        if value >= 0x2018, value <= 0x301F { return brackets[Int(value - 0x2018)] }
        if value >= 0xFF08, value <= 0xFF65 { return brackets[Int(value - 0xFF08) + 0x1008] }
        // Kana, ideographs, Yi and Hangul up to the compatibility ideographs hold no bracket
        // (a test checks every one): most marks are followed by one of those.
        if value >= 0x3040, value < 0xFB00 { return 0 }
        return code(value)
    }

    private static let opening: UInt8 = 1
    private static let closing: UInt8 = 2

    /// ``opening`` for open punctuation, ``closing`` for close punctuation, 0 otherwise.
    private static func code(_ value: UInt32) -> UInt8 {
        switch Unicode.Scalar(value)?.properties.generalCategory {
        case .openPunctuation?: opening
        case .closePunctuation?: closing
        default: 0
        }
    }

    /// ``code(_:)`` of U+2018…U+301F, then of U+FF08…U+FF65.
    private static let brackets: [UInt8] = (UInt32(0x2018)...0x301F).map(code) + (UInt32(0xFF08)...0xFF65).map(code)

    /// Whether `value` is set half-width at the end of a line when only that lets it fit there:
    /// closing brackets and quotes, not the dots and colons (whatever the font does with them).
    static func mayTrimAtLineEnd(_ value: UInt32) -> Bool {
        if value == 0x2019 || value == 0x201D { return true }
        return bracket(value) == Self.closing && isFullwidth(value)
    }

    /// A closing mark followed by `next` is set half-width.
    static func trimsClosing(before next: CharType) -> Bool {
        next == .close || next == .middle || next == .closeNarrow
    }

    /// An opening mark after `previous` is set half-width (unless it starts a line).
    static func trimsOpening(after previous: CharType) -> Bool {
        previous == .open || previous == .middle || previous == .close || previous == .openNarrow
    }

    /// CJK symbols and punctuation, and East Asian width "fullwidth".
    private static func isFullwidth(_ value: UInt32) -> Bool {
        (0x3000...0x303F).contains(value) || (0xFF01...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
    }
}
