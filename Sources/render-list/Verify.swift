import ArgumentParser
import Foundation
import RenderList

/// `render-list verify DIR`: lays each page out in a headless browser (Chromium, Firefox or
/// WebKit) and compares every row's height with its `data-height`.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare the row heights of a written site with a browser's layout (Chromium by default)."
    )

    @Argument(help: "The site folder render-list wrote.")
    var directory: String

    @Option(help: "The engine to lay the pages out in: chromium, firefox (firefox-esr, headless) or webkit (WebKitGTK through python3-gi, under xvfb-run).")
    var browser = "chromium"

    @Option(help: "The device scale factor, such as 1, 1.25, 1.5, 2, 2.625 or 3. Chromium takes any factor from 0.25 to 8; Firefox those that are 60 divided by a whole number (1, 1.2, 1.25, 1.5, 2, 2.5, 3, 4; not 2.625); WebKit whole factors from 1 to 4.")
    var scale = "1"

    @Option(help: "A folder of fonts: lay the pages out as a visitor who has only these (a fontconfig configuration of their own, without the system's fonts or its generic-family aliases).")
    var fontsFrom: String?

    @Option(help: "The Chromium executable (default: chromium on the PATH).")
    var chromium: String?

    @Option(help: "The viewport widths in CSS px to lay the pages out at, such as 375 or 320,390,1024 (default: for a site rendered for several viewport classes, each class's narrowest width and one width inside it; else 1280).")
    var viewportWidth: String?

    @Option(help: "Also lay the pages out at this many random viewport widths from 320 to 1600 px (the same ones on every run).")
    var randomWidths = 0

    @Option(help: "How many of the worst rows to list.")
    var worst = 10

    @Flag(help: "Print every row as tab-separated values: page, row, estimate, the browser's height, error, text (the summary goes to standard error).")
    var rows = false

    @Flag(help: "Exit with status 1 unless ≥ 99.9 % of rows are within 0.5 px, none is more than 1 px off, and every data row stands in at its estimate before it renders.")
    var strict = false

    func run() throws {
        let report: VerificationReport
        do {
            var verifier = SiteVerifier(directory: directory, chromium: chromium)
            verifier.viewportWidths = try viewportWidth.map { text in try ViewportClass.widths(parsing: text, option: "--viewport-width").map { Int($0) } }
            verifier.randomWidths = randomWidths
            verifier.browser = try Browser(named: browser)
            verifier.scale = try verifier.browser.scale(from: scale)
            verifier.fontsFrom = fontsFrom
            report = try verifier.verify()
        } catch {
            Terminal.error("error: \(error)")
            throw ExitCode.failure
        }
        if rows {
            for row in report.rows {
                Terminal.output([row.page, row.kind == .row ? String(row.row) : row.kind.rawValue, fmt(row.estimate), fmt(row.measured), fmt(row.error), row.text]
                    .joined(separator: "\t"))
            }
        }
        // Under --rows, standard output holds the rows alone (tab-separated); the summary goes
        // to standard error.
        let say: (String) -> Void = rows ? { Terminal.error($0) } : { Terminal.output($0) }
        say(summary(report))
        for row in report.worst(worst) {
            say("  \(row.page) \(row.label): estimate \(fmt(row.estimate)), \(report.browser.displayName) \(fmt(row.measured)) (\(row.error > 0 ? "+" : "")\(fmt(row.error)) px): \(row.text.prefix(100))")
        }
        say(standInSummary(report))
        for wide in report.widePages.prefix(worst) {
            say("  \(wide.page) is \(fmt(wide.pageWidth)) px wide at a \(fmt(wide.viewportWidth)) px viewport: it scrolls sideways there.")
        }
        for row in report.standInsOff.prefix(worst) {
            say("  \(row.page) \(row.label): estimate \(fmt(row.estimate)), stands in at \(fmt(row.standIn ?? 0)) before it renders")
        }
        if strict, !report.meetsTarget { throw ExitCode.failure }
    }

    private func summary(_ report: VerificationReport) -> String {
        let total = report.rows.count
        let percent = total > 0 ? Double(report.exact) / Double(total) * 100 : 0
        let parts = report.decorations > 0
            ? " (\(total - report.decorations) data rows, \(report.decorations) section headers and footers)" : ""
        return "Verified \(total) row\(total == 1 ? "" : "s") on \(report.pages) page\(report.pages == 1 ? "" : "s")\(parts): \(report.exact) exact (< 0.5 px, "
            + String(format: "%.2f", percent) + " %), \(report.withinOnePixel) within 1 px; "
            + widthsNote(report)
            + "\(report.browser.displayName)\(scaleNote(report)) loaded and measured them in " + String(format: "%.1f", report.chromiumSeconds)
            + " s (" + Self.rate(report.chromiumRowsPerSecond) + " rows/s, start-up and page loads included)."
    }

    /// Which viewport widths rows were laid out at, when more than one; and pages that scroll
    /// sideways.
    private func widthsNote(_ report: VerificationReport) -> String {
        let widths = report.viewportWidths
        let laid = widths.count > 1 ? "at \(widths.count) viewport widths (\(widths.map(String.init).joined(separator: ", ")) px); " : ""
        let wide = report.widePages.isEmpty ? "" : "\(report.widePages.count) page layout\(report.widePages.count == 1 ? " is" : "s are") wider than the viewport; "
        return laid + wide
    }

    /// ` at scale 2` when the pages were laid out at another device scale factor than 1.
    private func scaleNote(_ report: VerificationReport) -> String {
        report.scale == 1 ? "" : " at scale " + (report.scale == report.scale.rounded() ? String(format: "%.0f", report.scale) : String(report.scale))
    }

    private func standInSummary(_ report: VerificationReport) -> String {
        let measured = report.standInsMeasured
        let held = measured - report.standInsOff.count
        return "Stand-ins: \(held) of \(measured) data row\(measured == 1 ? "" : "s") hold their estimated height "
            + "(within 0.5 px) before the browser renders them."
    }

    /// A rate in whole rows/s, with one decimal below 10 (a page of one row is not "0 rows/s").
    private static func rate(_ value: Double) -> String {
        value < 10 ? String(format: "%.1f", value) : String(format: "%.0f", value.rounded(.down))
    }

    /// A height in px: whole numbers without decimals, however large (a row's estimate can be
    /// any Double an image's size from data makes it).
    private func fmt(_ value: Double) -> String {
        value == value.rounded() ? String(format: "%.0f", value + 0) : String(format: "%.3f", value)
    }
}
