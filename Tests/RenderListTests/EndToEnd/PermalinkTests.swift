import Foundation
import Testing

/// Rows' permalink ids in the written pages, and `permalinks.json`, which maps them to pages.
@Suite("Permalinks, end to end", .serialized)
struct PermalinkTests {
    static let template = TestSupport.template(prototypes: """
        <article rl:prototype="Recipe" rl:id="name"><h2 rl:text="name">x</h2><p rl:text="text">y</p></article>
        """, body: #"<footer id="pie">footer</footer>"#)

    static let names = ["Apple Pie", "Pie", "pie", "Crème Brûlée", "", "<b>\"x\"</b>", "Row 7", "Scones", "Zucchini Bread",
                        "Apple Pie", "Tarte Tatin"]

    private func data(in folder: URL) -> String {
        let rows = Self.names.map { name -> [String: Any] in
            name.isEmpty ? ["cell": "Recipe", "text": "nameless"] : ["cell": "Recipe", "name": name, "text": "About \(name)."]
        } + [["text": "A plain row."]]
        let json = try! JSONSerialization.data(withJSONObject: rows)
        return TestSupport.write(String(decoding: json, as: UTF8.self), to: "data.json", in: folder)
    }

    /// Renders with `rowsPerPage`; returns each row's id by its place over all pages (rows are
    /// not sorted: its index in the data), the page (site-relative folder) each row is on, and
    /// the index.
    private func render(_ data: String, template: String, output: URL, rowsPerPage: Int) throws -> (ids: [Int: String], pages: [String: String], index: [String: String]) {
        let result = try CommandRunner.run(TestSupport.executable, [data, "--template", template, "-o", output.path,
                                                                    "--rows-per-page", String(rowsPerPage)])
        #expect(result.status == 0, "\(result.output)")
        var ids: [Int: String] = [:]
        var pages: [String: String] = [:]
        for page in try RenderedSite(folder: output).pages {
            let folder = String(page.path.dropLast("index.html".count))
            for tag in RenderedSite.matches(#"(<[a-z]+ [^>]*data-row="[^>]*>)"#, in: page.html) {
                let row = ids.count
                let id = try #require(RenderedSite.matches(#" id="([^"]*)""#, in: tag).first, "row \(row) has no id: \(tag)")
                ids[row] = id
                #expect(pages.updateValue(folder, forKey: id) == nil, "the id \(id) repeats")
            }
            for id in RenderedSite.matches(#" id="([^"]*)""#, in: page.html) where !pages.keys.contains(id) {
                #expect(!ids.values.contains(id), "a row's id \(id) is also the page's")
            }
        }
        let indexData = try Data(contentsOf: output.appendingPathComponent("permalinks.json"))
        let index = try #require(try JSONSerialization.jsonObject(with: indexData) as? [String: String])
        return (ids, pages, index)
    }

    @Test func everyRowHasAUniqueIdAndTheIndexNamesItsPageAfterEveryRender() throws {
        let folder = TestSupport.temporaryFolder()
        let data = data(in: folder)
        let template = TestSupport.write(Self.template, to: "list.xhtml", in: folder)
        let output = folder.appendingPathComponent("Public")
        let first = try render(data, template: template, output: output, rowsPerPage: 3)
        let hashed = try RenderedSite.contentIDs(data: data)
        #expect(first.ids == [0: "apple-pie", 1: "pie-2", 2: "pie-3", 3: "crème-brûlée", 4: hashed[4], 5: "b-x-b", 6: "row-7",
                              7: "scones", 8: "zucchini-bread", 9: "apple-pie-2", 10: "tarte-tatin", 11: hashed[11]])
        #expect(first.index == first.pages)
        #expect(first.index["apple-pie"] == "" && first.index["crème-brûlée"] == "page/2/" && first.index[hashed[11]] == "page/4/")

        let second = try render(data, template: template, output: output, rowsPerPage: 5)
        #expect(second.ids == first.ids, "ids survive a render with another page budget")
        #expect(second.index == second.pages)
        #expect(second.index["crème-brûlée"] == "" && second.index[hashed[11]] == "page/3/")
    }

    /// Without `rl:id`, a row's id is made from what it holds, never its place: a row inserted
    /// before it leaves it alone, and a row repeated gets a suffix.
    @Test func rowsOfATemplateWithoutIdBindingsAreAnchoredByWhatTheyHold() throws {
        let folder = TestSupport.temporaryFolder()
        let data = TestSupport.write(#"["a", "b", "c", "d", "b"]"#, to: "data.json", in: folder)
        let template = TestSupport.write(TestSupport.template(prototypes: ""), to: "list.xhtml", in: folder)
        let site = try render(data, template: template, output: folder.appendingPathComponent("Public"), rowsPerPage: 3)
        let hashed = try RenderedSite.contentIDs(data: data)
        #expect(hashed[1] == hashed[4] && Set(hashed).count == 4 && hashed.allSatisfy { $0.wholeMatch(of: /row-[0-9a-f]{12}/) != nil })
        #expect(site.ids == [0: hashed[0], 1: hashed[1], 2: hashed[2], 3: hashed[3], 4: hashed[1] + "-2"])
        #expect(site.index == [hashed[0]: "", hashed[1]: "", hashed[2]: "", hashed[3]: "page/2/", hashed[1] + "-2": "page/2/"])
        let inserted = TestSupport.write(#"["new", "a", "b", "c", "d", "b"]"#, to: "data.json", in: folder)
        let after = try render(inserted, template: template, output: folder.appendingPathComponent("Public"), rowsPerPage: 3)
        #expect(Array(after.ids.sorted { $0.key < $1.key }.map(\.value).dropFirst()) == site.ids.sorted { $0.key < $1.key }.map(\.value))
    }

    @Test func theNotFoundPageCarriesItsScriptWithTheBasePath() throws {
        let folder = TestSupport.temporaryFolder()
        let data = TestSupport.write(#"["a"]"#, to: "data.json", in: folder)
        let output = folder.appendingPathComponent("Public")
        let result = try CommandRunner.run(TestSupport.executable, [data, "-o", output.path, "--base-url", "https://user.example.io/re%22cipes/"])
        #expect(result.status == 0, "\(result.output)")
        let html = try String(contentsOf: output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(RenderedSite.matches(#"(<script)"#, in: html).count == 1)
        #expect(html.contains(#"fetch("/re%22cipes/permalinks.json")"#))
        #expect(html.contains(#"href="/re%22cipes/""#))
        for page in try RenderedSite(folder: output).pages { #expect(!page.html.contains("<script")) }
    }

    /// Served below `/recipes/` as a project site is, with 404.html for missing paths
    /// (`render-list serve --base-path /recipes/`), Chromium follows a stale link and a permalink
    /// to the row's page, the row in view, and stays on the 404 page otherwise.
    @Test func chromiumFollowsStaleLinksAndPermalinksBelowASubPath() throws {
        let folder = TestSupport.temporaryFolder()
        let rows = (0..<60).map { index -> [String: Any] in
            ["cell": "Recipe", "name": index == 50 ? "Crème Brûlée & Co" : "Recipe \(index)", "text": "Step one, then step two."]
        }
        let data = TestSupport.write(String(decoding: try JSONSerialization.data(withJSONObject: rows), as: UTF8.self), to: "data.json", in: folder)
        let template = TestSupport.write(Self.template, to: "list.xhtml", in: folder)
        let output = folder.appendingPathComponent("Public")
        let result = try CommandRunner.run(TestSupport.executable, [data, "--template", template, "-o", output.path, "--rows-per-page", "30",
                                                                    "--base-url", "https://user.example.io/recipes/"])
        #expect(result.status == 0, "\(result.output)")
        let python = try #require(CommandRunner.find(["python3"]))
        let chromium = try #require(CommandRunner.find(["chromium", "chromium-browser"]), "Chromium is not installed: run Scripts/setup.sh test")
        let server = try ServerProcess(TestSupport.executable, ["serve", output.path, "--port", "0", "--base-path", "/recipes/"], in: folder)
        defer { server.stop() }
        let root = try server.url().appendingPathComponent("recipes/").absoluteString
        #expect(server.output.contains(root), "\(server.output)")
        let script = TestSupport.fixture("Browser/permalinks.py").path
        let run = try CommandRunner.run(python, [script, root, "crème-brûlée-co", chromium.path])
        try #require(run.status == 0, "\(run.errors)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        for name in ["stale", "permalink", "permalinkSlash"] {
            let landed = try #require(report[name] as? [String: Any], "\(report)")
            #expect(landed["path"] as? String == "/recipes/page/2/", "\(name): \(landed)")
            #expect(landed["hash"] as? String == "#cr%C3%A8me-br%C3%BBl%C3%A9e-co", "\(name): \(landed)")
            #expect(landed["targetInView"] as? Bool == true && landed["scrolled"] as? Bool == true, "\(name): \(landed)")
            #expect(landed["notFound"] as? Bool == false && landed["styled"] as? Bool == true, "\(name): \(landed)")
        }
        for (name, path) in [("unknown", "/recipes/page/99/"), ("hostile", "/recipes/r/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"),
                             ("hostileHash", "/recipes/gone/"), ("proto", "/recipes/r/__proto__"), ("missing", "/recipes/no/such/page/")] {
            let landed = try #require(report[name] as? [String: Any], "\(report)")
            #expect(landed["path"] as? String == path && landed["notFound"] as? Bool == true, "\(name): \(landed)")
            #expect(landed["status"] as? Int == 404 && landed["styled"] as? Bool == true, "\(name): \(landed)")
        }
        #expect((report["dialogs"] as? [String])?.isEmpty == true)
        let links = try #require(report["links"] as? [String: Int])
        #expect(links.count >= 2 && links.values.allSatisfy { $0 == 200 }, "\(links)")
        #expect(links.keys.allSatisfy { $0.contains("/recipes/") }, "\(links)")
    }
}
