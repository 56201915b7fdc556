import Testing
@testable import RenderList

/// The exact metrics need the fonts Scripts/setup.sh installs (DejaVu, Noto CJK, Noto Color Emoji).
@Suite("Text shaping: HarfBuzz, FreeType, fontconfig")
struct ShapedTextMetricsTests {
    let metrics = ShapedTextMetrics()
    let dejaVu = FontDescription(families: ["DejaVu Sans", "sans-serif"], size: 15, weight: 400, italic: false)

    @Test func lineHeightNormalIsTheRoundedHheaMetrics() {
        // DejaVu Sans: upem 2048, hhea ascender 1901, descender -483, no line gap (no USE_TYPO_METRICS);
        // no OS/2 x-height: the top of its lightly hinted `x`, 9 px (8.2 unhinted), as in Chromium.
        let line = metrics.lineMetrics(for: dejaVu)
        #expect(line == FontLineMetrics(ascent: 14, descent: 4, lineGap: 0, xHeight: 9))
        var big = dejaVu
        big.size = 40
        #expect(metrics.lineMetrics(for: big).normalLineHeight == 37 + 9)
    }

    @Test func familiesResolveToTheirOwnFacesWithStyle() {
        let chain = metrics.chain(for: dejaVu)
        #expect(chain.primary?.family == "DejaVu Sans")
        #expect(chain.primary?.path.hasSuffix("DejaVuSans.ttf") == true)
        var boldItalic = dejaVu
        (boldItalic.weight, boldItalic.italic) = (700, true)
        #expect(metrics.chain(for: boldItalic).primary?.path.hasSuffix("DejaVuSans-BoldOblique.ttf") == true)
        let missing = FontDescription(families: ["No Such Font 12345", "DejaVu Serif"], size: 15, weight: 400, italic: false)
        #expect(metrics.chain(for: missing).primary?.family == "DejaVu Serif")
    }

    @Test func advancesAreShapedWithKerningAtFullPrecision() {
        let pair = metrics.advance(of: "AV", font: dejaVu)
        let apart = metrics.advance(of: "A", font: dejaVu) + metrics.advance(of: "V", font: dejaVu)
        #expect(pair < apart)
        // 16.16 fixed point: a multiple of 1/65536 that is not a multiple of 1/64.
        let width = metrics.advance(of: "Be yourself; everyone else is already taken.", font: dejaVu)
        #expect(width * 65536 == (width * 65536).rounded())
        #expect(width * 64 != (width * 64).rounded())
        #expect(width > 300 && width < 340)
    }

    @Test func textUnderOnePixelScalesWithItsSize() {
        // FreeType scales an outline as for 1 px below that; Skia sizes the face at 1 px and
        // scales it by the char size (in 26.6, truncated), as Chromium measures it: 6.78125 px
        // wide at 0.3 px (the line's LayoutUnits), not the 1 px text's 22.8125.
        let sentence: Substring = "The quick brown fox jumps over the lazy dog."
        var tiny = dejaVu
        tiny.size = 0.3
        var one = dejaVu
        one.size = 1
        let width = metrics.advance(of: sentence, font: tiny)
        #expect(abs(width - metrics.advance(of: sentence, font: one) * 19 / 64) < 0.001)
        #expect(LayoutUnit.unitsRoundedUp(width) == 434)
    }

    @Test func charactersMissingFromTheFontFallBack() {
        // CJK ideographs are one em wide in Noto Sans CJK (FreeType's linear advance, as Skia).
        #expect(abs(metrics.advance(of: "人人生而自由", font: dejaVu) - 6 * 15) < 0.01)
        // Noto Color Emoji is a bitmap font: its 136 px advance at the 109 px strike, scaled.
        let emoji = metrics.advance(of: "👋", font: dejaVu)
        #expect(abs(emoji - 136 * 15 / 109.0) < 0.001)
        // A ZWJ family is one glyph, as wide as one emoji; so is a flag.
        #expect(abs(metrics.advance(of: "👨‍👩‍👧‍👦", font: dejaVu) - emoji) < 0.001)
        #expect(abs(metrics.advance(of: "🇩🇪", font: dejaVu) - emoji) < 0.001)
        // DejaVu Sans has 😀 and ❤ itself; VS16 asks for the color emoji font (as in Chromium).
        #expect(abs(metrics.advance(of: "😀", font: dejaVu) - metrics.advance(of: "☺", font: dejaVu)) < 0.001)
        #expect(metrics.advance(of: "❤", font: dejaVu) < 13)
        #expect(abs(metrics.advance(of: "❤️", font: dejaVu) - emoji) < 0.001)
        // Repeated look-ups come from the cache and agree.
        #expect(metrics.advance(of: "👋", font: dejaVu) == emoji)
    }

    @Test func emojiMissingFromTheFontsFallBackToTheColorFont() {
        // Liberation Sans has no emoji: characters shown as emoji by default (😀, ☕) take Noto
        // Color Emoji, as in Chromium (18.719 px at 15 px), even where fontconfig would choose
        // DejaVu Sans; text-default ones (✔) take fontconfig's font (12.578 px in Chromium).
        let liberation = FontDescription(families: ["Liberation Sans"], size: 15, weight: 400, italic: false)
        let emoji = 136 * 15 / 109.0
        #expect(abs(metrics.advance(of: "😀", font: liberation) - emoji) < 0.001)
        #expect(abs(metrics.advance(of: "☕", font: liberation) - emoji) < 0.001)
        #expect(abs(metrics.advance(of: "✔", font: liberation) - 12.578) < 0.01)
    }

    @Test func fallbackFacesReportTheirOwnLineExtent() {
        var font = dejaVu
        font.size = 14
        func extent(_ text: String) -> LineExtent? {
            var copy = text
            return copy.withUTF8 { metrics.fallbackExtent(ofUTF8: $0, font: font, handle: 0) }
        }
        #expect(extent("Plain ASCII, all DejaVu Sans") == nil)
        #expect(extent("Zwölf Boxkämpfer") == nil)
        // Noto Sans CJK, upem 1000, hhea 1160 / -288: 16.24 → 16 above, 4.03 → 4 below.
        #expect(extent("x我y") == LineExtent(above: 16, below: 4))
        // Noto Color Emoji's strike metrics: 13 and 3 at 14 px; with CJK, the larger of each.
        #expect(extent("👋") == LineExtent(above: 13, below: 3))
        #expect(extent("👋我") == LineExtent(above: 16, below: 4))
        // Repeated look-ups come from the cache and agree.
        #expect(extent("x我y") == LineExtent(above: 16, below: 4))
    }

    @Test func fullwidthMarksAreClassedFromTheCJKFacesGlyphs() throws {
        // Noto Sans CJK JP (the fallback for lang en): dots on the left, colons centred,
        // proportional quotes; `halt` sets a mark in half its 15 px (Chromium draws 「 7.5 px wide).
        let bracket = try #require(metrics.punctuationSpacing(of: 0x300C, font: dejaVu, handle: 0))
        #expect(bracket.dot == .close && bracket.colon == .middle && bracket.semicolon == .middle)
        #expect(!bracket.quotesAreFullwidth)
        #expect(abs(bracket.halfWidthReduction - 7.5) < 0.001)
        // DejaVu Sans draws “ itself and has no `halt`: nothing to trim.
        #expect(metrics.punctuationSpacing(of: 0x201C, font: dejaVu, handle: 0) == nil)
    }

    @Test func chromiumBreaksASCIIByItsOwnTable() {
        var breaks: [UInt8] = []
        let text = "a/b well-known x?y (c)"
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            breaks = [UInt8](repeating: 0, count: bytes.count)
            AsciiLineBreaks.apply(to: bytes, breaks: &breaks)
        }
        let offsets = breaks.indices.filter { breaks[$0] != 0 }
        // after "-" in well-known (offset 9) and after "?" (offset 17); not after "/".
        #expect(offsets == [9, 17])
    }

    /// Found by the red team: a letter with 200,000 combining marks took minutes to shape.
    @Test func longRunsOfCombiningMarksAreBoundedBeforeShaping() {
        let long = "a" + String(repeating: "\u{301}", count: 200_000) + " b"
        let bounded = "a" + String(repeating: "\u{301}", count: StreamSafeText.maximumMarks) + " b"
        let width = { (text: String) in
            Array(text.utf8).withUnsafeBufferPointer { metrics.advance(ofUTF8: $0, font: dejaVu) }
        }
        #expect(width(long) == width(bounded))
        #expect(Array(long.utf8).withUnsafeBufferPointer { StreamSafeText.capped($0) } == Array(bounded.utf8))
        let short = "e\u{301}\u{301} ok"
        #expect(Array(short.utf8).withUnsafeBufferPointer { StreamSafeText.capped($0) } == nil)
    }

    /// Chromium on Linux draws the generic families with its own default fonts (Arial and Times
    /// New Roman, found as Liberation Sans and Serif), not fontconfig's (DejaVu). The widths are
    /// what Chromium 156 measured for "Hamburgefonstiv 0123" at 16 px.
    @Test(arguments: [("sans-serif", "Liberation Sans", 160.984), ("serif", "Liberation Serif", 147.688),
                      ("Arial", "Liberation Sans", 160.984), ("Times New Roman", "Liberation Serif", 147.688),
                      ("monospace", "DejaVu Sans Mono", 192.656), ("No Such Family", "Liberation Serif", 147.688)])
    func genericFamiliesAreChromiumsDefaults(_ family: String, _ face: String, _ width: Double) {
        let font = FontDescription(families: [family], size: 16, weight: 400, italic: false)
        #expect(metrics.chain(for: font).primary?.family == face)
        let measured = Array("Hamburgefonstiv 0123".utf8).withUnsafeBufferPointer { metrics.advance(ofUTF8: $0, font: font) }
        #expect(abs(measured - width) < 0.01, "\(measured)")
    }
}

@Suite("Font fallback from one shared fontconfig sort")
struct FontFallbackSortTests {
    /// fontconfig puts the fonts that have a character first and otherwise sorts as without it,
    /// so the first font with the character in one sort made without it is the same font:
    /// checked on a sample of every script block up to the emoji.
    @Test func theSharedSortFallsBackToTheFontsAPerCharacterSortFinds() {
        _ = FontMatcher()
        var differences: [String] = []
        var fonts: Set<String> = []
        for value in stride(from: UInt32(0xA0), through: 0x1FAFF, by: 97) where Unicode.Scalar(value) != nil {
            let shared = FontMatcher.fallbackFile(for: value, sortingAlone: false)
            let alone = FontMatcher.fallbackFile(for: value, sortingAlone: true)
            if let alone { fonts.insert(alone) }
            if shared != alone, differences.count < 5 { differences.append("U+\(String(value, radix: 16)): \(shared ?? "none") ≠ \(alone ?? "none")") }
        }
        #expect(differences.isEmpty, "\(differences)")
        #expect(fonts.count >= 4, "fallback reaches several fonts (DejaVu, Noto CJK, Noto Color Emoji, …): \(fonts)")
    }

    /// The same in each language with fonts of its own, on ideographs, kana, Hangul and marks.
    @Test(arguments: [TextLocale.japanese, .simplifiedChinese, .traditionalChinese, .hongKongChinese, .korean])
    func eachLanguagesSharedSortFindsTheSameFonts(locale: TextLocale) {
        _ = FontMatcher()
        var differences: [String] = []
        for value in Array(stride(from: UInt32(0x2000), through: 0x33FF, by: 13)) + Array(stride(from: UInt32(0x4E00), through: 0xFFEF, by: 331))
        where Unicode.Scalar(value) != nil {
            let shared = FontMatcher.fallbackFile(for: value, locale: locale, sortingAlone: false)
            let alone = FontMatcher.fallbackFile(for: value, locale: locale, sortingAlone: true)
            if shared != alone, differences.count < 5 { differences.append("U+\(String(value, radix: 16)): \(shared ?? "none") ≠ \(alone ?? "none")") }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    /// Chinese, Japanese and Korean fall back to the Noto CJK face of their language (Chromium
    /// takes Taiwan's for Hong Kong), the default to the Japanese one.
    @Test func ideographsFallBackToTheLanguagesFace() {
        let matcher = FontMatcher()
        let expected: [(TextLocale, String)] = [
            (.standard, "Noto Sans CJK JP"), (.japanese, "Noto Sans CJK JP"), (.simplifiedChinese, "Noto Sans CJK SC"),
            (.traditionalChinese, "Noto Sans CJK TC"), (.hongKongChinese, "Noto Sans CJK TC"), (.korean, "Noto Sans CJK KR"),
        ]
        for (locale, family) in expected {
            #expect(matcher.fallback(for: 0x4E2D, locale: locale)?.family == family, "\(locale)")
        }
    }
}
