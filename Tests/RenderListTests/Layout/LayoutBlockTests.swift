import Testing
@testable import RenderList

/// Every character is 10 px wide and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: block flow and margin collapsing")
struct LayoutBlockTests {
    @Test func siblingMarginsCollapseAndTheRowKeepsItsChildrensMargins() throws {
        let fixture = try LayoutFixture(css: """
        .one { margin: 10px 0 } .two { margin: 20px 0 }
        """, cell: #"<article><div class="one">a</div><div class="two">b</div></article>"#)
        // 10 + 20 (line) + max(10, 20) + 20 (line) + 20: a row's layout is contained in the
        // written site (content-visibility), so the margins of its first and last children
        // stay inside it.
        #expect(fixture.measure() == RowMeasurement(height: 90, marginTop: 0, marginBottom: 0))
        #expect(fixture.height() == 90)
        // Inside the row, a box's margins still collapse with its children's and leave it.
        let nested = try LayoutFixture(css: """
        .one { margin: 10px 0 } .two { margin: 20px 0 }
        """, cell: #"<article><section><div class="one">a</div><div class="two">b</div></section></article>"#)
        #expect(nested.height() == 90)
    }

    @Test func paddingAndBorderStopParentChildCollapsing() throws {
        let fixture = try LayoutFixture(css: """
        article { padding-top: 1px; border-bottom: 2px solid }
        .one { margin: 10px 0 } .two { margin: 20px 0 }
        """, cell: #"<article><div class="one">a</div><div class="two">b</div></article>"#)
        #expect(fixture.measure() == RowMeasurement(height: 1 + 10 + 20 + 20 + 20 + 20 + 2, marginTop: 0, marginBottom: 0))
    }

    @Test func negativeMarginsAndEmptyBlocksCollapseThrough() throws {
        let fixture = try LayoutFixture(css: """
        article { border: 1px solid }
        .a { margin-bottom: 20px } .b { margin-top: -5px }
        .empty { margin: 30px 0 } .c { margin-top: 10px }
        """, cell: #"<article><div class="a">a</div><div class="b">b</div><div class="empty"></div><div class="c">c</div></article>"#)
        // 1 + 20 + (20 - 5) + 20 + max(0, 30, 30, 10) + 20 + 1
        #expect(fixture.height() == 1 + 20 + 15 + 20 + 30 + 20 + 1)
    }

    @Test func marginsCollapseThroughAnEmptyBlockOfZeroHeight() throws {
        // As through one of auto height (the eighth outside tester's row measured 40 px in
        // Chromium with a 20 px line): 20 + max(20, 8, 8) + 20 + 20.
        let zero = try LayoutFixture(css: "p { margin: 0 0 20px } .hr { margin: 8px 0; height: 0 }",
                                     cell: #"<article><p>A</p><div class="hr"></div><p>B</p></article>"#)
        #expect(zero.height() == 20 + 20 + 20 + 20)
        let thin = try LayoutFixture(css: "p { margin: 0 0 20px } .hr { margin: 8px 0; height: 1px }",
                                     cell: #"<article><p>A</p><div class="hr"></div><p>B</p></article>"#)
        #expect(thin.height() == 20 + 20 + 1 + 8 + 20 + 20)
    }

    @Test func linesWithNoHeightStopMarginsCollapsingThrough() throws {
        // A paragraph of `line-height: 0` has a line box, though 0 px high: its margins do
        // not collapse through it (the seventeenth outside tester's row: 1 + 10 + 10 + 1 px).
        let css = "article { padding: 1px } p { margin: 10px 0; line-height: 0 }"
        #expect(try LayoutFixture(css: css, cell: #"<article><p>Hello</p></article>"#).height() == 22)
        #expect(try LayoutFixture(css: css, cell: #"<article><p> </p></article>"#).height() == 12)
    }

    @Test func anInlineBoxsEdgesAddNoHeightToItsLine() throws {
        // Padding and borders of an inline box are widths: under `line-height: 0` its line is
        // 0 px high, as in Chromium (the edges once counted as content reaching down to the
        // baseline, which then sat inside the line, 5 px down in DejaVu Sans 16 px).
        let css = "article { padding: 1px } p { margin: 10px 0; line-height: 0 } span { padding: 0 4px; border-left: 1px solid }"
        #expect(try LayoutFixture(css: css, cell: "<article><p><span>x</span></p></article>").height() == 22)
        #expect(try LayoutFixture(css: css, cell: "<article><p><span></span></p></article>").height() == 22)
    }

    @Test func formattingContextRootsKeepChildMargins() throws {
        let hidden = try LayoutFixture(css: "article { overflow: hidden } p { margin: 10px 0 }",
                                       cell: "<article><p>a</p><p>b</p></article>")
        #expect(hidden.measure() == RowMeasurement(height: 10 + 20 + 10 + 20 + 10, marginTop: 0, marginBottom: 0))
        let flexList = try LayoutFixture(css: ".list { display: flex; flex-direction: column } p { margin: 10px 0 }",
                                         cell: "<article><p>a</p><p>b</p></article>")
        #expect(flexList.height() == 70)
    }

    @Test func boxSizingPaddingAndExplicitHeights() throws {
        let fixture = try LayoutFixture(css: """
        article { padding: 5px; border: 1px solid }
        .fixed { height: 50px; padding: 2px; box-sizing: border-box }
        .tall { min-height: 40px } .short { max-height: 10px; overflow: hidden }
        """, cell: #"<article><div class="fixed">a</div><div class="tall">b</div><div class="short">c</div></article>"#)
        #expect(fixture.height() == 6 + 50 + 40 + 10 + 6)
    }

    @Test func percentagePaddingUsesTheContainingWidth() throws {
        let fixture = try LayoutFixture(css: "article { padding-bottom: 10%; width: 50% }", cell: "<article>a</article>")
        #expect(fixture.height(width: 300) == 20 + 30)
    }

    @Test func displayNoneAndAbsolutePositioningTakeNoRoom() throws {
        let fixture = try LayoutFixture(css: """
        .gone { display: none } .float-away { position: absolute; height: 500px }
        """, cell: #"<article><div>a</div><div class="gone">b<p>c</p></div><div class="float-away">d</div><span class="gone">e</span></article>"#)
        #expect(fixture.height() == 20)
    }

    @Test(arguments: zip(["border-bottom: 0.5px solid", "border-bottom: 1.5px solid", "border: 0.1em solid",
                          "border-bottom: 2.7px solid", "border: thin solid"], [21.0, 21, 22, 22, 22]))
    func borderWidthsSnapToWholePixels(border: String, height: Double) throws {
        // Under 1 px a border is 1 px wide, above it rounds down (outside tester 13's hairlines).
        // Chromium, Liberation Sans 14px / 20px.
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 14px; line-height: 20px }
        div { \(border) }
        """, cell: "<div>Hello</div>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 320) == height)
    }

    @Test func userAgentMarginsOfHeadings() throws {
        let fixture = try LayoutFixture(css: "article { border: 1px solid } h2 { line-height: 1 }",
                                        cell: "<article><h2>Title</h2><p>a</p></article>")
        // h2: 15px text on 15px lines, margins 0.83em = 12.45px, kept in whole LayoutUnits
        // (12.4375 px, Chromium: 71.875 px in all); p: margins 10px.
        #expect(fixture.height() == 1 + 12.4375 + 15 + 12.4375 + 20 + 10 + 1)
    }

    @Test(arguments: [
        // An outside marker with no line to sit beside makes one: Chromium, Liberation Sans
        // 14px / 20px (outside tester 11: recipes whose last step was empty, a line short).
        ("<ul><li>Milk</li><li></li><li>Eggs</li></ul>", 60.0),
        ("<ol><li> </li></ol>", 20), ("<ul><li style='line-height: 30px'></li></ul>", 30),
        ("<ul><li style='padding: 3px'></li></ul>", 26), ("<div style='display: list-item'></div>", 20),
        ("<ul><li><div style='display: flex'></div></li></ul>", 20), ("<ul><li><div style='height: 5px'></div></li></ul>", 20),
        // Margins collapsed through an empty first block come before the line and again after.
        ("<ul><li><p style='margin: 6px 0'></p></li></ul>", 32), ("<ul><li><div style='margin-top: 10px'></div></li></ul>", 40),
        // All of the margin collapsed above that line comes again: the list's, an earlier
        // sibling's, the item's, a negative one's (outside tester 12: items `["", ""]`).
        ("<div><ul style='margin: 17px 0'><li><div></div></li><li><div></div></li></ul></div>", 91),
        ("<div><div style='margin-bottom: 30px'>x</div><ul><li><div></div></li></ul></div>", 100),
        ("<ul><li style='margin-top: 10px'><div style='margin-top: -4px'></div></li><li>y</li></ul>", 52),
        ("<ul><li style='margin-top: 10px'><div style='margin-top: -4px'></div></li><li style='margin-top: 8px'>y</li></ul>", 52),
        ("<div style='padding-top: 1px'><ul style='margin-top: 5px'><li><div></div></li><li>y</li></ul></div>", 51),
        // Without an empty block in it, an item's margins do not come again.
        ("<div><ul style='margin: 16px 0'><li></li><li></li></ul></div>", 72), ("<div><ul style='margin: 16px 0'><li><span></span></li><li></li></ul></div>", 72),
        // No marker, no line.
        ("<ul style='list-style: none'><li></li></ul>", 0), ("<ul style='list-style-type: none'><li></li></ul>", 0),
        ("<ul><li style='display: block'></li></ul>", 0),
    ])
    func anEmptyListItemIsALineTall(cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 14px; line-height: 20px } ul, ol { margin: 0 }
        """, cell: cell, base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 320) == height)
    }

    /// A marker in a face other than the item's font (CJK counters) grows the item's first line
    /// where `line-height` is `normal`, as its text would (outside tester 19: `cjk-decimal`
    /// items of 15 px DejaVu Sans are 21 px in Chromium, discs 18).
    @Test(arguments: [("cjk-decimal", 21.0), ("hiragana", 21), ("disc", 18), ("decimal", 18), ("none", 18)])
    func aMarkerInAFallbackFaceGrowsItsLine(type: String, height: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 15px } ol { margin: 0 }
        """, cell: "<ol style='list-style-type: \(type)'><li>abc</li></ol>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 320) == height)
    }

    @Test(arguments: [
        // The marker sits on the first baseline. When the child holding it has that baseline
        // nearer its top than the marker's ascent, the child moves down (outside tester 12: a
        // flex row of small text in a list item). Chromium, Liberation Sans 14px / 20px items.
        ("<ul><li><div class='s'>short</div></li></ul>", 17.0),
        ("<ul><li style='font-size: 30px'><div style='display: flex; padding-top: 6px' class='s'><span>short</span></div></li></ul>", 22),
        ("<ul><li><div style='height: 5px'></div><div class='s'>short</div></li></ul>", 22),
        ("<ul><li><p class='s' style='margin: 2px 0'>short</p></li></ul>", 21),
        // Measured from the child's top: its padding already makes room.
        ("<ul><li><div class='s' style='padding-top: 5px'>short</div></li></ul>", 17),
    ])
    func contentMovesDownToMakeRoomForTheMarker(cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 14px; line-height: 20px } ul { margin: 0 }
        .s { font: 10px/normal "DejaVu Serif" }
        """, cell: cell, base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 320) == height)
    }
}
