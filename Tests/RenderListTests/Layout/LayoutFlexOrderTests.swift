import Testing
@testable import RenderList

/// Every character is 10 px wide and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: flex order and single-line rows")
struct LayoutFlexOrderTests {
    /// A timeline's name line: from 40em the handle, second in the markup, takes a line of its
    /// own after the time (`order: 3`), so the name and the time share the first line.
    @Test func orderPlacesItemsBeforeLinesBreak() throws {
        let css = """
        .names { display: flex; flex-wrap: wrap; gap: 4px; row-gap: 0 }
        .handle { flex-basis: 100% }
        """
        let cell = #"<div class="names"><b>ada</b><span class="handle">@ada</span><span>3d</span></div>"#
        let inMarkupOrder = try LayoutFixture(css: css, cell: cell)
        #expect(inMarkupOrder.height(width: 300) == 60)
        let reordered = try LayoutFixture(css: css + ".handle { order: 3 }", cell: cell)
        #expect(reordered.height(width: 300) == 40)
        let first = try LayoutFixture(css: css + ".handle { order: -1 }", cell: cell)
        #expect(first.height(width: 300) == 40)
    }

    /// An action link grown by `min-height` centres its items in the taller line, and its
    /// baseline (an image's bottom edge, which has none of its own) moves down with them.
    @Test func aSingleLineRowAlignsItemsInTheContainersHeight() throws {
        let css = """
        p { margin: 0 }
        a { display: inline-flex; align-items: center; min-height: 28px; box-sizing: border-box; padding: 2px 0 }
        img { width: 18px; height: 18px }
        """
        let cell = #"<p><a><img src="i.png" alt=""/></a></p>"#
        let fixture = try LayoutFixture(css: css, cell: cell)
        // Content box 24 px: the image's top at 3 px, its bottom (the box's baseline, as an image
        // has none) at 2 + 3 + 18 = 23 px of the 28 px box. On a line whose strut reaches 13 px
        // above the baseline and 7 below: 23 above and 7 below, 30.
        #expect(fixture.height(width: 200) == 30)
        // At the start of the line, the image's bottom is 20 px down: 20 above, 8 below.
        let atStart = try LayoutFixture(css: css.replacingOccurrences(of: "align-items: center", with: "align-items: flex-start"), cell: cell)
        #expect(atStart.height(width: 200) == 28)
    }
}
