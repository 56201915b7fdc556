import Testing
@testable import RenderList

/// Floats in DejaVu Sans 15 px on 20 px lines, rows 300 px wide unless said. Expected heights
/// are Chromium 156's for the same markup in a `display: flow-root` article that wide (the
/// row is a formatting root in the written site), read with Playwright.
@Suite("Layout: floats")
struct LayoutFloatTests {
    static let pangram = "The quick brown fox jumps over the lazy dog while the five boxing wizards jump quickly and pack my box with five dozen liquor jugs."

    private func height(_ cell: String, css: String = "", width: Double = 300) throws -> Double {
        let sheet = """
        body { margin: 0 } .list { font-family: "DejaVu Sans", sans-serif; font-size: 15px; line-height: 20px }
        \(css)
        """
        let fixture = try LayoutFixture(css: sheet, cell: cell, base: false, metrics: ShapedTextMetrics())
        return fixture.height(width: width)
    }

    @Test func linesBesideAFloatAreShortenedAndThoseBelowItAreNot() throws {
        let cell = #"<article><div style="float:left;width:100px;height:50px"></div>\#(Self.pangram)</article>"#
        #expect(try height(cell) == 100)
        #expect(try height(cell, width: 200) == 160)
    }

    @Test func clearanceMovesABlockBelowTheFloatAndItsMarginEnds() throws {
        let cell = #"<article><div style="float:left;width:50px;height:70px"></div><p style="margin:0">a</p><div style="clear:both;margin-top:10px">b</div></article>"#
        #expect(try height(cell) == 90)
    }

    @Test func aFormattingRootSitsBesideFloatsAndTheRowTakesThemIn() throws {
        let float = #"<div style="float:left;width:48px;height:48px;margin-right:12px"></div>"#
        #expect(try height("<article>\(float)<div style=\"overflow:hidden\">Ada Lovelace</div></article>") == 48)
        // The body is 240 px wide beside the float: four lines.
        #expect(try height("<article>\(float)<div style=\"overflow:hidden\">The quick brown fox jumps over the lazy dog while the five boxing wizards jump quickly and pack my box.</div></article>") == 80)
    }

    @Test func aFormattingRootTooWideForTheRoomGoesBelowTheFloat() throws {
        let cell = #"<article><div style="float:left;width:100px;height:50px"></div><div style="overflow:hidden;width:250px">Ada</div></article>"#
        #expect(try height(cell) == 70)
    }

    @Test func leftFloatsStackRightwardsThenDropBelow() throws {
        let box = { (height: Int) in "<div style=\"float:left;width:120px;height:\(height)px\"></div>" }
        #expect(try height("<article>\(box(40))\(box(40))\(box(30))</article>") == 70)
    }

    @Test func aFloatInANestedBlockStillCountsInTheRowsHeight() throws {
        let cell = #"<article><div><div style="float:left;width:60px;height:100px"></div>x</div><p style="margin:0">The quick brown fox jumps over the lazy dog.</p></article>"#
        #expect(try height(cell) == 100)
    }

    @Test func aRightFloatedPriceShortensTheTitleLines() throws {
        let cell = #"<article><h3 style="margin:0;font-size:15px"><span style="float:right;padding:2px 6px;border:1px solid">1 299,00 €</span>The quick brown fox jumps over the lazy dog again and again.</h3></article>"#
        #expect(try height(cell) == 60)
    }

    @Test func clearfixTakesInTheFloat() throws {
        let cell = #"<article><div class="cf"><div style="float:right;width:40px;height:90px"></div>Hello</div>World</article>"#
        #expect(try height(cell, css: #".cf::after { content: ""; display: block; clear: both }"#) == 110)
    }

    @Test func aLineWhoseFirstWordDoesNotFitBesideFloatsGoesDownToWhereItFits() throws {
        let word = "Rindfleischetikettierungsüberwachung ist ein langes Wort"
        // Below the one float (50 px): 50 + two lines.
        #expect(try height(#"<article><div style="float:left;width:100px;height:50px"></div>\#(word).</article>"#,
                           width: 200) == 90)
        // Past the first float's bottom (30 px) it still does not fit beside the second: below it, at 60 px.
        let two = #"<div style="float:left;width:100px;height:30px"></div><div style="float:left;width:60px;height:60px"></div>"#
        #expect(try height("<article>\(two)\(word), das nicht passt.</article>") == 100)
    }

    @Test func aFloatThatDoesNotFitBesideAnEarlierOneGoesBelowItsTop() throws {
        let cell = #"<article><div style="float:right;width:200px;height:20px"></div><div style="float:left;width:150px;height:40px"></div>Hi</article>"#
        #expect(try height(cell) == 60)
    }

    @Test func aFloatTakesItsWidthOnTheLineOfIntrinsicWidths() throws {
        // Shrink-to-fit: the float and the text share one line of the inline-block.
        let inlineBlock = #"<article><div style="display:inline-block"><div style="float:left;width:40px;height:20px"></div>The quick brown fox</div></article>"#
        #expect(try height(inlineBlock) == 20)
        let flexItem = #"<article style="display:flex"><div><div style="float:left;width:60px;height:20px"></div>Hello world</div><div style="flex:1">The quick brown fox jumps over the lazy dog.</div></article>"#
        #expect(try height(flexItem) == 60)
    }

    @Test func aFloatAfterTextOnItsLineIsWarnedAbout() throws {
        let fixture = try LayoutFixture(css: "", cell: #"<article>Some text <span style="float:right">x</span> more</article>"#)
        _ = fixture.height()
        #expect(fixture.model.warnings.map(\.subject) == ["float"])
    }

    @Test func aFloatBeforeAnyContentGoesBelowTheMarginsThatCollapseAtTheTop() throws {
        // Blink places it once the box's position is known: after the paragraph's 10 px margin.
        let float = #"<div style="float:left;width:48px;height:48px"></div>"#
        #expect(try height(#"<article><div>\#(float)<p style="margin:10px 0">Ada</p></div></article>"#) == 58)
        #expect(try height(#"<article><div>\#(float)<div><p style="margin:10px 0">Ada</p></div></div></article>"#) == 58)
    }

    @Test func aFormattingRootsMarginMayReachUnderTheFloat() throws {
        // Its border box starts at the float's margin edge (60 px) either way: 240 px wide, four lines.
        let cell = #"<article><div style="float:left;width:48px;height:48px;margin-right:12px"></div><div style="overflow:hidden;margin-left:60px">The quick brown fox jumps over the lazy dog while the five boxing wizards jump quickly and pack my box.</div></article>"#
        #expect(try height(cell) == 80)
    }

    @Test func aFloatAtTheStartOfAnInlineElementIsPlacedAtItsLinesStart() throws {
        let cell = ##"<article><a href="#"><span style="float:right;width:80px;height:50px;display:block"></span>The quick brown fox jumps over the lazy dog while the five boxing wizards jump quickly.</a></article>"##
        #expect(try height(cell) == 80)
    }

    @Test func aFloatThatClearsGoesBelowTheFloatsItClears() throws {
        let left = #"<div style="float:left;width:50px;height:30px"></div>"#
        #expect(try height(#"<article>\#(left)<div style="float:left;clear:left;width:50px;height:30px"></div></article>"#) == 60)
        // The next float goes no higher than the one that cleared.
        let rights = #"<div style="float:right;clear:left;width:50px;height:20px"></div><div style="float:right;width:50px;height:40px"></div>"#
        #expect(try height("<article>\(left)\(rights)</article>") == 70)
    }

    @Test func aFloatedInlineElementHoldingABlockIsAFloat() throws {
        // Old Reddit's thumbnail: `<a class="thumbnail">` floated, its image a block (an outside
        // tester's reduction; Chromium: 50 px, the float's height, beside one short line).
        let thumb = #"<a style="float:left;margin-right:5px"><span style="display:block;width:70px;height:50px">x</span></a>"#
        #expect(try height(#"<article>\#(thumb)<div style="overflow:hidden">Short.</div></article>"#) == 50)
    }
}
