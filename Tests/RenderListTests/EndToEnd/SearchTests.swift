import Foundation
import Testing

/// Search with Pagefind (README: Search): a rendered site indexed by `python3 -m pagefind`
/// finds a row's word on the row's page, from the rows alone, and still verifies.
@Suite("Search with Pagefind, end to end", .serialized)
struct SearchTests {
    /// 25 rows, 10 to a page, tagged `even` or `odd`; only the last row says `zanzibarquux`.
    private func render(in folder: URL) throws -> CommandResult {
        let rows = (0..<25).map { index -> [String: Any] in
            ["text": index == 24 ? "The zanzibarquux row" : "Row number \(index)", "tag": index % 2 == 0 ? "even" : "odd"]
        }
        try JSONSerialization.data(withJSONObject: rows).write(to: folder.appendingPathComponent("rows.json"))
        let template = TestSupport.write(TestSupport.template(prototypes: "", body: "<p>Shell text: quetzalcoatl</p>")
            .replacingOccurrences(of: "<p rl:prototype=\"Cell\" rl:text=\"text\">sample</p>", with: """
                <div rl:prototype="Cell"><p rl:text="text">sample</p><p data-pagefind-filter="tag" rl:text="tag">tag</p></div>
                """), to: "list.xhtml", in: folder)
        return try CommandRunner.run(TestSupport.executable, ["rows.json", "-o", "Public", "--template", template,
                                                              "--rows-per-page", "10", "--taxonomy", "tag"], in: folder)
    }

    @Test func onlyTheMainListsRowsAreMarkedForIndexing() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try render(in: folder)
        #expect(result.status == 0, "\(result.errors)")
        func page(_ path: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("Public/" + path), encoding: .utf8)
        }
        #expect(try page("index.html").contains("<div class=\"list\" data-viewports=\""), "the container's own attributes stay")
        #expect(try RenderedSite.matches(#"<div class="list"[^>]*( data-pagefind-body)>"#, in: page("page/3/index.html")) == [" data-pagefind-body"])
        #expect(try !page("404.html").contains("data-pagefind-body"))
        #expect(try !page("tag/even/index.html").contains("data-pagefind-body"))
        #expect(try !page("tag/index.html").contains("data-pagefind-body"))
        #expect(try page("index.html").contains("<p data-pagefind-filter=\"tag\">even</p>"))
    }

    @Test func chromiumFindsTheLastRowsWordOnTheLastPage() async throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rendered = try render(in: folder)
        #expect(rendered.status == 0, "\(rendered.errors)")
        let python = try #require(CommandRunner.find(["python3"]))
        let indexed = try CommandRunner.run(python, ["-m", "pagefind", "--site", "Public"], in: folder)
        #expect(indexed.status == 0, "pagefind failed (Scripts/setup.sh test installs it): \(indexed.errors) \(indexed.output)")
        let server = try ServerProcess(TestSupport.executable, ["serve", "Public", "--port", "0"], in: folder)
        defer { server.stop() }
        let url = try server.url()
        let chromium = try #require(CommandRunner.find(["chromium", "chromium-browser"]), "Chromium is not installed: run Scripts/setup.sh test")
        let script = TestSupport.fixture("Browser/pagefind_search.py").path
        let words = ["zanzibarquux", "quetzalcoatl", "address"]
        let result = try CommandRunner.run(python, [script, url.absoluteString, chromium.path] + words)
        #expect(result.status == 0, "\(result.errors)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)")
        let found = try #require(report["found"] as? [String: [String: Any]])
        #expect(found["zanzibarquux"]?["count"] as? Int == 1)
        #expect(found["zanzibarquux"]?["url"] as? String == "/page/3/", "\(found)")
        #expect(found["quetzalcoatl"]?["count"] as? Int == 0, "the shell is not indexed")
        #expect(found["address"]?["count"] as? Int == 0, "404.html is not indexed")
        let filters = report["filters"] as? [String: [String: Int]]
        #expect(filters?["tag"].map { Set($0.keys) } == ["even", "odd"], "\(String(describing: report["filters"]))")
        let verified = try CommandRunner.run(TestSupport.executable, ["verify", "Public"], in: folder)
        #expect(verified.status == 0, "verify fails on an indexed site: \(verified.output) \(verified.errors)")
    }
}
