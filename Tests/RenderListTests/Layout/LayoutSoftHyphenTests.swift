import Testing
@testable import RenderList

/// Soft hyphens (U+00AD) in German compounds, DejaVu Sans 15 px on 20 px lines. A line broken at
/// a soft hyphen shows a hyphen, and Blink breaks there only when the line fits with it; else the
/// line ends at the opportunity before. Every expected height was read from Chromium 156 laying
/// out the same text in a block that wide (widths 150 to 324 px, every 6 px).
@Suite("Layout: soft hyphens")
struct LayoutSoftHyphenTests {
    private func height(_ text: String, width: Double) throws -> Double {
        try DejaVuLines.height(text, width: width)
    }

    private static let widths = Array(stride(from: 150.0, through: 324, by: 6))

    @Test func aLineBrokenAtASoftHyphenFitsWithItsHyphen() throws {
        let text = "Datenschutzgrundverordnung Bundes\u{AD}verfassungs\u{AD}gerichts\u{AD}entscheidung"
        let chromium: [Double] = [100, 80, 80] + Array(repeating: 60, count: 21) + Array(repeating: 40, count: 6)
        for (width, expected) in zip(Self.widths, chromium) {
            #expect(try height(text, width: width) == expected, "at \(width) px")
        }
    }

    @Test func aCompoundOfManyPartsBreaksAtTheLastSoftHyphenThatFits() throws {
        let text = "Rindfleisch\u{AD}etikettierungs\u{AD}überwachungs\u{AD}aufgaben\u{AD}übertragungs\u{AD}gesetz"
        let chromium: [Double] = [120] + Array(repeating: 100, count: 6) + Array(repeating: 60, count: 19)
            + Array(repeating: 40, count: 4)
        for (width, expected) in zip(Self.widths, chromium) {
            #expect(try height(text, width: width) == expected, "at \(width) px")
        }
    }

    @Test func noHyphenShowsWhereTheLineDoesNotBreak() throws {
        // One line wide enough for the word without hyphens: the soft hyphens take no room.
        let text = "Bundes\u{AD}verfassungs\u{AD}gericht"
        let plain = try height("Bundesverfassungsgericht", width: 400)
        #expect(try height(text, width: 400) == plain)
        #expect(plain == 20)
    }
}
