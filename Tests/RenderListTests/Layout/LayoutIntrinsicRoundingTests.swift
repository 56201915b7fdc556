import Testing
@testable import RenderList

/// Shrink-to-fit widths as Blink finds them: a line's max-content width adds up each text's
/// width rounded up to 1/64 px, the last one too, so a box as wide as its content holds it on
/// one line. Chromium's heights, Liberation Sans.
@Suite("Layout: intrinsic widths in LayoutUnits")
struct LayoutIntrinsicRoundingTests {
    private func height(_ css: String, _ cell: String, width: Double) throws -> Double {
        try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 15px; line-height: 20px }
        ul { margin: 0; padding: 0; list-style: none } \(css)
        """, cell: cell, base: false, metrics: ShapedTextMetrics()).height(width: width)
    }

    @Test func aFlexItemAsWideAsTwoElementsHoldsThemOnOneLine() throws {
        for cell in ["<span>Hello</span> <i>world</i>", "<span>Hello</span> <span>world</span>", "<b>Hello</b> <b>world</b>",
                     "Hello <i>world</i>"] {
            #expect(try height("article { display: flex }", "<article><div>\(cell)</div></article>", width: 768) == 20, "\(cell)")
        }
    }

    @Test func inlineBlockChipsWrapWhereTheirRoundedWidthsOverflow() throws {
        let chips = ["#Reise", "#travel", "#ταξίδι", "#seyahat", "#voyage"].map { "<li>\($0)</li>" }.joined()
        let css = "li { display: inline-block; margin: 2px 4px 2px 0; padding: 2px 0.5em; font-size: 12px; line-height: normal }"
        #expect(try height(css, "<ul>\(chips)</ul>", width: 283) == 44)
        #expect(try height(css, "<ul><li>#Reise</li><li>#travel</li></ul>", width: 105.359375) == 44)
    }

    /// A min-content line that ends inside a word broken by `overflow-wrap: anywhere` is as wide
    /// as the LayoutUnit ceiling of its text too: `m` (12.495 px) makes the box 12.5 px wide,
    /// where `/a` (12.51 px, truncated to 12.5) fits on one line (outside tester 12).
    @Test func aLineOfABrokenWordIsRoundedUpToALayoutUnit() throws {
        let css = "span { display: inline-block; overflow-wrap: anywhere }"
        #expect(try height(css, "<div style='width: 0'><span>com/a</span></div>", width: 320) == 80)
        #expect(try height(css, "<div style='width: 0'><span>e.com/a/v</span></div>", width: 320) == 120)
    }

    /// A flex item squeezed to 0 px by a sibling that cannot shrink breaks its word at every
    /// character under `overflow-wrap: break-word`, as at any other width; only the
    /// min-content measure keeps the word whole (outside tester 12, up to 460 px off).
    @Test func aFlexItemSqueezedToNothingBreaksItsWords() throws {
        let css = "article { display: flex } b { flex: none; width: 330px } span { overflow-wrap: break-word }"
        #expect(try height(css, "<article><b>x</b><span style='min-width: 0'>abc</span></article>", width: 320) == 60)
        #expect(try height(css, "<article><b>x</b><span>abc</span></article>", width: 320) == 20)
    }

    /// An inline box's padding and margins are whole LayoutUnits, rounded toward zero: with
    /// `padding: 0 4.66px` (4.65625 px a side) `alice wrote: x` fits 91 px (outside tester 13,
    /// GitHub's `code { padding: .2em .4em }` in a changelog, a line off).
    @Test func inlinePaddingIsKeptInWholeLayoutUnits() throws {
        let css = "p { margin: 0; font-size: 14px } code { font: inherit }"
        #expect(try height(css + " code { padding: 0 4.66px }", "<p>alice wrote: <code>x</code></p>", width: 91) == 20)
        #expect(try height(css + " code { margin: 0 4.66px }", "<p>alice wrote: <code>x</code></p>", width: 91) == 20)
    }
}

/// A space at the end of text that may not wrap belongs to that text's part of the line, which
/// is rounded up to 1/64 px with it: `Balance ` (42.8125 px) and `24,243.94` (48.9375 px) make
/// a `nowrap` flex item 91.75 px wide, not 1/64 px wider, and the line beside it fits 203.25 px
/// (the fifteenth outside tester's bank statement). Chromium's heights, Liberation Sans 13.3 px.
@Suite("Layout: nowrap text parts in LayoutUnits")
struct LayoutNowrapSpaceRoundingTests {
    @Test func aNowrapSpaceIsRoundedWithTheTextItEnds() throws {
        for (margin, chromium) in [(45.96875, 45.0), (46, 45), (46.03125, 60)] {
            let fixture = try LayoutFixture(css: """
            body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 13.3px }
            article { display: flex; padding: 0 12px } p { margin: 0 }
            .amount { white-space: nowrap; margin-left: 10px } .balance { display: block; font-size: 11px }
            """, cell: """
            <article><div style="min-width: 0; margin-left: \(margin)px"><p>Schienenersatzverkehr. Über allen Gipfeln ist \
            Ruh, in allen Wipfeln spürest du kaum einen Hauch.</p></div><div class="amount"><span class="balance">Balance \
            <span>24,243.94</span></span></div></article>
            """, base: false, metrics: ShapedTextMetrics())
            #expect(fixture.height(width: 375) == chromium, "margin \(margin)")
        }
    }
}
