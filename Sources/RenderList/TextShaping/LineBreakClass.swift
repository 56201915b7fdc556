import CTextShaping

/// A character's line break class of UAX #14, by ICU (`UCHAR_LINE_BREAK`), as Blink reads it
/// for `word-break: break-all`. The raw values are ICU's `ULineBreak`.
struct LineBreakClass: Equatable {
    let rawValue: Int32

    static let ambiguous = LineBreakClass(rawValue: 1)
    static let alphabetic = LineBreakClass(rawValue: 2)
    static let breakAfter = LineBreakClass(rawValue: 4)
    static let closePunctuation = LineBreakClass(rawValue: 8)
    static let combiningMark = LineBreakClass(rawValue: 9)
    static let exclamation = LineBreakClass(rawValue: 11)
    static let hyphen = LineBreakClass(rawValue: 13)
    static let infixNumeric = LineBreakClass(rawValue: 16)
    static let numeric = LineBreakClass(rawValue: 19)
    static let openPunctuation = LineBreakClass(rawValue: 20)
    static let postfixNumeric = LineBreakClass(rawValue: 21)
    static let prefixNumeric = LineBreakClass(rawValue: 22)
    static let complexContext = LineBreakClass(rawValue: 24)
    static let breakSymbols = LineBreakClass(rawValue: 27)
    static let closeParenthesis = LineBreakClass(rawValue: 36)
    static let hebrewLetter = LineBreakClass(rawValue: 38)

    /// Whether `value`'s East Asian width is fullwidth, wide or halfwidth (UAX #14's
    /// $EastAsian), by ICU's property: emoji such as ⭐ and 😀 are wide, 🏳 is neutral.
    static func isEastAsian(_ value: UInt32) -> Bool {
        !(0xD800...0xDFFF).contains(value) && ts_is_east_asian(value) != 0
    }

    /// The class of `value` (surrogates, which no UTF-8 text holds, are unknown).
    static func of(_ value: UInt32) -> LineBreakClass {
        LineBreakClass(rawValue: (0xD800...0xDFFF).contains(value) ? 0 : ts_line_break_class(value))
    }
}
