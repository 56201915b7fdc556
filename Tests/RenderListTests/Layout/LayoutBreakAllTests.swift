import Testing
@testable import RenderList

/// `word-break: break-all`, DejaVu Sans 15 px on 20 px lines: UAX #14's opportunities, plus one
/// between two letters or digits and after closing punctuation before a letter (Blink's table of
/// line break classes), but none before `.`, `,`, `，`, `。` or after an opening bracket. Every
/// expected height was read from Chromium 156 laying out the same text in a block that wide
/// (50 to 375 px, every 25 px).
@Suite("Layout: word-break: break-all")
struct LayoutBreakAllTests {
    private static let widths = Array(stride(from: 50.0, through: 375, by: 25))

    private static let chromium: [(String, [Double])] = [
        ("Version ab.cd fixes a crash (when importing CSV files) larger than 2 GB. Really?",
         [260, 180, 140, 100, 100, 80, 80, 60, 60, 60, 60, 40, 40, 40]),
        ("香港的夜景真的很漂亮，值得一看「我們會繼續努力，他在記者會上說。2026年11月26日",
         [280, 180, 140, 120, 100, 80, 80, 60, 60, 60, 60, 40, 40, 40]),
        ("Supercalifragilisticexpialidocious, Donaudampfschifffahrt; x=1,234.56% $100 «quote» end.",
         [320, 200, 160, 120, 100, 100, 80, 80, 60, 60, 60, 60, 40, 40]),
        ("Привет! Как дела? Превысокомногорассмотрительствующий — одно из самых длинных слов.",
         [340, 220, 160, 140, 120, 100, 80, 80, 80, 60, 60, 60, 60, 60]),
        ("https://example.org/reports/2026/annual-summary-final-v2.pdf?download=true&amp;lang=en 👍🏽👨‍👩‍👧 ok",
         [340, 220, 160, 140, 120, 100, 80, 80, 60, 60, 60, 60, 60, 40]),
    ]

    /// Between two boxes that may not wrap, the line may break as the paragraph's `break-all`
    /// says (the fuzzer's seed 8: Chromium's two lines where the model made one).
    @Test func aLineBreaksBetweenTwoNowrapBoxesAsBreakAllSays() throws {
        let text = #"<b style="white-space: nowrap">Konstantynopolitańczykowianeczka</b><b style="white-space: nowrap">t schon.</b>"#
        let widths = [250.0, 275, 300, 325, 350, 375]
        try DejaVuLines.expect(text, heights: [40, 40, 40, 40, 40, 20], widths: widths, articleCSS: "word-break: break-all")
        try DejaVuLines.expect(text, heights: [20, 20, 20, 20, 20, 20], widths: widths)
    }

    /// A plus sign is a letter to Blink's table: `+1` parts (a prefix would keep the digit,
    /// as `$1` does). The fuzzer's seed 7; Chromium's heights.
    @Test func aPlusSignBreaksAsALetter() throws {
        try DejaVuLines.expect("+1+1+1+1+1+1+1+1", heights: [120, 80, 60, 40], widths: [40, 48, 68, 92],
                               articleCSS: "word-break: break-all")
    }

    @Test(arguments: 0..<chromium.count)
    func lettersBreakAnywhereButPunctuationKeepsItsRules(_ index: Int) throws {
        let (text, heights) = Self.chromium[index]
        try DejaVuLines.expect(text, heights: heights, widths: Self.widths, articleCSS: "word-break: break-all")
    }

    @Test func noBreakIsAddedAroundDashes() throws {
        // Chromium 156 adds none before or after `–`, `‐` or `‧` (its ICU has them as HH or
        // leaves them to UAX #14), where it does around `-`: 5 px wide, every opportunity taken.
        for (text, height) in [("a–b", 40.0), ("a‐b", 40), ("a‧b", 40), ("a।b", 40), ("a-b", 60)] {
            try DejaVuLines.expect(text, heights: [height], widths: [5], articleCSS: "word-break: break-all")
        }
        try DejaVuLines.expect("Öffnungszeiten Mo–Fr 9–18 Uhr, Sa 10–14 Uhr", heights: [140], widths: [61],
                               articleCSS: "word-break: break-all")
        try DejaVuLines.expect("Preis: 1.299,00 € inkl. MwSt. — Lieferung in 3–5 Werktagen (Mo–Fr).", heights: [80],
                               widths: [174], articleCSS: "word-break: break-all")
    }
}
