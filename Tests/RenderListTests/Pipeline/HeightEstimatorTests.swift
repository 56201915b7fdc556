import Foundation
import Testing
@testable import RenderList

@Suite("Height estimation alone, and the cache of heights by row content")
struct HeightEstimatorTests {
    private let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path

    @Test func theEstimatesAreTheHeightsARenderWrites() throws {
        var estimated: [Int: Double] = [:]
        let summary = try HeightEstimator(dataPath: example, templatePath: TestSupport.defaultTemplate).estimate { estimated[$0] = $1 }
        #expect(summary.rows == 29 && estimated.count == 29)
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public").path
        _ = try SiteRenderer(options: RenderOptions(dataPath: example, outputPath: output, templatePath: TestSupport.defaultTemplate)).render()
        let html = try RenderedSite(folder: URL(fileURLWithPath: output)).pages.map(\.html).joined()
        let written = RenderedSite.matches(#"data-height="([0-9.]+)""#, in: html).compactMap(Double.init)
        #expect(written == (0..<29).map { estimated[$0] ?? -1 })
    }

    @Test func cachedHeightsAreTheMeasuredOnes() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let texts = ["Short.", "A longer quote that wraps over a line or two in the list column of the template.", "Short."]
        let rows = (0..<30).map { ["cell": "QuoteCell", "text": texts[$0 % 3], "personName": $0 % 2 == 0 ? "Ann" : "Bo"] }
        let data = folder.appendingPathComponent("rows.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        var cached: [Double] = [], measured: [Double] = []
        let withCache = try HeightEstimator(dataPath: data.path, templatePath: TestSupport.defaultTemplate).estimate { cached.append($1) }
        let without = try HeightEstimator(dataPath: data.path, templatePath: TestSupport.defaultTemplate, cachesHeights: false).estimate { measured.append($1) }
        #expect(cached == measured)
        #expect(withCache.cachedRows == 26)  // 4 distinct rows: (text, name) pairs
        #expect(without.cachedRows == 0)
    }

    @Test func theCacheStaysBounded() {
        let cache = RowHeightCache(capacity: 2)
        let row = { (text: String) in Row(index: 0, section: 0, fields: ["text": .string(text)]) }
        /// The cached height, or nil when `cache` had to measure (it then keeps `fresh`).
        func cached(_ row: Row, fresh: Double = -1) -> Double? {
            var measured = false
            let height = cache.height(for: row) { measured = true; return fresh }
            return measured ? nil : height
        }
        _ = cached(row("a"), fresh: 1)
        _ = cached(row("b"), fresh: 2)
        #expect(cached(row("a")) == 1)
        _ = cached(row("c"), fresh: 3)  // full: starts again
        #expect(cached(row("a"), fresh: 1) == nil)
        #expect(cached(row("c")) == 3)
        _ = cached(Row(index: 0, section: 0, fields: ["n": .real(.nan)]), fresh: 4)  // never found, never a crash
        #expect(cached(Row(index: 0, section: 0, fields: ["n": .real(.nan)])) == nil)
    }
}
