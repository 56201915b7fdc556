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

    /// Images of a known size in a 400 px column (an outside tester's gallery).
    private func imageHeight(_ css: String, cell: String, size: NaturalSize) throws -> Double {
        try LayoutFixture(css: "p { margin: 0 } " + css, cell: cell, imageSize: { _ in size }).height(width: 400)
    }

    @Test func aRatioBoxHasADefiniteHeightForPercentagesInside() throws {
        let css = ".box { aspect-ratio: 16 / 9 } .box img { display: block; width: 100%; height: 100% }"
        let cell = "<article><div class='box'><img src='a.png' alt=''/></div></article>"
        // 400 × 9 / 16: the portrait image fills the box, whatever its own ratio.
        #expect(try imageHeight(css, cell: cell, size: NaturalSize(width: 640, height: 960)) == 225)
    }

    @Test func anImagesOwnRatioGivesWayToTheAuthorsUnlessItIsAuto() throws {
        let cell = "<article><img src='a.png' alt=''/></article>"
        let small = NaturalSize(width: 97, height: 61)
        // Its natural width, and the author's ratio: 97 × 9 / 16, floored to 1/64 px.
        #expect(try imageHeight("img { display: block; max-width: 100%; height: auto; aspect-ratio: 16 / 9 }",
                                cell: cell, size: small) == 54.5625)
        let auto = "img { display: block; width: 100%; height: auto; aspect-ratio: auto 4 / 3 }"
        #expect(try imageHeight(auto, cell: cell, size: NaturalSize(width: 1600, height: 400)) == 100)
        #expect(try imageHeight(auto, cell: cell, size: NaturalSize(width: 640, height: 960)) == 600)
        // An image whose file gives no ratio takes the fallback.
        #expect(try imageHeight(auto, cell: cell, size: NaturalSize(width: nil, height: nil, ratio: nil)) == 300)
    }
}
