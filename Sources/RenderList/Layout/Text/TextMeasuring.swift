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
    /// Common and contextual ligatures (`liga`, `clig`, `calt`), which Blink turns off where
    /// `letter-spacing` is not 0 (`ffi` is then three letters).
    var ligatures = true
    /// The fallback face of the script run the text is in (0: none; see
    /// ``TextMeasuring/fallbackFace(for:font:handle:)``): Blink draws a run's common characters (★, punctuation) that the listed
    /// families lack with the face it found for the run's own letters, as `あ★` in Noto Sans
    /// CJK rather than in the font a lone `★` falls back to.
    var fallbackHint = 0
    /// The language of the text (`lang`): it picks the fonts of the generic families and the
    /// fallback fonts of Chinese, Japanese and Korean, and the glyphs shaped.
    var locale: TextLocale = .standard
    /// `font-variant-caps: small-caps`: letters that have capitals are set as capitals at 70 %
    /// of the size, rounded to whole px (Blink's synthesis, for fonts without small capitals).
    var smallCaps = false
    /// The language small capitals are upper-cased in (``CaseLanguage``); standard otherwise,
    /// so that it parts no caches.
    var caseLanguage: CaseLanguage = .standard
}

/// Vertical metrics of a font at a size, in CSS px.
struct FontLineMetrics: Equatable, Sendable {
    var ascent: Double
    var descent: Double
    var lineGap: Double
    /// The height of a lowercase `x` above the baseline, unrounded (`vertical-align: middle`).
    var xHeight = 0.0

    /// Blink's x-height for a font that tells none, in parts of its ascent.
    static let xHeightPerAscent = 0.56

    /// The height of a line box for `line-height: normal`.
    var normalLineHeight: Double { ascent + descent + lineGap }

    /// Height above and below the baseline on a line `lineHeight` px high, as Blink splits the
    /// leading: the half above floored to a LayoutUnit and then to whole px, the rest below.
    func extent(lineHeight: Double) -> LineExtent {
        let leading = lineHeight - ascent - descent
        let leadingAbove = LayoutUnit.floor(leading / 2).rounded(.down)
        return LineExtent(above: ascent + leadingAbove, below: descent + leading - leadingAbove)
    }
}

/// How far something on a line reaches above and below the baseline, in CSS px.
struct LineExtent: Equatable, Sendable {
    var above: Double
    var below: Double

    static let zero = LineExtent(above: 0, below: 0)

    /// The extent of the same thing with its baseline `shift` px above the line's.
    func raised(by shift: Double) -> LineExtent {
        LineExtent(above: above + shift, below: below - shift)
    }

    /// Grows to cover `other` too.
    mutating func unite(_ other: LineExtent) {
        above = max(above, other.above)
        below = max(below, other.below)
    }

    /// `extent` united with `other` (`extent` alone when there is no other yet).
    static func united(_ other: LineExtent?, _ extent: LineExtent) -> LineExtent {
        guard var united = other else { return extent }
        united.unite(extent)
        return united
    }
}

/// Measures text for layout. ``ApproximateTextMetrics`` estimates from character classes; an
/// exact implementation (shaping with the embedded fonts) can replace it without touching the
/// layout code. A class: layout passes its measurer everywhere, and a reference is cheaper
/// to pass and compare than a value of unknown size.
protocol TextMeasuring: AnyObject {
    /// Ascent, descent and line gap of `font`.
    func lineMetrics(for font: FontDescription) -> FontLineMetrics
    /// A number that stands for `font` in later calls on this measurer (0: none), so that text
    /// measured word by word in one font finds the font without comparing its description.
    /// Every call below that takes a `handle` takes this one, or 0 to find the font by `font`.
    func handle(for font: FontDescription) -> Int
    /// The advance width, in CSS px, of `utf8` (well-formed UTF-8 text) set in `font` (no
    /// letter- or word-spacing: the layout adds those). UTF-8 so that layout never allocates
    /// per word, and so that a shaper (HarfBuzz) can take the bytes as they are.
    func advance(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> Double
    /// How the face that draws `scalar` in `font` sets it for `text-spacing-trim` (see
    /// ``HanKerning``); nil when that face trims nothing (no `halt` feature).
    func punctuationSpacing(of scalar: UInt32, font: FontDescription, handle: Int) -> PunctuationSpacing?
    /// The extent of the faces other than the primary one that draw `utf8` in `font`, each with
    /// its own `line-height: normal` leading; nil when the primary face draws all of it. Blink
    /// grows a line by these when the text's `line-height` is `normal`.
    func fallbackExtent(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> LineExtent?
    /// The font's kerning of `scalar` with a space before it (`after` false) or after it.
    func spaceKerning(_ scalar: UInt32, after: Bool, font: FontDescription) -> Double
    /// Where the line breaker keeps the words it has cut and measured (nil: it keeps none).
    var segmentCache: TextSegmentCache? { get }
    /// A number for the fallback face that draws `scalar` in `font` (0: a listed family draws
    /// it), to set as a ``FontDescription/fallbackHint``.
    func fallbackFace(for scalar: UInt32, font: FontDescription, handle: Int) -> Int
    /// What the primary face of `font` says of its characters' widths, which size text fields
    /// (nil: unknown; the layout then uses the advance of `0`).
    func characterWidths(for font: FontDescription) -> CharacterWidths?
}

/// The widths Blink reads from a font's primary face to size text fields, in CSS px.
struct CharacterWidths: Equatable, Sendable {
    /// The OS/2 table's average character width (0: none).
    var average: Double
    /// The width of the face's bounding box, Blink's maximum character width on Linux.
    var bounds: Double
    /// The advance of `0` in the face (nil: it has no `0`).
    var zero: Double?
}

extension TextMeasuring {
    /// The advance width of `utf8` set in `font`, the font found by its description.
    func advance(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription) -> Double {
        advance(ofUTF8: utf8, font: font, handle: 0)
    }

    /// How much narrower `scalar` and a space are set together than apart: the font's kerning
    /// of the pair `" X"` (`after` false) or `"X "` (`after` true). Models without kerning: 0.
    func spaceKerning(_ scalar: UInt32, after: Bool, font: FontDescription) -> Double { 0 }

    /// Models that keep nothing.
    var segmentCache: TextSegmentCache? { nil }

    /// Models that look nothing up by font need no handle.
    func handle(for font: FontDescription) -> Int { 0 }

    /// Models with one face have no fallback.
    func fallbackFace(for scalar: UInt32, font: FontDescription, handle: Int) -> Int { 0 }

    /// Estimating metrics draw everything with one face.
    func fallbackExtent(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> LineExtent? { nil }
    /// Estimated metrics know no font features: nothing is trimmed.
    func punctuationSpacing(of scalar: UInt32, font: FontDescription, handle: Int) -> PunctuationSpacing? { nil }
    /// Estimated metrics know no faces.
    func characterWidths(for font: FontDescription) -> CharacterWidths? { nil }

    /// The advance width of `text` set in `font`.
    func advance(of text: Substring, font: FontDescription) -> Double {
        var copy = String(text)
        return copy.withUTF8 { advance(ofUTF8: $0, font: font) }
    }
}

/// Decodes UTF-8 scalar by scalar (the input is known to be well-formed).
enum UTF8Scalars {
    /// The scalar starting at `index` and the index after it.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, next: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, index + 1) }
        if lead < 0xE0, index + 1 < bytes.count {
            return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), index + 2)
        }
        if lead < 0xF0, index + 2 < bytes.count {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), index + 3)
        }
        guard index + 3 < bytes.count else { return (0xFFFD, bytes.count) }
        let value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
            | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
        return (value, index + 4)
    }

    /// The number of scalars in `bytes`.
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
