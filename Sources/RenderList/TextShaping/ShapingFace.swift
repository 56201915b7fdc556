import CTextShaping

/// One face of a font file, opened with FreeType and shaped with HarfBuzz (kerning and default
/// ligatures on, 16.16 fixed point advances as in Blink). Owns its C handle. Not thread-safe:
/// the HarfBuzz buffer is reused between calls.
final class ShapingFace {
    /// The font file and the face's index in it.
    let path: String
    let index: Int
    /// The face's family name, as the font names it.
    let family: String
    /// The face has bitmap strikes only (color emoji).
    let isBitmapOnly: Bool
    /// The face is an italic design (else an italic style slants it).
    let isItalic: Bool
    /// The face is a bold design (else a bold weight emboldens it).
    let isBold: Bool
    /// Every character shaped with this face so far: what its web font subset keeps.
    private(set) var drawn = ScalarSet()
    private let handle: OpaquePointer
    /// ``punctuationClasses(in:)`` by locale, once read.
    private var punctuationByLocale: [TextLocale: PunctuationSpacing?] = [:]

    /// Opens face `index` of the file at `path`; nil when FreeType cannot read it.
    init?(path: String, index: Int = 0) {
        guard let handle = ts_face_open(path, Int32(index)) else { return nil }
        self.handle = handle
        self.path = path
        self.index = index
        var name = [CChar](repeating: 0, count: 256)
        ts_face_family(handle, &name, name.count)
        family = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        isBitmapOnly = ts_face_is_bitmap_only(handle) != 0
        isItalic = ts_face_is_italic(handle) != 0
        isBold = ts_face_is_bold(handle) != 0
    }

    deinit {
        ts_face_close(handle)
    }

    /// Whether the face has a glyph for `scalar`.
    func hasGlyph(_ scalar: UInt32) -> Bool {
        ts_face_has_codepoint(handle, scalar) != 0
    }

    /// Ascent, descent and line gap at `size` px, unrounded, as Skia reads them from FreeType
    /// (OS/2 typo metrics when the font sets USE_TYPO_METRICS, hhea otherwise).
    func verticalMetrics(size: Double) -> (ascent: Float, descent: Float, lineGap: Float) {
        let metrics = ts_face_vertical_metrics(handle, Self.effectiveSize(size))
        return (metrics.ascent, metrics.descent, metrics.line_gap)
    }

    /// The x-height at `size` px as Skia reports it to Blink (``FontLineMetrics/xHeight``); 0
    /// when the face tells none.
    func xHeight(size: Double) -> Double {
        Double(ts_face_x_height(handle, Self.effectiveSize(size)))
    }

    /// The OS/2 average character width and the bounding box's width at `size` px, as Skia
    /// reports them to Blink for sizing text fields (0: the face tells none).
    func characterWidths(size: Double) -> (average: Double, bounds: Double) {
        var average: Float = 0, bounds: Float = 0
        ts_face_char_widths(handle, Self.effectiveSize(size), &average, &bounds)
        return (Double(average), Double(bounds))
    }

    /// The shaped advance of `utf8` at `size` px, in 1/65536 px, and how many glyphs were missing;
    /// `ligatures` false shapes without common and contextual ligatures.
    /// `locale` selects the font's localized glyphs (`locl`).
    func advance(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, size: Double, ligatures: Bool = true,
                 locale: TextLocale = .standard) -> (fixed: Int64, missing: Int) {
        guard let base = utf8.baseAddress, utf8.count > 0 else { return (0, 0) }
        drawn.insert(utf8: utf8)
        var missing: Int32 = 0
        let fixed = base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
            ts_shape_advance(handle, Self.effectiveSize(size), $0, Int32(utf8.count), ligatures ? 1 : 0,
                             Int32(locale.rawValue), &missing)
        }
        return (fixed, Int(missing))
    }

    /// The size Blink sets a font at (`FontDescription::EffectiveFontSize`): the computed size,
    /// a float, floored to 1/100 px in float arithmetic, so 14.375px is set at 14.37px and
    /// 16.05px, stored a little below, at 16.04px. Shaping scales kerning by it, and the face
    /// takes it in 26.6 fixed point (truncated, as Skia's `SkScalarToFDot6`), so 14.4px glyphs
    /// advance as at 14.390625px and 14.375px ones as at 14.359375px (measured in Chromium on
    /// runs of one glyph and on mixed text, every 1/8 px from 12 to 20 px and more).
    static func effectiveSize(_ size: Double) -> Float {
        (Float(size) * 100).rounded(.down) / 100
    }

    /// How much narrower `scalar` is at `size` px when set half-width (`halt`), and its advance
    /// then, in CSS px, with the glyphs of `locale`.
    func halfWidth(of scalar: UInt32, size: Double, locale: TextLocale = .standard) -> (reduction: Double, advance: Double) {
        var advance: Int64 = 0
        let reduction = ts_face_halt_reduction(handle, Self.effectiveSize(size), scalar, Int32(locale.rawValue), &advance)
        return (Double(reduction) / 65536, Double(advance) / 65536)
    }

    /// Spacing classes of its fullwidth punctuation in `locale` (``PunctuationSpacing`` without a
    /// mark's reduction), as Blink reads them from the glyphs of that language; nil when the face
    /// has no `halt`, or has `chws` and spaces marks itself.
    func punctuationClasses(in locale: TextLocale) -> PunctuationSpacing? {
        if let known = punctuationByLocale[locale] { return known }
        let classes = readPunctuationClasses(locale)
        punctuationByLocale[locale] = .some(classes)
        return classes
    }

    private func readPunctuationClasses(_ locale: TextLocale) -> PunctuationSpacing? {
        let spacing = ts_face_punctuation_spacing(handle, Int32(locale.rawValue))
        guard spacing.has_halt != 0, spacing.has_chws == 0 else { return nil }
        return PunctuationSpacing(dot: Self.charType(spacing.dot), colon: Self.charType(spacing.colon),
                                  semicolon: Self.charType(spacing.semicolon),
                                  quotesAreFullwidth: spacing.quotes_fullwidth != 0, halfWidthReduction: 0,
                                  halfWidthAdvance: 0)
    }

    /// The classes of the dots, the colon and the semicolon at `size` px when the renderer
    /// slants the face (`font-style: italic` without an italic design): Blink reads them from
    /// the slanted ink in whole pixels, which crosses the middle of a mark's advance at some
    /// sizes and not at others. Nil when the face cannot tell.
    func slantedPunctuationClasses(size: Double, in locale: TextLocale, emboldened: Bool)
        -> (dot: HanKerning.CharType, colon: HanKerning.CharType, semicolon: HanKerning.CharType)? {
        var (dot, colon, semicolon): (Int32, Int32, Int32) = (0, 0, 0)
        guard ts_face_slanted_punctuation(handle, Float(size), Int32(locale.rawValue), emboldened ? 1 : 0, &dot, &colon, &semicolon) != 0
        else { return nil }
        return (Self.charType(dot), Self.charType(colon), Self.charType(semicolon))
    }

    private static func charType(_ value: Int32) -> HanKerning.CharType {
        switch value {
        case 1: .open
        case 2: .close
        case 3: .middle
        default: .other
        }
    }
}
