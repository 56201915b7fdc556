/// Min-content and max-content widths, for flex bases and shrink-to-fit boxes.
struct IntrinsicWidths {
    var min: Double
    var max: Double
}

extension LayoutEngine {
    /// The width of a shrink-to-fit box (inline-block, flex item not stretched): its
    /// max-content width, but no wider than the room left and no narrower than min-content.
    func shrinkToFitWidth(_ node: XMLNode, style index: Int32, containingWidth: Double) -> Double {
        let boxStyle = style(index)
        let geometry = BoxGeometry(style: boxStyle, containingWidth: containingWidth)
        if let width = geometry.specifiedContentWidth(boxStyle.width, style: boxStyle, containingWidth: containingWidth) {
            return geometry.clampedWidth(width, style: boxStyle, containingWidth: containingWidth)
        }
        let intrinsic = contentIntrinsicWidths(node, style: index)
        let room = containingWidth - geometry.horizontalExtras - geometry.horizontalMargins
        let width = Swift.min(intrinsic.max, Swift.max(intrinsic.min, room))
        return geometry.clampedWidth(width, style: boxStyle, containingWidth: containingWidth)
    }

    /// The intrinsic widths of an element's margin box.
    func outerIntrinsicWidths(_ node: XMLNode, style index: Int32) -> IntrinsicWidths {
        let boxStyle = style(index)
        let geometry = BoxGeometry(style: boxStyle, containingWidth: .infinity)
        let outside = geometry.horizontalExtras + geometry.horizontalMargins
        if let width = geometry.specifiedContentWidth(boxStyle.width, style: boxStyle, containingWidth: .infinity) {
            let clamped = geometry.clampedWidth(width, style: boxStyle, containingWidth: .infinity)
            return IntrinsicWidths(min: clamped + outside, max: clamped + outside)
        }
        var content = contentIntrinsicWidths(node, style: index)
        content.min = geometry.clampedWidth(content.min, style: boxStyle, containingWidth: .infinity)
        content.max = geometry.clampedWidth(content.max, style: boxStyle, containingWidth: .infinity)
        return IntrinsicWidths(min: content.min + outside, max: content.max + outside)
    }

    /// The intrinsic widths of an element's content box.
    func contentIntrinsicWidths(_ node: XMLNode, style index: Int32) -> IntrinsicWidths {
        guard node.name == "q" else { return contentBoxIntrinsicWidths(node, style: index) }
        return withMarks(of: node, style: index) { contentBoxIntrinsicWidths(node, style: index) }
    }

    /// ``contentIntrinsicWidths(_:style:)`` once a `<q>`'s marks are set.
    private func contentBoxIntrinsicWidths(_ node: XMLNode, style index: Int32) -> IntrinsicWidths {
        let boxStyle = style(index)
        if let kind = ReplacedElement(node) {
            let geometry = BoxGeometry(style: boxStyle, containingWidth: .infinity)
            let size = replacedSize(node, kind: kind, style: boxStyle, geometry: geometry, containingWidth: .infinity,
                                    containingHeight: nil, contentWidth: nil)
            // An image sized by a percentage shrinks with its container: its min-content
            // contribution is nothing (CSS Sizing's compressible replaced elements, as in Blink).
            // So does an outermost <svg>, whatever its size (Chromium lets a flex item of one
            // shrink below it, as an empty inline-block).
            let compressible = boxStyle.width.isPercentage || boxStyle.maxWidth.isPercentage || kind == .svg
            return IntrinsicWidths(min: compressible ? 0 : size.width, max: size.width)
        }
        // Size containment sizes the box as if it had no content, in both axes.
        if boxStyle.containsSize { return IntrinsicWidths(min: 0, max: 0) }
        return outsideLineClamp {
            let children = children(of: node, style: index)
            if boxStyle.display.isFlex { return flexIntrinsicWidths(children, style: index) }
            if boxStyle.display.isGrid { return gridIntrinsicWidths(children, style: index) }
            if boxStyle.display == .table { return tableIntrinsicWidths(children, style: index) }
            return flowIntrinsicWidths(children, style: index)
        }
    }

    /// Intrinsic widths of `run`, inline content set in lines of the style `strut`.
    /// `indents`: whether `text-indent` moves its first line (no block-level child before it).
    /// Intrinsic sizes ignore an enclosing line clamp.
    func inlineIntrinsicWidths(_ run: some Collection<LayoutChild>, strut: Int32, indents: Bool = true) -> IntrinsicWidths {
        outsideLineClamp {
            let narrow = layoutInline(run, strut: strut, width: 0, minContent: true, indents: indents)
            let wide = layoutInline(run, strut: strut, width: .infinity, indents: indents)
            return IntrinsicWidths(min: narrow.maxLineWidth, max: wide.maxLineWidth)
        }
    }

    private func flowIntrinsicWidths(_ children: [LayoutChild], style index: Int32) -> IntrinsicWidths {
        // Blocks inside an inline element (`<a><div>`) count as the blocks of this flow they
        // are laid out as (percentages of an unknown width are nothing here).
        let children = splicingBlocksInInlines(children, width: 0)
        var result = IntrinsicWidths(min: 0, max: 0)
        var runStart = 0
        // Text after a block-level child is no first formatted line (no `text-indent`).
        var afterBlock = false
        for (position, child) in children.enumerated() where isBlockLevel(child) {
            if runStart < position {
                let run = inlineIntrinsicWidths(children[runStart..<position], strut: index, indents: !afterBlock)
                result = IntrinsicWidths(min: Swift.max(result.min, run.min), max: Swift.max(result.max, run.max))
            }
            runStart = position + 1
            guard case .element(let node, let childStyle) = child, !isSkipped(child) else { continue }
            afterBlock = true
            let outer = outerIntrinsicWidths(node, style: childStyle)
            result = IntrinsicWidths(min: Swift.max(result.min, outer.min), max: Swift.max(result.max, outer.max))
        }
        if runStart < children.count {
            let run = inlineIntrinsicWidths(children[runStart...], strut: index, indents: !afterBlock)
            result = IntrinsicWidths(min: Swift.max(result.min, run.min), max: Swift.max(result.max, run.max))
        }
        return result
    }

    private func flexIntrinsicWidths(_ children: [LayoutChild], style index: Int32) -> IntrinsicWidths {
        let container = style(index)
        var widths: [IntrinsicWidths] = []
        for item in flexItems(children, container: index) {
            switch item {
            case .element(let node, let childStyle): widths.append(outerIntrinsicWidths(node, style: childStyle))
            case .anonymous(let run): widths.append(inlineIntrinsicWidths(run, strut: index))
            }
        }
        guard container.flexRow else {
            return IntrinsicWidths(min: widths.map(\.min).max() ?? 0, max: widths.map(\.max).max() ?? 0)
        }
        let gaps = (container.columnGap.resolve(against: nil) ?? 0) * Double(Swift.max(0, widths.count - 1))
        let minimum = container.flexWrap ? (widths.map(\.min).max() ?? 0) : widths.map(\.min).reduce(0, +) + gaps
        return IntrinsicWidths(min: minimum, max: widths.map(\.max).reduce(0, +) + gaps)
    }
}
