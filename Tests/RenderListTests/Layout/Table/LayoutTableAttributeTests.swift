import Testing
@testable import RenderList

/// The attributes of HTML tables that style them (presentational hints), as Chromium reads them:
/// Hacker News' `<table border="0" cellpadding="0" cellspacing="0">` and `<td nowrap>`. The
/// expected heights are Chromium's for the same markup (an outside tester's reduction: 20, 44
/// and 22 px against the UA's 26). Every character is 10 px wide and lines are 20 px high.
@Suite("Layout: table attributes")
struct LayoutTableAttributeTests {
    private func height(_ table: String, css: String = "") throws -> Double {
        try LayoutFixture(css: css, cell: "<article>\(table)</article>").height()
    }

    @Test func cellpaddingAndCellspacingTakeThePlaceOfTheUserAgentsSpacing() throws {
        #expect(try height("<table><tr><td>a</td></tr></table>") == 26)
        #expect(try height("<table cellpadding='0' cellspacing='0' border='0'><tr><td>a</td></tr></table>") == 20)
        #expect(try height("<table cellpadding='10' cellspacing='0'><tr><td>a</td></tr></table>") == 40)
        #expect(try height("<table cellspacing='0'><tr><td>a</td></tr></table>") == 22)
        // Author rules win over the attributes.
        #expect(try height("<table cellpadding='0' cellspacing='0'><tr><td>a</td></tr></table>", css: "td { padding: 5px }") == 30)
    }

    @Test func cellAttributesWidthNowrapAndABorderedTable() throws {
        let wraps = "<table cellpadding='0' cellspacing='0' width='100'><tr><td>aaa bbb ccc dd</td></tr></table>"
        #expect(try height(wraps) == 40)
        #expect(try height(wraps.replacingOccurrences(of: "<td>", with: "<td nowrap=''>")) == 20)
        // border="1": the table's 1 px outset border, and a 1 px inset border on each cell.
        #expect(try height("<table border='1' cellpadding='0' cellspacing='0'><tr><td>a</td></tr></table>") == 24)
    }

    @Test func theAttributesArePartOfTheStyleCacheKey() throws {
        let fixture = try LayoutFixture(css: "", cell: "<article><table id='t' cellpadding='0' cellspacing='0'><tr><td>a</td></tr></table></article>")
        #expect(fixture.height() == 20)
        let root = fixture.cell()
        LayoutFixture.find(root, id: "t")?.setAttribute("cellpadding", to: "10")
        #expect(fixture.model.height(of: root, width: 200) == 40)
    }
}
