/// Used padding, border and margins of a box, and its content width.
struct BoxGeometry {
    var padding: Edges<Double>
    var border: Edges<Double>
    /// `auto` margins count as 0 (they only center boxes horizontally).
    var margin: Edges<Double>
    var contentWidth: Double

    /// Padding and border, left plus right.
    var horizontalExtras: Double { padding.left + padding.right + border.left + border.right }
    /// Padding and border, top plus bottom.
    var verticalExtras: Double { padding.top + padding.bottom + border.top + border.bottom }
    var horizontalMargins: Double { margin.left + margin.right }

    /// Padding, border and margins resolved against a containing block `containingWidth` wide,
    /// in whole LayoutUnits as Blink keeps them (`padding: 0 4.66px` is 4.65625 px a side).
    init(style: ComputedStyle, containingWidth: Double) {
        let base: Double? = containingWidth.isFinite ? containingWidth : nil
        func used(_ length: Dimension) -> Double { LayoutUnit.truncate(length.resolveOrZero(against: base)) }
        padding = Edges(top: used(style.padding.top), right: used(style.padding.right),
                        bottom: used(style.padding.bottom), left: used(style.padding.left))
        border = Edges(top: style.border(.top), right: style.border(.right),
                       bottom: style.border(.bottom), left: style.border(.left))
        margin = Edges(top: used(style.margin.top), right: used(style.margin.right),
                       bottom: used(style.margin.bottom), left: used(style.margin.left))
        contentWidth = 0
    }

    /// The content width a `width` value asks for (box-sizing applied), or nil for `auto`: in
    /// whole LayoutUnits, as Blink resolves a length (`flex: 0 0 3.6em` at 13 px is 46.796875 px).
    func specifiedContentWidth(_ value: Dimension, style: ComputedStyle, containingWidth: Double) -> Double? {
        guard let width = value.resolve(against: containingWidth.isFinite ? containingWidth : nil) else { return nil }
        let used = width.isFinite ? LayoutUnit.truncate(width) : width
        return max(0, style.boxSizing == .borderBox ? used - horizontalExtras : used)
    }

    /// Clamps a content width by `min-width` / `max-width`.
    func clampedWidth(_ width: Double, style: ComputedStyle, containingWidth: Double) -> Double {
        var result = width
        if let maximum = specifiedContentWidth(style.maxWidth, style: style, containingWidth: containingWidth) {
            result = min(result, maximum)
        }
        if let minimum = specifiedContentWidth(style.minWidth, style: style, containingWidth: containingWidth) {
            result = max(result, minimum)
        }
        return result
    }

    /// The geometry of a block-level box in normal flow: `auto` width fills the containing block.
    static func block(style: ComputedStyle, containingWidth: Double) -> BoxGeometry {
        var geometry = BoxGeometry(style: style, containingWidth: containingWidth)
        let width = geometry.specifiedContentWidth(style.width, style: style, containingWidth: containingWidth)
            ?? max(0, containingWidth - geometry.horizontalMargins - geometry.horizontalExtras)
        geometry.contentWidth = geometry.clampedWidth(width, style: style, containingWidth: containingWidth)
        return geometry
    }

    /// The content height after `height`, `aspect-ratio` (unless `appliesRatio` is false: a
    /// replaced box has applied it already), `min-height` and `max-height`; percentages need a
    /// definite containing block height.
    func usedContentHeight(_ contentHeight: Double, style: ComputedStyle, containingHeight: Double?,
                           appliesRatio: Bool = true) -> Double {
        let toContent = { (value: Double) in
            max(0, style.boxSizing == .borderBox ? value - self.verticalExtras : value)
        }
        // Size containment sizes the box as if it had no content.
        // Negative margins can end the content above its start: a box is never less than empty.
        var height = style.containsSize ? 0 : max(0, contentHeight)
        if let specified = style.height.resolve(against: containingHeight) {
            height = toContent(specified)
        } else if appliesRatio, let ratio = style.aspectRatio {
            let width = style.boxSizing == .borderBox ? contentWidth + horizontalExtras : contentWidth
            // Content stretches the box past its ratio only through the automatic minimum height,
            // which a scroll container (`overflow: hidden`) or a `min-height` of its own turns off.
            let automaticMinimum = !style.isScrollContainer && style.minHeight == .auto
            height = automaticMinimum ? max(height, toContent(width / ratio)) : toContent(width / ratio)
        }
        if let maximum = style.maxHeight.resolve(against: containingHeight) { height = min(height, toContent(maximum)) }
        if let minimum = style.minHeight.resolve(against: containingHeight) { height = max(height, toContent(minimum)) }
        return height
    }
}
