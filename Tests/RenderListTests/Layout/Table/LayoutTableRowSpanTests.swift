import Testing
@testable import RenderList

/// Cells spanning rows (`rowspan`), laid out 300 px wide. The expected heights are Chromium
/// 156's, read as in ``LayoutTableTests`` (same CSS: `b` an inline-block 40 × 10 px, `.t` lines
/// 10 px each; cells have 1 px padding, tables 2 px spacing).
@Suite("Layout: table cells spanning rows")
struct LayoutTableRowSpanTests {
    private static let box = #"<b style="display: inline-block; width: 40px; height: 10px"></b>"#

    private static func boxes(_ count: Int) -> String { String(repeating: box, count: count) }

    /// A cell `height` px tall (content), 1 px padding around it.
    private static func tall(_ height: Int) -> String { #"<div style="height: \#(height)px"></div>"# }

    @Test(arguments: [(String, Double)]([
        // 12 and 22 px rows under a 102 px cell: the 66 px missing go to both by their heights
        // (23.29… | 42.70…), 102 px from the first row's top to the last's bottom.
        ("<table class=\"t\"><tr><td rowspan=\"2\">\(tall(100))</td><td>\(box)</td></tr><tr><td>\(boxes(8))</td></tr></table>", 106),
        // A second spanning cell starting in the second row (empty besides): the first cell's
        // missing 88 px all go to that row, which then holds the second cell.
        ("<table class=\"t\"><tr><td rowspan=\"2\">\(tall(100))</td><td>\(box)</td><td>\(box)</td></tr><tr><td rowspan=\"2\">\(tall(90))</td></tr><tr><td>\(box)</td><td>\(box)</td></tr></table>", 120),
        // Rows of fixed height (30, 20) grow by their heights (to 60 and 40); the third row's
        // cell spans past the last row, so it is that row's alone (72 px).
        ("<table class=\"t\"><tr style=\"height: 30px\"><td rowspan=\"2\">\(tall(100))</td><td>\(box)</td></tr><tr style=\"height: 20px\"><td>\(box)</td></tr><tr><td rowspan=\"2\">\(tall(70))</td><td>\(box)</td></tr></table>", 180),
        // The third row's cells go right of the first spanning cell, and a span starts there:
        // that row takes the first cell's missing 74 px (86 px), the empty second row none; the
        // second spanning cell then fits.
        ("<table class=\"t\"><tr><td rowspan=\"3\">\(tall(100))</td><td>\(box)</td></tr><tr></tr><tr><td>\(box)</td><td rowspan=\"2\">\(tall(80))</td></tr><tr><td>\(box)</td></tr></table>", 120),
        // rowspan="0" spans to the end of the group, here three rows.
        ("<table class=\"t\"><tr><td rowspan=\"0\">\(tall(100))</td><td>\(box)</td></tr><tr><td>\(box)</td></tr><tr><td>\(box)</td></tr></table>", 106),
        // A span past its group's last row ends there: the second group's row is not grown.
        ("<table class=\"t\"><tbody><tr><td rowspan=\"5\">\(tall(100))</td><td>\(box)</td></tr><tr><td>\(box)</td></tr></tbody><tbody><tr><td>\(boxes(8))</td></tr></tbody></table>", 130),
        // The second row's cells go to the columns right of the spanning cell: the 5 boxes in
        // the 200 px column, 4 in the last (one line each).
        ("<table class=\"t\" style=\"width: 300px\"><tr><td rowspan=\"2\">\(box)</td><td style=\"width: 200px\">\(box)</td><td>\(box)</td></tr><tr><td>\(boxes(5))</td><td>\(boxes(4))</td></tr></table>", 60),
        // A spanning cell's `height` counts as its minimum: 92 px over two 12 px rows.
        ("<table class=\"t\"><tr><td rowspan=\"2\" style=\"height: 90px\">\(box)</td><td>\(box)</td></tr><tr><td>\(box)</td></tr></table>", 96),
        // Two cells over the same rows: the taller first, the other then fits.
        ("<table class=\"t\"><tr><td rowspan=\"2\">\(tall(100))</td><td rowspan=\"2\">\(tall(120))</td><td>\(box)</td></tr><tr><td>\(box)</td></tr></table>", 126),
        // A baseline-aligned spanning cell reaches above the first row's baseline only: 30 px
        // padding over its line, the other cell's line below that baseline, then the second row.
        (#"<table><tr><td rowspan="2" style="vertical-align: baseline; padding-top: 30px">a</td><td style="vertical-align: baseline">b</td></tr><tr><td>c</td></tr></table>"#, 79),
        // Collapsed borders: the spanning cell's 9 px bottom border is on the edge below its
        // last row; the cell beside it in the second row has the 5 px edge on its left.
        ("<table class=\"t\" style=\"border-collapse: collapse\"><tr><td rowspan=\"2\" style=\"border-bottom: 9px solid\">\(tall(30))</td><td>\(box)</td></tr><tr><td style=\"border-left: 5px solid\">\(box)</td></tr><tr><td>\(box)</td><td>\(box)</td></tr></table>", 53),
    ]))
    func heights(cell: String, height: Double) throws {
        let fixture = try LayoutFixture(css: ".t { font-size: 0; line-height: 0 }", cell: "<div>\(cell)</div>")
        #expect(fixture.height(width: 300) == height, "\(cell)")
        #expect(fixture.model.warnings.isEmpty, "\(cell)")
    }
}
