extension LayoutEngine {
    /// A column flex container with an `auto` height: the items stacked, gaps between; its
    /// baseline is the first item's.
    func flexColumn(_ items: [FlexItemSource], container: Int32, width: Double, definiteHeight: Double?) -> FlexContent {
        let containerStyle = style(container)
        let gap = containerStyle.rowGap.resolve(against: definiteHeight) ?? 0
        var content = FlexContent(height: 0)
        for (number, item) in items.enumerated() {
            if number > 0 { content.height += gap }
            let extent: (outer: Double, first: Double)
            switch item {
            case .anonymous(let run):
                let lines = layoutInline(run, strut: container, width: width)
                extent = (lines.height, lines.firstBaseline ?? lines.height)
            case .element(let node, let index):
                extent = columnItemExtent(node, style: index, container: containerStyle, width: width,
                                          definiteHeight: definiteHeight)
            }
            if number == 0 { content.firstBaseline = extent.first }
            content.height += extent.outer
        }
        return content
    }

    /// The content width of a column flex container's item: stretched across the container
    /// (auto width and side margins, `align-self: stretch`), else shrink-to-fit.
    func columnItemContentWidth(_ node: XMLNode, style index: Int32, container: ComputedStyle, width: Double) -> Double {
        let itemStyle = style(index)
        let stretches = (itemStyle.alignSelf ?? container.alignItems).stretches && itemStyle.width == .auto
            && !itemStyle.margin.left.isAuto && !itemStyle.margin.right.isAuto
        guard stretches else { return shrinkToFitWidth(node, style: index, containingWidth: width) }
        let geometry = BoxGeometry(style: itemStyle, containingWidth: width)
        return geometry.clampedWidth(max(0, width - geometry.horizontalExtras - geometry.horizontalMargins),
                                     style: itemStyle, containingWidth: width)
    }

    /// The margin-box height of a column flex container's item and its first baseline, down
    /// from its top margin edge (without line boxes, its bottom border edge).
    private func columnItemExtent(_ node: XMLNode, style index: Int32, container: ComputedStyle, width: Double,
                                  definiteHeight: Double?) -> (outer: Double, first: Double) {
        let itemStyle = style(index)
        let geometry = BoxGeometry(style: itemStyle, containingWidth: width)
        let box = layoutBlock(node, style: index, containingWidth: width, containingHeight: definiteHeight, isFormattingRoot: true,
                              contentWidth: columnItemContentWidth(node, style: index, container: container, width: width))
        let top = box.marginTop.value
        let baseline = top + (box.firstBaseline ?? box.height)
        guard let basis = itemStyle.flexBasis.resolve(against: definiteHeight) else {
            return (box.outerHeight, baseline)
        }
        let margins = geometry.margin.top + geometry.margin.bottom
        // A border-box size never leaves the content box below zero: padding and borders stay.
        let borderBox = { (size: Double) in
            itemStyle.boxSizing == .borderBox ? max(size, geometry.verticalExtras) : size + geometry.verticalExtras
        }
        var main = borderBox(basis)
        if itemStyle.minHeight == .auto, !itemStyle.isScrollContainer { main = max(main, box.height) }
        if let maximum = itemStyle.maxHeight.resolve(against: definiteHeight) { main = min(main, borderBox(maximum)) }
        if let minimum = itemStyle.minHeight.resolve(against: definiteHeight) { main = max(main, borderBox(minimum)) }
        return (main + margins, baseline)
    }
}
