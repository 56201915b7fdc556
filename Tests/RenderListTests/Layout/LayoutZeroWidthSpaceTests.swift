import Testing
@testable import RenderList

/// A zero width space is content and a break opportunity after it, never before it (UAX #14's
/// LB7 and LB8): after a word too long for the line it stays on that line. Chromium's heights
/// of DejaVu Sans 15 px text at 5, 30 and 60 px.
@Suite("Layout: zero width spaces")
struct LayoutZeroWidthSpaceTests {
    @Test(arguments: [
        ("bbbbb\u{200B}", [20.0, 20, 20]),
        ("\u{200B}ccccc", [40, 40, 20]),
        ("bbbbb\u{200B}c", [40, 40, 20]),
        ("bbbbb\u{200B}\u{200B}ccccc", [40, 40, 40]),
        ("a\u{200B}\u{200B}b", [40, 20, 20]),
        ("a\u{200B}bbbbb\u{200B}ccccc", [60, 60, 40]),
        ("bbbbb \u{200B}ccccc", [60, 60, 40]),
        ("bbbbb\u{200B} ccccc", [40, 40, 40]),
    ])
    func chromiumsHeights(text: String, heights: [Double]) throws {
        try DejaVuLines.expect(text, heights: heights, widths: [5, 30, 60])
    }
}
