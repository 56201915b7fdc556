/// Floats in block flow, as Blink places them: each float goes in its formatting context's
/// exclusion space (``ExclusionSpace``); line boxes beside floats are shortened; `clear` moves a
/// block below them; a formatting root goes beside them or below them, and takes in its own.
extension LayoutEngine {
    /// Where a box laid out in flow stands before its flow starts: a formatting root starts a
    /// new exclusion space (the old one is returned to put back); any other box moves the flow's
    /// position in the current one to its content box. `above`: the margins collapsing above it.
    func enterFlow(of geometry: BoxGeometry, above: CollapsingMargin, collapsesTop: Bool,
                   isFormattingRoot: Bool) -> FloatContext {
        let saved = floats
        if isFormattingRoot {
            floats = FloatContext()
            return saved
        }
        floats.left += geometry.margin.left + geometry.border.left + geometry.padding.left
        if !collapsesTop {
            var margin = above
            margin.add(geometry.margin.top)
            floats.top += margin.value + geometry.border.top + geometry.padding.top
        }
        return saved
    }

    /// Ends the flow ``enterFlow(of:above:collapsesTop:isFormattingRoot:)`` started. Returns, for
    /// a formatting root, the bottom of its lowest float (nil: it holds none); a box that is no
    /// root leaves its floats in the exclusion space for what follows it.
    func leaveFlow(restoring saved: FloatContext, isFormattingRoot: Bool) -> Double? {
        if isFormattingRoot {
            let bottom = floats.space.lowestBottom
            floats = saved
            return bottom
        }
        (floats.left, floats.top) = (saved.left, saved.top)
        return nil
    }

    /// Whether a child is a float (`float` other than `none`, and taking room).
    func isFloat(_ child: LayoutChild) -> Bool {
        guard case .element(_, let index) = child else { return false }
        return style(index).floating != nil && !isSkipped(child)
    }

    /// Places the floats of an inline `run` of a flow `width` px wide whose lines start at
    /// `top`, also those inside its inline elements. Blink places a float at the start of its
    /// line; one after text on a line goes beside that text if it fits, which the model does
    /// not lay out: it is warned about and placed as if the line started with it.
    func placeFloats(in run: some Collection<LayoutChild>, width: Double, top: Double) {
        var afterContent = false
        placeFloats(in: run, width: width, top: top, afterContent: &afterContent)
    }

    private func placeFloats(in run: some Collection<LayoutChild>, width: Double, top: Double, afterContent: inout Bool) {
        for child in run where !isSkipped(child) {
            guard case .element(let node, let index) = child else {
                if case .text(let node) = child, !node.textContent.utf8.allSatisfy(CSSReader.isSpace) { afterContent = true }
                continue
            }
            let childStyle = style(index)
            guard let side = childStyle.floating else {
                if childStyle.display == .inline, ReplacedElement(node) == nil {
                    placeFloats(in: children(of: node, style: index), width: width, top: top, afterContent: &afterContent)
                } else {
                    afterContent = true
                }
                continue
            }
            if afterContent {
                warnings.record("float", line: node.line,
                                "a float after text on a line is placed as if the line started with it, where Chromium may place it beside that text")
            }
            recorder?.floatPlaced()
            let size = atomicSize(node, style: index, containingWidth: width)
            // A float that clears goes below the earlier floats it clears.
            let cleared = floats.space.clearance(childStyle.clear).map { max($0, top) } ?? top
            floats.space.place(width: size.width, height: size.height, side: side, top: cleared,
                               left: floats.left, right: floats.left + width)
        }
    }
}

extension LayoutEngine {
    /// The room of each line of a flow `width` px wide whose first line's top is `top`, by how
    /// far below it the line's top is: the band the floats leave there (at least a LayoutUnit).
    /// With it, how far below `top` the next float edge under the line is. Nil when no float
    /// narrows the flow.
    func lineRoom(top: Double, width: Double) -> ((Double) -> (width: Double, next: Double?))? {
        guard !floats.space.isEmpty, width.isFinite, width > 0 else { return nil }
        let (space, left) = (floats.space, floats.left)
        guard let lowest = space.lowestBottom, lowest > top else { return nil }
        return { offset in
            let room = max(space.band(at: top + offset, left: left, right: left + width).width, 1 / LayoutUnit.scale)
            return (room, space.nextEdge(below: top + offset).map { $0 - top })
        }
    }
}

extension LayoutEngine {
    /// The margins that will collapse at the top of what follows a run of floats in a flow
    /// that has placed nothing yet and whose top collapses: Blink places such floats once the
    /// flow's position is known, after the margins of the first content that comes (a `<p>`'s
    /// top margin, and its first child's). `following`: the children after the run.
    func adjoiningMargins(of following: ArraySlice<LayoutChild>, width: Double) -> CollapsingMargin {
        var margin = CollapsingMargin()
        var children = following
        while let child = children.first(where: { !isSkipped($0) && !isFloat($0) && !isWhiteSpace($0) }) {
            guard case .element(let node, let index) = child, isBlockLevel(child) else { return margin }
            let boxStyle = style(index)
            let geometry = BoxGeometry(style: boxStyle, containingWidth: width)
            margin.add(geometry.margin.top)
            if boxStyle.establishesFormattingContext || geometry.padding.top != 0 || geometry.border.top != 0
                || ReplacedElement(node) != nil || boxStyle.display.isFlex || boxStyle.display.isGrid {
                return margin
            }
            children = self.children(of: node, style: index)[...]
        }
        return margin
    }

    /// Whether a text child is white space only (which collapses away between blocks).
    private func isWhiteSpace(_ child: LayoutChild) -> Bool {
        guard case .text(let node) = child else { return false }
        return node.textContent.utf8.allSatisfy(CSSReader.isSpace)
    }
}
