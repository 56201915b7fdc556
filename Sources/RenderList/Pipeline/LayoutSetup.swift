/// The Layout stage, set up once per render: the template's CSS, the list column's width, and
/// the height model that lays filled cells out at that width.
struct LayoutSetup {
    let model: ApproximateHeightModel
    /// The list column's content width in CSS px.
    let width: Double
    private let templatePath: String
    /// The fonts of the template's `@font-face` rules that rows are measured with.
    let webFonts: [WebFont]
    /// The text measurer, which records the faces it used (``fontUsage``).
    private let metrics: ShapedTextMetrics
    private let fontWarnings: [RenderWarning]
    /// What the template itself does that rows may not be laid out as estimated for.
    private let templateWarnings: [RenderWarning]

    /// - Parameters:
    ///   - override: `--width`, which wins over the template's CSS.
    ///   - imageSize: the natural size of an image by the `src` of a filled cell, if known.
    ///   - embedsFonts: the site carries the faces rows are measured with (``FontEmbedding``),
    ///     so that no family list is `monospace` alone in the browser.
    init(template: Template, width override: Double?, imageSize: @escaping ImageSizeLookup = { _ in nil },
         embedsFonts: Bool = true) {
        let environment = MediaEnvironment(monospaceSizeQuirk: !embedsFonts)
        let sheet = template.document.root.map { Stylesheet.collect(from: $0, environment: environment) }
            ?? Stylesheet(environment: environment)
        (webFonts, fontWarnings) = WebFont.resolve(sheet.fontFaces, templatePath: template.path)
        let metrics = ShapedTextMetrics(matcher: FontMatcher(webFonts: webFonts))
        self.metrics = metrics
        // In LayoutUnits, as the pages' CSS pins the column (a `--width` of 229.2 is 229.203125
        // there: measured at 229.2, rows whose lines fit to the last 1/64 px took a line more).
        width = LayoutUnit.round(override
            ?? listColumnWidth(container: template.container, stylesheet: sheet, metrics: metrics)
            ?? RenderOptions.fallbackWidth)
        templateWarnings = fontWarnings + template.nestedLinkWarnings + template.unmodelledElementWarnings
            + template.paragraphEndWarnings
        model = ApproximateHeightModel(stylesheet: sheet, container: template.container, metrics: metrics,
                                       imageSize: imageSize)
        templatePath = template.path
    }

    /// The faces rows were measured with so far, and what each drew.
    var fontUsage: FontUsage { metrics.fontUsage }

    /// CSS the model met but does not model, as warnings located in the template (read them
    /// after the rows were measured: declarations are checked when they first apply).
    var warnings: [RenderWarning] {
        templateWarnings + model.warnings.map { warning in
            RenderWarning(
                location: SourceLocation(path: templatePath, line: warning.line),
                key: warning.subject,
                message: "The height model does not understand \(warning.subject): \(warning.message). Row heights may be off where it applies."
            )
        }
    }
}
