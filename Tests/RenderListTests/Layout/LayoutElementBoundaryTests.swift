import Testing
@testable import RenderList

/// A break where two elements' texts meet, as Chromium finds it in the paragraph's text.
@Suite("Layout: breaks where elements meet")
struct LayoutElementBoundaryTests {
    @Test func anEmojiThatEndsAnElementBreaksBeforeTheNextWord() throws {
        // The break after an element's text is decided by the base of its last cluster: ❤️ and
        // ☺️ end with a variation selector, 👍🏽 with a skin tone, 1️⃣ with a keycap (a digit,
        // which keeps to the letter after it). Chromium's heights at 30 px.
        let chromium: [(String, Double)] = [
            ("<span>❤️</span><span>Donau</span>", 40), ("<span>👍🏽</span><span>Donau</span>", 40),
            ("<span>1️⃣</span><span>Donau</span>", 20), ("<span>e\u{301}</span><span>Donau</span>", 20),
            ("<span>🇧🇷</span><span>Donau</span>", 40), ("<span>☺️</span><span>Donau</span>", 40),
            ("<span>a☺️</span><span>(Donau</span>", 40),
        ]
        for (text, height) in chromium {
            try DejaVuLines.expect(text, heights: [height], widths: [30])
        }
    }

    @Test func aSkinToneWithoutItsEmojiIsShapedWithTheCharacterBeforeIt() throws {
        // A lone skin tone (text cut from `👋🏻`) joins the cluster of the space or letter before
        // it, also in the element before when the font is the same: DejaVu Sans draws it as a
        // missing glyph, 9 px, on that line; at a line's start it is the emoji font's, 18.7 px.
        // A line may break before and after it. Chromium's heights at 60 to 200 px.
        let chromium: [(String, [Double])] = [
            ("tempor 🏻Loremipsum", [60, 40, 40, 40, 40, 20]), ("tempor🏻Loremipsum", [60, 40, 40, 40, 40, 20]),
            ("<span>tempor </span><span>🏻Loremipsum</span>", [60, 40, 40, 40, 40, 20]),
            ("<span>tempor</span><span>🏻Loremipsum</span>", [60, 40, 40, 40, 40, 20]),
            ("<span>tempor 🏻</span><span>Loremipsum</span>", [60, 40, 40, 40, 40, 20]),
            ("<span>tempor</span> <span>🏻Loremipsum</span>", [60, 40, 40, 40, 40, 20]),
            ("<b>tempor</b><span>🏻Loremipsum</span>", [60, 60, 60, 60, 40, 20]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [60, 70, 74, 80, 120, 200])
        }
    }

    @Test func aCurlyQuoteAtAnElementsEdgeBreaksByTheCharactersAroundIt() throws {
        // A line may break after ’ or before “ between East Asian characters (UAX #14 LB19a),
        // also where the characters around the quote are in the next or previous element.
        // Chromium's heights in Japanese, 15 px DejaVu Sans with Noto Sans CJK JP, 24 px lines.
        let chromium: [(String, width: Double, height: Double)] = [
            ("<span>我’</span><span>我</span>", 34.5, 48), ("<span>我’</span><span>我</span>", 35, 24),
            ("<span>我</span><span>’我</span>", 34.5, 48), ("<span>我“</span><span>我</span>", 37.5, 48),
            ("<span>我“</span><span>我</span>", 38, 24), ("<span>我</span><span>“我</span>", 37.5, 48),
            ("<span>a’</span><span>我</span>", 10, 24), ("<span>我“</span><span>a</span>", 10, 24),
        ]
        for (cell, width, height) in chromium {
            let fixture = try LayoutFixture(css: """
            body { margin: 0; font-family: "DejaVu Sans", sans-serif; font-size: 15px; line-height: 24px } p { margin: 0 }
            """, cell: "<p>\(cell)</p>", base: false, metrics: ShapedTextMetrics(), lang: "ja")
            #expect(fixture.height(width: width) == height, "\(cell) at \(width) px")
        }
    }

    @Test func quoteElementsAndWordBreakOpportunities() throws {
        // <q> gets Chromium's quote marks (“ ” outside, ‘ ’ inside another); <wbr/> lets a
        // line break. Chromium's heights at 60, 80, 100 and 140 px.
        let chromium: [(String, [Double])] = [
            ("A <q>August</q> B", [60, 60, 20, 20]), ("<q>Say <q>hi</q> now</q>", [60, 40, 40, 20]),
            ("<span>August</span><wbr/>Berlin", [40, 40, 20, 20]), ("Donau<wbr/>dampf<wbr/>schiff", [60, 60, 40, 20]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [60, 80, 100, 140])
        }
    }
}
