/// The font a run of text is set in, as CSS describes it (the family list is not resolved
/// to a face: that is the text measurer's job).
struct FontDescription: Hashable, Sendable {
    /// `font-family` in order of preference, unquoted, generic families lowercased.
    var families: [String]
    /// Computed font size in CSS px.
    var size: Double
    /// 100…900.
    var weight: Int
    var italic: Bool
}

/// Vertical metrics of a font at a size, in CSS px.
struct FontLineMetrics: Equatable, Sendable {
    var ascent: Double
    var descent: Double
    var lineGap: Double

    /// The height of a line box for `line-height: normal`.
    var normalLineHeight: Double { ascent + descent + lineGap }
}

/// Measures text for layout. ``ApproximateTextMetrics`` estimates from character classes; an
/// exact implementation (shaping with the embedded fonts) can replace it without touching the
/// layout code.
protocol TextMeasuring {
    /// Ascent, descent and line gap of `font`.
    func lineMetrics(for font: FontDescription) -> FontLineMetrics
    /// The advance width, in CSS px, of `text` set in `font` (no letter- or word-spacing: the
    /// layout adds those).
    func advance(of text: Substring, font: FontDescription) -> Double
}
