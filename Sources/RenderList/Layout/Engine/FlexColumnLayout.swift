extension LayoutEngine {
    /// A column flex container with an `auto` height: the items stacked, gaps between.
    func flexColumnHeight(_ items: [FlexItemSource], container: Int32, width: Double, definiteHeight: Double?) -> Double {
        let containerStyle = style(container)
        let gap = containerStyle.rowGap.resolve(against: definiteHeight) ?? 0
        var total = gap * Double(items.count - 1)
        for item in items {
            switch item {
            case .anonymous(let run):
                total += layoutInline(run, strut: container, width: width).height
            case .element(let node, let index):
                total += columnItemOuterHeight(node, style: index, container: containerStyle, width: width,
                                               definiteHeight: definiteHeight)
            }
        }
        return total
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

    private func columnItemOuterHeight(_ node: XMLNode, style index: Int32, container: ComputedStyle, width: Double,
                                       definiteHeight: Double?) -> Double {
        let itemStyle = style(index)
        let geometry = BoxGeometry(style: itemStyle, containingWidth: width)
        let box = layoutBlock(node, style: index, containingWidth: width, containingHeight: definiteHeight, isFormattingRoot: true,
                              contentWidth: columnItemContentWidth(node, style: index, container: container, width: width))
        guard let basis = itemStyle.flexBasis.resolve(against: definiteHeight) else { return box.outerHeight }
        let margins = geometry.margin.top + geometry.margin.bottom
        var main = itemStyle.boxSizing == .borderBox ? basis : basis + geometry.verticalExtras
        if itemStyle.minHeight == .auto, itemStyle.overflowVisible { main = max(main, box.height) }
        if let maximum = itemStyle.maxHeight.resolve(against: definiteHeight) {
            main = min(main, itemStyle.boxSizing == .borderBox ? maximum : maximum + geometry.verticalExtras)
        }
        if let minimum = itemStyle.minHeight.resolve(against: definiteHeight) {
            main = max(main, itemStyle.boxSizing == .borderBox ? minimum : minimum + geometry.verticalExtras)
        }
        return main + margins
    }
}
