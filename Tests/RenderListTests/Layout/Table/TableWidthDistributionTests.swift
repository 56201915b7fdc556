import Testing
@testable import RenderList

/// The column widths CSS Tables 3's width distribution gives. The expected widths are the cells'
/// `getBoundingClientRect().width` in Chromium 156 for cells whose border boxes have these
/// min-content and max-content widths (inline-blocks 40 px wide, 1 px padding a side).
@Suite("Layout: table width distribution")
struct TableWidthDistributionTests {
    @Test func betweenMinAndMaxEachColumnMovesByTheSameFraction() {
        let columns = [TableColumn(min: 42, max: 202), TableColumn(min: 42, max: 362)]
        #expect(TableWidthDistribution.widths(filling: 294, columns: columns) == [112, 182])
    }

    @Test func aboveMaxTheAutoColumnsGrowByTheirMaxContentShare() {
        let columns = [TableColumn(min: 42, max: 42), TableColumn(min: 42, max: 122)]
        #expect(TableWidthDistribution.widths(filling: 294, columns: columns) == [75.28125, 218.71875])
    }

    @Test func aConstrainedColumnKeepsItsWidthWhileAnAutoOneTakesTheExcess() {
        let columns = [TableColumn(min: 42, max: 62, isConstrained: true), TableColumn(min: 42, max: 362)]
        #expect(TableWidthDistribution.widths(filling: 294, columns: columns) == [62, 232])
    }

    @Test func aPercentageColumnTakesItsShareOfTheColumnsWidth() {
        let columns = [TableColumn(min: 42, max: 162, percent: 30), TableColumn(min: 42, max: 362)]
        #expect(TableWidthDistribution.widths(filling: 294, columns: columns) == [88.1875, 205.8125])
    }

    @Test func belowMinContentEveryColumnKeepsItsMinimum() {
        let columns = [TableColumn(min: 42, max: 202), TableColumn(min: 82, max: 82)]
        #expect(TableWidthDistribution.widths(filling: 100, columns: columns) == [42, 82])
    }

    /// A spanning cell's max-content (320 px over two columns) shared as a table's width would be.
    @Test func aSpanningCellsWidthIsSharedByTheColumnsMaxContent() {
        let columns = [TableColumn(min: 42, max: 42), TableColumn(min: 42, max: 82)]
        #expect(TableWidthDistribution.widths(filling: 320, columns: columns) == [108.375, 211.625])
    }

    @Test func percentageColumnsWidenTheMaximumSoTheOthersFitBeside() {
        // 100 / 60 × 122 (the other column's max-content), truncated to a LayoutUnit.
        let columns = [TableColumn(min: 42, max: 42, percent: 40), TableColumn(min: 42, max: 122)]
        #expect(TableWidthDistribution.maximum(of: columns) == 203.328125)
        // 100 / 25 × 80: the percentage column's own max-content at its share.
        #expect(TableWidthDistribution.maximum(of: [TableColumn(min: 10, max: 80, percent: 25)]) == 320)
        #expect(TableWidthDistribution.maximum(of: [TableColumn(min: 42, max: 122)]) == 122)
    }
}
