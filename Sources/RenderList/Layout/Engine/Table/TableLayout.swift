/// Tables (CSS 2.1 §17, as Blink's LayoutNG table algorithm lays them out in the separated
/// borders model): columns sized by the auto table layout algorithm from their cells'
/// intrinsic widths, rows as tall as their cells laid out at the columns' widths.
extension LayoutEngine {
    /// What a table box is made of besides its grid: its padding and border (none for an
    /// anonymous table), its `width` and `height`, and its border spacing.
    struct TableFrame {
        var geometry: BoxGeometry
        /// The border-box width `width` asks for, or nil for `auto`.
        var specifiedWidth: Double?
        /// The least border-box height, from `height` and `min-height`.
        var minimumHeight: Double
        var spacing: (horizontal: Double, vertical: Double)
        /// `table-layout: fixed` with a `width`: the fixed table layout algorithm.
        var isFixed = false
        /// `border-collapse: collapse`: the table's style for its outer borders (nil and
        /// collapsed: an anonymous table).
        var collapses = false
        var style: ComputedStyle?
    }

    /// Lays out a `display: table` box. `contentWidth` overrides the width it would take
    /// (a shrink-to-fit box's, a flex item's).
    func layoutTable(_ node: XMLNode, style index: Int32, containingWidth: Double, containingHeight: Double?,
                     contentWidth: Double?) -> BlockBox {
        let tableStyle = style(index)
        let geometry = BoxGeometry(style: tableStyle, containingWidth: containingWidth)
        var specified = geometry.specifiedContentWidth(tableStyle.width, style: tableStyle, containingWidth: containingWidth)
        if let contentWidth { specified = contentWidth }
        let minimum = geometry.usedContentHeight(0, style: tableStyle, containingHeight: containingHeight)
        let frame = TableFrame(geometry: geometry, specifiedWidth: specified.map { $0 + geometry.horizontalExtras },
                               minimumHeight: minimum + geometry.verticalExtras, spacing: tableStyle.borderSpacing,
                               isFixed: tableStyle.tableLayoutFixed && specified != nil,
                               collapses: tableStyle.borderCollapse, style: tableStyle)
        let grid = tableGrid(children(of: node, style: index), tableStyle: index)
        return layoutTable(grid, frame: frame, containingWidth: containingWidth)
    }

    /// Lays out consecutive boxes that belong in a table (`run`) in the anonymous table
    /// browsers wrap them in, in a container whose style is `parentStyle`.
    func layoutAnonymousTable(_ run: some Collection<LayoutChild>, parentStyle: Int32, containingWidth: Double) -> BlockBox {
        let parent = style(parentStyle)
        // An anonymous table has no padding, border or margins of its own.
        let geometry = BoxGeometry(style: ComputedStyle(), containingWidth: containingWidth)
        let frame = TableFrame(geometry: geometry, specifiedWidth: nil, minimumHeight: 0, spacing: parent.borderSpacing,
                               collapses: parent.borderCollapse)
        return layoutTable(tableGrid(run, tableStyle: parentStyle), frame: frame, containingWidth: containingWidth)
    }

    /// The boxes that belong in a table starting at `start` in `children` (white space between
    /// them included): what one anonymous table wraps.
    func tablePartRun(_ children: [LayoutChild], from start: Int, parentStyle: ComputedStyle) -> ArraySlice<LayoutChild> {
        var end = start
        var scan = start
        while scan < children.count {
            let child = children[scan]
            if case .element(_, let index) = child, style(index).display.isTablePart {
                scan += 1
                end = scan
            } else if isSkipped(child) || isCollapsibleSpace(child, parentStyle: parentStyle) {
                scan += 1
            } else {
                break
            }
        }
        return children[start..<end]
    }

    /// Lays out a table's grid in its frame: columns, then rows, then captions.
    private func layoutTable(_ grid: TableGrid, frame original: TableFrame, containingWidth: Double) -> BlockBox {
        var frame = original
        // Collapsed borders: no spacing, no padding, the table's border half its outer edges.
        let borders = frame.collapses ? collapsedBorders(grid, tableStyle: frame.style) : nil
        if let borders {
            frame.spacing = (0, 0)
            (frame.geometry.padding, frame.geometry.border) = (Edges(0), borders.table)
        }
        let geometry = frame.geometry
        let columns = frame.isFixed ? [] : tableColumns(grid, borders: borders?.cells)
        let count = grid.columnCount
        let spacing = count == 0 ? 0 : frame.spacing.horizontal * Double(count + 1)
        let outside = geometry.horizontalExtras + spacing
        let columnsMinimum = frame.isFixed ? fixedTableMinimum(grid, borders: borders?.cells.first) : columns.map(\.min).reduce(0, +)
        // A caption's min-content width widens the table too (Blink's caption constraint).
        let minimum = max(columnsMinimum + outside, captionMinimum(grid))
        let width: Double
        if let specified = frame.specifiedWidth {
            width = max(specified, minimum)
        } else {
            let available = containingWidth - geometry.horizontalMargins
            width = max(minimum, min(TableWidthDistribution.maximum(of: columns) + outside, available))
        }
        let target = max(0, width - outside)
        let widths = frame.isFixed ? fixedTableWidths(grid, filling: target, borders: borders?.cells.first)
            : TableWidthDistribution.widths(filling: target, columns: columns)
        let rows = layoutTableRows(grid, columnWidths: widths, spacing: frame.spacing, borders: borders?.cells)
        let rowSpacing = rows.isEmpty ? 0 : frame.spacing.vertical * Double(rows.count + 1)
        let inside = rows.map(\.height).reduce(0, +) + rowSpacing + geometry.verticalExtras
        var height = max(inside, frame.minimumHeight)
        var above = 0.0
        for caption in grid.captions {
            let box = layoutBlock(caption.node, style: caption.style, containingWidth: width, containingHeight: nil,
                                  isFormattingRoot: true)
            height += box.outerHeight
            if !style(caption.style).captionSideBottom { above += box.outerHeight }
        }
        let baseline = rows.first.map { above + geometry.border.top + geometry.padding.top + frame.spacing.vertical + $0.baseline }
        return BlockBox(height: height, marginTop: CollapsingMargin(geometry.margin.top),
                        marginBottom: CollapsingMargin(geometry.margin.bottom), collapsesThrough: false,
                        lastBaseline: baseline, firstBaseline: baseline)
    }

    /// The widest min-content width of the captions' margin boxes (0 without captions).
    private func captionMinimum(_ grid: TableGrid) -> Double {
        grid.captions.map { outerIntrinsicWidths($0.node, style: $0.style).min }.max() ?? 0
    }

    /// The min-content and max-content widths of a table's content box (its columns and the
    /// border spacing around and between them).
    func tableIntrinsicWidths(_ parts: [LayoutChild], style index: Int32) -> IntrinsicWidths {
        let grid = tableGrid(parts, tableStyle: index)
        let tableStyle = style(index)
        let borders = tableStyle.borderCollapse ? collapsedBorders(grid, tableStyle: tableStyle) : nil
        let columns = tableColumns(grid, borders: borders?.cells)
        let spacing = columns.isEmpty || borders != nil ? 0 : tableStyle.borderSpacing.horizontal * Double(columns.count + 1)
        let extras = borders.map { $0.table.left + $0.table.right }
            ?? BoxGeometry(style: tableStyle, containingWidth: .infinity).horizontalExtras
        let minimum = max(columns.map(\.min).reduce(0, +) + spacing, captionMinimum(grid) - extras)
        return IntrinsicWidths(min: minimum, max: max(minimum, columns.map(\.max).reduce(0, +) + spacing))
    }
}
