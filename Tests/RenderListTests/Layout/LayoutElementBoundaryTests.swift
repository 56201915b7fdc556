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
}
