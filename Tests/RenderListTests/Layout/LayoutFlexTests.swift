import Testing
@testable import RenderList

/// Every character is 10 px wide and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: flex and images")
struct LayoutFlexTests {
    static let quoteCSS = """
    .quote { display: flex; gap: 10px; align-items: flex-start; padding: 5px }
    .quote img { width: 40px; height: 40px; border-radius: 50% }
    .quote .text { flex: 1 }
    .quote p { margin: 0 0 4px }
    """

    static let quoteCell = """
    <article class="quote"><img src="avatar.png" alt=""/><div class="text"><p>aaa bbb ccc ddd</p><small>eee</small></div></article>
    """

    @Test func rowWithAnImageAndATextColumn() throws {
        let fixture = try LayoutFixture(css: Self.quoteCSS, cell: Self.quoteCell)
        // width 200: content 190, text column 190 - 40 - 10 = 140: "aaa bbb ccc" | "ddd"
        // column: 20 + 20 + 4 + small line 21⅓ = 65⅓ > 40. The small line: its 8.33 px text
        // (ascent 6⅔, descent 1⅔) on a 20 px line gets Blink's leading, floored above the
        // baseline: 6⅔ + 5 above, 1⅔ + 6⅔ below; the strut 13 and 7; so 13 + 8⅓.
        let size = 10 / 1.2
        let small = 13 + size * 0.2 + (20 - size - 5)
        #expect(abs(fixture.height(width: 200) - (5 + 44 + small + 5)) < 1e-9)
        // width 260: column 200: one line → 20 + 4 + small
        #expect(abs(fixture.height(width: 260) - (5 + 24 + small + 5)) < 1e-9)
        // width 110: column 50: "aaa" "bbb" "ccc" "ddd" → 80 + 4 + small
        #expect(abs(fixture.height(width: 110) - (5 + 84 + small + 5)) < 1e-9)
    }

    @Test func tallestItemSetsTheRowHeight() throws {
        let fixture = try LayoutFixture(css: """
        article { display: flex } .a { height: 90px; width: 30px; margin-bottom: 5px } .b { flex: 1 }
        """, cell: #"<article><div class="a"></div><div class="b">x</div></article>"#)
        #expect(fixture.height() == 95)
    }

    @Test func overflowWrapAnywhereLetsAFlexItemKeepItsBasis() throws {
        // A flex item's automatic minimum is its min-content width: with `anywhere` the widest
        // character, so the item keeps its 100 px basis and the word wraps in it (Chromium: 60 px
        // for the alphabet in DejaVu Sans 15 px); with `break-word` the whole word, which the
        // item grows to hold (20 px). `word-break: break-word` is `anywhere`.
        let text = "abcdefghijklmnopqrstuvwxyz"
        for (css, height) in [("overflow-wrap: anywhere", 60.0), ("word-break: break-word", 60), ("overflow-wrap: break-word", 20)] {
            let fixture = try LayoutFixture(css: """
            body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 15px; line-height: 20px }
            article { display: flex } span { flex: 0 0 100px; \(css) }
            """, cell: "<article><span>\(text)</span></article>", base: false, metrics: ShapedTextMetrics())
            #expect(fixture.height(width: 375) == height, "\(css)")
        }
    }

    @Test(arguments: [
        (#"<span>#1</span><span class="b">Versandt</span>"#, "", 27.0),
        (#"<span style="font-size: 24px; line-height: normal">Big</span><span>small</span>"#, "", 28),
        (#"<span style="margin-top: 7px">a</span><span style="font-size: 30px; line-height: 30px">B</span><span style="align-self: flex-start; height: 50px">c</span>"#, "", 50),
        (#"<span style="font-size: 24px">Big</span><span>small words here</span>"#, "flex-wrap: wrap; width: 60px", 80),
    ])
    func itemsAlignedByTheirBaselinesShareOne(items: String, rowCSS: String, chromium: Double) throws {
        // `align-items: baseline`: the line holds the most an item reaches above the shared
        // baseline and the most one reaches below it. Liberation Sans 15 px on 20 px lines.
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 15px; line-height: 20px }
        article { display: flex; align-items: baseline; \(rowCSS) } .b { padding-bottom: 10px; line-height: 14px }
        """, cell: "<article>\(items)</article>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 375) == chromium)
    }

    @Test func basisGrowAndShrink() throws {
        let fixture = try LayoutFixture(css: """
        article { display: flex }
        .a { flex: 0 0 100px } .b { flex: 1 1 auto; min-width: 0 } .c { flex: 2 1 0 }
        """, cell: #"<article><div class="a">a</div><div class="b">bbbb bbbb</div><div class="c">cc cc</div></article>"#)
        // 300: b's basis is its max-content 90, free 300-100-90 = 110 → b 90 + 110/3, c 73.3 → one line each
        #expect(fixture.height(width: 300) == 20)
        // 200: free 200-100-90 = 10 → b 93.3, c 6.7 but c cannot go below its min-content 20
        // → c 20, b 80: "bbbb" | "bbbb"; c: "cc" | "cc"
        #expect(fixture.height(width: 200) == 40)
    }

    @Test func wrappingRowsAndColumnGaps() throws {
        let fixture = try LayoutFixture(css: """
        article { display: flex; flex-wrap: wrap; gap: 6px 10px } span { width: 50px }
        """, cell: "<article><span>a</span><span>b</span><span>c</span></article>")
        #expect(fixture.height(width: 170) == 20) // 50 + 10 + 50 + 10 + 50
        #expect(fixture.height(width: 169) == 46) // two lines and a 6 px row gap
    }

    @Test func columnStacksItemsWithGaps() throws {
        let fixture = try LayoutFixture(css: """
        article { display: flex; flex-direction: column; row-gap: 7px } p { margin: 3px 0 }
        """, cell: "<article><p>aaa bbb</p>text<p>c</p></article>")
        // items: p (3 + 40 + 3 at width 50), anonymous "text" 20, p (3 + 20 + 3); 2 gaps
        #expect(fixture.height(width: 50) == 46 + 20 + 26 + 14)
    }

    @Test func columnItemsThatDoNotStretchShrinkToFit() throws {
        let fixture = try LayoutFixture(css: """
        article { display: flex; flex-direction: column; align-items: flex-start } div { padding: 1px }
        """, cell: "<article><div>aaa bbb</div></article>")
        #expect(fixture.height(width: 100) == 22)
        #expect(fixture.height(width: 60) == 42)
    }

    @Test func imageSizes() throws {
        let sizes = ["wide.png": NaturalSize(width: 400, height: 200)]
        let fixture = try LayoutFixture(css: """
        img { display: block } .fill { width: 100%; height: auto } .cap { max-width: 100% }
        .attr { } .styled { height: 30px }
        """, cell: """
        <article><img class="fill" src="wide.png"/><img class="cap" src="wide.png"/><img class="attr" width="20" height="10" src="x"/><img class="styled" width="20" height="10" src="x"/></article>
        """, imageSize: { sizes[$0] })
        // fill: 200 wide → 100 high; cap: 400 capped at 200 → 100; attr: 10; styled: 30
        #expect(fixture.height(width: 200) == 100 + 100 + 10 + 30)
        #expect(fixture.model.warnings.isEmpty)
    }

    @Test func anImageSizedByAPercentageLetsItsFlexItemShrink() throws {
        // The image's min-content contribution is nothing, so the item (min-width: auto) shrinks
        // to the 320 px row and the image with it: 320 × 417/1000 (Chromium: 133.4375).
        let sizes = ["wide.png": NaturalSize(width: 1000, height: 417)]
        let fixture = try LayoutFixture(css: """
        article { display: flex } img { display: block; width: 100% }
        """, cell: #"<article><div><img src="wide.png"/></div></article>"#, imageSize: { sizes[$0] })
        #expect(abs(fixture.height(width: 320) - 133.44) < 0.01)
    }

    @Test func inlineImagesSitOnTheBaseline() throws {
        let fixture = try LayoutFixture(css: "", cell: #"<article><img src="a" width="30" height="30"/></article>"#)
        // 30 above the baseline plus the strut's 7 below it (20 px lines of 10 px text)
        #expect(fixture.height() == 37)
        let unknown = try LayoutFixture(css: "", cell: #"<article>a<img src="missing.png"/></article>"#)
        #expect(unknown.height() == 20)
        #expect(unknown.model.warnings.map(\.subject) == ["img"])
    }

    @Test func inlineBlocksAreAtoms() throws {
        let fixture = try LayoutFixture(css: ".tag { display: inline-block; padding: 2px 5px }",
                                        cell: #"<article>aa <span class="tag">bb cc</span></article>"#)
        // tag: shrink-to-fit 50 + 10 = 60 wide, 24 high, on the baseline of its line (2 + 13 px
        // down, 9 px below): 15 + 9 = 24, not 24 + the strut's 7 (see LayoutLineExtentTests)
        #expect(fixture.height(width: 90) == 24)
        #expect(fixture.height(width: 89) == 20 + 24)
    }

    /// An inline flex box sits on its first baseline: the one its first line's items share, or
    /// else its first item's (the eighth outside tester's rows). DejaVu Sans 15 px on 20 px
    /// lines after an `x`; every height is Chromium's.
    @Test(arguments: [
        ("display: inline-flex; padding: 5px", "<p>y</p>", 30.0),
        ("display: inline-flex", "<p>y</p>", 20),
        ("display: inline-flex; padding: 5px; border: 2px solid",
         #"<p style="font-size: 30px; line-height: 40px">Y</p><p>z</p>"#, 54),
        ("display: inline-flex; flex-direction: column; padding: 3px", "<p>a</p><p>b</p>", 46),
        ("display: inline-flex; align-items: center", #"<p style="height: 50px">a</p><p>b</p>"#, 50),
        ("display: inline-flex; align-items: baseline",
         #"<p style="font-size: 30px; line-height: 40px">a</p><p style="padding-top: 20px">b</p>"#, 45),
        ("display: inline-flex; width: 20px; height: 10px; margin-bottom: 3px", "", 20),
        ("display: inline-flex; margin-top: 7px", #"<p style="margin-top: 4px">y</p>"#, 31),
        ("display: inline-flex; flex-wrap: wrap; width: 30px", "<p>aaaa</p><p>b</p>", 40),
    ])
    func anInlineFlexBoxSitsOnItsFirstBaseline(css: String, content: String, height: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 15px; line-height: 20px } p { margin: 0 }
        span { \(css) }
        """, cell: "<div>x <span>\(content)</span></div>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 300) == height)
    }

    @Test(arguments: [
        // A flex item that is a padded flex container sits on its first item's baseline,
        // below its padding; so does a column flex item; an inline-block sits on the last
        // line of the flex container it holds. Chromium, Liberation Sans 14px / 20px.
        (".r { display: flex; align-items: baseline } .k { display: flex; padding-top: 4px }",
         #"<div class="r"><span>x</span><span class="k">removed</span></div>"#, 24.0),
        (".r { display: flex; align-items: baseline } .k { display: flex; flex-direction: column }",
         #"<div class="r"><b>Wo</b><div class="k"><span>Hello</span></div></div>"#, 20),
        (".r { margin: 0 } .k { display: inline-block } .f { display: flex; padding-top: 3px }",
         #"<p class="r"><b>Wo</b> <span class="k"><span class="f">Hello</span></span></p>"#, 23),
    ])
    func aFlexContainerHasItsItemsBaselines(css: String, cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 14px; line-height: 20px }
        \(css)
        """, cell: cell, base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 320) == height)
    }

    @Test(arguments: zip([
        // An inline-block holding a flex container sits on the flex container's first baseline,
        // as Chromium places it: an empty first item stretched to the line has its bottom edge
        // as baseline (outside tester 12); a column's is its first item's; a wrapped row's is
        // its first line's. Chromium, Liberation Sans 14px / 20px.
        #"<p><b>Wo</b> <span class="k"><span class="f"><i></i><b>x</b></span></span></p>"#,
        #"<p><b>Wo</b> <span class="k"><span class="f" style="flex-direction: column"><i></i><b>x</b></span></span></p>"#,
        #"<p><b>Wo</b> <span class="k"><span class="f" style="flex-wrap: wrap; width: 30px"><i style="font-size: 30px">A</i><b>x</b><b>y</b></span></span></p>"#,
        #"<p><b>Wo</b> <span class="k"><span class="f" style="flex-direction: column"><i style="font-size: 30px">A</i><b>x</b></span></span></p>"#,
    ], [25.0, 39, 63, 63]))
    func anInlineBlockSitsOnItsFlexContainersFirstBaseline(cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 14px; line-height: 20px } p { margin: 0 }
        .k { display: inline-block; padding: 4px; border: 1px solid } .f { display: flex; gap: 4px; font-size: 13px; line-height: normal }
        """, cell: cell, base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 320) == height)
    }
}
