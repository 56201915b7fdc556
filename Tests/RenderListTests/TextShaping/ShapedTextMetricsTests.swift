import Testing
@testable import RenderList

/// The exact metrics need the fonts Scripts/setup.sh installs (DejaVu, Noto CJK, Noto Color Emoji).
@Suite("Text shaping: HarfBuzz, FreeType, fontconfig")
struct ShapedTextMetricsTests {
    let metrics = ShapedTextMetrics()
    let dejaVu = FontDescription(families: ["DejaVu Sans", "sans-serif"], size: 15, weight: 400, italic: false)

    @Test func lineHeightNormalIsTheRoundedHheaMetrics() {
        // DejaVu Sans: upem 2048, hhea ascender 1901, descender -483, no line gap (no USE_TYPO_METRICS).
        let line = metrics.lineMetrics(for: dejaVu)
        #expect(line == FontLineMetrics(ascent: 14, descent: 4, lineGap: 0))
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

    @Test func fullwidthMarksAreClassedFromTheCJKFacesGlyphs() throws {
        // Noto Sans CJK JP (the fallback for lang en): dots on the left, colons centred,
        // proportional quotes; `halt` sets a mark in half its 15 px (Chromium draws 「 7.5 px wide).
        let bracket = try #require(metrics.punctuationSpacing(of: 0x300C, font: dejaVu))
        #expect(bracket.dot == .close && bracket.colon == .middle && bracket.semicolon == .middle)
        #expect(!bracket.quotesAreFullwidth)
        #expect(abs(bracket.halfWidthReduction - 7.5) < 0.001)
        // DejaVu Sans draws “ itself and has no `halt`: nothing to trim.
        #expect(metrics.punctuationSpacing(of: 0x201C, font: dejaVu) == nil)
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
}
