/// Table columns from the cells' intrinsic widths, and rows from the cells' heights.
extension LayoutEngine {
    /// A laid-out row: its height, and its baseline down from its top.
    struct TableRowBox {
        var height: Double
        var baseline: Double
    }

    /// The columns of `grid`, each with the constraints of its `<col>` and of the cells in it:
    /// single-column cells first, then each cell spanning columns (fewest columns first) shares out its min-content
    /// and max-content widths over its columns by the width distribution.
    /// `borders`: the cells' halves of collapsed borders, by row and cell (nil: separate borders).
    func tableColumns(_ grid: TableGrid, borders: [[Edges<Double>]]?) -> [TableColumn] {
        var cells = [TableColumn?](repeating: nil, count: grid.columnCount)
        var spanning: [(TableGrid.Cell, TableColumn)] = []
        for (number, row) in grid.rows.enumerated() {
            for (position, cell) in row.cells.enumerated() {
                let constraint = cellConstraint(cell, border: borders?[number][position])
                guard cell.span == 1 else { spanning.append((cell, constraint)); continue }
                var merged = cells[cell.column] ?? TableColumn()
                merged.merge(constraint)
                cells[cell.column] = merged
            }
        }
        var columns = seededColumns(grid, cells: cells)
        for (cell, constraint) in spanning.sorted(by: { $0.0.span < $1.0.span }) {
            let range = cell.column..<(cell.column + cell.span)
            let gaps = (borders == nil ? cellSpacing(cell) : 0) * Double(cell.span - 1)
            let spanned = Array(columns[range])
            let mins = TableWidthDistribution.widths(filling: max(0, constraint.min - gaps), columns: spanned)
            let maxes = TableWidthDistribution.widths(filling: max(0, constraint.max - gaps), columns: spanned)
            for (offset, column) in range.enumerated() {
                columns[column].min = max(columns[column].min, mins[offset])
                columns[column].max = max(columns[column].max, maxes[offset], columns[column].min)
            }
        }
        // The columns' percentages add up to 100 at most: a column's is cut to what is left.
        var total = 0.0
        for index in columns.indices {
            guard let share = columns[index].percent else { continue }
            columns[index].percent = min(share, 100 - total)
            total += columns[index].percent!
        }
        return columns
    }

    /// The horizontal border spacing of the table holding `cell` (its row's, inherited).
    private func cellSpacing(_ cell: TableGrid.Cell) -> Double {
        style(cell.style).borderSpacing.horizontal
    }

    /// What one cell asks of its columns: its border box's intrinsic widths, its percentage
    /// `width`, or a fixed `width` (at least its min-content width) as its max-content width.
    private func cellConstraint(_ cell: TableGrid.Cell, border: Edges<Double>?) -> TableColumn {
        let cellStyle = style(cell.style)
        var geometry = BoxGeometry(style: cellStyle, containingWidth: .infinity)
        if let border { geometry.border = border }
        let content = contentIntrinsicWidths(cell.node, style: cell.style)
        var constraint = TableColumn(min: content.min + geometry.horizontalExtras, max: content.max + geometry.horizontalExtras)
        if let minimum = geometry.specifiedContentWidth(cellStyle.minWidth, style: cellStyle, containingWidth: .infinity) {
            constraint.min = max(constraint.min, minimum + geometry.horizontalExtras)
        }
        constraint.max = max(constraint.max, constraint.min)
        if case .percent(let share) = cellStyle.width {
            constraint.percent = share
        } else if let width = geometry.specifiedContentWidth(cellStyle.width, style: cellStyle, containingWidth: .infinity) {
            constraint.max = max(constraint.min, width + geometry.horizontalExtras)
            constraint.isConstrained = true
        }
        return constraint
    }

    /// Lays out the rows of `grid` with their cells at the widths of the columns they span:
    /// each row as ``layoutTableRow(_:columnWidths:spacing:borders:)`` makes it, then grown by
    /// the cells spanning it and rows below (``TableRowSpanDistribution``), group by group.
    /// `borders`: the cells' halves of collapsed borders, by row and cell (nil: separate borders).
    func layoutTableRows(_ grid: TableGrid, columnWidths: [Double], spacing: (horizontal: Double, vertical: Double),
                         borders: [[Edges<Double>]]?) -> [TableRowBox] {
        var boxes: [TableRowBox] = []
        var rows: [TableRowSpanDistribution.Row] = []
        var spanning: [TableRowSpanDistribution.SpanningCell] = []
        for (number, row) in grid.rows.enumerated() {
            let laid = layoutTableRow(row, columnWidths: columnWidths, spacing: spacing.horizontal, borders: borders?[number])
            boxes.append(laid.box)
            rows.append(TableRowSpanDistribution.Row(height: laid.box.height, isConstrained: laid.isConstrained,
                                                     startsSpan: !laid.spans.isEmpty))
            spanning += laid.spans.map { TableRowSpanDistribution.SpanningCell(rows: number..<(number + $0.rows), height: $0.height) }
        }
        for section in grid.sections {
            let cells = spanning.filter { section.contains($0.rows.lowerBound) }
            TableRowSpanDistribution.distribute(cells, over: &rows, spacing: spacing.vertical)
        }
        return zip(boxes, rows).map { TableRowBox(height: $1.height, baseline: $0.baseline) }
    }

    /// Lays out a row's cells at the widths of the columns they span: the row is as tall as its
    /// `height` and its tallest cell spanning it alone, and tall enough to hold its
    /// baseline-aligned cells with their baselines lined up (a cell spanning rows below reaching
    /// above the baseline only). With the heights of the cells spanning rows below (and how many
    /// rows), and whether a fixed `height` (of the row or of a cell spanning it alone, and no
    /// percentage one) constrains the row.
    /// `borders`: its cells' halves of collapsed borders (nil: separate borders).
    private func layoutTableRow(_ row: TableGrid.Row, columnWidths: [Double], spacing: Double, borders: [Edges<Double>]?)
        -> (box: TableRowBox, isConstrained: Bool, spans: [(rows: Int, height: Double)]) {
        var height = row.style.flatMap { style($0).height.resolve(against: nil) } ?? 0
        var ascent: Double?
        var descent = 0.0
        var fallback: Double?
        var spans: [(rows: Int, height: Double)] = []
        var heights = row.style.map { [style($0).height] } ?? []
        for (position, cell) in row.cells.enumerated() where cell.column < columnWidths.count {
            let span = columnWidths[cell.column..<min(columnWidths.count, cell.column + cell.span)]
            let width = span.reduce(0, +) + spacing * Double(span.count - 1)
            let box = layoutTableCell(cell, width: width, border: borders?[position])
            fallback = fallback ?? box.baseline
            if cell.rowSpan > 1 {
                spans.append((cell.rowSpan, box.height))
            } else {
                height = max(height, box.height)
                heights.append(style(cell.style).height)
            }
            guard style(cell.style).verticalAlign == .baseline else { continue }
            ascent = max(ascent ?? 0, box.baseline)
            if cell.rowSpan == 1 { descent = max(descent, box.height - box.baseline) }
        }
        if let ascent { height = max(height, ascent + descent) }
        let isConstrained = heights.contains { if case .px = $0 { true } else { false } }
            && !heights.contains { if case .percent = $0 { true } else { false } }
        return (TableRowBox(height: height, baseline: ascent ?? fallback ?? height), isConstrained, spans)
    }

    /// A cell laid out `width` px wide (its border box): its border-box height (its `height`
    /// a minimum) and its baseline, its first line's (its content box's bottom without one).
    private func layoutTableCell(_ cell: TableGrid.Cell, width: Double, border: Edges<Double>?) -> TableRowBox {
        let cellStyle = style(cell.style)
        var geometry = BoxGeometry(style: cellStyle, containingWidth: width)
        if let border { geometry.border = border }
        geometry.contentWidth = max(0, width - geometry.horizontalExtras)
        let flow = outsideLineClamp {
            layoutFlow(children(of: cell.node, style: cell.style), containerStyle: cell.style, width: geometry.contentWidth,
                       containingHeight: nil, collapsesTop: false)
        }
        let content = flow.height + flow.trailing.value
        let used = max(content, geometry.usedContentHeight(content, style: cellStyle, containingHeight: nil))
        let top = geometry.border.top + geometry.padding.top
        return TableRowBox(height: used + geometry.verticalExtras, baseline: flow.firstBaseline.map { $0 + top } ?? top + used)
    }
}
