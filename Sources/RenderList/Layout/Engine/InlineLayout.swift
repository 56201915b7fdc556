/// Inline formatting: text, inline elements, images and inline-blocks broken into lines.
extension LayoutEngine {
    struct InlineResult {
        var height: Double
        var maxLineWidth: Double
        var lineCount: Int
        /// The baseline of the last line, down from the top of the first.
        var lastBaseline: Double?
    }

    /// Lays out the inline-level `run` in lines `width` px wide; `strut` is the block
    /// container's style index (text directly in the run is set in it).
    @discardableResult
    func layoutInline(_ run: some Collection<LayoutChild>, strut: Int32, width: Double) -> InlineResult {
        var breaker = LineBreaker(metrics: metrics, available: width, maxLines: lineBudget, strut: style(strut))
        for child in run { add(child, parent: strut, width: width, to: &breaker) }
        breaker.finish()
        if let budget = lineBudget { lineBudget = max(0, budget - breaker.lineCount) }
        return InlineResult(height: breaker.height, maxLineWidth: breaker.maxLineWidth, lineCount: breaker.lineCount,
                            lastBaseline: breaker.lastBaseline)
    }

    private func add(_ child: LayoutChild, parent: Int32, width: Double, to breaker: inout LineBreaker) {
        switch child {
        case .text(let node):
            breaker.addText(node.textContent, style: style(parent))
        case .element(let node, let index):
            let elementStyle = style(index)
            if elementStyle.display == .none || elementStyle.positioning == .outOfFlow { return }
            let isHTML = SelectorMatcher.isHTML(node)
            if isHTML, node.name == "br" {
                breaker.forcedBreak()
            } else if elementStyle.display.isBlockLevel {
                let box = layoutBlock(node, style: index, containingWidth: width, containingHeight: nil,
                                      isFormattingRoot: false)
                breaker.addBlock(height: box.collapsesThrough ? box.marginTop.value : box.outerHeight)
            } else if (isHTML && node.name == "img") || elementStyle.display != .inline {
                let size = atomicSize(node, style: index, containingWidth: width)
                let above = size.baseline ?? size.height
                breaker.addAtomic(width: size.width, above: above, below: size.height - above)
            } else {
                addInlineBox(node, style: index, width: width, to: &breaker)
            }
        }
    }

    private func addInlineBox(_ node: XMLNode, style index: Int32, width: Double, to breaker: inout LineBreaker) {
        let geometry = BoxGeometry(style: style(index), containingWidth: width)
        let start = geometry.margin.left + geometry.border.left + geometry.padding.left
        let end = geometry.margin.right + geometry.border.right + geometry.padding.right
        if start != 0 { breaker.appendToWord(start, above: 0, below: 0) }
        for child in children(of: node, style: index) { add(child, parent: index, width: width, to: &breaker) }
        if end != 0 { breaker.appendToWord(end, above: 0, below: 0) }
    }

    /// The margin box of an image or inline-block, shrink-to-fit wide, and the baseline it sits
    /// on, down from its top margin edge (nil: its bottom margin edge, as for images and boxes
    /// without line boxes or with `overflow` other than `visible`).
    func atomicSize(_ node: XMLNode, style index: Int32,
                    containingWidth: Double) -> (width: Double, height: Double, baseline: Double?) {
        let atomicStyle = style(index)
        let geometry = BoxGeometry.block(style: atomicStyle, containingWidth: containingWidth)
        if node.name == "img" {
            let size = replacedSize(node, style: atomicStyle, geometry: geometry, containingWidth: containingWidth,
                                    containingHeight: nil, contentWidth: nil)
            return (size.width + geometry.horizontalExtras + geometry.horizontalMargins,
                    size.height + geometry.verticalExtras + geometry.margin.top + geometry.margin.bottom, nil)
        }
        let width = shrinkToFitWidth(node, style: index, containingWidth: containingWidth)
        let box = layoutBlock(node, style: index, containingWidth: containingWidth, containingHeight: nil,
                              isFormattingRoot: true, contentWidth: width)
        let baseline = atomicStyle.overflowVisible ? box.lastBaseline.map { $0 + box.marginTop.value } : nil
        return (width + geometry.horizontalExtras + geometry.horizontalMargins, box.outerHeight, baseline)
    }
}
