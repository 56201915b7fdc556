import Testing
@testable import RenderList

/// Every character is 10 px wide and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: lines and text")
struct LayoutInlineTests {
    @Test func greedyWrappingCountsLines() throws {
        let fixture = try LayoutFixture(css: "", cell: "<article>aaa bbb ccc</article>")
        #expect(fixture.height(width: 110) == 20) // 11 characters fit exactly
        #expect(fixture.height(width: 70) == 40) // "aaa bbb" | "ccc"
        #expect(fixture.height(width: 69) == 60)
        #expect(fixture.height(width: 10) == 60) // long words overflow, one per line
    }

    @Test func whiteSpaceCollapsesAcrossInlineElements() throws {
        let fixture = try LayoutFixture(css: "",
                                        cell: "<article>\n   aaa   <strong> bbb</strong><em>cc</em>\n  </article>")
        // "aaa bbbcc" = 90 px: one line at 90, two at 89 ("bbbcc" stays one word)
        #expect(fixture.height(width: 90) == 20)
        #expect(fixture.height(width: 89) == 40)
        #expect(fixture.height(width: 50) == 40)
    }

    @Test func inlinePaddingTakesRoomOnTheLine() throws {
        let fixture = try LayoutFixture(css: "code { padding: 0 5px }", cell: "<article>aaa <code>bb</code></article>")
        #expect(fixture.height(width: 70) == 20)
        #expect(fixture.height(width: 69) == 40)
    }

    @Test func aLineBreaksByTheWhiteSpaceOfTheOpportunityNotOfTheWordsEnd() throws {
        // A word that ends in nowrap text after a space of wrapping text still goes to the next
        // line (a chat message's time stamp after its last word); a space inside nowrap text
        // is no opportunity. Chromium's heights in Liberation Sans 15 px on 20 px lines.
        let chromium: [(String, [Double])] = [
            ("<span>one two three four.</span><span class='ts'>6:30</span>", [60, 40, 40, 20]),
            ("<span>one two </span><span class='ts'>three four</span>", [40, 40, 20, 20]),
            ("<span class='ts'>one two</span><span> three four</span>", [60, 40, 20, 20]),
        ]
        for (cell, heights) in chromium {
            let fixture = try LayoutFixture(css: """
            body { margin: 0; font-family: "Liberation Sans", sans-serif; font-size: 15px; line-height: 20px } .ts { white-space: nowrap }
            """, cell: "<div>\(cell)</div>", base: false, metrics: ShapedTextMetrics())
            for (width, height) in zip([60.0, 120, 152, 160], heights) {
                #expect(fixture.height(width: width) == height, "\(cell) at \(width) px")
            }
        }
    }

    @Test func wordSpacingWidensNoBreakSpaces() throws {
        // `75 %` as a German percentage is written with a no-break space, which word-spacing
        // widens as it does a space (Chromium: two lines at 75 px, one at 80).
        let fixture = try LayoutFixture(css: """
        body { margin: 0; font-family: "Liberation Sans"; font-size: 16px; line-height: 20px; word-spacing: 10px } p { margin: 0 }
        """, cell: "<p>ab 75\u{A0}%</p>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 75) == 40)
        #expect(fixture.height(width: 80) == 20)
    }

    @Test func whiteSpaceModes() throws {
        let pre = try LayoutFixture(css: "article { white-space: pre }", cell: "<article>a  b\n\nccccccccccc\n</article>")
        #expect(pre.height(width: 30) == 60)
        let preWrap = try LayoutFixture(css: "article { white-space: pre-wrap }", cell: "<article>aa bb\ncc</article>")
        #expect(preWrap.height(width: 30) == 60)
        // The browser's HTML parser reads a carriage return in bound data as a line feed, a
        // CR LF pair as one (the seventeenth outside tester's `a\rb\rc`: three lines).
        let returns = try LayoutFixture(css: "article { white-space: pre-wrap }", cell: "<article>a&#13;b&#13;&#10;c</article>")
        #expect(returns.height(width: 100) == 60)
        let normal = try LayoutFixture(css: "", cell: "<article>a&#13;b&#13;&#10;c</article>")
        #expect(normal.height(width: 100) == 20)
        // Tab stops are `tab-size` spaces of the block container's font and spacing (10 px
        // here), not the tab's element's (13 px): `b` ends at 93 px, not 117 (the eighteenth
        // outside tester's tabbed `<code>` lines wrapped early).
        let tabs = try LayoutFixture(css: "code { letter-spacing: 3px; white-space: pre-wrap }",
                                     cell: "<article>x<code>a&#9;b</code></article>")
        #expect(tabs.height(width: 100) == 20)
        // A preserved space that starts the line is no opportunity under `pre`: the word too
        // wide after it overflows that line (the fifteenth outside tester's timetable row).
        let leading = try LayoutFixture(css: "article { white-space: pre }", cell: "<article> aaaaa</article>")
        #expect(leading.height(width: 30) == 20)
        let leadingWraps = try LayoutFixture(css: "article { white-space: pre-wrap }", cell: "<article> aaaaa</article>")
        #expect(leadingWraps.height(width: 30) == 40)
        let nowrap = try LayoutFixture(css: """
        article { white-space: nowrap; overflow: hidden; text-overflow: ellipsis }
        """, cell: "<article>aaa bbb ccc ddd</article>")
        #expect(nowrap.height(width: 30) == 20)
        let breaks = try LayoutFixture(css: "", cell: "<article>a<br/>b<br/><br/>c</article>")
        #expect(breaks.height() == 80)
    }

    @Test func longWordsBreakWithOverflowWrapOrWordBreak() throws {
        let normal = try LayoutFixture(css: "", cell: "<article>aaaaaaaaaa</article>")
        #expect(normal.height(width: 30) == 20)
        let anywhere = try LayoutFixture(css: "article { overflow-wrap: anywhere }", cell: "<article>x aaaaaaaaaa</article>")
        // "x" | "aaa" "aaa" "aaa" "a"
        #expect(anywhere.height(width: 30) == 100)
        let breakAll = try LayoutFixture(css: "article { word-break: break-all }", cell: "<article>aa bbbbbbb</article>")
        // "aa bb" | "bbbbb"
        #expect(breakAll.height(width: 50) == 40)
    }

    @Test func lineClampLimitsLines() throws {
        let css = """
        .t { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden }
        article { padding: 3px }
        """
        let fixture = try LayoutFixture(css: css, cell: #"<article><div class="t">aaa bbb ccc ddd</div></article>"#)
        #expect(fixture.height(width: 36) == 6 + 40)
        #expect(fixture.height(width: 200) == 6 + 20)
        let ignored = try LayoutFixture(css: ".t { -webkit-line-clamp: 2 }",
                                        cell: #"<article><div class="t">aaa bbb ccc ddd</div></article>"#)
        #expect(ignored.height(width: 30) == 80) // browsers need display: -webkit-box
    }

    @Test func aWebkitBoxWithoutALineClampIsWarnedAbout() throws {
        // Chromium lays it out as a legacy flexible box, the model as a block: said once.
        let plain = try LayoutFixture(css: ".t { display: -webkit-box }", cell: #"<article><div class="t">aaa bbb</div></article>"#)
        #expect(plain.height(width: 200) == 20)
        #expect(plain.model.warnings.map(\.subject) == ["display"])
        let clamped = try LayoutFixture(css: """
        .t { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2 }
        """, cell: #"<article><div class="t">aaa bbb</div></article>"#)
        #expect(clamped.height(width: 200) == 20)
        #expect(clamped.model.warnings.isEmpty)
    }

    @Test func aLineClampNeitherCutsNorCountsTheLinesOfInlineBlocks() throws {
        // Each line holds inline-blocks 20 px tall below a 5 px margin: 25 px a line, on both
        // clamped lines (the fifteenth outside tester's issue labels; Chromium: 46 px for two).
        let css = """
        .t { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden }
        .b { display: inline-block; margin-top: 5px }
        """
        let labels = (1...6).map { "<span class=\"b\">a\($0)</span>" }.joined(separator: " ")
        let fixture = try LayoutFixture(css: css, cell: "<article><div class=\"t\">\(labels)</div></article>")
        #expect(fixture.height(width: 50) == 50)
        #expect(fixture.height(width: 200) == 25)
    }

    @Test func lineHeightAndMixedFontSizes() throws {
        let fixture = try LayoutFixture(css: """
        .list { line-height: normal } big { font-size: 20px }
        """, cell: "<article>a <big>b</big></article>")
        // normal = 1 em with FixedMetrics: strut 8 + 2, big 16 + 4 → 16 + 4 = 20
        #expect(fixture.height() == 20)
        let numbers = try LayoutFixture(css: "article { line-height: 2 } small { font-size: 5px }",
                                        cell: "<article>a <small>b</small></article>")
        // strut 10px font on 20px: 8 + 5 above, 2 + 5 below; small 5px on 10px: 4 + 2.5 / 1 + 2.5
        #expect(numbers.height() == 20)
    }

    @Test func textTransformAndLetterSpacingChangeWidths() throws {
        let fixture = try LayoutFixture(css: "article { letter-spacing: 2px }", cell: "<article>aaa bbb</article>")
        // "aaa" = 36, space = 12, "bbb" = 36 → 84
        #expect(fixture.height(width: 84) == 20)
        #expect(fixture.height(width: 83) == 40)
    }

    @Test func textAfterABlockChildIsNoFirstLineToIndent() throws {
        // Only the container's first formatted line is indented (and a block child's own, which
        // inherits text-indent): not the text after a block child, even an empty one. The
        // sixteenth outside tester's library catalogue; Chromium lays out the same.
        let css = "article { text-indent: 100px }"
        let afterBlock = try LayoutFixture(css: css, cell: "<article>A<div>block</div>xxx xxx xxx</article>")
        #expect(afterBlock.height(width: 120) == 60)
        let afterEmpty = try LayoutFixture(css: css, cell: "<article><div></div>xxx xxx xxx</article>")
        #expect(afterEmpty.height(width: 120) == 20)
        let first = try LayoutFixture(css: css, cell: "<article>xxx xxx xxx</article>")
        #expect(first.height(width: 120) == 40)
    }

    @Test func textIndentShortensTheFirstLine() throws {
        let fixture = try LayoutFixture(css: "article { text-indent: 20px }", cell: "<article>aaa bbb</article>")
        #expect(fixture.height(width: 90) == 20)
        #expect(fixture.height(width: 89) == 40)
    }

    @Test func cjkBreaksBetweenCharacters() throws {
        let fixture = try LayoutFixture(css: "", cell: "<article>日本語の文章です</article>")
        #expect(fixture.height(width: 30) == 60) // 8 characters, 3 per line
    }

    @Test func approximateMetricsClasses() {
        let metrics = ApproximateTextMetrics()
        let font = FontDescription(families: ["serif"], size: 10, weight: 400, italic: false)
        #expect(abs(metrics.advance(of: "ab", font: font) - 11) < 1e-9)
        #expect(abs(metrics.advance(of: "A 1", font: font) - (6.8 + 3.2 + 6.4)) < 1e-9)
        #expect(abs(metrics.advance(of: "日本", font: font) - 20) < 1e-9)
        #expect(abs(metrics.advance(of: "👍🏽", font: font) - 10) < 1e-9)
        let bold = FontDescription(families: ["serif"], size: 10, weight: 700, italic: false)
        #expect(abs(metrics.advance(of: "ab", font: bold) - 11 * 1.07) < 1e-9)
        #expect(metrics.lineMetrics(for: font).normalLineHeight == 12)
    }
}
