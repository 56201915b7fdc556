/// Where a table's cells sit: the columns and rows each one covers, as HTML's table model (and
/// Blink's column tabulator) places them.
extension TableGrid {
    /// The rows of each row group (consecutive rows directly in the table form one anonymous
    /// group), as ranges of `rows`. Cells span rows within their group only.
    var sections: [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in rows.indices.dropFirst() where rows[index].group?.node != rows[index - 1].group?.node {
            ranges.append(start..<index)
            start = index
        }
        if !rows.isEmpty { ranges.append(start..<rows.count) }
        return ranges
    }

    /// Places every cell: each in the first column from its row's start (after the cell before
    /// it) that no cell of a row above in its group still covers; a cell's rows end at its
    /// group's last row (`rowspan` clamped as Blink clamps it).
    mutating func placeCells() {
        for section in sections {
            // Columns still covered by cells of rows above: (first column, past the last, rows left).
            var covered: [(start: Int, end: Int, rows: Int)] = []
            for index in section {
                var column = 0
                for position in rows[index].cells.indices {
                    for cover in covered where cover.start <= column && column < cover.end { column = cover.end }
                    var cell = rows[index].cells[position]
                    cell.column = column
                    cell.rowSpan = min(cell.rowSpan, section.upperBound - index)
                    if cell.rowSpan > 1 { covered.append((column, column + cell.span, cell.rowSpan)) }
                    rows[index].cells[position] = cell
                    column += cell.span
                }
                covered = covered.compactMap { $0.rows > 1 ? ($0.start, $0.end, $0.rows - 1) : nil }
                    .sorted { $0.start < $1.start }
            }
        }
    }

    /// For each row, the cell covering each column (its row and its place in that row's
    /// cells), nil where no cell does.
    func owners() -> [[(row: Int, position: Int)?]] {
        var owners = Array(repeating: [(row: Int, position: Int)?](repeating: nil, count: columnCount), count: rows.count)
        for (index, row) in rows.enumerated() {
            for (position, cell) in row.cells.enumerated() {
                for covered in index..<(index + cell.rowSpan) {
                    for column in cell.column..<(cell.column + cell.span) { owners[covered][column] = (index, position) }
                }
            }
        }
        return owners
    }
}
