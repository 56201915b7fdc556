/// What the cells of one table column ask of its width (Blink's column constraints): the
/// widest min-content and max-content border boxes of its cells, the largest percentage
/// width, and whether a cell gives it a fixed width.
struct TableColumn: Equatable {
    var min = 0.0
    var max = 0.0
    /// The largest percentage `width` of its cells (0–100), if any.
    var percent: Double?
    /// A cell has a fixed `width`: the column's max-content is that width (a constrained column).
    var isConstrained = false

    /// The column's constraints with those of one more cell merged in.
    mutating func merge(_ cell: TableColumn) {
        min = Swift.max(min, cell.min)
        max = Swift.max(max, cell.max)
        if let share = cell.percent { percent = Swift.max(percent ?? 0, share) }
        isConstrained = isConstrained || cell.isConstrained
    }

    /// Not constrained and without a percentage: widened first, by its max-content share.
    var isAuto: Bool { percent == nil && !isConstrained }
}

/// Widths of table columns from a width to fill, as CSS Tables 3's width distribution
/// (and Blink's `DistributeInlineSizeToComputedInlineSizeAuto`) computes them.
enum TableWidthDistribution {
    /// The widths of `columns` filling `target` px (border spacing excluded). Below the
    /// min-content guess every column takes its min-content width; between two successive
    /// guesses (min-content, percentage, specified, max-content) each column moves from its
    /// size in the first toward its size in the second by the same fraction; above the
    /// max-content guess the excess goes to the auto columns by their max-content widths, else
    /// to the constrained ones by theirs, else to the percentage ones by their percentages.
    static func widths(filling target: Double, columns: [TableColumn]) -> [Double] {
        guard !columns.isEmpty else { return [] }
        let percentWidth = { (column: TableColumn) -> Double in
            Swift.max(column.min, LayoutUnit.truncate((column.percent ?? 0) * target / 100))
        }
        let guesses: [[Double]] = [
            columns.map(\.min),
            columns.map { $0.percent != nil ? percentWidth($0) : $0.min },
            columns.map { $0.percent != nil ? percentWidth($0) : $0.isConstrained ? $0.max : $0.min },
            columns.map { $0.percent != nil ? percentWidth($0) : $0.max },
        ]
        if target <= guesses[0].reduce(0, +) { return guesses[0] }
        for (low, high) in zip(guesses, guesses.dropFirst()) {
            let lowTotal = low.reduce(0, +), highTotal = high.reduce(0, +)
            guard target <= highTotal else { continue }
            let fraction = (target - lowTotal) / (highTotal - lowTotal)
            let grown = zip(low, high).map { $0 + LayoutUnit.truncate(($1 - $0) * fraction) }
            return withRemainder(grown, target: target, growing: zip(low, high).map { $1 > $0 })
        }
        return aboveMaximum(guesses[3], target: target, columns: columns)
    }

    /// `sizes` (the max-content guess) grown to `target`: the excess shared as
    /// ``widths(filling:columns:)`` says.
    private static func aboveMaximum(_ sizes: [Double], target: Double, columns: [TableColumn]) -> [Double] {
        let excess = target - sizes.reduce(0, +)
        let groups: [(Bool, (TableColumn) -> Double)] = [
            (columns.contains(where: \.isAuto), { $0.isAuto ? $0.max : -1 }),
            (columns.contains(where: \.isConstrained), { $0.isConstrained && $0.percent == nil ? $0.max : -1 }),
            (true, { $0.percent ?? -1 }),
        ]
        let weight = groups.first { $0.0 }!.1
        let weights = columns.map(weight)
        let members = weights.map { $0 >= 0 }
        let total = weights.filter { $0 > 0 }.reduce(0, +)
        let count = Double(members.filter { $0 }.count)
        let grown = zip(sizes, weights).map { size, weight -> Double in
            guard weight >= 0 else { return size }
            return size + LayoutUnit.truncate(total > 0 ? excess * weight / total : excess / count)
        }
        return withRemainder(grown, target: target, growing: members)
    }

    /// The max-content width of a table's `columns` as Blink's `ComputeGridInlineMinMax` makes
    /// it in layout: their max-content widths, widened so that the percentage columns can have
    /// their percentages (the other columns' max-content widths the rest of the table, each
    /// percentage column's its percentage of it); never below the min-content widths.
    static func maximum(of columns: [TableColumn]) -> Double {
        var total = columns.map(\.max).reduce(0, +)
        let percent = min(100, columns.compactMap(\.percent).reduce(0, +))
        if percent > 0 {
            let others = columns.filter { ($0.percent ?? 0) <= 0 }.map(\.max).reduce(0, +)
            if others > 0 { total = max(total, percent == 100 ? 1_000_000 : LayoutUnit.truncate(100 / (100 - percent) * others)) }
            for column in columns {
                if let share = column.percent, share > 0, column.max > 0 {
                    total = max(total, LayoutUnit.truncate(100 / share * column.max))
                }
            }
        }
        return max(total, columns.map(\.min).reduce(0, +))
    }

    /// `sizes` with what truncation left of `target` added to the last growing column.
    private static func withRemainder(_ sizes: [Double], target: Double, growing: [Bool]) -> [Double] {
        guard let last = growing.lastIndex(of: true) else { return sizes }
        var result = sizes
        result[last] += target - sizes.reduce(0, +)
        return result
    }
}
