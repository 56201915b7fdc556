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
        /// The same baseline, down from the top of the child box (or run of lines) holding it.
        var firstBaselineInChild: Double?
    }

    /// Lays out a block-level box. `contentWidth` overrides the width the box would take
    /// (flex items, shrink-to-fit boxes). A formatting root keeps its children's margins inside.
    /// `above`: the margins that collapsed above the box in its parent's flow and adjoin its top
    /// (its earlier siblings', and its ancestors' when they adjoin too).
    func layoutBlock(_ node: XMLNode, style index: Int32, containingWidth: Double, containingHeight: Double?,
                     isFormattingRoot: Bool, contentWidth: Double? = nil, above: CollapsingMargin = CollapsingMargin()) -> BlockBox {
        guard node.name == "q" else {
            return layoutBlockBox(node, style: index, containingWidth: containingWidth, containingHeight: containingHeight,
                                  isFormattingRoot: isFormattingRoot, contentWidth: contentWidth, above: above)
        }
        return withMarks(of: node, style: index) {
            layoutBlockBox(node, style: index, containingWidth: containingWidth, containingHeight: containingHeight,
                           isFormattingRoot: isFormattingRoot, contentWidth: contentWidth, above: above)
        }
    }

    /// ``layoutBlock(_:style:containingWidth:containingHeight:isFormattingRoot:contentWidth:above:)``
    /// once a `<q>`'s marks are set.
    private func layoutBlockBox(_ node: XMLNode, style index: Int32, containingWidth: Double, containingHeight: Double?,
                                isFormattingRoot: Bool, contentWidth: Double?, above: CollapsingMargin) -> BlockBox {
        let boxStyle = style(index)
        if boxStyle.display == .table {
            return layoutTable(node, style: index, containingWidth: containingWidth, containingHeight: containingHeight,
                               contentWidth: contentWidth)
        }
        // A table part on its own (a row prototype that is a cell) is wrapped in an anonymous
        // table, whose border spacing it inherits as the cell does.
        if boxStyle.display.isTablePart, boxStyle.display != .tableCaption {
            return layoutAnonymousTable([.element(node, style: index)], parentStyle: index, containingWidth: containingWidth)
        }
        var geometry = BoxGeometry.block(style: boxStyle, containingWidth: containingWidth)
        if let contentWidth { geometry.contentWidth = contentWidth }
        if let kind = ReplacedElement(node) {
            let size = replacedSize(node, kind: kind, style: boxStyle, geometry: geometry, containingWidth: containingWidth,
                                    containingHeight: containingHeight, contentWidth: contentWidth)
            let baseline = controlFirstBaseline(node, kind: kind, style: boxStyle, geometry: geometry, contentHeight: size.height)
            return BlockBox(height: size.height + geometry.verticalExtras,
                            marginTop: CollapsingMargin(geometry.margin.top),
                            marginBottom: CollapsingMargin(geometry.margin.bottom), collapsesThrough: false,
                            lastBaseline: baseline, firstBaseline: baseline)
        }
        let savedBudget = lineBudget
        if let clamp = boxStyle.effectiveLineClamp {
            (lineBudget, clampCut) = (clamp, false)
        } else if boxStyle.display == .webkitBox {
            warnings.record("display", line: node.line,
                            "-webkit-box without -webkit-line-clamp, laid out as a block where Chromium lays out a legacy flexible box")
        }
        defer { lineBudget = savedBudget.map { min($0, lineBudget ?? $0) } }
        let ownHeight = geometry.usedContentHeight(0, style: boxStyle, containingHeight: containingHeight)
        // A height of its own, or one its aspect ratio gives it, is definite: percentages inside resolve against it.
        let definite: Double? = boxStyle.height.resolve(against: containingHeight) != nil || boxStyle.aspectRatio != nil ? ownHeight : nil
        if boxStyle.display.isFlex || boxStyle.display.isGrid {
            let content = boxStyle.display.isGrid
                ? layoutGrid(node, style: index, geometry: geometry, definiteHeight: definite)
                : layoutFlex(node, style: index, geometry: geometry, definiteHeight: definite) { height in
                    geometry.usedContentHeight(height, style: boxStyle, containingHeight: containingHeight)
                }
            let height = geometry.usedContentHeight(content.height, style: boxStyle, containingHeight: containingHeight)
            // Its baseline is its first line's, for a flex item and for an inline-block holding
            // it alike: Chromium takes the first line's in rows (wrapped or not) and columns, and
            // a grid its first row's.
            let baseline = content.firstBaseline.map { $0 + geometry.border.top + geometry.padding.top }
            return BlockBox(height: height + geometry.verticalExtras, marginTop: CollapsingMargin(geometry.margin.top),
                            marginBottom: CollapsingMargin(geometry.margin.bottom), collapsesThrough: false,
                            lastBaseline: baseline, firstBaseline: baseline)
        }
        let root = isFormattingRoot || boxStyle.establishesFormattingContext
        let collapsesTop = !root && geometry.padding.top == 0 && geometry.border.top == 0
        var strut = CollapsingMargin()
        if collapsesTop { strut = above; strut.add(geometry.margin.top) }
        let saved = enterFlow(of: geometry, above: above, collapsesTop: collapsesTop, isFormattingRoot: root)
        let flow = layoutFlow(children(of: node, style: index), containerStyle: index, width: geometry.contentWidth,
                              containingHeight: definite, collapsesTop: collapsesTop, above: strut)
        let floatBottom = leaveFlow(restoring: saved, isFormattingRoot: root)
        return finishBlock(flow, style: boxStyle, geometry: geometry, isFormattingRoot: root,
                           containingHeight: containingHeight, floatBottom: floatBottom)
    }

    /// Applies CSS 2.1 §8.3.1 to the container's own margins and computes its height.
    private func finishBlock(_ flow: Flow, style boxStyle: ComputedStyle, geometry: BoxGeometry,
                             isFormattingRoot: Bool, containingHeight: Double?, floatBottom: Double?) -> BlockBox {
        let collapsesTop = !isFormattingRoot && geometry.padding.top == 0 && geometry.border.top == 0
        // The last child's bottom margin can leave through the box's bottom edge when nothing
        // separates them. It does when the box's height is its content's (auto, and neither
        // min-height nor max-height changed it), as Blink decides it; when they changed it, or
        // a height is set, Blink drops the margin: it is neither inside the box nor outside it.
        let bottomOpen = !isFormattingRoot && geometry.padding.bottom == 0 && geometry.border.bottom == 0
        let sizedByContent = boxStyle.height == .auto
            && geometry.usedContentHeight(flow.height, style: boxStyle, containingHeight: containingHeight) == flow.height
        let collapsesBottom = bottomOpen && sizedByContent
        var marginTop = CollapsingMargin(geometry.margin.top)
        var marginBottom = CollapsingMargin(geometry.margin.bottom)
        var content = flow.height
        if flow.isEmpty, floatBottom == nil {
            let used = geometry.usedContentHeight(0, style: boxStyle, containingHeight: containingHeight)
            let zeroHeight = boxStyle.height == .auto || boxStyle.height.resolve(against: containingHeight) == 0
            if collapsesTop, bottomOpen, zeroHeight, used == 0, geometry.verticalExtras == 0 {
                marginTop.add(flow.trailing)
                marginTop.add(marginBottom)
                return BlockBox(height: 0, marginTop: marginTop, marginBottom: CollapsingMargin(), collapsesThrough: true)
            }
            if collapsesTop { marginTop.add(flow.trailing) } else if collapsesBottom { marginBottom.add(flow.trailing) } else if !bottomOpen {
                content += flow.trailing.value
            }
        } else {
            if collapsesTop { marginTop.add(flow.leading) }
            if collapsesBottom { marginBottom.add(flow.trailing) } else if !bottomOpen { content += flow.trailing.value }
        }
        // A formatting root's auto height takes in its floats (their margin boxes).
        if let floatBottom { content = max(content, floatBottom) }
        let height = geometry.usedContentHeight(content, style: boxStyle, containingHeight: containingHeight)
        let baseline = flow.lastBaseline.map { $0 + geometry.border.top + geometry.padding.top }
        let first = flow.firstBaseline.map { $0 + geometry.border.top + geometry.padding.top }
        return BlockBox(height: height + geometry.verticalExtras, marginTop: marginTop, marginBottom: marginBottom,
                        collapsesThrough: false, lastBaseline: baseline, firstBaseline: first)
    }

    /// Stacks block-level children and the line boxes of inline runs between them. `above`: the
    /// margins that collapse with the flow's leading margins (when `collapsesTop`).
    func layoutFlow(_ children: [LayoutChild], containerStyle: Int32, width: Double, containingHeight: Double?,
                    collapsesTop: Bool, above: CollapsingMargin = CollapsingMargin()) -> Flow {
        let children = splicingBlocksInInlines(children, width: width)
        var flow = Flow()
        var pending = CollapsingMargin()
        var index = 0
        var hasBlocks = false
        let container = style(containerStyle)
        let position = FlowPosition(origin: floats.top, collapsesTop: collapsesTop, above: above)
        while index < children.count, lineBudget != 0 {
            let child = children[index]
            if isSkipped(child) { index += 1; continue }
            if case .element(let node, let childStyle) = child, isBlockLevel(child) {
                hasBlocks = true
                var margins = strut(above: above, pending: pending, flow: flow, collapsesTop: collapsesTop)
                // Clearance, or a formatting root moved below floats it cannot sit beside: its
                // border edge goes there, and the margins above it end.
                let beside = placementBesideFloats(style: childStyle, width: width, margins: margins,
                                                   strutStart: position.strutStart(of: flow))
                if let top = beside.top {
                    if flow.isEmpty { place(0, baseline: nil, first: nil, pending: &pending, in: &flow, collapsesTop: collapsesTop) }
                    flow.height = max(flow.height + pending.value, top - position.contentTop(of: flow))
                    (pending, margins) = (CollapsingMargin(), CollapsingMargin())
                }
                floats.top = position.strutStart(of: flow)
                // Boxes that belong in a table, side by side in the flow, share an anonymous one.
                let parts = style(childStyle).display.isTablePart ? tablePartRun(children, from: index, parentStyle: container) : nil
                let box = if let parts { layoutAnonymousTable(parts, parentStyle: containerStyle, containingWidth: width) } else {
                    layoutBlock(node, style: childStyle, containingWidth: width, containingHeight: containingHeight,
                                isFormattingRoot: false, contentWidth: beside.contentWidth, above: margins)
                }
                index += parts?.count ?? 1
                if beside.top != nil {
                    place(box.height, baseline: box.lastBaseline, first: box.firstBaseline, pending: &pending, in: &flow,
                          collapsesTop: collapsesTop)
                    pending = box.marginBottom
                    continue
                }
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
            let lineTop = position.nextTop(of: flow, pending: pending)
            let floatsOnly = run.allSatisfy { isSkipped($0) || isFloat($0) || isCollapsibleSpace($0, parentStyle: container) }
            if floatsOnly, flow.isEmpty, collapsesTop {
                var margins = pending
                margins.add(adjoiningMargins(of: children[end...], width: width))
                placeFloats(in: run, width: width, top: position.nextTop(of: flow, pending: margins))
                continue
            }
            placeFloats(in: run, width: width, top: lineTop)
            if floatsOnly { continue }
            // Text after a block-level child is no first formatted line: `text-indent` leaves it.
            let lines = layoutInline(run, strut: containerStyle, width: width, indents: !hasBlocks, lineTop: lineTop)
            // Lines 0 px high (`line-height: 0`) are content too: margins do not collapse through them.
            if lines.height > 0 || lines.lineCount > 0 {
                place(lines.height, baseline: lines.lastBaseline, first: lines.firstBaseline, pending: &pending, in: &flow,
                      collapsesTop: collapsesTop)
            }
        }
        // A clamp that cut content ends the box at its last line: no margin after it.
        if lineBudget == 0, clampCut || children[index...].contains(where: { !isSkipped($0) && !isCollapsibleSpace($0, parentStyle: container) }) {
            pending = CollapsingMargin()
        }
        if container.hasListMarker, lineBudget != 0 {
            let collapsed = hasBlocks ? strut(above: above, pending: pending, flow: flow, collapsesTop: collapsesTop)
                : CollapsingMargin()
            placeListMarker(of: container, in: &flow, pending: &pending, collapsed: collapsed, collapsesTop: collapsesTop)
        }
        flow.trailing = pending
        return flow
    }

    /// The outside marker of a list item (`container`) whose children are laid out in `flow`.
    /// With no line box to sit beside, it makes a line of its own: an empty list item is a line
    /// tall, one holding empty blocks at least that, and the margin that `collapsed` above that
    /// line (the empty blocks', and the item's, its earlier siblings' and its ancestors' where
    /// they adjoin) comes again after it, as in Chromium (`<li><p style="margin: 6px 0"></p></li>`:
    /// 6 + 20 + 6). Otherwise it sits on the first baseline; when the child holding it (a box, or
    /// the item's own lines) has it nearer its top than the marker's ascent, that child and what
    /// follows move down to make room (Blink's `UnpositionedListMarker::AddToBox`).
    private func placeListMarker(of container: ComputedStyle, in flow: inout Flow, pending: inout CollapsingMargin,
                                 collapsed: CollapsingMargin, collapsesTop: Bool) {
        var (ascent, descent) = LineBreaker.verticalExtent(of: container, metrics: metrics)
        // A marker in faces other than the item's font (一、) grows its line, as text does.
        var marker = container.listMarkerText
        if container.lineHeight == .normal,
           let fallback = marker.withUTF8({ metrics.fallbackExtent(ofUTF8: $0, font: container.font, handle: 0) }) {
            (ascent, descent) = (max(ascent, fallback.above), max(descent, fallback.below))
        }
        if let first = flow.firstBaselineInChild {
            shiftContent(of: &flow, by: ascent - first)
        } else if flow.isEmpty {
            place(ascent + descent, baseline: ascent, first: ascent, pending: &pending, in: &flow, collapsesTop: collapsesTop)
            pending = collapsed
        } else {
            flow.height = max(flow.height, ascent + descent)
        }
    }

    /// Moves everything placed in `flow` down by `distance` (nothing when it is not positive).
    private func shiftContent(of flow: inout Flow, by distance: Double) {
        guard distance > 0 else { return }
        flow.height += distance
        flow.firstBaseline = flow.firstBaseline.map { $0 + distance }
        flow.lastBaseline = flow.lastBaseline.map { $0 + distance }
    }

    /// The margins that have collapsed so far at the flow's current end: `pending`, and while
    /// nothing has been placed in a flow whose top collapses, `above` as well.
    private func strut(above: CollapsingMargin, pending: CollapsingMargin, flow: Flow, collapsesTop: Bool) -> CollapsingMargin {
        guard flow.isEmpty, collapsesTop else { return pending }
        var margin = above
        margin.add(pending)
        return margin
    }

    func place(_ height: Double, baseline: Double?, first: Double?, pending: inout CollapsingMargin,
                       in flow: inout Flow, collapsesTop: Bool) {
        if flow.isEmpty, collapsesTop { flow.leading = pending } else { flow.height += pending.value }
        pending = CollapsingMargin()
        if let baseline { flow.lastBaseline = flow.height + baseline }
        if flow.firstBaseline == nil, let first { (flow.firstBaseline, flow.firstBaselineInChild) = (flow.height + first, first) }
        flow.height += height
        flow.isEmpty = false
    }
}
