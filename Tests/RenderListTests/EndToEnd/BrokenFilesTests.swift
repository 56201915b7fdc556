import Foundation
import Testing

/// Every broken data file, run through the CLI into a folder holding a site: a non-zero exit
/// within a few seconds, one line on standard error naming the file (and its line and column
/// where it has them), and the previous site byte for byte as it was.
@Suite("Broken data files, end to end", .serialized)
struct BrokenFilesTests {
    /// Fixtures/Broken (made by make-broken.py) and the damaged binary plists of Fixtures/Data.
    static let files: [String] = {
        let broken = TestSupport.fixture("Broken")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: broken.path)) ?? []
        let damaged = ["binary-bad-offset", "binary-bad-reference", "binary-cycle", "binary-deep", "binary-exponential",
                       "binary-huge-array", "binary-huge-count", "binary-int128", "binary-truncated",
                       "fuzz-binary-reference-beyond-int"]
        return names.filter { !$0.hasSuffix(".py") }.sorted().map { "Broken/" + $0 }
            + damaged.map { "Data/\($0).plist" }
    }()

    /// Files whose message must carry a line and column.
    private static let located: Set<String> = [
        "truncated.plist", "mismatched-tags.plist", "string-root.plist", "integer-65-bits.plist", "integer-65-bits.json",
        "not-a-date.plist", "trailing-comma.json", "single-quotes.json", "invalid-utf8.plist", "invalid-utf8.json",
        "overlong-utf8.json", "number-root.json", "deep.json", "unclosed.json",
    ]

    @Test func thereAreBrokenFiles() {
        #expect(Self.files.count >= 29)
    }

    @Test(arguments: files)
    func aBrokenFileIsRefusedInOneLineAndTheSiteKept(_ relative: String) throws {
        try expectRefusal(of: TestSupport.fixture(relative).path)
    }

    @Test(arguments: ["plist", "json"])
    func nestingThousandsOfLevelsDeepIsRefused(_ format: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let depth = 100_000
        let text = format == "json"
            ? String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            : "<plist version=\"1.0\">" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        try expectRefusal(of: TestSupport.write(text, to: "deep.\(format)", in: folder))
    }

    private func expectRefusal(of data: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--template", TestSupport.defaultTemplate]).status == 0)
        let previous = try FaultSupport.snapshot(output)
        let started = ContinuousClock.now
        let run = try CommandRunner.run(TestSupport.executable, [data, "-o", output.path, "--template", TestSupport.defaultTemplate])
        let elapsed = ContinuousClock.now - started
        let name = URL(fileURLWithPath: data).lastPathComponent
        #expect(run.status != 0, "\(name) was rendered: \(run.output)")
        #expect(elapsed < .seconds(10), "\(name) took \(elapsed) to refuse")
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(name): \(run.errors)")
        #expect(run.errors.hasPrefix("error: \(name):") || run.errors.hasPrefix("error: \(data):"), "\(name): \(run.errors)")
        if Self.located.contains(name) {
            #expect(run.errors.firstMatch(of: #/\.(plist|json):\d+:\d+: /#) != nil, "\(name) has no line and column: \(run.errors)")
        }
        #expect(try FaultSupport.snapshot(output) == previous, "\(name): the previous site changed")
    }
}
