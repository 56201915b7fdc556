/// The fixed table layout algorithm (`table-layout: fixed` with a `width`): the columns'
/// widths come from the cells of the first row only, whatever the content of the others.
extension LayoutEngine {
    /// The columns' widths filling `target` px (border spacing excluded): a `<col>` with a
    /// fixed or percentage `width` gives its column that width; a first-row cell with a
    /// fixed `width` gives its other columns its border box (shared equally when it spans several),
    /// one with a percentage that share of `target` for its content box; the columns left share
    /// what remains equally, or, when none are left, the sized ones grow by their widths (the
    /// last of them taking what truncating the shares to LayoutUnits left).
    /// `borders`: the first row's cells' halves of collapsed borders (nil: separate borders).
    func fixedTableWidths(_ grid: TableGrid, filling target: Double, borders: [Edges<Double>]?) -> [Double] {
        var widths: [Double?] = Array(repeating: nil, count: grid.columnCount)
        // A `<col>` with a width other than 0 sizes its column whatever the cells ask.
        for (column, element) in grid.columnElements.prefix(widths.count).enumerated() {
            let constraint = columnElementConstraint(element, inheritsGroupWidth: false)
            if let share = constraint.percent {
                widths[column] = LayoutUnit.truncate(share * target / 100)
            } else if constraint.isConstrained, constraint.max > 0 {
                widths[column] = constraint.max
            }
        }
        let sizedByColumns = widths.map { $0 != nil }
        for (position, cell) in (grid.rows.first?.cells ?? []).enumerated() {
            let cellStyle = style(cell.style)
            var geometry = BoxGeometry(style: cellStyle, containingWidth: target)
            if let borders { geometry.border = borders[position] }
            guard let content = geometry.specifiedContentWidth(cellStyle.width, style: cellStyle, containingWidth: target)
            else { continue }
            let spacing = (borders == nil ? cellStyle.borderSpacing.horizontal : 0) * Double(cell.span - 1)
            let share = (content + geometry.horizontalExtras - spacing) / Double(cell.span)
            for column in cell.column..<(cell.column + cell.span) where !sizedByColumns[column] { widths[column] = max(0, share) }
        }
        let sized = widths.compactMap { $0 }.reduce(0, +)
        let open = widths.filter { $0 == nil }.count
        if open > 0 {
            let each = LayoutUnit.truncate(max(0, target - sized) / Double(open))
            return withRemainder(widths.map { $0 ?? each }, target: target, last: widths.lastIndex { $0 == nil })
        }
        guard target > sized, sized > 0 else { return widths.map { $0 ?? 0 } }
        return withRemainder(widths.map { LayoutUnit.truncate(($0 ?? 0) * target / sized) }, target: target,
                             last: widths.indices.last)
    }

    /// `widths` with what truncating their shares left of `target` (if anything) added to the
    /// column at `last`, as Blink gives it to the last column it sized.
    private func withRemainder(_ widths: [Double], target: Double, last: Int?) -> [Double] {
        let left = target - widths.reduce(0, +)
        guard let last, left > 0 else { return widths }
        var result = widths
        result[last] += left
        return result
    }

    /// The least width of a fixed-layout table's columns: the widths its first row gives them.
    func fixedTableMinimum(_ grid: TableGrid, borders: [Edges<Double>]?) -> Double {
        fixedTableWidths(grid, filling: 0, borders: borders).reduce(0, +)
    }
}
