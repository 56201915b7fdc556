/// Inline formatting: text, inline elements, images and inline-blocks broken into lines.
extension LayoutEngine {
    struct InlineResult {
        var height: Double
        var maxLineWidth: Double
        var lineCount: Int
        /// The baseline of the last line, down from the top of the first.
        var lastBaseline: Double?
        /// The baseline of the first line, down from its top.
        var firstBaseline: Double? = nil
        /// Every line is exactly as tall as the strut (``LineBreaker/linesAtStrut``).
        var linesAtStrut = false
    }

    /// Lays out the inline-level `run` in lines `width` px wide; `strut` is the block
    /// container's style index (text directly in the run is set in it). `minContent`: measure
    /// the min-content width instead (lines 0 px wide, where `overflow-wrap: break-word` keeps
    /// words whole); lines of a box squeezed to 0 px are laid out one LayoutUnit wide, which
    /// nothing but empty content fits either, and break words as Chromium does there.
    /// `indents`: whether the run's first line is the container's first formatted line (no
    /// block-level child before it), which `text-indent` moves. `lineTop`: where the first
    /// line's top is in the formatting context, for lines of a flow that floats may shorten.
    @discardableResult
    func layoutInline(_ run: some Collection<LayoutChild>, strut: Int32, width requested: Double,
                      minContent: Bool = false, indents: Bool = true, lineTop: Double? = nil) -> InlineResult {
        let width = minContent ? 0 : max(requested, 1 / LayoutUnit.scale)
        let budget = lineBudget
        let mark = recorder?.mark
        var ops: [InlineOp] = []
        let quoted = quotedStrut.flatMap { $0.index == strut ? $0 : nil }
        if let quoted { ops.append(.text(quoted.open, style: strut, slot: nil)); quoteDepth += 1 }
        for child in run { add(child, parent: strut, width: width, to: &ops) }
        if let quoted { quoteDepth -= 1; ops.append(.text(quoted.close, style: strut, slot: nil)) }
        let room = lineTop.flatMap { lineRoom(top: $0, width: width) }
        var breaker = LineBreaker(metrics: metrics, available: room?(0).width ?? width, maxLines: budget, strut: style(strut),
                                  indents: indents)
        breaker.lineRoom = room
        breaker.add(ops, styles: resolver.styles)
        breaker.finish()
        if let budget = lineBudget { lineBudget = max(0, budget - breaker.lineCount) }
        if breaker.droppedContent { clampCut = true }
        let result = InlineResult(height: breaker.height, maxLineWidth: breaker.maxLineWidth,
                                  lineCount: breaker.lineCount, lastBaseline: breaker.lastBaseline,
                                  firstBaseline: breaker.firstBaseline, linesAtStrut: breaker.linesAtStrut)
        if let recorder, let mark {
            recorder.record(ops, strut: strut, width: width, indents: indents, clamped: budget != nil, result: result,
                            since: mark, styles: resolver.styles)
        }
        return result
    }

    private func add(_ child: LayoutChild, parent: Int32, width: Double, to ops: inout [InlineOp]) {
        switch child {
        case .text(let node):
            ops.append(.text(node.textContent, style: parent, slot: recorder?.slot(of: node)))
        case .element(let node, let index):
            let elementStyle = style(index)
            if elementStyle.display == .none || elementStyle.positioning == .outOfFlow { return }
            // A float is placed by the flow (``placeFloats(in:width:top:)``); in intrinsic widths
            // it takes its width on the line (min-content: 0 px wide lines; max-content: endless).
            if elementStyle.floating != nil {
                guard width == 0 || width == .infinity else { return }
                let outer = outerIntrinsicWidths(node, style: index)
                ops.append(.atomic(width: width == 0 ? outer.min : outer.max, above: 0, below: 0, wraps: true))
                return
            }
            let isHTML = SelectorMatcher.isHTML(node)
            if isHTML, node.name == "br" {
                ops.append(.forcedBreak)
            } else if isHTML, node.name == "wbr" {
                ops.append(.opportunity)
            } else if elementStyle.display.isBlockLevel {
                let box = layoutBlock(node, style: index, containingWidth: width, containingHeight: nil,
                                      isFormattingRoot: false)
                ops.append(.block(box.collapsesThrough ? box.marginTop.value : box.outerHeight))
            } else if ReplacedElement(node) != nil || elementStyle.display != .inline {
                let size = atomicSize(node, style: index, containingWidth: width)
                let ascent = size.baseline ?? size.height
                let parentFont = metrics.lineMetrics(for: style(parent).font)
                let aligned = elementStyle.verticalAlign.atomicAbove(height: size.height, parentFont: parentFont)
                if [.top, .bottom].contains(elementStyle.verticalAlign) {
                    warnings.record("vertical-align", line: node.line,
                                    "top and bottom are laid out in table cells; this inline-level box is set on the baseline")
                }
                let above = elementStyle.baselineShift + (aligned ?? (elementStyle.verticalAlign != .middle ? ascent
                    : VerticalAlign.middleAbove(ascent: ascent, descent: size.height - ascent, parentXHeight: parentFont.xHeight)))
                ops.append(.atomic(width: size.width, above: above, below: size.height - above,
                                   wraps: style(parent).whiteSpace.wraps))
            } else {
                addInlineBox(node, style: index, parent: parent, width: width, to: &ops)
            }
        }
    }

    private func addInlineBox(_ node: XMLNode, style index: Int32, parent: Int32, width: Double, to ops: inout [InlineOp]) {
        let geometry = BoxGeometry(style: style(index), containingWidth: width)
        let start = geometry.margin.left + geometry.border.left + geometry.padding.left
        let end = geometry.margin.right + geometry.border.right + geometry.padding.right
        let strut = LineBreaker.verticalExtent(of: style(index), metrics: metrics)
        if start != 0 { ops.append(.edge(start, closing: false)) }
        let ownShift = style(index).inlineShift - style(parent).inlineShift
        if [.middle, .textTop, .textBottom, .top, .bottom].contains(style(index).verticalAlign) {
            warnings.record("vertical-align", line: node.line,
                            "middle, text-top and text-bottom are laid out for images and inline-blocks, top and bottom in table cells; this inline box is set on the baseline")
        }
        ops.append(.strut(above: strut.0, below: strut.1, opening: true, ownShift: ownShift))
        // A `<q>` takes the marks of its parent's language, as Chromium draws them (`quotes: auto`).
        let quotes = SelectorMatcher.isHTML(node) && node.name == "q" ? style(parent).quotes.marks(depth: quoteDepth) : nil
        if let quotes { ops.append(.text(quotes.open, style: index, slot: nil)); quoteDepth += 1 }
        for child in children(of: node, style: index) { add(child, parent: index, width: width, to: &ops) }
        if let quotes { quoteDepth -= 1; ops.append(.text(quotes.close, style: index, slot: nil)) }
        ops.append(.strut(above: strut.0, below: strut.1, opening: false, ownShift: ownShift))
        if !style(index).whiteSpace.wraps, style(parent).whiteSpace.wraps {
            ops.append(.wrappingResumes(overflowWraps: style(parent).overflowWrap != .normal,
                                        breaksAll: style(parent).wordBreak == .breakAll))
        }
        if end != 0 { ops.append(.edge(end, closing: true)) }
    }

    /// `body` run with the lines of `node`, when it is a `<q>` that is not inline, starting and
    /// ending with its marks (`::before` and `::after`). The model sets them only where the
    /// `<q>` holds no block-level box and no language of its own (its marks are its parent's
    /// language's): else it warns.
    func withMarks<Result>(of node: XMLNode, style index: Int32, _ body: () -> Result) -> Result {
        guard node.name == "q", SelectorMatcher.isHTML(node) else { return body() }
        guard node.attribute("lang") == nil, !children(of: node, style: index).contains(where: isBlockLevel) else {
            warnings.record("display", line: node.line, "a <q> that is not inline and holds blocks: its quote marks are not measured")
            return body()
        }
        let saved = quotedStrut
        defer { quotedStrut = saved }
        let marks = style(index).quotes.marks(depth: quoteDepth)
        quotedStrut = (index, marks.open, marks.close)
        return body()
    }

    /// The margin box of an image or inline-block, shrink-to-fit wide, and the baseline it sits
    /// on, down from its top margin edge (nil: its bottom margin edge, as for images and boxes
    /// without line boxes or with `overflow` other than `visible`).
    func atomicSize(_ node: XMLNode, style index: Int32,
                    containingWidth: Double) -> (width: Double, height: Double, baseline: Double?) {
        let atomicStyle = style(index)
        let geometry = BoxGeometry.block(style: atomicStyle, containingWidth: containingWidth)
        if let kind = ReplacedElement(node) {
            let size = replacedSize(node, kind: kind, style: atomicStyle, geometry: geometry, containingWidth: containingWidth,
                                    containingHeight: nil, contentWidth: nil)
            let height = size.height + geometry.verticalExtras + geometry.margin.top + geometry.margin.bottom
            // A checkbox, radio button or slider sits on its border box's bottom edge (its bottom
            // margin hangs below the baseline), as Blink places them; a text field or drop-down
            // box on its text's baseline; other replaced boxes on their margin box's.
            let themed = (kind == .toggle || kind == .slider) && !atomicStyle.appearanceNone
            let baseline = themed ? height - geometry.margin.bottom
                : controlBaseline(node, kind: kind, style: atomicStyle, geometry: geometry, contentHeight: size.height)
            return (size.width + geometry.horizontalExtras + geometry.horizontalMargins, height, baseline)
        }
        let width = shrinkToFitWidth(node, style: index, containingWidth: containingWidth)
        // An atomic inline's lines are its own: an enclosing line clamp neither cuts nor counts them.
        let box = outsideLineClamp {
            layoutBlock(node, style: index, containingWidth: containingWidth, containingHeight: nil,
                        isFormattingRoot: true, contentWidth: width)
        }
        // An inline flex or grid box sits on its first baseline, an inline-block on its last line's.
        let baseline = atomicStyle.display == .inlineFlex || atomicStyle.display == .inlineGrid
            ? box.firstBaseline.map { $0 + geometry.margin.top }
            : atomicStyle.overflowVisible ? box.lastBaseline.map { $0 + box.marginTop.value } : nil
        return (width + geometry.horizontalExtras + geometry.horizontalMargins, box.outerHeight, baseline)
    }
}
