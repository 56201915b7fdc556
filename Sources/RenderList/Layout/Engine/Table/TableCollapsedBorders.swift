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
        // The edge above row `r` (the table's bottom for r == rows.count), column by column.
        let horizontal = (0...rows.count).map { r -> [Double] in
            var edge = Array(repeating: r == 0 ? table(.top) : r == rows.count ? table(.bottom) : 0, count: count)
            for (rowIndex, side) in [(r - 1, Side.bottom), (r, Side.top)] where rows.indices.contains(rowIndex) {
                let row = rows[rowIndex]
                let neighbour = rowIndex + (side == .bottom ? 1 : -1)
                let groupEdge = !rows.indices.contains(neighbour) || rows[neighbour].group?.node != row.group?.node
                let outer = max(border(row.style, side), groupEdge ? border(row.group?.style, side) : 0)
                for column in 0..<count { edge[column] = max(edge[column], outer) }
                for cell in row.cells {
                    for column in cell.column..<(cell.column + cell.span) { edge[column] = max(edge[column], border(cell.style, side)) }
                }
            }
            return edge
        }
        var cells: [[Edges<Double>]] = []
        var left = 0.0, right = 0.0
        for (r, row) in rows.enumerated() {
            let rowEdges = { (side: Side) in max(border(row.style, side), border(row.group?.style, side), table(side)) }
            var halves: [Edges<Double>] = []
            for (position, cell) in row.cells.enumerated() {
                let columns = cell.column..<(cell.column + cell.span)
                let before = position > 0 ? border(row.cells[position - 1].style, .right) : rowEdges(.left)
                let after = position + 1 < row.cells.count ? border(row.cells[position + 1].style, .left)
                    : cell.column + cell.span == count ? rowEdges(.right) : 0
                let edges = Edges(top: columns.map { horizontal[r][$0] }.max() ?? 0,
                                  right: max(border(cell.style, .right), after),
                                  bottom: columns.map { horizontal[r + 1][$0] }.max() ?? 0,
                                  left: max(border(cell.style, .left), before))
                if position == 0 { left = max(left, edges.left) }
                if position == row.cells.count - 1, cell.column + cell.span == count { right = max(right, edges.right) }
                halves.append(Edges(top: edges.top / 2, right: edges.right / 2, bottom: edges.bottom / 2, left: edges.left / 2))
            }
            cells.append(halves)
        }
        let top = horizontal.first?.max() ?? 0, bottom = horizontal.last?.max() ?? 0
        return TableCollapsedBorders(cells: cells, table: Edges(top: top / 2, right: right / 2, bottom: bottom / 2, left: left / 2))
    }
}
