import Testing
@testable import RenderList

/// Lengths saturate at Blink's largest (a 32-bit count of 1/64 px), as Chromium lays them out:
/// a huge `line-height` made a line's half-leadings infinite less infinite, NaN, and every text
/// run of such a style a new entry of the segment cache that no lookup found again (estimation
/// slowed down with every row, as if it hung).
@Suite("Layout: huge lengths saturate")
struct LayoutSaturationTests {
    private func height(_ css: String) throws -> Double {
        let fixture = try LayoutFixture(css: "body { margin: 0 } .list { font: 15px \"DejaVu Sans\" } p { margin: 0 } " + css,
                                        cell: "<div><p>hello world</p></div>", base: false, metrics: ShapedTextMetrics())
        return fixture.height(width: 300)
    }

    /// Chromium: 33,554,432 (its client rect, in floats) and 1,500,000.
    @Test func aHugeLineHeightIsBlinksLargestLength() throws {
        #expect(try height("p { line-height: 1e308 }") == LayoutUnit.maximum)
        #expect(try height("p { line-height: 1e400 }") == LayoutUnit.maximum)
        #expect(try height("p { line-height: 1e30px }") == LayoutUnit.maximum)
        #expect(try height("p { line-height: 1e38% }") == LayoutUnit.maximum)
        #expect(try height("p { line-height: 100000 }") == 1_500_000)
    }

    /// One style's text runs share one table of the segment cache, however huge its line height.
    @Test func aHugeLineHeightKeepsOneCacheTable() throws {
        let metrics = ShapedTextMetrics()
        let fixture = try LayoutFixture(css: ".list { font: 15px \"DejaVu Sans\" } p { line-height: 1e308 }",
                                        cell: "<div><p>hello world</p></div>", base: false, metrics: metrics)
        let first = fixture.height(width: 300)
        let tables = metrics.segmentCache?.tableCount
        for _ in 0..<20 { #expect(fixture.height(width: 300) == first) }
        #expect(metrics.segmentCache?.tableCount == tables)
    }

    @Test func hugeLengthsAndNumbersStayFinite() {
        let resolver = LengthResolver(fontSize: 16, rootFontSize: 16, environment: MediaEnvironment())
        for value in ["1e400px", "1e308em", "-1e308px", "calc(1e300px * 1e300)"] {
            let length = CSSValueParser.components(of: value).first.flatMap(resolver.length)
            #expect(length.map { $0.isFinite && abs($0) <= LayoutUnit.maximum } ?? true, "\(value): \(String(describing: length))")
        }
    }
}
