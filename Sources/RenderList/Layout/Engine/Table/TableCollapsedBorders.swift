/// The borders of a table in the collapsing borders model (`border-collapse: collapse`), widths
/// only: each edge of the grid is as wide as the widest border on it (the cells', the rows',
/// the row groups' and, on the outside, the table's); each cell's border box holds half of
/// each of its edges, and the table's border box half of its outer edges.
struct TableCollapsedBorders {
    /// Each cell's half edges, by row and by cell.
    var cells: [[Edges<Double>]]
    /// Half the widest outer edge on each side.
    var table: Edges<Double>
}

extension LayoutEngine {
    /// The collapsed borders of `grid` in a table of style `tableStyle` (nil: anonymous).
    func collapsedBorders(_ grid: TableGrid, tableStyle: ComputedStyle?) -> TableCollapsedBorders {
        let rows = grid.rows, count = grid.columnCount
        let border = { (index: Int32?, side: Side) -> Double in index.map { self.style($0).border(side) } ?? 0 }
        let table = { (side: Side) -> Double in tableStyle?.border(side) ?? 0 }
        let horizontal = horizontalEdges(grid, border: border, table: table)
        let owners = grid.owners()
        var cells: [[Edges<Double>]] = []
        var left = 0.0, right = 0.0
        for (r, row) in rows.enumerated() {
            let rowEdges = { (index: Int, side: Side) in
                max(border(rows[index].style, side), border(rows[index].group?.style, side), table(side))
            }
            // The border of the cell covering `column` in row `index`'s `side`, if there is one.
            let neighbour = { (index: Int, column: Int, side: Side) -> Double? in
                guard (0..<count).contains(column), let owner = owners[index][column] else { return nil }
                return border(rows[owner.row].cells[owner.position].style, side)
            }
            var halves: [Edges<Double>] = []
            for cell in row.cells {
                let columns = cell.column..<(cell.column + cell.span)
                let spanned = r..<(r + cell.rowSpan)
                let before = spanned.map { neighbour($0, cell.column - 1, .right) ?? (cell.column == 0 ? rowEdges($0, .left) : 0) }
                let after = spanned.map { neighbour($0, columns.upperBound, .left) ?? (columns.upperBound == count ? rowEdges($0, .right) : 0) }
                let edges = Edges(top: columns.map { horizontal[r][$0] }.max() ?? 0,
                                  right: max(border(cell.style, .right), after.max() ?? 0),
                                  bottom: columns.map { horizontal[spanned.upperBound][$0] }.max() ?? 0,
                                  left: max(border(cell.style, .left), before.max() ?? 0))
                if cell.column == 0 { left = max(left, edges.left) }
                if columns.upperBound == count { right = max(right, edges.right) }
                halves.append(Edges(top: edges.top / 2, right: edges.right / 2, bottom: edges.bottom / 2, left: edges.left / 2))
            }
            cells.append(halves)
        }
        let top = horizontal.first?.max() ?? 0, bottom = horizontal.last?.max() ?? 0
        return TableCollapsedBorders(cells: cells, table: Edges(top: top / 2, right: right / 2, bottom: bottom / 2, left: left / 2))
    }

    /// The width of each horizontal edge of `grid`, column by column: edge `r` is above row `r`
    /// (the table's bottom for r == rows.count); a cell's top is on the edge above its first
    /// row, its bottom on the edge below its last.
    private func horizontalEdges(_ grid: TableGrid, border: (Int32?, Side) -> Double,
                                 table: (Side) -> Double) -> [[Double]] {
        let rows = grid.rows, count = grid.columnCount
        var edges = (0...rows.count).map { r in
            Array(repeating: r == 0 ? table(.top) : r == rows.count ? table(.bottom) : 0, count: count)
        }
        for (r, row) in rows.enumerated() {
            for (side, edge) in [(Side.top, r), (Side.bottom, r + 1)] {
                let neighbour = side == .top ? r - 1 : r + 1
                let groupEdge = !rows.indices.contains(neighbour) || rows[neighbour].group?.node != row.group?.node
                let outer = max(border(row.style, side), groupEdge ? border(row.group?.style, side) : 0)
                for column in 0..<count { edges[edge][column] = max(edges[edge][column], outer) }
            }
            for cell in row.cells {
                for column in cell.column..<(cell.column + cell.span) {
                    edges[r][column] = max(edges[r][column], border(cell.style, .top))
                    edges[r + cell.rowSpan][column] = max(edges[r + cell.rowSpan][column], border(cell.style, .bottom))
                }
            }
        }
        return edges
    }
}
