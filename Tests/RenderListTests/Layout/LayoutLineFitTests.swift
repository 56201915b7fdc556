import Testing
@testable import RenderList

/// Where Blink's line is full, to the LayoutUnit: DejaVu Sans 12 px on 16 px lines, whose
/// advances are mostly whole 1/64 px. Chromium's heights.
@Suite("Layout: how full a line may get")
struct LayoutLineFitTests {
    private func height(_ cell: String, width: Double) throws -> Double {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 12px; line-height: 16px }
        p, ul { margin: 0; padding: 0; list-style: none } li { display: inline; margin-right: 8px }
        """, cell: cell, base: false, metrics: ShapedTextMetrics())
        return fixture.height(width: width)
    }

    @Test func aLineExactlyOneLayoutUnitWiderThanTheRoomFits() throws {
        // 99.65625 px of text: it fits 99.640625 px (the room and one LayoutUnit), not 99.625.
        #expect(try height("<p>#kargo—#kargo</p>", width: 99.625) == 32)
        #expect(try height("<p>#kargo—#kargo</p>", width: 99.640625) == 16)
        #expect(try height("<p>#kargo—#kargo</p>", width: 99.65625) == 16)
    }

    @Test func eachTextOnTheLineTakesItsWidthRoundedUp() throws {
        // Seven tags whose widths add up to 301.0039 px with their margins: Blink adds each
        // text's width rounded up to 1/64 px (#beş and #sürdü are not whole LayoutUnits), 301.03125.
        let tags = ["#kargo", "#beş", "#iş", "#günü", "#sürdü", "#—", "#kargo"].map { "<li>\($0)</li>" }.joined()
        #expect(try height("<ul>\(tags)</ul>", width: 301) == 32)
        #expect(try height("<ul>\(tags)</ul>", width: 301.015625) == 16)
        // `#sürdü #` then `—#kargo` and its margin, 63.828125 px: fits 63.8125 px.
        #expect(try height("<ul><li>#sürdü</li><li>#—#kargo</li></ul>", width: 63.8125) == 32)
    }
}
