import Testing
@testable import RenderList

/// Tables laid out 300 px wide. The expected heights are Chromium 156's: each table was loaded
/// in a page with the same CSS (text in DejaVu Sans; these heights do not depend on the font's
/// advances) in a 300 px block and its `getBoundingClientRect().height` read, with the cells'
/// widths quoted in the comments. `b` is an inline-block 40 × 10 px; `.t` sets
/// `font-size: 0; line-height: 0`, so a cell's lines are 10 px each.
@Suite("Layout: tables")
struct LayoutTableTests {
    private static let box = #"<b style="display: inline-block; width: 40px; height: 10px"></b>"#

    private static func boxes(_ count: Int) -> String { String(repeating: box, count: count) }

    @Test(arguments: [(String, Double)]([
        // Shrink-to-fit: 52 | 102 px cells, the row as tall as the 30 px box, 1 px padding and 2 px spacing.
        (#"<table><tr><td><div style="width: 50px; height: 10px"></div></td><td><div style="width: 100px; height: 30px"></div></td></tr></table>"#, 36.0),
        // Between min-content (42 + 42) and max-content (202 + 362): 112 | 182, two and four lines.
        ("<table class=\"t\"><tr><td>\(boxes(5))</td><td>\(boxes(9))</td></tr></table>", 36),
        // width: 100%: the excess over max-content by max-content share: 75.28125 | 218.71875, one line.
        ("<table class=\"t\" style=\"width: 100%\"><tr><td>\(boxes(1))</td><td>\(boxes(3))</td></tr></table>", 16),
        // A 60 px cell keeps 62 px; the auto column takes the rest (232): four lines and two.
        ("<table class=\"t\" style=\"width: 100%\"><tr><td style=\"width: 60px\">\(boxes(4))</td><td>\(boxes(9))</td></tr></table>", 46),
        // 30% of the columns' 294 px: 88.1875 | 205.8125, two lines and two.
        ("<table class=\"t\" style=\"width: 100%\"><tr><td style=\"width: 30%\">\(boxes(4))</td><td>\(boxes(9))</td></tr></table>", 26),
        // The spanning cell's max-content shared by the columns' (108.375 | 211.625), then
        // 294 px distributed: 101.0625 | 192.9375; 296 px for the spanning cell's two lines.
        ("<table class=\"t\"><tr><td colspan=\"2\">\(boxes(8))</td></tr><tr><td>\(boxes(1))</td><td>\(boxes(2))</td></tr></table>", 40),
        // A cell's height is a minimum (content box): 52; a row's too (border box of its cells): 50.
        (#"<table><tr><td style="height: 50px">a</td><td>b</td></tr></table>"#, 56),
        (#"<table><tr style="height: 50px"><td>a</td></tr></table>"#, 54),
        // Baselines lined up: 15 px above the first cell's line, 15 px below the second's: a 50 px row.
        (#"<table><tr><td style="vertical-align: baseline; padding-top: 15px">a</td><td style="vertical-align: baseline; padding-bottom: 15px">b</td></tr></table>"#, 54),
        // Border 3, padding 5, spacing 4 px across and 6 px down around two 22 px rows.
        (#"<table style="border: 3px solid; padding: 5px; border-spacing: 4px 6px"><tr><td>a</td></tr><tr><td>b</td></tr></table>"#, 78),
        // A caption's line over the table; a table's height is a minimum; margins stay in the cell.
        ("<table><caption>cap</caption><tr><td>a</td></tr></table>", 46),
        (#"<table style="height: 80px"><tr><td>a</td></tr></table>"#, 80),
        (#"<table><tr><td><p style="margin: 7px 0">a</p></td></tr></table>"#, 40),
        // No rows: no spacing, only the border.
        (#"<table style="border: 1px solid"></table>"#, 2),
        ("<table><thead><tr><th>Head</th></tr></thead><tbody><tr><td>a</td></tr></tbody></table>", 50),
        // Fixed layout: the first row gives 82 px, the two auto columns share the rest (105 | 105);
        // the second row's wide content does not widen its column (four lines in 80 px).
        ("<table class=\"t\" style=\"table-layout: fixed; width: 100%\"><tr><td style=\"width: 80px\">\(boxes(1))</td><td>\(boxes(3))</td><td>\(boxes(1))</td></tr><tr><td>\(boxes(8))</td><td>\(boxes(1))</td><td>\(boxes(1))</td></tr></table>", 70),
        // Only fixed columns: they grow by their widths to fill the table (179.90625 | 114.09375).
        ("<table class=\"t\" style=\"table-layout: fixed; width: 100%\"><tr><td style=\"width: 80px\">\(boxes(3))</td><td style=\"width: 50px\">\(boxes(7))</td></tr></table>", 46),
        // Seven open columns share 280.09375 px: 40 px each, the last also what truncation left
        // (40.09375), so 19 + 19.09375 px of boxes fit on its line; 1/32 px more do not.
        ("<table class=\"t\" style=\"table-layout: fixed; width: 296.09375px\"><tr>\(String(repeating: "<td></td>", count: 6))<td><b style=\"display: inline-block; width: 19px; height: 10px\"></b><b style=\"display: inline-block; width: 19.09375px; height: 10px\"></b></td></tr></table>", 16),
        ("<table class=\"t\" style=\"table-layout: fixed; width: 296.09375px\"><tr>\(String(repeating: "<td></td>", count: 6))<td><b style=\"display: inline-block; width: 19px; height: 10px\"></b><b style=\"display: inline-block; width: 19.125px; height: 10px\"></b></td></tr></table>", 26),
        // A percentage of the columns' 294 px for the content box, plus the padding: 90.1875 | 203.8125.
        ("<table class=\"t\" style=\"table-layout: fixed; width: 100%\"><tr><td style=\"width: 30%\">\(boxes(3))</td><td>\(boxes(7))</td></tr></table>", 26),
    ]))
    func heights(cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: ".t { font-size: 0; line-height: 0 }", cell: "<div>\(cell)</div>")
        #expect(fixture.height(width: 300) == height, "\(cell)")
        #expect(fixture.model.warnings.isEmpty, "\(cell)")
    }

    /// The icon and text pattern: `display: table-cell` boxes in a block share an anonymous
    /// table (Chromium: 40, the icon's cell; the text cell is 19.75 px wide beside it).
    @Test func cellsOutsideATableShareAnAnonymousOne() throws {
        let fixture = try LayoutFixture(css: ".c { display: table-cell; vertical-align: middle }", cell: """
        <div><div class="c"><div style="width: 40px; height: 40px"></div></div>
        <div class="c">text</div></div>
        """)
        #expect(fixture.height(width: 300) == 40)
    }

    /// Collapsed borders: each edge as wide as its widest border, half of it in each cell's box
    /// and the outer halves in the table's; no spacing, no table padding. Chromium 156's heights
    /// (cells' heights and widths quoted).
    @Test(arguments: [(String, Double)]([
        // 25 | 24.5 px rows (3 px edges between the first cells), 1.5 px above and 1 px below.
        (#"<table style="border-collapse: collapse"><tr><td style="border: 3px solid">a</td><td style="border: 1px solid">b</td></tr><tr><td style="border: 2px solid">c</td><td>d</td></tr></table>"#, 52),
        // The table's 4 px border halved on each side, its padding dropped: a 26 px cell.
        (#"<table style="border-collapse: collapse; border: 4px solid; padding: 10px"><tr><td>a</td></tr></table>"#, 30),
        // A header cell's and the rows' bottom borders: rows of 23, 23.5 and 23, half a pixel below.
        (#"<table style="border-collapse: collapse; width: 100%"><thead><tr><th style="border-bottom: 2px solid">Head</th><th>H2</th></tr></thead><tbody><tr style="border-bottom: 1px solid"><td>a</td><td>b</td></tr><tr style="border-bottom: 1px solid"><td>c</td><td>d</td></tr></tbody></table>"#, 70),
        // A spanning cell's 5 px border wins the edge below the first row: 31 and 27 px rows.
        (#"<table style="border-collapse: collapse; width: 100%"><tr><td style="border: 1px solid; padding: 4px 8px">a</td><td style="border: 1px solid; padding: 4px 8px">b</td></tr><tr><td colspan="2" style="border: 5px solid">cc</td></tr></table>"#, 61),
    ]))
    func collapsedBorders(cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: "", cell: "<div>\(cell)</div>")
        #expect(fixture.height(width: 300) == height, "\(cell)")
        #expect(fixture.model.warnings.isEmpty, "\(cell)")
    }

    @Test func unmodelledTablePartsAreWarnedAbout() throws {
        let fixture = try LayoutFixture(css: "", cell: """
        <div><table><colgroup><col/></colgroup>loose<tr><td rowspan="2">a</td></tr></table></div>
        """)
        _ = fixture.height(width: 300)
        #expect(Set(fixture.model.warnings.map(\.subject)) == ["table"])
    }
}
