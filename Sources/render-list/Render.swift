import ArgumentParser
import Foundation
import RenderList
import RenderListServer

/// `render-list DATA -o DIR`: the whole pipeline, with a one-line summary; `--serve` previews
/// the site and renders it again whenever the data, the template or an image changes.
struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a data file (XML or binary property list, or JSON) into a static site."
    )

    @Argument(help: "The data file: an XML or binary property list, or JSON (detected by content).")
    var data: String

    @Option(name: [.short, .customLong("output"), .customLong("out")], help: "The folder to publish into; it is replaced atomically.")
    var output = "Public"

    @Option(help: "The XHTML template with the page shell and the cell prototypes (default: Templates/list.xhtml when the working folder has one, else the built-in template).")
    var template: String?

    @Option(parsing: .unconditional, help: "Pin the list column to this width in CSS px at every viewport (one viewport class; default: rows are measured for each viewport class, the column's width in each from the template's CSS).")
    var width: Double?

    @Option(help: "The device widths in CSS px to measure rows for, such as 320,390,768,1280 (default: 320,360,375,390,412,414,430,768,820,1024,1280,1440). The template's own breakpoints are always added.")
    var viewports: String?

    @Option(parsing: .unconditional, help: "Cut pages after this many CSS px of estimated row height (default: 6000).")
    var pageHeight: Double?

    @Option(parsing: .unconditional, help: "Cut pages after this many rows instead.")
    var rowsPerPage: Int?

    @Option(name: .customLong("page-breaks"), help: "How pages are cut under the height budget: 'fill' fills each page up to it; 'stable' ends pages where the rows themselves say, never past it, so that an edit moves only the page ends beside it and links to other pages keep showing the same rows.")
    var pageBreaks: PageBreaks = .fill

    @Option(name: .customLong("base-url"), help: "The absolute http(s) URL the site is served at, such as https://example.com/recipes/: pages then name their canonical URL, and a sitemap, robots.txt and feeds are written.")
    var baseURL: String?

    @Option(parsing: .unconditionalSingleValue, help: "Sort the rows by a key's values (numbers, dates, text in the template's language); -KEY sorts descending. Rows without the key come last. Repeat it to order ties by another key (--sort cuisine --sort title).")
    var sort: [String] = []

    @Option(name: .customLong("group-by"), help: "Make one titled section per value of a key, rows without it in a last section \"Other\".")
    var groupBy: String?

    @Option(help: "Also write one list per value of a key (text or an array of texts) under KEY/VALUE/, and an index at KEY/index.html.")
    var taxonomy: String?

    @Flag(name: .customLong("system-fonts"), help: "Carry no fonts: leave the template's font-family lists to the fonts each visitor has (system-ui, Segoe UI…). Row heights then hold only where the fonts they were measured with are installed.")
    var systemFonts = false

    @Flag(help: "Serve the site, watch the data, the template and the images, render again on change and reload open pages.")
    var serve = false

    /// `--watch`, which other site generators have: a hidden flag, so that it points to
    /// `--serve` rather than to `--width`, the nearest option by spelling.
    @Flag(name: .customLong("watch"), help: .hidden)
    var watch = false

    @Option(help: "Threads that fill, measure and write rows (default: one per core). The site does not depend on it.")
    var threads: Int?

    @Option(help: "With --serve: the port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "With --serve: the address to listen on.")
    var host = "127.0.0.1"

    func validate() throws {
        if let threads, !(1...256).contains(threads) {
            throw ValidationError("--threads must be between 1 and 256, not \(threads).")
        }
        if watch {
            throw ValidationError("render-list has no --watch option. Use --serve: it serves the site, watches the data, the template and the images, and renders again on change.")
        }
        if pageHeight != nil, rowsPerPage != nil {
            throw ValidationError("Give either --page-height or --rows-per-page, not both.")
        }
        if let pageHeight, !(pageHeight > 0 && pageHeight.isFinite) {
            throw ValidationError("--page-height must be a positive number of CSS px, not \(pageHeight).")
        }
        if pageBreaks == .stable, rowsPerPage != nil {
            throw ValidationError("--page-breaks stable cuts pages by height; it cannot be given with --rows-per-page.")
        }
        if let rowsPerPage, rowsPerPage < 1 {
            throw ValidationError("--rows-per-page must be at least 1, not \(rowsPerPage).")
        }
        if let width, let problem = RenderOptions.problem(withWidth: width, option: "--width") {
            throw ValidationError(problem)
        }
        if let viewports {
            if width != nil { throw ValidationError("Give either --width (one column width for every viewport) or --viewports, not both.") }
            do { _ = try ViewportClass.widths(parsing: viewports) } catch { throw ValidationError(error.description) }
        }
        for key in sort {
            if let problem = SortKey.problem(with: key) { throw ValidationError(problem) }
        }
        for (option, key) in [("--group-by", groupBy), ("--taxonomy", taxonomy)] {
            if let key, let problem = SortKey.problem(withKey: key, option: option) { throw ValidationError(problem) }
        }
        if let taxonomy, let problem = Taxonomy.problem(withKey: taxonomy) {
            throw ValidationError(problem)
        }
        if let baseURL {
            do { _ = try BaseURL(baseURL) } catch { throw ValidationError(error.description) }
        }
    }

    var options: RenderOptions {
        let budget = pageHeight ?? PageRule.standard.budget ?? 6000
        let rule: PageRule = rowsPerPage.map { .count($0) } ?? (pageBreaks == .stable ? .stable(budget) : .height(budget))
        // validate() has checked the base URL.
        var options = RenderOptions(dataPath: data, outputPath: output, templatePath: template, width: width,
                                    pageRule: rule, baseURL: baseURL.flatMap { try? BaseURL($0) })
        options.sort = sort.compactMap { SortKey($0) }
        options.groupBy = groupBy
        options.taxonomy = taxonomy
        options.embedsFonts = !systemFonts
        options.viewportWidths = viewports.flatMap { try? ViewportClass.widths(parsing: $0) }
        if let threads { options.threads = threads }
        return options
    }

    func run() async throws {
        let summary: RenderSummary
        if systemFonts { Terminal.error("warning: " + SiteRenderer.systemFontsWarning) }
        do {
            summary = try Self.render(options, progress: ProgressLine().update)
        } catch {
            Terminal.error("error: \(error)")
            throw ExitCode.failure
        }
        Terminal.output(SummaryLine(summary: summary, output: output).text)
        for note in summary.notes { Terminal.output("note: " + note) }
        guard serve else { return }
        try await preview(watching: summary.inputFiles)
    }

    /// Serves the output folder; each change of a watched file renders the site again.
    private func preview(watching files: [String]) async throws {
        let options = self.options, output = self.output
        let server: PreviewServer
        do {
            // Served at the base URL's path, as the host will serve it (`/recipes/`).
            server = try PreviewServer(directory: output, host: host, port: port, liveReload: .rebuild(watching: files) {
                SummaryLine(summary: try Self.render(options, progress: nil), output: output).text
            }, basePath: options.baseURL?.path ?? "/")
        } catch {
            throw ValidationError(error.description)
        }
        try await server.run()
    }

    /// Renders, printing the warnings to standard error.
    private static func render(_ options: RenderOptions, progress: ((Int) -> Void)?) throws -> RenderSummary {
        let summary = try SiteRenderer(options: options).render(progress: progress)
        for warning in summary.warnings { Terminal.error(warning.description) }
        return summary
    }
}

/// `--page-breaks`: how pages are cut under the height budget.
enum PageBreaks: String, ExpressibleByArgument, CaseIterable {
    /// Each page filled up to the budget.
    case fill
    /// Pages that end where the rows say (``PageRule/stable(_:)``).
    case stable
}
