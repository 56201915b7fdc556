/// How the face that draws a fullwidth punctuation mark sets it for `text-spacing-trim`
/// (Blink's HanKerning font data, read from the face's glyphs), and how much the mark gives up
/// when it is set half-width.
struct PunctuationSpacing: Equatable, Sendable {
    /// The class of the dots 、。，． in this face (closing in Japanese and Simplified Chinese
    /// fonts, where they sit on the left; other when centred, as in Traditional Chinese).
    var dot: HanKerning.CharType
    /// The class of ： and of ；.
    var colon: HanKerning.CharType
    var semicolon: HanKerning.CharType
    /// Whether “ ‘ ” ’ are fullwidth marks (Chinese fonts) rather than proportional quotes.
    var quotesAreFullwidth: Bool
    /// The mark's advance minus its half-width (`halt`) advance, in CSS px.
    var halfWidthReduction: Double
    /// The mark's half-width advance, in CSS px: a line that ends with the mark trimmed takes
    /// it rounded up to 1/64 px on its own (see ``LineBreaker/commitWord(beforeUnsafeBreak:hyphen:)``).
    var halfWidthAdvance: Double
}

extension PunctuationSpacing {
    /// The classes in a face that Blink slants for `font-style: italic` (one with no italic
    /// design) where its slanted ink is not read (``ShapingFace/slantedPunctuationClasses(size:in:)``
    /// reads it): quotes, whose ink sits high, no longer sit in one half of their advance and
    /// are never trimmed (they still trim the marks next to them); nor is a colon or semicolon
    /// that sat on the left (Simplified Chinese), as at most sizes.
    mutating func slant() {
        quotesAreFullwidth = false
        if colon == .close { colon = .other }
        if semicolon == .close { semicolon = .other }
    }
}
