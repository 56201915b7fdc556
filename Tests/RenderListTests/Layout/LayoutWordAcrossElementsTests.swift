import Testing
@testable import RenderList

/// Words that span elements: broken between their characters when they fit no line
/// (`overflow-wrap`), and the opportunities where text that may not wrap meets text that may.
/// Chromium's heights in DejaVu Sans 15 px on 20 px lines, at 30, 60, 100 and 140 px.
@Suite("Layout: words across elements")
struct LayoutWordAcrossElementsTests {
    @Test func aWordTooLongForAnyLineBreaksAcrossElements() throws {
        // Chromium finds no opportunity on the line that fits, and breaks the line again
        // between any two characters of the word, whichever element holds them; text that may
        // not wrap stays whole.
        let chromium: [(String, css: String, [Double])] = [
            ("see <b>newsletter</b>1851185118 ok", "overflow-wrap: break-word", [180, 100, 80, 60]),
            ("<b>newsletter</b>1851185118", "overflow-wrap: break-word", [140, 80, 40, 40]),
            ("x <span>abcdefghij</span><span>klmnopqrst</span><span>uvwxyzabcd</span> y", "overflow-wrap: break-word",
             [240, 120, 80, 60]),
            ("see <b>newslettersubscription</b>18511851185118511851 ok more", "overflow-wrap: anywhere",
             [380, 200, 120, 100]),
            ("<span>https://example.com/averyveryverylong</span><span style=\"white-space: nowrap\">12:30 pm</span>",
             "overflow-wrap: break-word", [260, 140, 80, 60]),
        ]
        for (text, css, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [30, 60, 100, 140], articleCSS: css)
        }
    }

    @Test func aBoxThatMayNotWrapEndsWhereTheLineMayBreak() throws {
        // Blink asks whether a line breaks after a text in that text's style, or, when a box
        // whose text may not wrap ends there, in its parent's.
        let nowrap = "style=\"white-space: nowrap\""
        let chromium: [(String, css: String, [Double])] = [
            ("aaaa-<span \(nowrap)>bbbb</span>", "", [40, 40, 20, 20]),
            ("<span \(nowrap)>aaaa-</span>bbbb", "", [40, 40, 20, 20]),
            ("<span \(nowrap)>中</span><span \(nowrap)>文</span>", "", [40, 20, 20, 20]),
            ("中<span style=\"white-space: normal\">文</span>", "white-space: nowrap", [20, 20, 20, 20]),
            ("<span style=\"white-space: normal\">中</span>文", "white-space: nowrap", [40, 20, 20, 20]),
            ("<span \(nowrap)>aaaa-<b>bbbb</b></span>", "", [20, 20, 20, 20]),
            ("中<span style=\"white-space: pre\">文</span>", "", [40, 20, 20, 20]),
        ]
        for (text, css, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [30, 60, 100, 140], articleCSS: css)
        }
    }

    @Test func aTextThatMayNotWrapHasNoOpportunities() throws {
        // A hyphen or a space in it is no break, also where text that may wrap comes next.
        let nowrap = "style=\"white-space: nowrap\""
        let chromium: [(String, [Double])] = [
            ("ISBN <span \(nowrap)>978-8-35549</span>. Added", [60, 60, 60, 60]),
            ("in <span \(nowrap)>2–3 Werktagen </span>an jede", [60, 60, 60, 60]),
            // Nor after a space that ends it: Blink's opportunity at a space is before it.
            ("<span \(nowrap)>abcdef </span>é", [20, 20, 20, 20]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [40, 60, 80, 100])
        }
        try DejaVuLines.expect("<span \(nowrap)>ab </span><span \(nowrap)>cdefgh</span>", heights: [20, 20], widths: [50, 60],
                               articleCSS: "overflow-wrap: break-word")
    }

    @Test func textsThatMayNotWrapStayTogetherWhenAWordIsBrokenAcrossElements() throws {
        // `abc.` may be broken after (`overflow-wrap`), the two texts that may not wrap after
        // it may not be parted: where they do not fit after it, the line ends before them. The
        // second one's space collapses with the first one's (at 90 px, ` kl` fits after them).
        let nowrap = "style=\"white-space: nowrap\""
        let chromium: [(String, [Double])] = [
            ("abc.<span \(nowrap)>% </span><span \(nowrap)> defghij</span>", [40, 40, 20]),
            ("abc.<span \(nowrap)>% </span><span \(nowrap)> defghij</span> kl", [60, 40, 20]),
            ("abcd<span \(nowrap)>x </span><span \(nowrap)> defghij</span>", [40, 40, 20]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [60, 90, 120], articleCSS: "overflow-wrap: break-word")
        }
    }

    @Test func theEndEdgeOfABoxThatMayNotWrapCountsWhereAWordIsBrokenBeforeIt() throws {
        // `…!)` may be broken after, the box that may not wrap after it may not be parted from
        // its padding and border: at 360 px the box's end edge makes the two too wide, and the
        // line ends before the box (the eighteenth outside tester's tag chips).
        let box = "<span style=\"padding: 0 10px; border: 1px solid; white-space: nowrap\">Reverted</span>"
        try DejaVuLines.expect("aaa <span>Konstantynopolitańczykowianeczka!)</span>\(box)", heights: [60, 60, 40],
                               widths: [355, 365, 370], articleCSS: "overflow-wrap: break-word")
    }

    @Test func wordsBreakOnlyWhereAStyleLetsThem() throws {
        // Broken across elements, a word's line ends after text that lets words break (the
        // `)`), not between two boxes whose list does not (`Reverted</li><li>Visual`): the
        // eighteenth outside tester's change log tags.
        let item = "display: inline; padding: 0 .4em; margin-right: .2em; border: 1px solid; font-size: .8em; white-space: nowrap"
        let tags = "<ul style=\"display: inline; margin: 0 0 0 .3em; padding: 0\"><li style=\"\(item)\">Reverted</li>"
            + "<li style=\"\(item)\">Visual edit</li></ul>"
        try DejaVuLines.expect("brzmi <span style=\"overflow-wrap: break-word\">(Konstantynopolitańczykowianeczka!)</span>\(tags)",
                               heights: [61, 61], widths: [340, 360])
    }

    @Test func aSpaceThatCollapsedAfterABoxsStartIsNoPartOfTheWord() throws {
        // `x <span> abc…</span>`: the span's space collapses with the one before it, and the
        // word after it, too long for any line, is broken from the span's padding on.
        let css = "overflow-wrap: break-word"
        try DejaVuLines.expect("x <span style=\"padding-left: 1px\"> abcdefghijklmnop</span>", heights: [80, 80], widths: [50, 60],
                               articleCSS: css)
        try DejaVuLines.expect("<span> </span><span style=\"border: 1px solid\"> abcdefghijklmnop</span>", heights: [60, 60],
                               widths: [50, 60], articleCSS: css)
    }

    @Test func theEdgesOfABoxGoWithItsText() throws {
        // An inline box's padding goes with the characters it is next to: a box that ends after
        // a space ends on that space's line (where the paragraph ends there, its edge must fit;
        // where more follows, it hangs with the space); a space after a box's start collapses
        // with one before it; a word broken between its characters starts with the box's edge.
        // Chromium's heights in Liberation Sans 14 px on 20 px lines and DejaVu Sans 15 px.
        let chromium: [(String, css: String, width: Double, height: Double)] = [
            ("aa <span style=\"padding: 0 3px\">bb </span>", "", 39, 40),
            ("aa <span style=\"padding: 0 3px\">bb </span>", "", 42, 20),
            ("aa <span style=\"padding: 0 3px\">bb </span>cc dd ee ff", "", 39, 60),
            ("aa <span style=\"padding: 0 8px\">bb </span><b>cc</b> dd", "", 42, 60),
            ("aa <span style=\"padding: 0 8px\">bb </span><b>cc</b> dd", "", 45, 40),
            ("aa <span style=\"padding: 0 8px\"><i>bb </i></span>cc dd", "", 51, 40),
            ("aa <span style=\"padding: 0 3px\"> bb</span> cc dd", "", 42, 40),
            ("aa <span style=\"padding: 0 3px\"> bb</span> cc dd", "", 81, 20),
            ("<span style=\"padding: 0 4px\">Donaudampfschiffahrtsgesellschaft</span>", "overflow-wrap: break-word", 100, 60),
            ("<b>Re:</b><span style=\"padding: 0 6px\">Donaudampfschiffahrtsgesellschaft</span>", "overflow-wrap: break-word",
             100, 60),
            // A line breaks before a box's start: its padding goes with the box's text.
            ("<span>发</span><span style=\"padding: 0 3px\">#F</span><span>这</span>", "", 36, 60),
            ("<span>发</span><span style=\"padding: 0 3px\">#F</span><span>这</span>", "", 40, 40),
        ]
        for (cell, css, width, height) in chromium {
            let fixture = try LayoutFixture(css: """
            body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 14px; line-height: 20px } article { \(css) }
            """, cell: "<article>\(cell)</article>", base: false, metrics: ShapedTextMetrics())
            #expect(fixture.height(width: width) == height, "\(cell) at \(width) px")
        }
    }

    @Test func anEmptyTextLeavesTheWordAsItWas() {
        // An element whose bound text is empty adds an empty text: the last line of a broken
        // word goes on into the text after it (it crashed once, finding that word's start in
        // the empty text). Ten px a character: `chun` `gsau` `fga —`, the nowrap text joining.
        let (wrapping, nowrap) = (ComputedStyle(), ComputedStyle())
        (wrapping.overflowWrap, nowrap.overflowWrap, nowrap.whiteSpace) = (.breakWord, .breakWord, .nowrap)
        (wrapping.lineHeight, nowrap.lineHeight) = (.px(20), .px(20))
        var breaker = LineBreaker(metrics: FixedMetrics(), available: 45, maxLines: nil, strut: wrapping)
        breaker.add([.text(" chungsaufga", style: 0, slot: nil), .text("", style: 0, slot: nil), .text("x —", style: 1, slot: nil)],
                     styles: [wrapping, nowrap])
        breaker.finish()
        #expect(breaker.lineCount == 4)
    }

    @Test func theIndentLeavesALongWordNoRoomOnTheFirstLine() throws {
        // A word wider than the first line past its text-indent is broken there (a negative
        // indent gives it more room), also one that spans elements. Chromium, at 160, 180 and 200 px.
        let chromium: [(String, css: String, [Double])] = [
            ("Donaudampfschiffahrt", "text-indent: 2em; overflow-wrap: break-word", [40, 40, 20]),
            ("Donaudampfschiffahrt", "text-indent: -1em; overflow-wrap: break-word", [20, 20, 20]),
            ("<b>Donau</b>dampfschiffahrt", "text-indent: 2em; overflow-wrap: break-word", [40, 40, 40]),
            ("x Donaudampfschiffahrt", "text-indent: 2em; overflow-wrap: anywhere", [60, 40, 40]),
        ]
        for (text, css, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [160, 180, 200], articleCSS: css)
        }
    }
}
