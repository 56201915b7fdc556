import Foundation
import Testing
@testable import RenderList

/// `render-list verify` against headless Chromium, on corpora the height model gets exact.
@Suite("Verification: row heights against Chromium")
struct VerifyCommandTests {
    private func render(_ corpus: String, width: Int, into output: URL) throws -> CommandResult {
        let data = TestSupport.fixture("Corpora/\(corpus).json").path
        return try CommandRunner.run(TestSupport.executable, [data, "-o", output.path, "--template", TestSupport.defaultTemplate,
                                                             "--width", String(width), "--rows-per-page", "60"])
    }

    @Test(arguments: [("en", 320), ("de", 375), ("ru", 768), ("pl", 320), ("zh", 320), ("ja", 320), ("zh-extra", 375)])
    func corpusRowsMatchChromium(corpus: String, width: Int) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        #expect(try render(corpus, width: width, into: site).status == 0)
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(result.status == 0, "\(result.output) \(result.errors)")
        #expect(result.output.contains("Verified 120 rows on 2 pages: 120 exact"), "\(result.output)")
    }

    @Test func aFolderWithoutPagesIsAnError() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(TestSupport.executable, ["verify", folder.path])
        #expect(result.status != 0)
        #expect(result.errors.contains("holds no .html pages"))
    }

    @Test func reportFiguresCountExactAndNearRows() {
        let rows = [0.0, 0.25, -0.5, 1.0, -3].enumerated().map { index, error in
            MeasuredRow(page: "index.html", row: index, estimate: 20 + error, measured: 20, text: "row \(index)")
        }
        let report = VerificationReport(rows: rows, pages: 1, chromiumLayoutMilliseconds: 2)
        #expect(report.exact == 2)
        #expect(report.withinOnePixel == 4)
        #expect(!report.meetsTarget)
        #expect(report.worst(2).map(\.row) == [4, 3])
        #expect(report.chromiumRowsPerSecond == 2500)
    }

    @Test func harnessStringsAreSafeInsideAScript() {
        #expect(ChromiumHarness.jsString("a\"b\\c</script>\u{2028}") == #""a\"b\\c\u003c/script>\u2028""#)
    }
}
