/// How a cell spanning rows grows them (Blink's `DistributeRowspanCellToRows`): the rows are
/// first as tall as their other cells make them; then each spanning cell taller than its rows
/// (and the spacing between them) gives them the difference, in Blink's order and by Blink's
/// preferences, in whole LayoutUnits.
enum TableRowSpanDistribution {
    /// A row as the distribution sees it.
    struct Row: Equatable {
        /// Its height so far, px.
        var height: Double
        /// It has a fixed `height`, or a cell spanning it alone has (and no percentage `height`
        /// of its own or of such a cell makes it unconstrained).
        var isConstrained = false
        /// A cell spanning several rows starts in it.
        var startsSpan = false
    }

    /// A cell spanning `rows` (of one row group) whose border box is `height` px tall.
    struct SpanningCell: Equatable {
        var rows: Range<Int>
        var height: Double
    }

    /// `rows` grown by `cells` (all of one row group), `spacing` px between rows.
    static func distribute(_ cells: [SpanningCell], over rows: inout [Row], spacing: Double) {
        for cell in ordered(cells) { distribute(cell, over: &rows, spacing: spacing) }
    }

    /// The cells in Blink's order (its legacy table code's): of two cells over the same rows,
    /// the taller first; a cell inside another's rows before it; otherwise the one starting higher.
    static func ordered(_ cells: [SpanningCell]) -> [SpanningCell] {
        let encloses = { (outer: SpanningCell, inner: SpanningCell) in
            inner.rows.lowerBound >= outer.rows.lowerBound && inner.rows.upperBound <= outer.rows.upperBound
        }
        let precedes = { (a: SpanningCell, b: SpanningCell) -> Bool in
            if a.rows == b.rows { return a.height > b.height }
            if encloses(b, a) { return true }
            if encloses(a, b) { return false }
            return a.rows.lowerBound < b.rows.lowerBound
        }
        // Insertion sort, as libc++'s stable sort does it for so few: each cell moves up past
        // those it precedes (the rule is not always transitive, so the way of sorting counts).
        var sorted = cells
        for index in sorted.indices.dropFirst() {
            let cell = sorted[index]
            var place = index
            while place > 0, precedes(cell, sorted[place - 1]) {
                sorted[place] = sorted[place - 1]
                place -= 1
            }
            sorted[place] = cell
        }
        return sorted
    }

    /// Grows `cell`'s rows by what it lacks: all of it to the rows below its first where other
    /// spanning cells start (evenly); else to the unconstrained rows that are not empty, by
    /// their heights; else, when all are empty, to the last; else to the rows that are not
    /// empty, by their heights. Shares are truncated to LayoutUnits, the last row takes the rest.
    static func distribute(_ cell: SpanningCell, over rows: inout [Row], spacing: Double) {
        let span = cell.rows
        let total = span.reduce(0) { $0 + units(rows[$1].height) }
        let missing = units(cell.height) - units(spacing) * Int64(span.count - 1) - total
        guard missing > 0 else { return }
        let starting = span.dropFirst().filter { rows[$0].startsSpan }
        let filled = span.filter { rows[$0].height > 0 }
        let loose = filled.filter { !rows[$0].isConstrained }
        if !starting.isEmpty {
            grow(starting, weights: starting.map { _ in 1 }, of: &rows, by: missing)
        } else if !loose.isEmpty {
            grow(loose, weights: loose.map { units(rows[$0].height) }, of: &rows, by: missing)
        } else if filled.isEmpty {
            rows[span.upperBound - 1].height += Double(missing) / LayoutUnit.scale
        } else {
            grow(filled, weights: filled.map { units(rows[$0].height) }, of: &rows, by: missing)
        }
    }

    /// Adds `amount` LayoutUnits to `indices`' rows, each the share of it its weight is of
    /// theirs (LayoutUnit's `MulDiv`, truncated), the last what truncation left.
    private static func grow(_ indices: [Int], weights: [Int64], of rows: inout [Row], by amount: Int64) {
        let sum = weights.reduce(0, +)
        var left = amount
        for (index, share) in zip(indices, weights) {
            let delta = amount * share / sum
            rows[index].height += Double(delta) / LayoutUnit.scale
            left -= delta
        }
        rows[indices[indices.count - 1]].height += Double(left) / LayoutUnit.scale
    }

    /// `length` px in LayoutUnits.
    private static func units(_ length: Double) -> Int64 { Int64((length * LayoutUnit.scale).rounded()) }
}
