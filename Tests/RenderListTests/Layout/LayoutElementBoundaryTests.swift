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
