/// A table's rows and cells as table layout sees them: the rows of its row groups and its own
/// rows in source order (a header or footer group's place does not change heights), cells
/// outside a row wrapped in an anonymous one, each cell placed in the columns it spans.
struct TableGrid {
    /// A cell and the columns it spans.
    struct Cell {
        var node: XMLNode
        var style: Int32
        var column: Int
        var span: Int
    }

    /// A row: its style (nil for an anonymous row), its cells, and the row group holding it
    /// (nil for a row directly in the table).
    struct Row {
        var style: Int32?
        var cells: [Cell] = []
        var group: (node: XMLNode, style: Int32)?
    }

    var rows: [Row] = []
    /// The captions, in source order.
    var captions: [(node: XMLNode, style: Int32)] = []
    /// How many columns the cells span, at most.
    var columnCount: Int { rows.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0 }
}

extension LayoutEngine {
    /// The grid of a table whose children are `parts`, laid out in `tableStyle`.
    func tableGrid(_ parts: some Collection<LayoutChild>, tableStyle: Int32) -> TableGrid {
        var grid = TableGrid()
        var loose: [LayoutChild] = []
        for child in parts where !isSkipped(child) {
            guard case .element(let node, let index) = child else {
                if !isCollapsibleSpace(child, parentStyle: style(tableStyle)) { loose.append(child) }
                continue
            }
            switch style(index).display {
            case .tableCaption: grid.captions.append((node, index))
            case .tableColumn, .tableColumnGroup: noteColumns(node)
            case .tableRowGroup:
                addRows(children(of: node, style: index), groupStyle: index, group: (node, index), to: &grid)
            case .tableRow, .tableCell: addRows([child], groupStyle: tableStyle, group: nil, to: &grid)
            default: loose.append(child)
            }
        }
        // Consecutive cells directly in the table share one anonymous row.
        grid.rows = grid.rows.reduce(into: []) { rows, row in
            if row.style == nil, let last = rows.last, last.style == nil, last.cells.last?.node.parent == row.cells.first?.node.parent {
                rows[rows.count - 1].cells += row.cells.map { cell in
                    var moved = cell
                    moved.column += last.cells.last.map { $0.column + $0.span } ?? 0
                    return moved
                }
            } else {
                rows.append(row)
            }
        }
        for child in loose { noteLooseContent(child) }
        return grid
    }

    /// Adds the rows among `parts` (a row group's, or the table's own) to `grid`; cells
    /// outside a row share an anonymous one.
    private func addRows(_ parts: [LayoutChild], groupStyle: Int32, group: (node: XMLNode, style: Int32)?,
                         to grid: inout TableGrid) {
        var anonymous: TableGrid.Row?
        for child in parts where !isSkipped(child) {
            guard case .element(let node, let index) = child else {
                if !isCollapsibleSpace(child, parentStyle: style(groupStyle)) { noteLooseContent(child) }
                continue
            }
            switch style(index).display {
            case .tableRow:
                if let row = anonymous { grid.rows.append(row); anonymous = nil }
                var row = TableGrid.Row(style: index, group: group)
                addCells(children(of: node, style: index), rowStyle: index, to: &row)
                grid.rows.append(row)
            case .tableCell:
                var row = anonymous ?? TableGrid.Row(style: nil, group: group)
                addCells([child], rowStyle: groupStyle, to: &row)
                anonymous = row
            default:
                noteLooseContent(child)
            }
        }
        if let row = anonymous { grid.rows.append(row) }
    }

    /// Adds the cells among a row's children (`parts`) to `row`, each after the columns the cells
    /// before it span (`colspan`, 1 to 1000 as HTML clamps it).
    private func addCells(_ parts: [LayoutChild], rowStyle: Int32, to row: inout TableGrid.Row) {
        for child in parts where !isSkipped(child) {
            guard case .element(let node, let index) = child, style(index).display == .tableCell else {
                if !isCollapsibleSpace(child, parentStyle: style(rowStyle)) { noteLooseContent(child) }
                continue
            }
            let column = row.cells.last.map { $0.column + $0.span } ?? 0
            row.cells.append(TableGrid.Cell(node: node, style: index, column: column, span: Self.span(of: node, "colspan")))
            if Self.span(of: node, "rowspan") != 1 {
                warnings.record("rowspan", line: node.line,
                                "cells spanning rows are laid out in their first row only; the rows below may be off")
            }
        }
    }

    /// The `colspan` or `rowspan` of an HTML cell (1 when absent or not a positive number).
    static func span(of node: XMLNode, _ attribute: String) -> Int {
        guard SelectorMatcher.isHTML(node), let text = node.attribute(attribute) else { return 1 }
        // HTML's rules for parsing non-negative integers: leading space, then the digits.
        let digits = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix { $0.isASCII && $0.isNumber }
        guard let value = Int(digits.prefix(6)), value > 0 else { return 1 }
        return min(value, 1000)
    }

    /// Warns that columns' own widths are not read.
    private func noteColumns(_ node: XMLNode) {
        warnings.record("table-column", line: node.line,
                        "columns (<col>, <colgroup>) take no part in the column widths; they come from the cells")
    }

    /// Warns about content of a table or row that is not a row or cell (browsers wrap it in
    /// anonymous cells; the model leaves it out).
    private func noteLooseContent(_ child: LayoutChild) {
        let line = switch child {
        case .element(let node, _): node.line
        case .text(let node): node.line > 0 ? node.line : node.parent?.line ?? 0
        }
        warnings.record("table", line: line,
                        "content of a table or row outside its cells is left out of the table's height")
    }
}
