import Foundation
import Testing
@testable import RenderList

/// Continued section headers in Chromium: measured like every header (exactly, at every viewport
/// class), and the pages keep their budget as the browser lays them out.
@Suite("Verification: continued section headers in Chromium")
struct ContinuedHeaderVerifyTests {
    @Test func continuedHeadersAreExactAndPagesKeepTheirBudget() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let data = TestSupport.write(ContinuedHeaderPageTests.data([("Alpha", 40), ("Beta", 30), ("Gamma", 3)]), to: "data.json", in: folder)
        let rendered = try CommandRunner.run(TestSupport.executable, [data, "-o", site.path, "--page-height", "1200",
                                                                      "--template", TestSupport.defaultTemplate])
        #expect(rendered.status == 0 && !rendered.errors.contains("warning"), "\(rendered.errors)")
        let pages = try RenderedSite(folder: site).pages
        let continued = pages.map { ContinuedHeaderPageTests.items(of: $0.html).count(where: \.isContinued) }
        #expect(continued.reduce(0, +) >= 3 && continued[1] == 1 && continued[2] == 1, "\(continued)")
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(result.status == 0, "\(result.output) \(result.errors)")
        // Every header and footer is measured, continued ones included.
        #expect(result.output.contains("section headers and footers"), "\(result.output)")
        let decorations = pages.map { ContinuedHeaderPageTests.items(of: $0.html).count { $0.row == nil } }.reduce(0, +)
        #expect(decorations == 3 + 1 + continued.reduce(0, +))

        // At the narrowest class, the one pages are cut by, the browser's heights fill no page
        // past its budget, the continued header counted.
        let narrowest = try #require(ViewportSample.classes(in: pages[0].html).first)
        let rows = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--rows", "--viewport-width", String(Int(narrowest))])
        #expect(rows.status == 0, "\(rows.errors)")
        var heights: [String: Double] = [:]
        var headers: [String: [String]] = [:]
        for line in rows.output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 6)
            heights[fields[0], default: 0] += try #require(Double(fields[3]))
            if fields[1] == "header" { headers[fields[0], default: []].append(fields[5]) }
        }
        #expect(heights.count == pages.count && heights.values.allSatisfy { $0 <= 1200 }, "\(heights)")
        #expect(headers["page/2/index.html"]?.first == "Alpha" && headers["page/3/index.html"]?.first == "Alpha", "\(headers)")
    }
}
