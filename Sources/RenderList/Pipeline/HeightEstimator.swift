/// Height estimation alone: Data → Template → Binding → Layout, with nothing written. What a
/// render spends on heights, and a way to see them without a site.
///
///     let estimator = HeightEstimator(dataPath: "quotes.plist", templatePath: "Templates/list.xhtml")
///     let summary = try estimator.estimate { row, height in print(row, height) }
public struct HeightEstimator {
    /// The data file: an XML or binary property list, or JSON.
    public var dataPath: String
    /// The XHTML template holding the cell prototypes.
    public var templatePath: String
    /// The list column's width in CSS px; nil takes it from the template's CSS.
    public var width: Double?
    /// Whether a row whose cell differs from one laid out before only in the lines of its text
    /// slots takes that height (as a render does, see ``RowHeights``); false lays every row out
    /// in full.
    public var cachesHeights: Bool

    /// An estimator of the rows of `dataPath` laid out with `templatePath`.
    public init(dataPath: String, templatePath: String, width: Double? = nil, cachesHeights: Bool = true) {
        self.dataPath = dataPath
        self.templatePath = templatePath
        self.width = width
        self.cachesHeights = cachesHeights
    }

    /// Binds every row to its prototype and measures it.
    /// - Parameter row: called with each data row's index and estimated height in CSS px
    ///   (section headers and footers are measured but not reported).
    /// - Throws: `TemplateError`, `DataError` or `BindingError`.
    public func estimate(_ row: (Int, Double) -> Void = { _, _ in }) throws -> EstimateSummary {
        let clock = ContinuousClock.now
        let template = try Template(path: templatePath)
        let reader = try ListSource(path: dataPath).open()
        let warnings = WarningLog()
        let assets = AssetStore(dataFile: dataPath, output: nil)
        let layout = LayoutSetup(template: template, width: width, imageSize: assets.imageSizes.naturalSize(of:))
        let binder = Binder(template: template, assets: assets, warnings: warnings)
        let heights = RowHeights(binder: binder, model: layout.model, width: layout.width,
                                 capacity: cachesHeights ? 50_000 : 0)
        let started = ContinuousClock.now
        var summary = EstimateSummary(columnWidth: layout.width)
        while let item = try reader.next() {
            switch item {
            case .row(let data):
                let height = try heights.height(of: data).height
                summary.rows += 1
                summary.totalHeight += height
                row(data.index, height)
            case .sectionStart(let section):
                if let header = binder.decoration(TemplateNamespace.Identifier.header, for: section) {
                    withExtendedLifetime(header) { _ = layout.model.height(of: header.node, width: layout.width) }
                }
            case .sectionEnd(let section):
                if let footer = binder.decoration(TemplateNamespace.Identifier.footer, for: section) {
                    withExtendedLifetime(footer) { _ = layout.model.height(of: footer.node, width: layout.width) }
                }
            }
        }
        summary.seconds = (ContinuousClock.now - started).seconds
        summary.setupSeconds = (started - clock).seconds
        summary.warnings = warnings.warnings + layout.warnings
        summary.replayedRows = heights.replayedRows
        return summary
    }
}

/// What an estimation did.
public struct EstimateSummary: Sendable {
    /// Data rows measured.
    public var rows = 0
    /// The sum of their heights, in CSS px.
    public var totalHeight = 0.0
    /// Rows whose height came from replaying the text of a row shape laid out before, without
    /// binding or laying out the cell.
    public var replayedRows = 0
    /// The list column width they were measured at.
    public var columnWidth: Double
    /// Seconds spent reading, binding and measuring rows (the template loaded).
    public var seconds = 0.0
    /// Seconds spent loading the template and opening the data.
    public var setupSeconds = 0.0
    /// Warnings, once per kind and key.
    public var warnings: [RenderWarning] = []

    /// Rows per second of estimation.
    public var rowsPerSecond: Double { seconds > 0 ? Double(rows) / seconds : 0 }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
