/// One item of a flex container: an element, or a run of text wrapped in an anonymous block.
enum FlexItemSource {
    case element(XMLNode, style: Int32)
    case anonymous(ArraySlice<LayoutChild>)
}

/// Flex containers: rows (side by side, wrapping, gaps) and columns (stacked).
extension LayoutEngine {
    /// The items of a flex container (skipped children and white space left out).
    func flexItems(_ children: [LayoutChild], container: Int32) -> [FlexItemSource] {
        var items: [FlexItemSource] = []
        var textStart: Int?
        let containerStyle = style(container)
        func closeText(_ end: Int) {
            guard let start = textStart else { return }
            let run = children[start..<end]
            if !run.allSatisfy({ isCollapsibleSpace($0, parentStyle: containerStyle) }) { items.append(.anonymous(run)) }
            textStart = nil
        }
        for (index, child) in children.enumerated() {
            switch child {
            case .text: textStart = textStart ?? index
            case .element(let node, let childStyle):
                closeText(index)
                if !isSkipped(child) { items.append(.element(node, style: childStyle)) }
            }
        }
        closeText(children.count)
        return items
    }

    /// The content height of a flex container whose content box is `geometry.contentWidth` wide.
    func layoutFlex(_ node: XMLNode, style index: Int32, geometry: BoxGeometry, definiteHeight: Double?) -> Double {
        let items = flexItems(children(of: node, style: index), container: index)
        guard !items.isEmpty else { return 0 }
        return style(index).flexRow
            ? flexRowHeight(items, container: index, width: geometry.contentWidth, definiteHeight: definiteHeight)
            : flexColumnHeight(items, container: index, width: geometry.contentWidth, definiteHeight: definiteHeight)
    }

    private func flexRowHeight(_ items: [FlexItemSource], container: Int32, width: Double, definiteHeight: Double?) -> Double {
        let containerStyle = style(container)
        let gap = containerStyle.columnGap.resolve(against: width) ?? 0
        let rowGap = containerStyle.rowGap.resolve(against: definiteHeight) ?? 0
        let sizings = items.map { flexSizing($0, container: container, width: width) }
        var total = 0.0
        for (number, line) in flexLines(sizings, wraps: containerStyle.flexWrap, width: width, gap: gap).enumerated() {
            let lineSizings = Array(sizings[line])
            let targets = FlexResolver.resolve(lineSizings, available: width - gap * Double(line.count - 1))
            // Items aligned by their baselines share one: the line holds the most any of them
            // reaches above it and the most any reaches below.
            var (lineHeight, above, below) = (0.0, 0.0, 0.0)
            for (offset, itemIndex) in line.enumerated() {
                let extent = flexItemExtent(items[itemIndex], container: container, contentWidth: targets[offset],
                                            containerWidth: width)
                if alignsByBaseline(items[itemIndex], container: containerStyle) {
                    (above, below) = (max(above, extent.baseline), max(below, extent.outer - extent.baseline))
                } else {
                    lineHeight = max(lineHeight, extent.outer)
                }
            }
            total += max(lineHeight, above + below) + (number > 0 ? rowGap : 0)
        }
        return total
    }

    /// Splits items into lines (one line unless `flex-wrap` allows more).
    private func flexLines(_ sizings: [FlexSizing], wraps: Bool, width: Double, gap: Double) -> [Range<Int>] {
        guard wraps else { return [0..<sizings.count] }
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (index, sizing) in sizings.enumerated() {
            let outer = sizing.hypothetical + sizing.extras
            if index > start, used + gap + outer > width + 0.0001 {
                lines.append(start..<index)
                start = index
                used = outer
            } else {
                used += (index > start ? gap : 0) + outer
            }
        }
        lines.append(start..<sizings.count)
        return lines
    }

    private func flexSizing(_ item: FlexItemSource, container: Int32, width: Double) -> FlexSizing {
        let savedBudget = lineBudget
        lineBudget = nil
        defer { lineBudget = savedBudget }
        guard case .element(let node, let index) = item else {
            guard case .anonymous(let run) = item else { preconditionFailure() }
            let intrinsic = inlineIntrinsicWidths(run, strut: container)
            return FlexSizing(base: intrinsic.max, minimum: intrinsic.min, maximum: .infinity, grow: 0, shrink: 1, extras: 0)
        }
        let itemStyle = style(index)
        let geometry = BoxGeometry(style: itemStyle, containingWidth: width)
        let specified = geometry.specifiedContentWidth(itemStyle.width, style: itemStyle, containingWidth: width)
        var intrinsic: IntrinsicWidths?
        let content = { () -> IntrinsicWidths in
            if let intrinsic { return intrinsic }
            let computed = self.contentIntrinsicWidths(node, style: index)
            intrinsic = computed
            return computed
        }
        let base = geometry.specifiedContentWidth(itemStyle.flexBasis, style: itemStyle, containingWidth: width)
            ?? specified ?? content().max
        let maximum = geometry.specifiedContentWidth(itemStyle.maxWidth, style: itemStyle, containingWidth: width) ?? .infinity
        var minimum = geometry.specifiedContentWidth(itemStyle.minWidth, style: itemStyle, containingWidth: width) ?? 0
        if itemStyle.minWidth == .auto, itemStyle.overflowVisible {
            minimum = min(min(content().min, specified ?? .infinity), maximum)
        }
        return FlexSizing(base: base, minimum: minimum, maximum: maximum, grow: itemStyle.flexGrow,
                          shrink: itemStyle.flexShrink, extras: geometry.horizontalExtras + geometry.horizontalMargins)
    }

    /// Whether `item` is aligned by its baseline (`align-self`, else the container's `align-items`).
    private func alignsByBaseline(_ item: FlexItemSource, container: ComputedStyle) -> Bool {
        guard case .element(_, let index) = item else { return container.alignItems == .baseline }
        return (style(index).alignSelf ?? container.alignItems) == .baseline
    }

    /// The margin-box height of `item` and its first baseline, down from its top margin edge
    /// (without line boxes, its bottom border edge stands in).
    private func flexItemExtent(_ item: FlexItemSource, container: Int32, contentWidth: Double,
                                containerWidth: Double) -> (outer: Double, baseline: Double) {
        switch item {
        case .anonymous(let run):
            let lines = layoutInline(run, strut: container, width: contentWidth)
            return (lines.height, lines.firstBaseline ?? lines.height)
        case .element(let node, let index):
            let box = layoutBlock(node, style: index, containingWidth: containerWidth, containingHeight: nil,
                                  isFormattingRoot: true, contentWidth: contentWidth)
            return (box.outerHeight, box.marginTop.value + (box.firstBaseline ?? box.height))
        }
    }
}
