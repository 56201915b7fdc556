import Foundation
import RenderList

/// `Rendered 1,000 rows on 12 pages (1.2 MB, fonts 96 KB) into Public in 0.21 s (4,800 rows/s).`
struct SummaryLine {
    let summary: RenderSummary
    let output: String

    var text: String {
        let rows = summary.rows == 1 ? "1 row" : "\(grouped(summary.rows)) rows"
        let pages = summary.pages == 1 ? "1 page" : "\(grouped(summary.pages)) pages"
        let rate = summary.seconds > 0 ? Int(Double(summary.rows) / summary.seconds) : 0
        var size = ByteCountFormatter.string(fromByteCount: Int64(summary.bytes), countStyle: .file)
        if summary.fontBytes > 0 {
            size += ", fonts " + ByteCountFormatter.string(fromByteCount: Int64(summary.fontBytes), countStyle: .file)
        }
        return "Rendered \(rows) on \(pages) (\(size)) into \(output) in \(String(format: "%.2f", summary.seconds)) s (\(grouped(rate)) rows/s)."
            + viewports
    }

    /// The viewport classes, when more than one: how many, from which width, and the column
    /// widths they pin.
    private var viewports: String {
        let classes = summary.viewports
        guard classes.count > 1, let first = classes.first else { return "" }
        let columns = classes.map(\.columnWidth)
        let range = "\(CSS.px(columns.min() ?? 0))–\(CSS.px(columns.max() ?? 0))"
        return " Rows measured for \(classes.count) viewport classes from \(CSS.px(first.minWidth)) (columns \(range)); pages cut by the heights at the \(CSS.px(first.columnWidth)) column."
    }

    private enum CSS {
        static func px(_ value: Double) -> String {
            (value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)) + " px"
        }
    }

    private func grouped(_ number: Int) -> String {
        number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }
}

/// Progress on long runs, on standard error, at most once a second.
final class ProgressLine: @unchecked Sendable {
    private let start = ContinuousClock.now
    private var last = ContinuousClock.now

    func update(_ rows: Int) {
        let now = ContinuousClock.now
        guard now - last >= .seconds(1), now - start >= .seconds(1) else { return }
        last = now
        Terminal.error("… \(rows.formatted(.number.locale(Locale(identifier: "en_US")))) rows")
    }
}

enum Terminal {
    /// Writes `line` to standard output at once (unbuffered, so it shows before a server starts).
    static func output(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `line` to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
