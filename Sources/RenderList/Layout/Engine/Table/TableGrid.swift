/// A table's rows and cells as table layout sees them: the rows of its row groups and its own
/// rows in source order (a header or footer group's place does not change heights), cells
/// outside a row wrapped in an anonymous one, each cell placed in the columns and rows it spans.
struct TableGrid {
    /// A cell, the columns it spans and the rows it spans (its own and those below it in its
    /// row group).
    struct Cell {
        var node: XMLNode
        var style: Int32
        var column = 0
        var span: Int
        var rowSpan = 1
    }

    /// A row: its style (nil for an anonymous row), its cells, and the row group holding it
    /// (nil for a row directly in the table).
    struct Row {
        var style: Int32?
        var cells: [Cell] = []
        var group: (node: XMLNode, style: Int32)?
    }

    /// A column as a `<col>` (or a `<colgroup>` without any) gives it: the element's style, and
    /// the style of the `<colgroup>` around a `<col>`, whose width a `<col>` without one takes.
    struct ColumnElement {
        var style: Int32
        var group: Int32?
    }

    var rows: [Row] = []
    /// The captions, in source order.
    var captions: [(node: XMLNode, style: Int32)] = []
    /// The columns' elements, from the first column on (as many as they span).
    var columnElements: [ColumnElement] = []
    /// How many columns the elements make that a table has even without cells in them: up to
    /// the last one with a width (any one in fixed layout), as Blink trims the rest.
    var declaredColumnCount = 0
    /// How many columns the table has: those its cells span, or more that its elements declare.
    var columnCount: Int {
        max(declaredColumnCount, rows.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0)
    }
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
            case .tableColumn, .tableColumnGroup: addColumns(node, style: index, to: &grid)
            case .tableRowGroup:
                addRows(children(of: node, style: index), groupStyle: index, group: (node, index), to: &grid)
            case .tableRow, .tableCell: addRows([child], groupStyle: tableStyle, group: nil, to: &grid)
            default: loose.append(child)
            }
        }
        // Consecutive cells directly in the table share one anonymous row.
        grid.rows = grid.rows.reduce(into: []) { rows, row in
            if row.style == nil, let last = rows.last, last.style == nil, last.cells.last?.node.parent == row.cells.first?.node.parent {
                rows[rows.count - 1].cells += row.cells
            } else {
                rows.append(row)
            }
        }
        grid.placeCells()
        let tableStyle = style(tableStyle)
        let isFixed = tableStyle.tableLayoutFixed && !tableStyle.width.isAuto
        grid.declaredColumnCount = (grid.columnElements.lastIndex { isFixed || columnHasWidth($0) } ?? -1) + 1
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

    /// Adds the cells among a row's children (`parts`) to `row`, with the columns (`colspan`, 1 to
    /// 1000 as HTML clamps it) and rows (`rowspan`) they span; ``TableGrid/placeCells()`` places them.
    private func addCells(_ parts: [LayoutChild], rowStyle: Int32, to row: inout TableGrid.Row) {
        for child in parts where !isSkipped(child) {
            guard case .element(let node, let index) = child, style(index).display == .tableCell else {
                if !isCollapsibleSpace(child, parentStyle: style(rowStyle)) { noteLooseContent(child) }
                continue
            }
            row.cells.append(TableGrid.Cell(node: node, style: index, span: Self.columnSpan(of: node, "colspan"),
                                            rowSpan: Self.rowSpan(of: node)))
        }
    }

    /// The `colspan` of an HTML cell or the `span` of a column: 1 to 1000, as HTML clamps them
    /// (1 when absent, 0 or not a number).
    static func columnSpan(of node: XMLNode, _ attribute: String) -> Int {
        min(max(1, spanAttribute(of: node, attribute) ?? 1), 1000)
    }

    /// The `rowspan` of an HTML cell: 1 when absent or not a number, at most 65534 as Blink
    /// clamps it, 0 (every row to the end of its row group) read as that most.
    static func rowSpan(of node: XMLNode) -> Int {
        let span = spanAttribute(of: node, "rowspan") ?? 1
        return span == 0 ? 65534 : min(span, 65534)
    }

    /// The value of a span attribute of an HTML cell (nil when absent or not a non-negative number).
    private static func spanAttribute(of node: XMLNode, _ attribute: String) -> Int? {
        guard SelectorMatcher.isHTML(node), let text = node.attribute(attribute) else { return nil }
        // HTML's rules for parsing non-negative integers: leading space, then the digits.
        let digits = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix { $0.isASCII && $0.isNumber }
        return Int(digits.prefix(6))
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
