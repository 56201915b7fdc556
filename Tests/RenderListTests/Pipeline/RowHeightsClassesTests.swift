import Foundation
import Testing
@testable import RenderList

/// Rows replayed for every viewport class at once, contexts shared across classes
/// (``TapeSharing``), against every row laid out in full in every class.
@Suite("Row heights in every viewport class, replayed across classes or laid out in full")
struct RowHeightsClassesTests {
    /// Every data row's heights, one per layout, with the template's default viewport classes:
    /// replayed and shared across classes (`capacity` 50,000), or laid out in full (0).
    private func heights(data: String, template path: String, capacity: Int) throws -> (heights: [[Double]], replayed: Int) {
        let template = try Template.load(path)
        let assets = AssetStore(dataFile: data, output: nil)
        let layout = LayoutSetup(template: template, width: nil, imageSize: assets.imageSizes.naturalSize(of:))
        let binder = Binder(template: template, assets: assets, warnings: WarningLog())
        let rows = RowHeights(binder: binder, layouts: layout.layouts, capacity: capacity)
        let reader = try ListSource(path: data).open()
        var found: [[Double]] = []
        while let item = try reader.next() {
            if case .row(let row) = item { found.append(try rows.heights(of: row).heights) }
        }
        return (found, rows.replayedRows)
    }

    private func expectSame(_ data: String, _ template: String, _ name: String) throws {
        let shared = try heights(data: data, template: template, capacity: 50_000)
        let full = try heights(data: data, template: template, capacity: 0)
        #expect(shared.heights.count == full.heights.count && !full.heights.isEmpty)
        for (index, (mine, theirs)) in zip(shared.heights, full.heights).enumerated() where mine != theirs {
            Issue.record("\(name) row \(index): replayed \(mine), laid out \(theirs)")
        }
    }

    @Test(arguments: VerifyCommandTests.corpora)
    func everyCorpusGetsTheLaidOutHeightsInEveryClass(corpus: String) throws {
        let (data, template) = VerifyCommandTests.files(corpus)
        try expectSame(data, template, corpus)
    }

    @Test(arguments: ["hn", "bootstrap", "inbox", "issues", "timeline"])
    func fluidTemplatesGetTheLaidOutHeightsInEveryClass(name: String) throws {
        let data = TestSupport.fixture("Responsive/\(name).json").path
        try expectSame(data, TestSupport.fixture("Responsive/\(name).xhtml").path, name)
    }

    /// Past their capacity the layouts forget their plans and make new ones, which may sit where
    /// the old ones did in memory: the sharing across classes must follow the new recordings.
    @Test(arguments: ["Corpora/all-cells", "Corpora/grid", "Corpora/nthof"])
    func heightsThatStartOverShareTheNewRecordings(corpus: String) throws {
        let (data, template) = VerifyCommandTests.files(corpus)
        let forgetful = try heights(data: data, template: template, capacity: 3)
        let full = try heights(data: data, template: template, capacity: 0)
        #expect(forgetful.heights == full.heights, "\(corpus)")
    }

    /// Prose of every length in the bundled template: lines that agree at a narrow and a wide
    /// class stand for the classes between; lines that do not are replayed in each.
    @Test func proseOfEveryLengthGetsTheLaidOutHeightsInEveryClass() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = ["a", "line", "that", "grows", "Überschrift", "漢字の行", "👍🏽", "—", "well-known", "tiny", "W", "ii"]
        let rows: [[String: Any]] = (0..<400).map { index in
            let count = index % 61 + 1
            let text = (0..<count).map { words[($0 * 5 + index * 3) % words.count] }.joined(separator: " ")
            var row: [String: Any] = ["text": text, "personName": "Person \(index % 17)"]
            if index % 7 == 0 { row["cell"] = "AdCell"; row["title"] = String(text.prefix(40)) }
            return row
        }
        let data = folder.appendingPathComponent("prose.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        let shared = try heights(data: data.path, template: TestSupport.defaultTemplate, capacity: 50_000)
        let full = try heights(data: data.path, template: TestSupport.defaultTemplate, capacity: 0)
        #expect(shared.replayed > 200, "most rows replay")
        #expect(shared.heights.first?.count ?? 0 > 3, "the bundled template has several classes")
        for (index, (mine, theirs)) in zip(shared.heights, full.heights).enumerated() where mine != theirs {
            Issue.record("row \(index): replayed \(mine), laid out \(theirs)")
        }
    }
}
