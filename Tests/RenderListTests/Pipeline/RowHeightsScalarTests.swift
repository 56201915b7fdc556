import Foundation
import Testing
@testable import RenderList

/// Rows whose text slots hold numbers, dates and truth values (a year, a price, a day) replay
/// as rows of text do: what `rl:text` shows of them is their formatted text, in the slot's lines.
@Suite("Row heights of rows with numbers and dates in their slots")
struct RowHeightsScalarTests {
    private let template = TestSupport.template(
        prototypes: """
            <div rl:prototype="Entry" class="c"><p rl:text="text">x</p><p class="meta"><span rl:text="year">1900</span>
            · <span rl:text="price" rl:format="number:2">1.00</span> · <span rl:text="day" rl:format="date:long">May 1</span>
            · <b rl:text="open" rl:default="closed">true</b></p></div>
            """,
        head: "<style>.list { width: 180px } p { margin: 0 } .meta { font-size: 20px }</style>")

    private func rows() -> [[String: Any]] {
        (0..<200).map { index in
            var row: [String: Any] = ["cell": "Entry", "text": "Entry \(index) " + String(repeating: "word ", count: index % 5)]
            if index % 7 != 0 { row["year"] = 1800 + index * 37 % 400 }
            if index % 5 != 1 { row["price"] = index % 3 == 0 ? Double(index) * 1234.5 : index * 90_001 }
            if index % 4 != 2 { row["day"] = "20\(10 + index % 15)-0\(1 + index % 9)-1\(index % 10)T10:00:00Z" }
            row["open"] = index % 6 != 0
            return row
        }
    }

    @Test func numbersDatesAndTruthValuesReplayAsText() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templatePath = TestSupport.write(template, to: "t.xhtml", in: folder)
        let data = folder.appendingPathComponent("rows.json")
        try JSONSerialization.data(withJSONObject: rows()).write(to: data)
        var replayed: [Double] = [], full: [Double] = []
        var estimator = HeightEstimator(dataPath: data.path, templatePath: templatePath)
        estimator.threads = 2
        let summary = try estimator.estimate { replayed.append($1) }
        var single = HeightEstimator(dataPath: data.path, templatePath: templatePath, cachesHeights: false)
        single.threads = 1
        _ = try single.estimate { full.append($1) }
        #expect(replayed == full)
        #expect(Set(full).count >= 3, "the numbers and dates wrap the meta line at 180 px in some rows, not in others")
        // Every value is another text; only the shapes (which keys are there) and line counts differ.
        #expect(summary.replayedRows > 120)
    }
}
