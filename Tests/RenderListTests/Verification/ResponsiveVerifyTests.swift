import Foundation
import Testing
@testable import RenderList

/// Sites rendered without `--width` are measured for every viewport class: at each class's
/// narrowest width, a width inside it and random widths, Chromium lays every row out at the
/// height its `data-heights` gives there, and no page scrolls sideways.
@Suite("Verification: responsive sites at every viewport width")
struct ResponsiveVerifyTests {
    /// Fluid templates by testers outside the team (`Fixtures/Responsive/README.md`,
    /// `Fixtures/Outside15/README.md`).
    static let corpora = ["Responsive/hn", "Responsive/issues", "Responsive/inbox", "Responsive/timeline", "Responsive/bootstrap",
                          "Outside15/issues", "Outside15/stories", "Outside15/feed"]

    /// The widths the issue names, besides each class's own and random ones.
    static let namedWidths = "320,360,375,390,414,430,600,768,1024,1280,1440"

    private func render(_ data: String, template: String?, into site: URL, extra: [String] = []) throws -> CommandResult {
        try CommandRunner.run(TestSupport.executable, [data, "-o", site.path, "--rows-per-page", "80"]
            + (template.map { ["--template", $0] } ?? []) + extra)
    }

    @Test(arguments: corpora)
    func fluidTemplatesHoldAtEveryWidth(corpus: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let rendered = try render(TestSupport.fixture("\(corpus).json").path,
                                  template: TestSupport.fixture("\(corpus).xhtml").path, into: site)
        let warnings = rendered.errors.split(separator: "\n").filter { line in
            line.contains("warning") && !VerifyCommandTests.expectedWarnings[corpus, default: []].contains { line.contains($0) }
        }
        #expect(rendered.status == 0 && warnings.isEmpty, "\(rendered.errors)")
        #expect(rendered.output.contains("viewport classes from 320 px"), "\(rendered.output)")
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict", "--random-widths", "6"])
        #expect(result.status == 0, "\(corpus): \(result.output) \(result.errors)")
        #expect(result.output.contains("viewport widths"), "\(result.output)")
        let named = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict", "--viewport-width", Self.namedWidths])
        #expect(named.status == 0, "\(corpus): \(named.output) \(named.errors)")
    }

    /// The bundled template and example need no `--width`: at a phone's width and a desktop's
    /// the column fits and every row is exact.
    @Test func theExampleRendersForEveryDevice() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let rendered = try render(example, template: nil, into: site)
        #expect(rendered.status == 0 && !rendered.errors.contains("warning"), "\(rendered.errors)")
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict", "--viewport-width", "320,390,1366"])
        #expect(result.status == 0, "\(result.output) \(result.errors)")
    }

    /// What the pages say of each row's heights: `data-height` for the narrowest class, and
    /// `data-heights` pairs from it up, in increasing order; the column and the stand-ins are
    /// switched by the site's stylesheet. `--width` keeps one class and says none of it.
    @Test func pagesCarryTheHeightsOfEveryClass() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.fixture("Corpora/en.json").path
        let site = folder.appendingPathComponent("Public")
        #expect(try render(data, template: nil, into: site).status == 0)
        let page = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        let classes = ViewportSample.classes(in: page)
        #expect(classes.first == 320 && classes == classes.sorted() && classes.count > 3)
        let row = try #require(page.components(separatedBy: "data-row=\"\"").dropFirst().first?.prefix(400))
        let height = try #require(attribute("data-height", in: String(row)))
        let pairs = try #require(attribute("data-heights", in: String(row))).split(separator: " ").map { $0.split(separator: ":") }
        #expect(pairs.first?.first == "320" && pairs.first?.last.map(String.init) == height)
        let starts = pairs.compactMap { $0.first.flatMap { Double($0) } }
        #expect(starts == starts.sorted() && starts.allSatisfy(classes.contains))
        let css = try String(contentsOf: site.appendingPathComponent("render-list.css"), encoding: .utf8)
        #expect(css.contains("@media (min-width: 360px)") && css.contains("--rl-column:"))
        #expect(page.contains("width:var(--rl-column,"))

        let pinned = folder.appendingPathComponent("Pinned")
        #expect(try render(data, template: nil, into: pinned, extra: ["--width", "400"]).status == 0)
        let pinnedPage = try String(contentsOf: pinned.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!pinnedPage.contains("data-heights") && !pinnedPage.contains("data-viewports"))
        #expect(pinnedPage.contains("width:400px;max-width:none"))
    }

    @Test func viewportOptionsAreChecked() throws {
        let data = TestSupport.fixture("Corpora/en.json").path
        let out = TestSupport.temporaryFolder().appendingPathComponent("Public").path
        let bad = try CommandRunner.run(TestSupport.executable, [data, "-o", out, "--viewports", "320,wide"])
        #expect(bad.status != 0 && bad.errors.contains("\"wide\" is not one"), "\(bad.errors)")
        let both = try CommandRunner.run(TestSupport.executable, [data, "-o", out, "--viewports", "320", "--width", "300"])
        #expect(both.status != 0 && both.errors.contains("not both"), "\(both.errors)")
    }

    @Test func verifySamplesEachClassAndAWidthInside() {
        #expect(ViewportSample.widths(classes: []) == [1280])
        #expect(ViewportSample.widths(classes: [320, 360, 600 + 1.0 / 64]) == [320, 340, 360, 480, 601, 750])
    }

    private func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: " \(name)=\"") else { return nil }
        return html[start.upperBound...].prefix { $0 != "\"" }.map(String.init).joined()
    }
}
