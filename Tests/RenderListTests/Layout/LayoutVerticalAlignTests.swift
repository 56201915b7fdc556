import Testing
@testable import RenderList

/// `vertical-align: text-top` and `text-bottom`. Every character is 10 px wide; the 10 px font's
/// ascent is 8 px and its descent 2 (see ``LayoutFixture``). The corpus `Corpora/valign` checks
/// the same alignments against Chromium.
@Suite("Layout: vertical-align to the parent's text")
struct LayoutVerticalAlignTests {
    /// A 40 px inline-block on a 40 px line: the strut reaches 23 px above the baseline and 17
    /// below (15 px of half-leading each side of 8 + 2).
    private func height(_ align: String) throws -> Double {
        try LayoutFixture(css: "p { margin: 0; line-height: 40px } .b { display: inline-block; width: 10px; height: 40px; vertical-align: \(align) }",
                          cell: "<article><p>aa <span class='b'></span> aa</p></article>").height()
    }

    @Test func atomicInlinesAlignWithTheParentFontsAscentOrDescent() throws {
        #expect(try height("baseline") == 57) // 40 above the baseline, the strut's 17 below
        #expect(try height("text-top") == 55) // top at the ascent: 8 above, 32 below; the strut's 23 above
        #expect(try height("text-bottom") == 55) // bottom at the descent: 38 above, 2 below; the strut's 17 below
    }

    @Test func inlineBoxesAreWarnedAboutAndSetOnTheBaseline() throws {
        let fixture = try LayoutFixture(css: "span { vertical-align: text-top; font-size: 20px }", cell: "<article><p>a <span>b</span></p></article>")
        _ = fixture.height()
        #expect(fixture.model.warnings.map(\.subject) == ["vertical-align"])
    }
}
