/// The viewport classes a site is rendered for, narrowest first, and the distinct layouts
/// behind them (what actually lays rows out: classes with the same column width, `@media`
/// outcomes and, where the CSS has viewport units, the same viewport share one).
struct ViewportClasses {
    /// One way rows are laid out: a stylesheet evaluated for one viewport, and a column width.
    struct Layout {
        var environment: MediaEnvironment
        var stylesheet: Stylesheet
        var columnWidth: Double
    }

    private(set) var classes: [ViewportClass] = []
    private(set) var layouts: [Layout] = []
    /// Narrowest widths of classes left out because the site had ``maximumLayouts`` layouts
    /// already (a template with dozens of width breakpoints): the class below stands for them.
    private(set) var skipped: [Double] = []

    /// The most layouts a site's rows are measured with: each costs about as much as a
    /// render at one width.
    static let maximumLayouts = 32

    /// Room left beside the list for a classic scrollbar (15 px in Chromium, 17 in Firefox and
    /// Edge on Windows): desktop browsers lay the page out in the viewport less the scrollbar,
    /// while `@media` and `vw` see the whole viewport.
    static let scrollbarAllowance = 17.0

    /// The single class of a column pinned by `--width`, laid out as in the default window.
    init(pinned width: Double, stylesheet: Stylesheet) {
        let start = MediaBreakpoint(width: stylesheet.environment.viewportWidth, above: false)
        classes = [ViewportClass(minWidth: start.narrowest, condition: start.condition, columnWidth: width, layout: 0)]
        layouts = [Layout(environment: stylesheet.environment, stylesheet: stylesheet, columnWidth: width)]
    }

    /// Classes at `widths` (nil: ``ViewportClass/deviceWidths``), plus the template's own breakpoints (its
    /// `@media` width conditions, and the viewport at which a `max-width` column stops growing)
    /// from the narrowest of `widths` up. A class whose layout is the previous class's is left
    /// out: it would change nothing.
    init(template: Template, widths: [Double]?, base: MediaEnvironment, metrics: any TextMeasuring) {
        let requested = (widths ?? ViewportClass.deviceWidths).sorted()
        let narrowest = requested.first ?? 320
        let probe = ViewportProbe(template: template, base: base, metrics: metrics)
        var candidates = Set(requested.map { MediaBreakpoint(width: $0, above: false) })
        for width in requested {
            candidates.formUnion(probe.evaluate(width).layout.stylesheet.breakpoints.filter { $0.narrowest > narrowest })
        }
        if let saturation = probe.saturationWidth(from: narrowest) { candidates.insert(MediaBreakpoint(width: saturation, above: false)) }
        var keys: [ViewportProbe.Key: Int] = [:]
        var previous: ViewportProbe.Key?
        var seen: Set<Double> = []
        for start in candidates.sorted(by: { $0.narrowest < $1.narrowest }) where seen.insert(start.narrowest).inserted {
            let width = start.narrowest
            let evaluated = probe.evaluate(width)
            guard evaluated.key != previous else { continue }
            let layout = keys[evaluated.key] ?? layouts.count
            if layout == layouts.count, layouts.count >= Self.maximumLayouts {
                skipped.append(width)
                continue
            }
            previous = evaluated.key
            if layout == layouts.count {
                keys[evaluated.key] = layout
                layouts.append(evaluated.layout)
            }
            classes.append(ViewportClass(minWidth: width, condition: start.condition, columnWidth: evaluated.layout.columnWidth,
                                         layout: layout))
        }
    }

    /// The class whose heights pages are cut by: the narrowest, where rows are tallest, so a
    /// page keeps to its budget at every width.
    var paginating: ViewportClass { classes[0] }
}
