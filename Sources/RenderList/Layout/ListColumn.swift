/// The list container laid out in a viewport: the width its CSS gives it, and the width it can
/// have without the page growing wider than the viewport.
struct ListColumn {
    /// The content width the container's CSS gives it in the viewport (auto: all there is).
    let width: Double
    /// Whether its `width` or `max-width` says how wide it is (else it fills what there is).
    let specifiesWidth: Bool
    /// The widest content width that keeps the container, its ancestors' padding, borders and
    /// margins (auto margins: none) inside the viewport.
    let fittingWidth: Double

    /// - Parameter viewport: the width the root's containing block gets (the viewport, less a
    ///   classic scrollbar where one is allowed for).
    init(container: XMLNode, stylesheet: Stylesheet, metrics: (any TextMeasuring)?, viewport: Double) {
        let resolver = StyleResolver(stylesheet: stylesheet, warnings: LayoutWarningLog(), metrics: metrics)
        let styles = resolver.ancestry(of: container)
        var available = viewport
        var fitting = viewport
        for index in styles.dropLast() {
            let style = resolver.styles[Int(index)]
            let geometry = BoxGeometry.block(style: style, containingWidth: available)
            fitting -= geometry.horizontalMargins + geometry.horizontalExtras
            available = geometry.contentWidth
        }
        guard let containerIndex = styles.last else {
            (width, specifiesWidth, fittingWidth) = (viewport, false, viewport)
            return
        }
        let style = resolver.styles[Int(containerIndex)]
        let geometry = BoxGeometry.block(style: style, containingWidth: available)
        let width = geometry.specifiedContentWidth(style.width, style: style, containingWidth: available)
        let maximum = geometry.specifiedContentWidth(style.maxWidth, style: style, containingWidth: available)
        specifiesWidth = width != nil || maximum != nil
        self.width = geometry.contentWidth
        fittingWidth = max(0, fitting - geometry.horizontalMargins - geometry.horizontalExtras)
    }
}
