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

    @Option(parsing: .unconditional, help: "The list column's width in CSS px (default: from the template's CSS).")
    var width: Double?

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
    }

    func run() throws {
        let summary: EstimateSummary
        do {
            var estimator = HeightEstimator(dataPath: data, templatePath: template, width: width, cachesHeights: !noCache)
            if let threads { estimator.threads = threads }
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
        let line = "Estimated \(summary.rows) rows at \(summary.columnWidth) px in \(String(format: "%.3f", summary.seconds)) s (\(rate) rows/s, \(summary.replayedRows) replayed from a row shape laid out before; template loaded in \(String(format: "%.3f", summary.setupSeconds)) s)."
        if rows { Terminal.error(line) } else { Terminal.output(line) }
    }
}
