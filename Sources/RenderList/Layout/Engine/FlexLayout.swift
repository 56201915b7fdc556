/// One item of a flex container: an element, or a run of text wrapped in an anonymous block.
enum FlexItemSource {
    case element(XMLNode, style: Int32)
    case anonymous(ArraySlice<LayoutChild>)
}

/// Flex containers: rows (side by side, wrapping, gaps) and columns (stacked).
extension LayoutEngine {
    /// The items of a flex container (skipped children and white space left out), in
    /// order-modified document order: by `order`, document order among equals (a run of text
    /// has order 0).
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
        let orders = items.map { item -> Int in
            if case .element(_, let index) = item { return style(index).order }
            return 0
        }
        guard orders.contains(where: { $0 != 0 }) else { return items }
        return items.indices.sorted { (orders[$0], $0) < (orders[$1], $1) }.map { items[$0] }
    }

    /// A flex container's content height and its baseline, down from its content box's top.
    struct FlexContent {
        var height: Double
        /// The baseline its items share in the first line, or else the first item's.
        var firstBaseline: Double?
    }

    /// The content of a flex container whose content box is `geometry.contentWidth` wide:
    /// its height and baselines (nil without items), as a flex item or inline box sits on them.
    /// - Parameter usedHeight: the container's content height for a content height (its
    ///   `height`, `min-height` and `max-height` applied): a single-line row's one flex line
    ///   is as tall as the container (CSS Flexbox §9.4, steps 8 and 15), and its items are aligned in it.
    func layoutFlex(_ node: XMLNode, style index: Int32, geometry: BoxGeometry, definiteHeight: Double?,
                    usedHeight: ((Double) -> Double)? = nil) -> FlexContent {
        let items = flexItems(children(of: node, style: index), container: index)
        guard !items.isEmpty else { return FlexContent(height: 0) }
        let singleLine = style(index).flexWrap ? nil : usedHeight
        return style(index).flexRow
            ? flexRow(items, container: index, width: geometry.contentWidth, definiteHeight: definiteHeight,
                      lineHeight: singleLine)
            : flexColumn(items, container: index, width: geometry.contentWidth, definiteHeight: definiteHeight)
    }

    /// A row flex container's content height and the baselines of its first and last lines.
    private func flexRow(_ items: [FlexItemSource], container: Int32, width: Double,
                         definiteHeight: Double?, lineHeight singleLine: ((Double) -> Double)?) -> FlexContent {
        let containerStyle = style(container)
        let gap = containerStyle.columnGap.resolve(against: width) ?? 0
        let rowGap = containerStyle.rowGap.resolve(against: definiteHeight) ?? 0
        let sizings = items.map { flexSizing($0, container: container, width: width) }
        var content = FlexContent(height: 0)
        for (number, line) in flexLines(sizings, wraps: containerStyle.flexWrap, width: width, gap: gap).enumerated() {
            let lineSizings = Array(sizings[line])
            let targets = FlexResolver.resolve(lineSizings, available: width - gap * Double(line.count - 1))
            // Items aligned by their baselines share one: the line holds the most any of them
            // reaches above it and the most any reaches below.
            var (lineHeight, above, below, sharesBaseline) = (0.0, 0.0, 0.0, false)
            var firstItem: (outer: Double, baseline: Double, align: FlexAlign, movesWithBottom: Bool)?
            for (offset, itemIndex) in line.enumerated() {
                let item = items[itemIndex]
                let extent = flexItemExtent(item, container: container, contentWidth: targets[offset], containerWidth: width)
                if number == 0, offset == 0 {
                    firstItem = (extent.outer, extent.baseline, alignment(item, containerStyle),
                                 extent.synthesized && isStretched(item, container: containerStyle))
                }
                if alignsByBaseline(item, container: containerStyle) {
                    (above, below) = (max(above, extent.baseline), max(below, extent.outer - extent.baseline))
                    sharesBaseline = true
                } else {
                    lineHeight = max(lineHeight, extent.outer)
                }
            }
            let contentSized = max(lineHeight, above + below)
            let height = singleLine.map { $0(contentSized) } ?? contentSized
            if number > 0 { content.height += rowGap }
            // The first line's baseline is the container's (only the first line has a first item
            // noted). A baseline made up from the bottom edge moves with it when the item stretches.
            if let firstItem {
                let shift: Double = switch firstItem.align {
                case .center: (height - firstItem.outer) / 2
                case .end: height - firstItem.outer
                default: firstItem.movesWithBottom ? height - firstItem.outer : 0
                }
                content.firstBaseline = sharesBaseline ? above : firstItem.baseline + shift
            }
            content.height += height
        }
        return content
    }

    private func alignment(_ item: FlexItemSource, _ container: ComputedStyle) -> FlexAlign {
        guard case .element(_, let index) = item else { return container.alignItems }
        return style(index).alignSelf ?? container.alignItems
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
        if itemStyle.minWidth == .auto, !itemStyle.isScrollContainer {
            // The content size suggestion of an image is its own size, which a percentage
            // `max-width` does not compress (that only zeroes its contribution to a container's
            // min-content width); the item's maximum clamps it.
            let isImage = ReplacedElement(node) == .image
            minimum = min(min(isImage ? content().max : content().min, specified ?? .infinity), maximum)
        }
        return FlexSizing(base: base, minimum: minimum, maximum: maximum, grow: itemStyle.flexGrow,
                          shrink: itemStyle.flexShrink, extras: geometry.horizontalExtras + geometry.horizontalMargins)
    }

    /// Whether `item` is aligned by its baseline (`align-self`, else the container's `align-items`).
    private func alignsByBaseline(_ item: FlexItemSource, container: ComputedStyle) -> Bool {
        alignment(item, container) == .baseline
    }

    /// The margin-box height of `item` and its first baseline, down from its top margin edge;
    /// without line boxes, its bottom border edge stands in (`synthesized`).
    private func flexItemExtent(_ item: FlexItemSource, container: Int32, contentWidth: Double,
                                containerWidth: Double) -> (outer: Double, baseline: Double, synthesized: Bool) {
        switch item {
        case .anonymous(let run):
            let lines = layoutInline(run, strut: container, width: contentWidth)
            return (lines.height, lines.firstBaseline ?? lines.height, lines.firstBaseline == nil)
        case .element(let node, let index):
            let box = layoutBlock(node, style: index, containingWidth: containerWidth, containingHeight: nil,
                                  isFormattingRoot: true, contentWidth: contentWidth)
            return (box.outerHeight, box.marginTop.value + (box.firstBaseline ?? box.height), box.firstBaseline == nil)
        }
    }

    /// Whether `item` is stretched to its line's height (`align-self: stretch`, `auto` height
    /// and vertical margins).
    private func isStretched(_ item: FlexItemSource, container: ComputedStyle) -> Bool {
        guard alignment(item, container).stretches else { return false }
        guard case .element(_, let index) = item else { return true }
        let itemStyle = style(index)
        return itemStyle.height == .auto && !itemStyle.margin.top.isAuto && !itemStyle.margin.bottom.isAuto
    }
}
