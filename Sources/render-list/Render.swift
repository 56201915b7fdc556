import ArgumentParser
import Foundation
import RenderList

/// `render-list DATA -o DIR`: the whole pipeline, with a one-line summary.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a data file (XML or binary property list, or JSON) into a static site."
    )

    @Argument(help: "The data file: an XML or binary property list, or JSON (detected by content).")
    var data: String

    @Option(name: .shortAndLong, help: "The folder to publish into; it is replaced atomically.")
    var output = "Public"

    @Option(help: "The XHTML template with the page shell and the cell prototypes.")
    var template = "Templates/list.xhtml"

    @Option(help: "The list column's width in CSS px (default: from the template's CSS).")
    var width: Double?

    @Option(help: "Cut pages after this many CSS px of estimated row height (default: 6000).")
    var pageHeight: Double?

    @Option(help: "Cut pages after this many rows instead.")
    var rowsPerPage: Int?

    func validate() throws {
        if pageHeight != nil, rowsPerPage != nil {
            throw ValidationError("Give either --page-height or --rows-per-page, not both.")
        }
        if let pageHeight, !(pageHeight > 0 && pageHeight.isFinite) {
            throw ValidationError("--page-height must be a positive number of CSS px, not \(pageHeight).")
        }
        if let rowsPerPage, rowsPerPage < 1 {
            throw ValidationError("--rows-per-page must be at least 1, not \(rowsPerPage).")
        }
        if let width, !(width > 0 && width.isFinite && width < 100_000) {
            throw ValidationError("--width must be a positive number of CSS px, not \(width).")
        }
    }

    var options: RenderOptions {
        let rule: PageRule = rowsPerPage.map { .count($0) } ?? pageHeight.map { .height($0) } ?? .standard
        return RenderOptions(dataPath: data, outputPath: output, templatePath: template, width: width, pageRule: rule)
    }

    func run() throws {
        let progress = ProgressLine()
        do {
            let summary = try SiteRenderer(options: options).render(progress: progress.update)
            for warning in summary.warnings { Terminal.error(warning.description) }
            print(SummaryLine(summary: summary, output: output).text)
        } catch {
            Terminal.error("error: \(error)")
            throw ExitCode.failure
        }
    }
}
