/// What `<col>` and `<colgroup>` elements ask of their columns' widths (Blink's
/// `CreateColumn` and `Column::Encompass`): a fixed `width` makes a constrained column that
/// wide at least, a percentage a percentage column, `min-width` a minimum; the cells' own
/// constraints are then merged in.
extension LayoutEngine {
    /// Adds the columns a `<col>` or `<colgroup>` (`node`) makes to `grid`: a `<col>`'s `span`
    /// columns; a `<colgroup>`'s `<col>` children's, or without any its own `span`.
    func addColumns(_ node: XMLNode, style index: Int32, to grid: inout TableGrid) {
        guard style(index).display == .tableColumnGroup else {
            let span = Self.columnSpan(of: node, "span")
            grid.columnElements += Array(repeating: TableGrid.ColumnElement(style: index), count: span)
            return
        }
        var columns: [TableGrid.ColumnElement] = []
        for case .element(let child, let childIndex) in children(of: node, style: index) where style(childIndex).display == .tableColumn {
            let span = Self.columnSpan(of: child, "span")
            columns += Array(repeating: TableGrid.ColumnElement(style: childIndex, group: index), count: span)
        }
        if columns.isEmpty {
            columns = Array(repeating: TableGrid.ColumnElement(style: index), count: Self.columnSpan(of: node, "span"))
        }
        grid.columnElements += columns
    }

    /// Whether a column's element gives it a width in auto layout (a fixed one or a percentage
    /// above 0, or its `<colgroup>`'s fixed one): Blink keeps such columns without cells.
    func columnHasWidth(_ element: TableGrid.ColumnElement) -> Bool {
        let constraint = columnElementConstraint(element, inheritsGroupWidth: true)
        return constraint.isConstrained && constraint.max > 0 || constraint.percent != nil
    }

    /// The constraint `element` gives its column: a fixed `width` (at least its fixed
    /// `min-width`; in auto layout, without one, its `<colgroup>`'s) as a constrained
    /// max-content width, a percentage `width` above 0, a fixed `min-width` as its min-content.
    func columnElementConstraint(_ element: TableGrid.ColumnElement, inheritsGroupWidth: Bool) -> TableColumn {
        let columnStyle = style(element.style)
        var width = Self.fixedColumnWidth(columnStyle)
        if width == nil, inheritsGroupWidth, let group = element.group { width = Self.fixedColumnWidth(style(group)) }
        var constraint = TableColumn(min: Self.fixedLength(columnStyle.minWidth) ?? 0, max: width ?? 0,
                                     isConstrained: width != nil)
        if case .percent(let share) = columnStyle.width, share > 0 { constraint.percent = share }
        return constraint
    }

    /// `width` in px (whole LayoutUnits), at least `min-width`, when both are fixed lengths.
    private static func fixedColumnWidth(_ style: ComputedStyle) -> Double? {
        guard let width = fixedLength(style.width) else { return nil }
        return max(width, fixedLength(style.minWidth) ?? 0)
    }

    /// A fixed length in whole LayoutUnits (nil: `auto`, a percentage or a `calc()`).
    private static func fixedLength(_ value: Dimension) -> Double? {
        guard case .px(let length) = value else { return nil }
        return LayoutUnit.truncate(length)
    }

    /// The columns of auto layout as their elements and single-column cells (`cells`, merged
    /// column by column; nil where none) make them.
    func seededColumns(_ grid: TableGrid, cells: [TableColumn?]) -> [TableColumn] {
        cells.indices.map { index in
            guard grid.columnElements.indices.contains(index) else { return cells[index] ?? TableColumn() }
            let seed = columnElementConstraint(grid.columnElements[index], inheritsGroupWidth: true)
            return cells[index].map { seed.encompassing($0) } ?? seed
        }
    }
}

extension TableColumn {
    /// A column an element made, with the merged constraints of its cells (`cell`) taken in:
    /// the wider minimum; a constrained column grows to a constrained cell's max-content width
    /// or another's min-content width, any other to the cell's max-content width.
    func encompassing(_ cell: TableColumn) -> TableColumn {
        var column = self
        column.min = Swift.max(min, cell.min)
        column.max = Swift.max(max, isConstrained && !cell.isConstrained ? cell.min : cell.max, column.min)
        if let share = cell.percent, share > percent ?? -1 { column.percent = share }
        column.isConstrained = isConstrained || cell.isConstrained
        return column
    }
}
