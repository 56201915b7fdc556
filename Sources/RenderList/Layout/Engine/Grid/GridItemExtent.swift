/// One grid item laid out in its area: its margin-box height, its minimum contribution to
/// its rows, and its first baseline down from its top margin edge.
struct GridItemExtent {
    var outer: Double
    var minimum: Double
    /// nil: no line boxes (a baseline is then made up from the bottom border edge).
    var baseline: Double?
    /// The bottom border edge, down from the top margin edge.
    var borderBottom: Double
    var align: FlexAlign
    /// Its height is `auto`: `align-self: stretch` makes it as tall as its rows.
    var autoHeight: Bool
}

extension LayoutEngine {
    /// `item` laid out in an area `areaWidth` wide: as wide as the area (`justify-self`
    /// `normal` or `stretch`, `auto` width), else at its shrink-to-fit width.
    func gridItemExtent(_ item: FlexItemSource, container: Int32, areaWidth: Double) -> GridItemExtent {
        let containerStyle = style(container)
        switch item {
        case .anonymous(let run):
            let lines = layoutInline(run, strut: container, width: areaWidth)
            return GridItemExtent(outer: lines.height, minimum: lines.height, baseline: lines.firstBaseline,
                                  borderBottom: lines.height, align: containerStyle.alignItems, autoHeight: true)
        case .element(let node, let index):
            let itemStyle = style(index)
            let stretches = (itemStyle.justifySelf ?? containerStyle.justifyItems).stretches && itemStyle.width == .auto
                && !itemStyle.margin.left.isAuto && !itemStyle.margin.right.isAuto
            let contentWidth = stretches || ReplacedElement(node) != nil
                ? nil : shrinkToFitWidth(node, style: index, containingWidth: areaWidth)
            let box = layoutBlock(node, style: index, containingWidth: areaWidth, containingHeight: nil,
                                  isFormattingRoot: true, contentWidth: contentWidth)
            let top = box.marginTop.value
            var minimum = box.outerHeight
            if itemStyle.isScrollContainer, itemStyle.minHeight == .auto {
                minimum = BoxGeometry(style: itemStyle, containingWidth: areaWidth).verticalExtras + top + box.marginBottom.value
            }
            return GridItemExtent(outer: box.outerHeight, minimum: minimum, baseline: box.firstBaseline.map { $0 + top },
                                  borderBottom: top + box.height, align: itemStyle.alignSelf ?? containerStyle.alignItems,
                                  autoHeight: itemStyle.height == .auto && !itemStyle.margin.top.isAuto
                                    && !itemStyle.margin.bottom.isAuto)
        }
    }

    /// The grid's first baseline: that of the first item (in column order) of the first row,
    /// moved as its alignment in the row moves it.
    func firstBaseline(_ items: [FlexItemSource], _ grid: GridStructure, _ extents: [GridItemExtent], firstRow: Double?,
                       container: ComputedStyle) -> Double? {
        guard let rowHeight = firstRow else { return nil }
        let first = items.indices.filter { grid.rowSpans[$0].lowerBound == 0 }
            .min { (grid.columnSpans[$0].lowerBound, $0) < (grid.columnSpans[$1].lowerBound, $1) }
        guard let number = first else { return nil }
        let extent = extents[number]
        let area = grid.rowSpans[number].count == 1 ? rowHeight : max(rowHeight, extent.outer)
        let shift: Double = switch extent.align {
        case .center: (area - extent.outer) / 2
        case .end: area - extent.outer
        default: extent.baseline == nil && extent.align.stretches && extent.autoHeight ? area - extent.outer : 0
        }
        return (extent.baseline ?? extent.borderBottom) + shift
    }
}
