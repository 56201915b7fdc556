import Testing
@testable import RenderList

/// How a cell spanning rows grows them, step by step as Blink's `DistributeRowspanCellToRows`
/// does (rows in px, shares truncated to 1/64 px, the last row taking the rest).
@Suite("Layout: table row-span distribution")
struct TableRowSpanDistributionTests {
    private typealias Row = TableRowSpanDistribution.Row
    private typealias Cell = TableRowSpanDistribution.SpanningCell

    private func grown(_ rows: [Row], by cell: Cell, spacing: Double = 0) -> [Double] {
        var rows = rows
        TableRowSpanDistribution.distribute([cell], over: &rows, spacing: spacing)
        return rows.map(\.height)
    }

    @Test func rowsTallEnoughAreLeftAlone() {
        #expect(grown([Row(height: 30), Row(height: 30)], by: Cell(rows: 0..<2, height: 62), spacing: 2) == [30, 30])
    }

    @Test func rowsBelowTheFirstWhereOtherSpansStartTakeItAllEvenly() {
        let rows = [Row(height: 10), Row(height: 10, startsSpan: true), Row(height: 40), Row(height: 0, startsSpan: true)]
        // 100 - 60 = 40 over rows 1 and 3; the first row's own span does not count.
        #expect(grown(rows, by: Cell(rows: 0..<4, height: 100)) == [10, 30, 40, 20])
    }

    @Test func unconstrainedRowsWithContentGrowByTheirHeights() {
        let rows = [Row(height: 10), Row(height: 20, isConstrained: true), Row(height: 0), Row(height: 30)]
        // 1/64 px units: 1 (of 40) goes 10 : 30, truncated: 0.25 and the rest, 0.75.
        #expect(grown(rows, by: Cell(rows: 0..<4, height: 61)) == [10.25, 20, 0, 30.75])
        // Thirds of 10 px truncate to 3.328125; the last row takes the 1/64 px left.
        let even = [Row(height: 5), Row(height: 5), Row(height: 5)]
        #expect(grown(even, by: Cell(rows: 0..<3, height: 25)) == [8.328125, 8.328125, 8.34375])
    }

    @Test func whenEveryRowIsEmptyTheLastTakesIt() {
        #expect(grown([Row(height: 0), Row(height: 0), Row(height: 0)], by: Cell(rows: 0..<3, height: 50), spacing: 5) == [0, 0, 40])
    }

    @Test func constrainedRowsGrowByTheirHeightsWhenNoOtherRowCan() {
        let rows = [Row(height: 30, isConstrained: true), Row(height: 0), Row(height: 10, isConstrained: true)]
        #expect(grown(rows, by: Cell(rows: 0..<3, height: 80)) == [60, 0, 20])
    }

    @Test func cellsAreTakenEnclosedFirstThenTallerThenHigher() {
        let outer = Cell(rows: 0..<3, height: 50), inner = Cell(rows: 1..<3, height: 40)
        let short = Cell(rows: 1..<3, height: 30), low = Cell(rows: 3..<5, height: 10), high = Cell(rows: 2..<4, height: 10)
        #expect(TableRowSpanDistribution.ordered([outer, short, inner]) == [inner, short, outer])
        #expect(TableRowSpanDistribution.ordered([low, high]) == [high, low])
    }
}
