import Testing
@testable import RenderList

/// `font-variant: small-caps` (and `font-variant-caps`, and in the `font` shorthand) as Blink
/// synthesizes it for fonts without small capitals: letters that change when upper-cased are
/// set as capitals at 70 % of the size rounded to whole px (`ß` as `SS`), the rest at the size.
@Suite("Layout: synthesized small capitals")
struct LayoutSmallCapsTests {
    static let text = "Hello World, straße und Ärger: naïve 1st façade"

    @Test func smallCapitalsAreSetAtSeventyPercent() throws {
        // Chromium's heights at 60 to 330 px, 15 px DejaVu Sans on 20 px lines.
        let chromium: [(String, [Double])] = [
            (#"<span style="font-variant:small-caps">\#(Self.text)</span>"#, [160, 100, 80, 60, 40, 40, 40]),
            (#"<b style="font-variant-caps:small-caps">\#(Self.text)</b>"#, [160, 120, 80, 60, 40, 40, 40]),
            (#"<span style="font:small-caps 16px 'DejaVu Serif'">The quick brown fox jumps over the lazy dog</span>"#,
             [180, 100, 80, 60, 40, 40, 40]),
            (#"Plain <span style="font-variant:small-caps">mixed Case</span> text and <span style="font-variant:normal">more</span> words here"#,
             [160, 80, 60, 40, 40, 40, 20]),
        ]
        for (cell, heights) in chromium {
            try DejaVuLines.expect(cell, heights: heights, widths: [60, 90, 120, 160, 200, 260, 330])
        }
    }

    @Test func otherCapsAreWarnedAbout() throws {
        let fixture = try LayoutFixture(css: "p { font-variant: all-small-caps } b { font-variant: small-caps }",
                                        cell: "<p>a <b>b</b></p>")
        _ = fixture.height()
        #expect(fixture.model.warnings.map(\.subject) == ["font-variant"])
    }
}
