import ArgumentParser
import Foundation
import RenderList

/// `render-list estimate DATA`: height estimation alone, nothing written; prints each row's
/// height with `--rows`, and the rate (the benchmark's figure).
struct Estimate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Estimate the rows' heights without writing a site, and report the rate."
    )

    @Argument(help: "The data file: an XML or binary property list, or JSON (detected by content).")
    var data: String

    @Option(help: "The XHTML template with the cell prototypes (default: Templates/list.xhtml when the working folder has one, else the built-in template).")
    var template: String?

    @Option(parsing: .unconditional, help: "Pin the list column to this width in CSS px at every viewport (one viewport class; default: rows are measured for each viewport class, the column's width in each from the template's CSS).")
    var width: Double?

    @Option(help: "The device widths in CSS px to measure rows for, such as 320,390,768,1280 (default: 320,360,375,390,412,414,430,768,820,1024,1280,1440). The template's own breakpoints are always added.")
    var viewports: String?

    @Flag(help: "Print every row as tab-separated values: row index, estimated height in CSS px (the summary goes to standard error).")
    var rows = false

    @Flag(help: "Lay every row out in full, even one whose cell differs from one laid out before only in its text.")
    var noCache = false

    @Option(help: "Threads that measure rows (default: one per core). Heights do not depend on it.")
    var threads: Int?

    func validate() throws {
        if let threads, !(1...256).contains(threads) {
            throw ValidationError("--threads must be between 1 and 256, not \(threads).")
        }
        if let width, let problem = RenderOptions.problem(withWidth: width, option: "--width") {
            throw ValidationError(problem)
        }
        if let viewports {
            if width != nil { throw ValidationError("Give either --width (one column width for every viewport) or --viewports, not both.") }
            do { _ = try ViewportClass.widths(parsing: viewports) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let summary: EstimateSummary
        do {
            var estimator = HeightEstimator(dataPath: data, templatePath: template, width: width, cachesHeights: !noCache)
            if let threads { estimator.threads = threads }
            estimator.viewportWidths = viewports.flatMap { try? ViewportClass.widths(parsing: $0) }
            // The flag read once: its property wrapper's getter costs a look-up per row.
            let printsRows = rows
            summary = try estimator.estimate { index, height in
                if printsRows { Terminal.output("\(index)\t\(HeightEstimator.written(height))") }
            }
        } catch {
            Terminal.error("error: \(error)")
            throw ExitCode.failure
        }
        for warning in summary.warnings { Terminal.error(warning.description) }
        let rate = Int(summary.rowsPerSecond.rounded())
        // Under --rows, standard output holds the rows alone; the summary goes to standard error.
        let classes = summary.viewports.count > 1
            ? "for \(summary.viewports.count) viewport classes (\(summary.layouts) layouts; heights printed for the narrowest, column \(summary.columnWidth) px)"
            : "at \(summary.columnWidth) px"
        let line = "Estimated \(summary.rows) rows \(classes) in \(String(format: "%.3f", summary.seconds)) s (\(rate) rows/s, \(summary.replayedRows) replayed from a row shape laid out before; template loaded in \(String(format: "%.3f", summary.setupSeconds)) s)."
        if rows { Terminal.error(line) } else { Terminal.output(line) }
    }
}
