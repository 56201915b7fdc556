import Testing
@testable import RenderList

/// `<col>` and `<colgroup>` widths in the column widths, auto and fixed layout, laid out 300 px
/// wide. The expected heights are Chromium 156's, read as in ``LayoutTableTests`` (same CSS:
/// `b` an inline-block 40 × 10 px, `.t` lines 10 px each; cells have 1 px padding, tables 2 px
/// spacing).
@Suite("Layout: table column elements")
struct LayoutTableColumnElementTests {
    private static let box = #"<b style="display: inline-block; width: 40px; height: 10px"></b>"#

    private static func boxes(_ count: Int) -> String { String(repeating: box, count: count) }

    /// Two cells of 4 and 6 boxes after `columns` in a table with `style`.
    private static func table(_ columns: String, style: String = "", third: Int = 0) -> String {
        let last = third > 0 ? "<td>\(boxes(third))</td>" : ""
        return "<table class=\"t\" style=\"\(style)\">\(columns)<tr><td>\(boxes(4))</td><td>\(boxes(6))</td>\(last)</tr></table>"
    }

    private static let cases: [(String, Double)] = [
        // A 200 px column (width attribute): 4 boxes on one line, 6 in three in the 94 px left.
        (table(#"<col width="200"/>"#), 36),
        // 60 px (CSS width) holds one box a line: 4 lines; the other column (234 px) 5 a line.
        (table(#"<colgroup><col style="width: 60px"/><col/></colgroup>"#), 46),
        // 30 % of the columns' 294 px: 88.1875, 2 boxes a line; the rest 5 a line.
        (table(#"<col style="width: 30%"/>"#, style: "width: 100%"), 26),
        // Columns without a width take their group's 120 px: 2 lines beside 3.
        (table(#"<colgroup style="width: 120px"><col/><col/></colgroup>"#), 36),
        // A group without columns makes `span` columns of its width.
        (table(#"<colgroup span="2" style="width: 120px"></colgroup>"#), 36),
        // `span` repeats a column: two of 50 px (6 lines in the second), the third's 3 boxes on a line.
        (table(#"<col span="2" width="50"/>"#, third: 3), 66),
        // A column beyond the cells' with a width stays: three of 140 px, more than the 292 px
        // there is, so all shrink toward their minimums alike (102.67… px: 2 lines and 3);
        // one without a width goes, and two columns of 140 px hold 3 boxes a line.
        (table(#"<col width="140"/><col width="140"/><col width="140"/>"#), 36),
        (table(#"<col width="140"/><col width="140"/><col/>"#), 26),
        // A fixed-width `min-width` above the `width`: a 90 px column.
        (table(#"<col style="width: 30px; min-width: 90px"/>"#), 26),
        // A cell's wider fixed width wins over the column's: 150 px.
        ("<table class=\"t\"><col width=\"20\"/><tr><td style=\"width: 150px\">\(boxes(4))</td><td>\(boxes(6))</td></tr></table>", 26),
        // A percentage column widens a table of auto width so that the others' max-content
        // widths are the rest (122 px of 60 %: 203.33… px of columns), one line each (without
        // that, 164 px of columns would give the boxes 98.4 px: two lines); a cell's too.
        ("<table class=\"t\"><col style=\"width: 40%\"/><tr><td>\(box)</td><td>\(boxes(3))</td></tr></table>", 16),
        ("<table class=\"t\"><tr><td style=\"width: 40%\">\(box)</td><td>\(boxes(3))</td></tr></table>", 16),
        // Fixed layout: the column's 250 px, whatever the cells; the group's width is not a
        // column's in fixed layout, the first row's cell's 100 px is; a percentage column.
        (table(#"<col width="250"/>"#, style: "table-layout: fixed; width: 100%"), 66),
        ("<table class=\"t\" style=\"table-layout: fixed; width: 100%\"><colgroup style=\"width: 200px\"><col/><col/></colgroup><tr><td style=\"width: 100px\">\(boxes(4))</td><td>\(boxes(6))</td></tr></table>", 26),
        ("<table class=\"t\" style=\"table-layout: fixed; width: 100%\"><col style=\"width: 25%\"/><tr><td style=\"width: 200px\">\(boxes(4))</td><td>\(boxes(6))</td></tr></table>", 46),
    ]

    @Test(arguments: cases)
    func heights(cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: ".t { font-size: 0; line-height: 0 }", cell: "<div>\(cell)</div>")
        #expect(fixture.height(width: 300) == height, "\(cell)")
        #expect(fixture.model.warnings.isEmpty, "\(cell)")
    }
}
