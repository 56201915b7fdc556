import Testing
@testable import RenderList

/// Blocks inside an inline element (the `<a>` `rl:link` wraps a cell's content in) are blocks
/// of the flow around it: their margins collapse with their neighbours' (and stay inside the
/// row, whose layout the written site contains). Chromium's heights of the cell with
/// `contain: layout`, DejaVu Sans 15 px on 20 px lines, 375 px wide.
@Suite("Layout: blocks inside inline elements")
struct LayoutBlockInInlineTests {
    @Test(arguments: [
        (#"<article><a href="x"><p>Hello</p></a></article>"#, 40.0),
        (#"<article><a href="x"><h3>Title</h3><p>Body</p></a></article>"#, 85.09375),
        (#"<article><a href="x">lead<p>Hello</p>tail</a></article>"#, 80),
        (#"<article><span><p>Hello</p></span></article>"#, 40),
        (#"<article><a href="x"> <p>Hello</p> </a></article>"#, 40),
        (#"<article><a href="x"><p>A</p><p>B</p></a></article>"#, 70),
    ])
    func marginsCollapseThroughTheInline(cell: String, chromium: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 15px; line-height: 20px }
        p { margin: 10px 0 }
        """, cell: cell, base: false, metrics: ShapedTextMetrics())
        #expect(abs(fixture.height(width: 375) - chromium) < 0.01)
    }

    @Test func blocksInsideAnInlineCountInIntrinsicWidths() throws {
        // Hacker News' vote cell, `<a><div class="votearrow">` (an outside tester's reduction):
        // the block's 100 px are the flex item's min-content width, so the text beside it has
        // 200 px and takes two lines (10 px characters, 20 px lines).
        let fixture = try LayoutFixture(css: "p { margin: 0 }", cell: """
        <article><div style="display:flex"><div><a><div style="width:100px;height:1px"></div></a></div>\
        <p>aaaa bbbb cccc dddd eeee ffff</p></div></article>
        """)
        #expect(fixture.height(width: 300) == 40)
    }
}
