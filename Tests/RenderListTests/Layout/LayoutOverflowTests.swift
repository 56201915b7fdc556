import Testing
@testable import RenderList

/// `aspect-ratio` against overflowing content, and `overflow: clip` against `hidden`. Every
/// character is 10 px wide and lines are 20 px high (see ``LayoutFixture``); the corpus
/// `Corpora/ratio` checks the same boxes against Chromium.
@Suite("Layout: aspect ratio and overflow")
struct LayoutOverflowTests {
    /// A 200 px wide 4 / 1 box is 50 px tall; its text, one word a line, needs 100.
    private func height(_ css: String) throws -> Double {
        try LayoutFixture(css: "p { margin: 0 } .r { aspect-ratio: 4 / 1; \(css) }",
                          cell: "<article><div class='r'><p>aaaaaaaaaaaaaaa bbbbbbbbbbbbbbb ccccccccccccccc ddddddddddddddd eeeeeeeeeeeeeeee</p></div></article>")
            .height(width: 200)
    }

    @Test func contentStretchesARatioBoxOnlyThroughItsAutomaticMinimum() throws {
        #expect(try height("") == 100)
        #expect(try height("overflow: clip") == 100) // no scroll container: the minimum stays
        #expect(try height("overflow: hidden") == 50)
        #expect(try height("overflow: auto") == 50)
        #expect(try height("min-height: 0") == 50)
        #expect(try height("min-height: 60px") == 60)
    }

    @Test func clipMakesNoFormattingContext() throws {
        let cell = "<article><div class='o'><p style='margin: 10px 0'>a</p></div><p style='margin: 10px 0 0'>b</p></article>"
        // hidden: the box holds its child's margins (10 + 20 + 10), then 10 and a line.
        #expect(try LayoutFixture(css: ".o { overflow: hidden }", cell: cell).height() == 70)
        // clip: the child's bottom margin collapses with the next paragraph's top margin.
        #expect(try LayoutFixture(css: ".o { overflow: clip }", cell: cell).height() == 60)
    }
}
