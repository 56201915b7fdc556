/// Unicode 15.1's rule LB21a, which Chromium's own ICU has and the system's ICU 72 has in its
/// older form: after a Hebrew letter and a hyphen (or a break-after character that is not East
/// Asian, such as U+2010), a line may not break before anything but another Hebrew letter. ICU
/// 72 keeps the hyphen with whatever follows it, so a line may now break in `מחיר-|איכות`,
/// while `כ-14` stays whole as before.
enum HebrewHyphenBreaks {
    /// Adds those opportunities to `breaks` (see ``LineBreakOpportunities``) for `utf8`.
    static func apply(to utf8: UnsafeBufferPointer<UInt8>, breaks: inout [UInt8]) {
        guard mayHoldHebrew(utf8) else { return }
        var beforeHyphen = false  // the scalar before the last one is a Hebrew letter
        var lastIsHyphen = false  // and the last one a hyphen after it
        var index = 0
        while index < utf8.count {
            let (value, next) = UTF8Scalars.decode(utf8, at: index)
            let kind = LineBreakClass.of(value)
            if lastIsHyphen, kind == .hebrewLetter { breaks[index] = 1 }
            lastIsHyphen = beforeHyphen && isHyphen(value, kind)
            beforeHyphen = kind == .hebrewLetter
            index = next
        }
    }

    /// HY, or BA that is not East Asian.
    private static func isHyphen(_ value: UInt32, _ kind: LineBreakClass) -> Bool {
        kind == .hyphen || (kind == .breakAfter && !LineBreakClass.isEastAsian(value))
    }

    /// Whether `utf8` may hold a Hebrew letter (U+05D0–U+05F2 lead with D7, U+FB1D–U+FB4F
    /// with EF AC or EF AD).
    private static func mayHoldHebrew(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.contains(0xD7) || utf8.contains(0xEF)
    }
}
