/// Two rules of newer Unicode line breaking about hyphens, which Chromium's own ICU has and
/// the system's ICU 72 lacks or has in an older form. Its ICU gives the unambiguous hyphens
/// and dashes a class of their own (HH: ֊ ‐ ‒ – ⸗ ⹀ ⹝), which rules count with `-`:
/// - LB20a: a word-initial hyphen (after a space or at the start) is not parted from a letter
///   after it (`x –a` keeps `–a`; before a digit it still breaks);
/// - LB21a: after a Hebrew letter and a hyphen, a line may break before another Hebrew letter
///   only (`מחיר-|איכות`, `כ-14`).
enum HyphenLineBreaks {
    /// Adjusts the opportunities in `breaks` (see ``LineBreakOpportunities``) for `utf8`, which
    /// starts a word when `startsWord` (else what comes before it is not known).
    static func apply(to utf8: UnsafeBufferPointer<UInt8>, breaks: inout [UInt8], startsWord: Bool) {
        guard mayHoldRule(utf8) else { return }
        var beforeLast = LineBreakClass(rawValue: 0), beforeLastValue: UInt32 = 0x20
        var last = LineBreakClass(rawValue: 0), lastValue: UInt32 = 0x20, lastStart = 0
        var index = 0
        while index < utf8.count {
            let (value, next) = UTF8Scalars.decode(utf8, at: index)
            let kind = LineBreakClass.of(value)
            if index > 0 {
                let letter = kind == .alphabetic || kind == .ambiguous || kind == .hebrewLetter
                let wordInitial = lastStart == 0 ? startsWord : beforeLastValue == 0x20 || beforeLastValue == 0xA0
                if letter, wordInitial, last == .hyphen || isUnambiguousHyphen(lastValue) {
                    breaks[index] = 0
                } else if beforeLast == .hebrewLetter, kind == .hebrewLetter, isHyphen(lastValue, last) {
                    breaks[index] = 1
                }
            }
            (beforeLast, beforeLastValue, last, lastValue, lastStart) = (last, lastValue, kind, value, index)
            index = next
        }
    }

    /// HY, HH, or another break-after character that is not East Asian (LB21a as Unicode
    /// 15.1 has it).
    private static func isHyphen(_ value: UInt32, _ kind: LineBreakClass) -> Bool {
        kind == .hyphen || isUnambiguousHyphen(value) || (kind == .breakAfter && !LineBreakClass.isEastAsian(value))
    }

    /// Whether LB20a keeps `value` with a letter after it when it starts a word: `-` or HH.
    static func keepsLetterWhenWordInitial(_ value: UInt32) -> Bool {
        value == 0x2D || isUnambiguousHyphen(value)
    }

    /// Newer Unicode's HH: ֊ ‐ ‒ – ⸗ ⹀ ⹝.
    private static func isUnambiguousHyphen(_ value: UInt32) -> Bool {
        value == 0x058A || value == 0x2010 || value == 0x2012 || value == 0x2013 || value == 0x2E17 || value == 0x2E40
            || value == 0x2E5D
    }

    /// Whether `utf8` may hold a Hebrew letter (lead byte D7, or EF for U+FB1D–U+FB4F) or a
    /// dash from U+2010 (E2) or ֊ (D6).
    private static func mayHoldRule(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.contains { $0 == 0xD7 || $0 == 0xE2 || $0 == 0xEF || $0 == 0xD6 }
    }
}
