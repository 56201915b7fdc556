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
