import Foundation
import Testing

/// The example's pages, byte for byte. After an intended change of the output, re-record them:
/// `RENDER_LIST_RECORD=1 swift test --filter GoldenPageTests`, then review the diff.
@Suite("Golden pages", .serialized)
struct GoldenPageTests {
    static let recording = ProcessInfo.processInfo.environment["RENDER_LIST_RECORD"] == "1"

    @Test(arguments: ["index.html", "page/2/index.html", "page/3/index.html", "render-list.css"])
    func theExampleRendersAsRecorded(_ page: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let result = try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--rows-per-page", "10",
                                                                     "--template", TestSupport.defaultTemplate])
        #expect(result.status == 0, "\(result.errors)")
        let written = try Data(contentsOf: output.appendingPathComponent(page))
        let golden = TestSupport.fixture("Golden/quotes-" + page.replacingOccurrences(of: "/", with: "-"))
        if Self.recording {
            try written.write(to: golden)
            return
        }
        let expected = try #require(try? Data(contentsOf: golden), "no golden file \(golden.lastPathComponent): record it with RENDER_LIST_RECORD=1")
        #expect(written == expected, "\(page) differs from \(golden.lastPathComponent); if the change is intended, re-record with RENDER_LIST_RECORD=1")
    }
}
