/// `text-spacing-trim: normal` (the initial value), as Blink implements it for fonts with the
/// OpenType `halt` feature but no `chws` (Noto CJK): a fullwidth punctuation mark is set
/// half-width next to another one —
/// * a closing mark before a closing mark or a middle dot (`」。`, `）、`, `。」`);
/// * an opening mark after an opening, closing or middle-dot mark (`「『`, `。「`, `」（`),
///   except at the start of a line, where the opening mark is reshaped on its own at full width.
///
/// A closing mark at the end of a line keeps its full width (Chromium 156 does not trim line ends).
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
        guard let scalar = Unicode.Scalar(value) else { return .other }
        let isCJK = (0x3000...0x303F).contains(value) || (0xFF01...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
        switch scalar.properties.generalCategory {
        case .openPunctuation: return isCJK ? .open : .openNarrow
        case .closePunctuation: return isCJK ? .close : .closeNarrow
        default: return .other
        }
    }

    /// A closing mark followed by `next` is set half-width.
    static func trimsClosing(before next: CharType) -> Bool {
        next == .close || next == .middle || next == .closeNarrow
    }

    /// An opening mark after `previous` is set half-width (unless it starts a line).
    static func trimsOpening(after previous: CharType) -> Bool {
        previous == .open || previous == .middle || previous == .close || previous == .openNarrow
    }
}
