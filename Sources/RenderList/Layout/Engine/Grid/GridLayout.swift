/// Grid containers (CSS Grid): items placed in tracks, columns sized by the items' intrinsic
/// widths, then rows by the heights the items take at their areas' widths.
extension LayoutEngine {
    /// The content of a grid container whose content box is `geometry.contentWidth` wide: its
    /// height (the rows and the gaps between them) and its first baseline.
    func layoutGrid(_ node: XMLNode, style index: Int32, geometry: BoxGeometry, definiteHeight: Double?) -> FlexContent {
        let containerStyle = style(index)
        let width = geometry.contentWidth
        let items = flexItems(children(of: node, style: index), container: index)
        let columnGap = LayoutUnit.truncate(containerStyle.columnGap.resolve(against: width) ?? 0)
        let rowGap = LayoutUnit.truncate(containerStyle.rowGap.resolve(against: definiteHeight) ?? 0)
        let grid = GridStructure(style: containerStyle, lines: items.map(gridLines), inlineSpace: width,
                                 blockSpace: definiteHeight, columnGap: columnGap, rowGap: rowGap)
        let columns = GridTrackSizer.sizes(grid.columns.map { GridSizingTrack($0, base: width) }, gap: columnGap,
                                           items: columnContributions(items, grid, container: index), space: .definite(width),
                                           stretchesAutoTracks: containerStyle.justifyContentStretches)
        var extents: [GridItemExtent] = []
        for (number, item) in items.enumerated() {
            let span = grid.columnSpans[number]
            let areaWidth = span.reduce(0.0) { $0 + columns[$1] } + columnGap * Double(span.count - 1)
            extents.append(gridItemExtent(item, container: index, areaWidth: areaWidth))
        }
        let rowContributions = extents.enumerated().map { number, extent in
            GridContribution(tracks: grid.rowSpans[number], minimum: extent.minimum, minContent: extent.outer,
                             maxContent: extent.outer)
        }
        let rows = GridTrackSizer.sizes(grid.rows.map { GridSizingTrack($0, base: definiteHeight) }, gap: rowGap,
                                        items: rowContributions, space: definiteHeight.map { .definite($0) } ?? .indefinite)
        var content = FlexContent(height: rows.reduce(0, +) + rowGap * Double(max(0, rows.count - 1)))
        content.firstBaseline = firstBaseline(items, grid, extents, firstRow: rows.first, container: containerStyle)
        return content
    }

    /// The min-content and max-content widths of a grid container's content box.
    func gridIntrinsicWidths(_ children: [LayoutChild], style index: Int32) -> IntrinsicWidths {
        let containerStyle = style(index)
        let items = flexItems(children, container: index)
        let gap = LayoutUnit.truncate(containerStyle.columnGap.resolve(against: nil) ?? 0)
        let maximum = containerStyle.maxWidth.resolve(against: nil)
        let grid = GridStructure(style: containerStyle, lines: items.map(gridLines), inlineSpace: maximum,
                                 blockSpace: nil, columnGap: gap, rowGap: 0)
        let tracks = grid.columns.map { GridSizingTrack($0, base: nil) }
        let contributions = columnContributions(items, grid, container: index)
        let gaps = gap * Double(max(0, tracks.count - 1))
        let total = { (space: GridSizingSpace) in
            GridTrackSizer.sizes(tracks, gap: gap, items: contributions, space: space).reduce(0, +) + gaps
        }
        return IntrinsicWidths(min: total(.minContent), max: total(.maxContent))
    }

    /// An item's `grid-column-start`, `-end`, `grid-row-start`, `-end` (a run of text is auto-placed).
    private func gridLines(_ item: FlexItemSource) -> [GridLine] {
        guard case .element(_, let index) = item else { return [.auto, .auto, .auto, .auto] }
        let itemStyle = style(index)
        return [itemStyle.gridColumnStart, itemStyle.gridColumnEnd, itemStyle.gridRowStart, itemStyle.gridRowEnd]
    }

    /// What each item asks of the columns it spans: its margin box's intrinsic widths, and its
    /// minimum contribution (its outer `min-width`, else min-content unless it is a scroll container).
    private func columnContributions(_ items: [FlexItemSource], _ grid: GridStructure, container: Int32) -> [GridContribution] {
        items.enumerated().map { number, item in
            let tracks = grid.columnSpans[number]
            switch item {
            case .anonymous(let run):
                let widths = inlineIntrinsicWidths(run, strut: container)
                return GridContribution(tracks: tracks, minimum: widths.min, minContent: widths.min, maxContent: widths.max,
                                        minimumWithoutContent: 0)
            case .element(let node, let index):
                let itemStyle = style(index)
                let widths = outerIntrinsicWidths(node, style: index)
                let geometry = BoxGeometry(style: itemStyle, containingWidth: .infinity)
                let outside = geometry.horizontalExtras + geometry.horizontalMargins
                var (minimum, withoutContent) = (widths.min, outside)
                if let specified = geometry.specifiedContentWidth(itemStyle.minWidth, style: itemStyle, containingWidth: .infinity) {
                    (minimum, withoutContent) = (specified + outside, specified + outside)
                } else if itemStyle.isScrollContainer {
                    minimum = outside
                }
                return GridContribution(tracks: tracks, minimum: minimum, minContent: widths.min, maxContent: widths.max,
                                        minimumWithoutContent: withoutContent)
            }
        }
    }
}
