/// Block flow: widths from the containing block, children stacked with margin collapsing.
extension LayoutEngine {
    /// What stacking the children of a block container produced.
    struct Flow {
        var height = 0.0
        /// Margins that adjoin the container's top edge (collapse with its top margin).
        var leading = CollapsingMargin()
        /// Margins after the last box, not yet placed.
        var trailing = CollapsingMargin()
        /// Nothing with height was placed.
        var isEmpty = true
        /// The baseline of the last line box placed, down from the top of the content.
        var lastBaseline: Double?
        /// The baseline of the first line box placed, down from the top of the content.
        var firstBaseline: Double?
    }

    /// Lays out a block-level box. `contentWidth` overrides the width the box would take
    /// (flex items, shrink-to-fit boxes). A formatting root keeps its children's margins inside.
    func layoutBlock(_ node: XMLNode, style index: Int32, containingWidth: Double, containingHeight: Double?,
                     isFormattingRoot: Bool, contentWidth: Double? = nil) -> BlockBox {
        let boxStyle = style(index)
        var geometry = BoxGeometry.block(style: boxStyle, containingWidth: containingWidth)
        if let contentWidth { geometry.contentWidth = contentWidth }
        if node.name == "img", SelectorMatcher.isHTML(node) {
            let size = replacedSize(node, style: boxStyle, geometry: geometry, containingWidth: containingWidth,
                                    containingHeight: containingHeight, contentWidth: contentWidth)
            return BlockBox(height: size.height + geometry.verticalExtras,
                            marginTop: CollapsingMargin(geometry.margin.top),
                            marginBottom: CollapsingMargin(geometry.margin.bottom), collapsesThrough: false)
        }
        let savedBudget = lineBudget
        if let clamp = boxStyle.effectiveLineClamp { (lineBudget, clampCut) = (clamp, false) }
        defer { lineBudget = savedBudget.map { min($0, lineBudget ?? $0) } }
        let ownHeight = geometry.usedContentHeight(0, style: boxStyle, containingHeight: containingHeight)
        let definite: Double? = boxStyle.height.resolve(against: containingHeight) != nil ? ownHeight : nil
        if boxStyle.display.isFlex {
            let content = layoutFlex(node, style: index, geometry: geometry, definiteHeight: definite)
            let height = geometry.usedContentHeight(content.height, style: boxStyle, containingHeight: containingHeight)
            // Its baselines are its items' (a flex item or inline-block holding it sits on them).
            let top = geometry.border.top + geometry.padding.top
            return BlockBox(height: height + geometry.verticalExtras, marginTop: CollapsingMargin(geometry.margin.top),
                            marginBottom: CollapsingMargin(geometry.margin.bottom), collapsesThrough: false,
                            lastBaseline: content.lastBaseline.map { $0 + top }, firstBaseline: content.firstBaseline.map { $0 + top })
        }
        let root = isFormattingRoot || boxStyle.establishesFormattingContext
        let flow = layoutFlow(children(of: node, style: index), containerStyle: index, width: geometry.contentWidth,
                              containingHeight: definite, collapsesTop: !root && geometry.padding.top == 0
                                  && geometry.border.top == 0)
        return finishBlock(flow, style: boxStyle, geometry: geometry, isFormattingRoot: root,
                           containingHeight: containingHeight)
    }

    /// Applies CSS 2.1 §8.3.1 to the container's own margins and computes its height.
    private func finishBlock(_ flow: Flow, style boxStyle: ComputedStyle, geometry: BoxGeometry,
                             isFormattingRoot: Bool, containingHeight: Double?) -> BlockBox {
        let collapsesTop = !isFormattingRoot && geometry.padding.top == 0 && geometry.border.top == 0
        let minimum = boxStyle.minHeight.resolve(against: containingHeight) ?? 0
        // The bottom margin collapses with the last child's if the height is auto, and through
        // an empty box if it is auto or zero (CSS 2.1 §8.3.1).
        let bottomOpen = !isFormattingRoot && geometry.padding.bottom == 0 && geometry.border.bottom == 0 && minimum <= 0
        let collapsesBottom = bottomOpen && boxStyle.height == .auto
        var marginTop = CollapsingMargin(geometry.margin.top)
        var marginBottom = CollapsingMargin(geometry.margin.bottom)
        var content = flow.height
        if flow.isEmpty {
            let used = geometry.usedContentHeight(0, style: boxStyle, containingHeight: containingHeight)
            let zeroHeight = boxStyle.height == .auto || boxStyle.height.resolve(against: containingHeight) == 0
            if collapsesTop, bottomOpen, zeroHeight, used == 0, geometry.verticalExtras == 0 {
                marginTop.add(flow.trailing)
                marginTop.add(marginBottom)
                return BlockBox(height: 0, marginTop: marginTop, marginBottom: CollapsingMargin(), collapsesThrough: true)
            }
            if collapsesTop { marginTop.add(flow.trailing) } else if collapsesBottom { marginBottom.add(flow.trailing) } else {
                content += flow.trailing.value
            }
        } else {
            if collapsesTop { marginTop.add(flow.leading) }
            if collapsesBottom { marginBottom.add(flow.trailing) } else { content += flow.trailing.value }
        }
        let height = geometry.usedContentHeight(content, style: boxStyle, containingHeight: containingHeight)
        let baseline = flow.lastBaseline.map { $0 + geometry.border.top + geometry.padding.top }
        let first = flow.firstBaseline.map { $0 + geometry.border.top + geometry.padding.top }
        return BlockBox(height: height + geometry.verticalExtras, marginTop: marginTop, marginBottom: marginBottom,
                        collapsesThrough: false, lastBaseline: baseline, firstBaseline: first)
    }

    /// Stacks block-level children and the line boxes of inline runs between them.
    func layoutFlow(_ children: [LayoutChild], containerStyle: Int32, width: Double, containingHeight: Double?,
                    collapsesTop: Bool) -> Flow {
        let children = splicingBlocksInInlines(children, width: width)
        var flow = Flow()
        var pending = CollapsingMargin()
        var index = 0
        let container = style(containerStyle)
        while index < children.count, lineBudget != 0 {
            let child = children[index]
            if isSkipped(child) { index += 1; continue }
            if case .element(let node, let childStyle) = child, isBlockLevel(child) {
                let box = layoutBlock(node, style: childStyle, containingWidth: width, containingHeight: containingHeight,
                                      isFormattingRoot: false)
                index += 1
                pending.add(box.marginTop)
                if box.collapsesThrough { pending.add(box.marginBottom); continue }
                place(box.height, baseline: box.lastBaseline, first: box.firstBaseline, pending: &pending, in: &flow,
                      collapsesTop: collapsesTop)
                pending = box.marginBottom
                continue
            }
            var end = index
            while end < children.count, !isBlockLevel(children[end]) { end += 1 }
            let run = children[index..<end]
            index = end
            if run.allSatisfy({ isSkipped($0) || isCollapsibleSpace($0, parentStyle: container) }) { continue }
            let lines = layoutInline(run, strut: containerStyle, width: width)
            if lines.height > 0 {
                place(lines.height, baseline: lines.lastBaseline, first: lines.firstBaseline, pending: &pending, in: &flow,
                      collapsesTop: collapsesTop)
            }
        }
        // A clamp that cut content ends the box at its last line: no margin after it.
        if lineBudget == 0, clampCut || children[index...].contains(where: { !isSkipped($0) && !isCollapsibleSpace($0, parentStyle: container) }) {
            pending = CollapsingMargin()
        }
        // An outside marker with no line box to sit beside makes a line of its own: an empty
        // list item is a line tall, one holding an empty block at least that. Margins that
        // collapsed through empty children come before that line and again after it, as in
        // Chromium (`<li><p style="margin: 6px 0"></p></li>`: 6 + 20 + 6).
        if container.hasListMarker, flow.firstBaseline == nil, lineBudget != 0 {
            let (above, below) = LineBreaker.verticalExtent(of: container, metrics: metrics)
            if flow.isEmpty {
                let collapsed = pending
                place(above + below, baseline: above, first: above, pending: &pending, in: &flow, collapsesTop: collapsesTop)
                pending = collapsed
            } else {
                flow.height = max(flow.height, above + below)
            }
        }
        flow.trailing = pending
        return flow
    }

    private func place(_ height: Double, baseline: Double?, first: Double?, pending: inout CollapsingMargin,
                       in flow: inout Flow, collapsesTop: Bool) {
        if flow.isEmpty, collapsesTop { flow.leading = pending } else { flow.height += pending.value }
        pending = CollapsingMargin()
        if let baseline { flow.lastBaseline = flow.height + baseline }
        if flow.firstBaseline == nil, let first { flow.firstBaseline = flow.height + first }
        flow.height += height
        flow.isEmpty = false
    }
}
