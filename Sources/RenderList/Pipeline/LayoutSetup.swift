/// The Layout stage, set up once per render: the template's CSS evaluated for each viewport
/// class, the list column's width in each, and the height models that lay filled cells out
/// there (one per distinct layout, all measuring text with one shared measurer).
struct LayoutSetup {
    /// The viewport classes, narrowest first, and the layouts behind them.
    let viewports: ViewportClasses
    /// One model per layout of ``viewports``.
    let models: [ApproximateHeightModel]
    private let templatePath: String
    /// The fonts of the template's `@font-face` rules that rows are measured with.
    let webFonts: [WebFont]
    /// The text measurer, which records the faces it used (``fontUsage``).
    private let metrics: ShapedTextMetrics
    private let fontWarnings: [RenderWarning]
    /// What the template itself does that rows may not be laid out as estimated for.
    private let templateWarnings: [RenderWarning]

    /// - Parameters:
    ///   - override: `--width`, which pins the column to one width for every viewport (one
    ///     class, the template's CSS evaluated for a 1280 × 800 window).
    ///   - viewportWidths: `--viewports`, the device widths of the classes (nil: the common ones,
    ///     ``ViewportClass/deviceWidths``); the template's breakpoints are added to them.
    ///   - imageSize: the natural size of an image by the `src` of a filled cell, if known.
    ///   - embedsFonts: the site carries the faces rows are measured with (``FontEmbedding``),
    ///     so that no family list is `monospace` alone in the browser.
    init(template: Template, width override: Double?, viewportWidths: [Double]? = nil,
         imageSize: @escaping ImageSizeLookup = { _ in nil }, embedsFonts: Bool = true) {
        let environment = MediaEnvironment(monospaceSizeQuirk: !embedsFonts)
        let sheet = template.document.root.map { Stylesheet.collect(from: $0, environment: environment) }
            ?? Stylesheet(environment: environment)
        (webFonts, fontWarnings) = WebFont.resolve(sheet.fontFaces, templatePath: template.path)
        let metrics = ShapedTextMetrics(matcher: FontMatcher(webFonts: webFonts))
        self.metrics = metrics
        if let override {
            // In LayoutUnits, as the pages' CSS pins the column (a `--width` of 229.2 is 229.203125
            // there: measured at 229.2, rows whose lines fit to the last 1/64 px took a line more).
            viewports = ViewportClasses(pinned: LayoutUnit.round(override), stylesheet: sheet)
        } else {
            viewports = ViewportClasses(template: template, widths: viewportWidths, base: environment, metrics: metrics)
        }
        templateWarnings = fontWarnings + template.nestedLinkWarnings + template.unmodelledElementWarnings
            + template.paragraphEndWarnings + Self.skippedClassWarnings(viewports, templatePath: template.path)
        models = viewports.layouts.map { layout in
            ApproximateHeightModel(stylesheet: layout.stylesheet, container: template.container, metrics: metrics,
                                   imageSize: imageSize)
        }
        templatePath = template.path
    }

    /// A warning when classes were left out for want of layouts (``ViewportClasses/skipped``).
    private static func skippedClassWarnings(_ viewports: ViewportClasses, templatePath: String) -> [RenderWarning] {
        guard let first = viewports.skipped.first, let last = viewports.skipped.last else { return [] }
        let widths = first == last ? "at \(CSSNumber.format(first)) px" : "from \(CSSNumber.format(first)) to \(CSSNumber.format(last)) px"
        return [RenderWarning(location: SourceLocation(path: templatePath, line: 0), key: "@media",
                              message: "The template's CSS changes rows at more viewport widths than render-list measures (\(ViewportClasses.maximumLayouts) layouts): \(viewports.skipped.count) class\(viewports.skipped.count == 1 ? "" : "es") \(widths) take the heights of the class below them, and rows may be off there. Use fewer width breakpoints, or name the widths with --viewports.")]
    }

    /// The model of the paginating class (the narrowest).
    var model: ApproximateHeightModel { models[viewports.paginating.layout] }
    /// The list column's content width in the paginating class, in CSS px.
    var width: Double { viewports.paginating.columnWidth }
    /// Every layout's model and column width, in the order of ``ViewportClasses/layouts``.
    var layouts: [(model: ApproximateHeightModel, width: Double)] {
        zip(models, viewports.layouts).map { ($0, $1.columnWidth) }
    }

    /// The faces rows were measured with so far, and what each drew.
    var fontUsage: FontUsage { metrics.fontUsage }

    /// CSS the model met but does not model, as warnings located in the template (read them
    /// after the rows were measured: declarations are checked when they first apply), once each.
    var warnings: [RenderWarning] {
        var seen: Set<String> = []
        let layoutWarnings = models.flatMap(\.warnings).filter { seen.insert("\($0.line) \($0.subject) \($0.message)").inserted }
        return templateWarnings + layoutWarnings.map { warning in
            RenderWarning(
                location: SourceLocation(path: templatePath, line: warning.line),
                key: warning.subject,
                message: "The height model does not understand \(warning.subject): \(warning.message). Row heights may be off where it applies."
            )
        }
    }
}
