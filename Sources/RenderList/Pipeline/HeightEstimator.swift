import Foundation

/// Height estimation alone: Data → Template → Binding → Layout, with nothing written. What a
/// render spends on heights, and a way to see them without a site.
///
///     let estimator = HeightEstimator(dataPath: "quotes.plist", templatePath: "Templates/list.xhtml")
///     let summary = try estimator.estimate { row, height in print(row, height) }
public struct HeightEstimator {
    /// The data file: an XML or binary property list, or JSON.
    public var dataPath: String
    /// The XHTML template holding the cell prototypes; nil: `Templates/list.xhtml` in the
    /// working folder when it exists, else the built-in template (``Template/load(_:)``).
    public var templatePath: String?
    /// The list column's width in CSS px, for one viewport class; nil measures rows for every
    /// viewport class (``viewportWidths``), the column's width in each from the template's CSS.
    public var width: Double?
    /// The device widths of the viewport classes; nil: ``ViewportClass/deviceWidths``.
    public var viewportWidths: [Double]?
    /// Whether a row whose cell differs from one laid out before only in the lines of its text
    /// slots takes that height (as a render does, see ``RowHeights``); false lays every row out
    /// in full.
    public var cachesHeights: Bool

    /// An estimator of the rows of `dataPath` laid out with `templatePath`.
    public init(dataPath: String, templatePath: String?, width: Double? = nil, cachesHeights: Bool = true) {
        self.dataPath = dataPath
        self.templatePath = templatePath
        self.width = width
        self.cachesHeights = cachesHeights
    }

    /// `height` as a page's `data-height` writes it (to 1/64 px, no trailing zeros), so that
    /// printed heights compare equal with the written ones.
    public static func written(_ height: Double) -> String {
        CSSNumber.format(height)
    }

    /// Threads that measure rows, the calling thread one of them (1: it alone). Heights do not
    /// depend on it.
    public var threads = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Binds every row to its prototype and measures it, on ``threads`` threads.
    /// - Parameter row: called with each data row's index and estimated height in CSS px (in the
    ///   paginating, narrowest viewport class; every class's is measured), in data order, on the calling thread (section headers and footers are measured but not
    ///   reported).
    /// - Throws: `TemplateError`, `DataError` or `BindingError`.
    public func estimate(_ row: (Int, Double) -> Void = { _, _ in }) throws -> EstimateSummary {
        let clock = ContinuousClock.now
        // What one worker laid out in full, the others take from it.
        let shared = threads > 1 ? SharedRowHeights() : nil
        let workers = try (0..<max(1, threads)).map { _ in
            try EstimateWorker(dataPath: dataPath, templatePath: templatePath, width: width, viewportWidths: viewportWidths,
                               cachesHeights: cachesHeights, shared: shared)
        }
        let reader = try ListSource(path: dataPath).open()
        let started = ContinuousClock.now
        var summary = EstimateSummary(columnWidth: workers[0].columnWidth)
        summary.viewports = workers[0].viewports
        summary.layouts = workers[0].layoutCount
        func report(_ outcomes: [EstimateWorker.Outcome]) throws {
            for outcome in outcomes {
                switch outcome {
                case .row(let index, let height):
                    summary.rows += 1
                    summary.totalHeight += height
                    row(index, height)
                case .decoration: break
                case .failure(let error): throw error
                }
            }
        }
        if workers.count > 1 {
            // Every worker reads its own chunks and measures them; this thread is one of them,
            // and reports in order between its chunks.
            let estimation = ChunkedPass<EstimateWorker.Outcome>(reader: reader, workers: workers.count)
            let threads = WorkerThreads(count: workers.count - 1)
            defer { threads.stop() }
            threads.begin { part in estimation.work(workers[part + 1].measure) }
            try estimation.run(workers[0].measure, report: report)
        } else {
            while true {
                let (items, error) = ItemChunks.read(from: reader)
                try report(workers[0].measure(items[...]))  // the rows before an error first
                if let error { throw error }
                if items.count < ItemChunks.size { break }
            }
        }
        summary.seconds = (ContinuousClock.now - started).seconds
        summary.setupSeconds = (started - clock).seconds
        var seen: Set<String> = []
        summary.warnings = workers.flatMap(\.allWarnings).filter { seen.insert($0.description).inserted }
        summary.replayedRows = workers.reduce(0) { $0 + $1.replayedRows }
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
    /// The list column width of the paginating (narrowest) viewport class.
    public var columnWidth: Double
    /// The viewport classes rows were measured for, narrowest first.
    public var viewports: [ViewportClass] = []
    /// How many distinct layouts measured them (classes that lay rows out alike share one).
    public var layouts = 1
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
