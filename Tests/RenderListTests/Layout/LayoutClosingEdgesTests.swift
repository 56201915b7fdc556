import Testing
@testable import RenderList

/// Every character is 10 px wide and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: the end edges of a box that ends the paragraph")
struct LayoutClosingEdgesTests {
    /// A tag chip whose text ends with a space, last in its list: the space hangs at the line's
    /// end, but the chip's end padding and margin must fit, even with the list's closing white
    /// space after it (`<li>…</li>⏎</ul>`).
    @Test func theEndEdgesFitWhereCollapsingSpaceEndsTheParagraph() throws {
        let css = "p { margin: 0 } span { padding-right: 8px; margin-right: 6px }"
        for cell in [#"<p>xx <span>yy zz </span></p>"#, "<p>xx <span>yy zz </span>\n  </p>"] {
            let fixture = try LayoutFixture(css: css, cell: cell)
            // "xx yy zz" is 80 px; with the chip's 14 px of edges, 94.
            #expect(fixture.height(width: 94) == 20, "\(cell)")
            #expect(fixture.height(width: 90) == 40, "\(cell)")
        }
    }

    /// What follows the white space is content: the chip's edges then go with it, not with zz.
    @Test func contentAfterTheWhiteSpaceTakesTheEdgesOut() throws {
        let fixture = try LayoutFixture(css: "p { margin: 0 } span { padding-right: 8px; margin-right: 6px }",
                                        cell: "<p>xx <span>yy zz </span>\n<b>w</b></p>")
        #expect(fixture.height(width: 90) == 40)
        #expect(fixture.height(width: 200) == 20)
    }
}
