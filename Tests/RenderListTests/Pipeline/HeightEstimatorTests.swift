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
        cache.store(1, for: row("a"))
        cache.store(2, for: row("b"))
        #expect(cache.height(for: row("a")) == 1)
        cache.store(3, for: row("c"))  // full: starts again
        #expect(cache.height(for: row("a")) == nil)
        #expect(cache.height(for: row("c")) == 3)
        cache.store(4, for: Row(index: 0, section: 0, fields: ["n": .real(.nan)]))  // never found, never a crash
        #expect(cache.height(for: Row(index: 0, section: 0, fields: ["n": .real(.nan)])) == nil)
    }
}
