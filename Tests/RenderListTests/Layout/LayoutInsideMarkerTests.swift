import Testing
@testable import RenderList

/// Markers inside their list items (`list-style-position: inside`), as Chromium lays them out:
/// a counter's text with its suffix (`5. `) or a symbol's shape with Blink's margins, at the
/// start of the item's first line, with a line free to break after it.
@Suite("Layout: inside list markers")
struct LayoutInsideMarkerTests {
    /// Chromium's text left edge after a symbol marker: 17 px at 12 px, 19 at 14, 22 at 16 and
    /// 27 at 20 (DejaVu Sans, whose rounded ascents are 11, 13, 15 and 19): the symbol's width
    /// less 1 px, and 1 em.
    @Test(arguments: [(11.0, 12.0, 17.0), (13, 14, 19), (15, 16, 22), (19, 20, 27)])
    func symbolMarkersTakeBlinksWidthAndMargins(ascent: Double, fontSize: Double, textLeft: Double) {
        let margins = ListMarkerText.insideSymbolMargins(fontSize: fontSize)
        #expect(margins.start + ListMarkerText.symbolWidth(ascent: ascent) + margins.end == textLeft)
    }

    @Test func countersCountAsTheListSays() throws {
        let cases: [(type: String, ordinal: Int, text: String)] = [
            ("decimal", 5, "5. "), ("decimal-leading-zero", 7, "07. "), ("decimal-leading-zero", 12, "12. "),
            ("lower-alpha", 28, "ab. "), ("upper-latin", 1, "A. "), ("lower-roman", 14, "xiv. "), ("upper-roman", 1999, "MCMXCIX. "),
            ("upper-roman", 0, "0. "), ("disc", 3, ""), ("cjk-decimal", 2, "一、"),
        ]
        for (type, ordinal, text) in cases {
            #expect(ListMarkerText.text(of: type, ordinal: ordinal) == text, "\(type) \(ordinal)")
        }
        let document = try XMLDocument.parse(bytes: Array("""
            <r><ol start="5"><li/><li/><li value="20"/><li/></ol><ol reversed=""><li/><li/><li/></ol><ul><li/><x/><li/></ul></r>
            """.utf8), path: "lists")
        let lists = document.root!.childElements.map(\.childElements)
        #expect(lists[0].map(ListMarkerText.ordinal(of:)) == [5, 6, 20, 21])
        #expect(lists[1].map(ListMarkerText.ordinal(of:)) == [3, 2, 1])
        #expect([lists[2][0], lists[2][2]].map(ListMarkerText.ordinal(of:)) == [1, 2])
    }

    /// DejaVu Sans 14 px: "Příliš žluťoučký kůň úpěl ďábelské ódy." is 268.046875 px and the
    /// marker `5. ` 17.8125 px, so the item is one line at 286 px and two at 285 px, as in
    /// Chromium; a symbol marker (19 px) needs 288 px. A word too long for the line goes below
    /// the marker.
    @Test func markersShareTheFirstLine() throws {
        let item = "Příliš žluťoučký kůň úpěl ďábelské ódy."
        let cases: [(list: String, width: Double, lines: Double)] = [
            ("<ol start='5'>", 286, 1), ("<ol start='5'>", 285, 2), ("<ul>", 288, 1), ("<ul>", 287, 2),
        ]
        for (list, width, lines) in cases {
            let end = list.hasPrefix("<ol") ? "</ol>" : "</ul>"
            #expect(try height("\(list)<li>\(item)</li>\(end)", width: width) == lines * 20, "\(list) at \(width)")
        }
        let long = "https://en.wikipedia.org/wiki/Donaudampfschifffahrtsgesellschaftskapit%C3%A4n now"
        #expect(try height("<ul><li>\(long)</li></ul>", width: 200) == 60)
        #expect(try height("<ol><li>\(long)</li></ol>", width: 200) == 60)
    }

    private func height(_ list: String, width: Double) throws -> Double {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 14px; line-height: 20px }
        ol, ul { margin: 0; padding: 0; list-style-position: inside }
        """, cell: "<div>\(list)</div>", base: false, metrics: ShapedTextMetrics())
        return fixture.height(width: width)
    }
}
