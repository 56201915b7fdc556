/// The template's CSS evaluated for one viewport width: its stylesheet there, and the width the
/// list column is pinned to (what its CSS gives it, but never wider than the viewport less a
/// classic scrollbar and the padding, borders and margins around it).
/// Each width is evaluated once: the classes ask for a width while gathering breakpoints,
/// finding where the column stops growing, and keying the classes.
final class ViewportProbe {
    /// What makes two viewports lay rows out alike.
    struct Key: Hashable {
        var columnWidth: Double
        var mediaOutcomes: [Bool]
        /// The viewport width, where the CSS has viewport units; nil otherwise.
        var viewport: Double?
    }

    let template: Template
    let base: MediaEnvironment
    let metrics: any TextMeasuring
    private var evaluated: [Double: (layout: ViewportClasses.Layout, key: Key)] = [:]

    init(template: Template, base: MediaEnvironment, metrics: any TextMeasuring) {
        self.template = template
        self.base = base
        self.metrics = metrics
    }

    func evaluate(_ width: Double) -> (layout: ViewportClasses.Layout, key: Key) {
        if let known = evaluated[width] { return known }
        let result = evaluateAnew(width)
        evaluated[width] = result
        return result
    }

    private func evaluateAnew(_ width: Double) -> (layout: ViewportClasses.Layout, key: Key) {
        var environment = base
        environment.viewportWidth = width
        environment.isViewportClass = true
        let sheet = template.document.root.map { Stylesheet.collect(from: $0, environment: environment) }
            ?? Stylesheet(environment: environment)
        let column = columnWidth(sheet, viewport: width)
        let key = Key(columnWidth: column, mediaOutcomes: sheet.mediaOutcomes,
                      viewport: sheet.usesViewportUnits ? width : nil)
        return (ViewportClasses.Layout(environment: environment, stylesheet: sheet, columnWidth: column), key)
    }

    /// The column's width at viewport `width`, in whole LayoutUnits (as the pages pin it).
    func columnWidth(_ sheet: Stylesheet, viewport width: Double) -> Double {
        let layoutWidth = max(0, width - ViewportClasses.scrollbarAllowance)
        let column = ListColumn(container: template.container, stylesheet: sheet, metrics: metrics, viewport: layoutWidth)
        return LayoutUnit.round(min(column.width, column.fittingWidth))
    }

    /// The narrowest whole viewport width from `start` up at which the column reaches the width
    /// it has in a very wide window (where a `max-width` column stops growing), if it stops
    /// growing below that.
    func saturationWidth(from start: Double) -> Double? {
        let wide = 8192.0
        let widest = evaluate(wide).layout.columnWidth
        guard evaluate(start).layout.columnWidth < widest else { return nil }
        var (low, high) = (start, wide)  // column(low) < widest <= column(high)
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if evaluate(middle).layout.columnWidth < widest { low = middle } else { high = middle }
        }
        return high < wide ? high : nil
    }
}
