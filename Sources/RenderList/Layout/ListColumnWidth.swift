/// The content-box width of the list container as its CSS fixes it: `width` or `max-width`
/// (percentages resolved down from the viewport of `stylesheet.environment`), or nil when the
/// CSS sets neither and the column width depends on the browser window. `metrics` sizes `ch`.
func listColumnWidth(container: XMLNode, stylesheet: Stylesheet, metrics: (any TextMeasuring)? = nil) -> Double? {
    let resolver = StyleResolver(stylesheet: stylesheet, warnings: LayoutWarningLog(), metrics: metrics)
    let styles = resolver.ancestry(of: container)
    guard let containerIndex = styles.last else { return nil }
    var available = stylesheet.environment.viewportWidth
    for index in styles.dropLast() {
        available = BoxGeometry.block(style: resolver.styles[Int(index)], containingWidth: available).contentWidth
    }
    let style = resolver.styles[Int(containerIndex)]
    let geometry = BoxGeometry(style: style, containingWidth: available)
    let width = geometry.specifiedContentWidth(style.width, style: style, containingWidth: available)
    let maximum = geometry.specifiedContentWidth(style.maxWidth, style: style, containingWidth: available)
    guard width != nil || maximum != nil else { return nil }
    return BoxGeometry.block(style: style, containingWidth: available).contentWidth
}
