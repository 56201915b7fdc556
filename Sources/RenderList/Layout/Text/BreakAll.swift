/// `word-break: break-all` as Blink applies it: UAX #14's opportunities, and one more between
/// two characters whose line break classes Blink's table (`kBreakAllLineBreakClassTable`)
/// pairs (a plus sign counts as a letter there). Letters and digits part from each other, and
/// from closing punctuation before them, but a line still never starts with `.`, `,`, `，`, `。`
/// or a closing bracket, nor ends with an opening one. A combining mark goes with the character
/// before it. Chromium 156 adds none before or after a break-after character (`–`, `‐`, `।`,
/// `‧`): its ICU gives the dashes a class of their own (HH), which the table does not know.
enum BreakAll {
    /// Whether break-all adds an opportunity between a character of class `before` and one
    /// of class `after`.
    private static func breaks(after before: LineBreakClass, before after: LineBreakClass) -> Bool {
        guard after.rawValue >= 0, after.rawValue < 64 else { return false }
        return row(before) & (1 << UInt64(after.rawValue)) != 0
    }

    /// Adds break-all's opportunities to `breaks` (one per byte of `bytes`, nonzero before a
    /// character a line may start with).
    static func apply(to bytes: UnsafeBufferPointer<UInt8>, breaks: inout [UInt8]) {
        var last = LineBreakClass(rawValue: 0)
        var index = 0
        while index < bytes.count {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            let current = Self.lineBreakClass(of: value)
            if index > 0, breaks[index] == 0, Self.breaks(after: last, before: current) { breaks[index] = 1 }
            if current != .combiningMark { last = current }
            index = next
        }
    }

    /// The class Blink looks `value` up by: a plus sign as a letter (as Internet Explorer set
    /// it under `break-all`: `+1` breaks between the two, `$1` does not).
    private static func lineBreakClass(of value: UInt32) -> LineBreakClass {
        value == 0x2B ? .alphabetic : LineBreakClass.of(value)
    }

    private static func mask(_ classes: [LineBreakClass]) -> UInt64 {
        classes.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }

    /// After letters, digits and symbols: before letters, digits, hyphens, opening brackets,
    /// prefixes and complex-context letters.
    private static let afterLetter = mask([.ambiguous, .alphabetic, .hyphen, .numeric, .openPunctuation,
                                           .prefixNumeric, .complexContext, .hebrewLetter])
    private static let afterClose = mask([.ambiguous, .alphabetic, .hyphen, .numeric, .prefixNumeric, .hebrewLetter])
    private static let afterExclamation = afterClose | mask([.postfixNumeric])
    private static let afterInfix = mask([.ambiguous, .alphabetic, .hyphen, .numeric, .hebrewLetter])
    private static let afterParenthesis = afterClose | mask([.complexContext])

    private static func row(_ before: LineBreakClass) -> UInt64 {
        switch before {
        case .ambiguous, .alphabetic, .numeric, .complexContext, .breakSymbols, .hebrewLetter: afterLetter
        case .closePunctuation: afterClose
        case .exclamation, .postfixNumeric: afterExclamation
        case .hyphen: mask([.numeric])
        case .infixNumeric: afterInfix
        case .prefixNumeric: mask([.postfixNumeric])
        case .closeParenthesis: afterParenthesis
        default: 0
        }
    }
}
