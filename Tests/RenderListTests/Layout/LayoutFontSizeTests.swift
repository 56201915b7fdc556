import Testing
@testable import RenderList

/// Glyphs are set at the font size truncated to 1/64 px (FreeType's 26.6 sizes), as Chromium
/// sets them: at 14.4px, two words that are exactly as wide as the line in Chromium still fit
/// on one line (at a full 14.4px they would be about 0.13 px too wide). Widths measured there.
@Suite("Layout: fractional font sizes")
struct LayoutFontSizeTests {
    @Test(arguments: [("bold", 198.796875), ("normal", 189.1875)])
    func textAtAFractionalSizeFitsWhereChromiumFitsIt(weight: String, chromiumWidth: Double) throws {
        let css = ".list { font-family: 'Liberation Sans' } p { margin: 0; font-weight: \(weight); font-size: 14.4px; line-height: 20px }"
        let fixture = try LayoutFixture(css: css, cell: "<p>ДДДДДДДДДД ДДДДДДДДД</p>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: chromiumWidth) == 20)
        #expect(fixture.height(width: chromiumWidth - 0.5) == 40)
    }

    @Test func sizesAreTruncatedToSixtyFourths() {
        #expect(ShapingFace.glyphSize(14.4) == 14.390625)
        #expect(ShapingFace.glyphSize(17.25) == 17.25)
        #expect(ShapingFace.glyphSize(13 / 1.2) == 10.828125)
    }
}
