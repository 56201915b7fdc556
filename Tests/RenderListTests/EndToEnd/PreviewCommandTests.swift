import Foundation
import Testing

@Suite("render-list --serve, end to end", .serialized)
struct PreviewCommandTests {
    /// A copy of the example in a temporary folder, so that a test can change it.
    private func exampleCopy() throws -> URL {
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.copyItem(at: TestSupport.repository.appendingPathComponent("Examples"),
                                         to: folder.appendingPathComponent("Examples"))
        return folder
    }

    private func serve(_ folder: URL, _ extra: [String] = []) throws -> ServerProcess {
        try ServerProcess(TestSupport.executable, ["Examples/quotes.plist", "-o", "Public", "--template", TestSupport.defaultTemplate,
                                                   "--serve", "--port", "0"] + extra, in: folder)
    }

    @Test func changingTheDataRendersAndServesTheNewPage() async throws {
        let folder = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try serve(folder)
        defer { server.stop() }
        let url = try server.url()
        #expect(try await ServerProcess.fetch(url).contains("Be yourself; everyone else is already taken."))
        let data = folder.appendingPathComponent("Examples/quotes.plist")
        let text = try String(contentsOf: data, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "Be yourself;", with: "Be edited;").utf8).write(to: data)
        var served = ""
        for _ in 0..<100 where !served.contains("Be edited; everyone else") {
            try await Task.sleep(for: .milliseconds(100))
            served = try await ServerProcess.fetch(url)
        }
        #expect(served.contains("Be edited; everyone else is already taken."), "\(server.output)")
        // Rendered once at start, then once for the change: never twice for one state of the files.
        #expect(server.output.components(separatedBy: "Rendered ").count - 1 == 2, "\(server.output)")
        #expect(server.output.components(separatedBy: "Rebuilt: ").count - 1 == 1, "\(server.output)")
        #expect(served.contains("/__render-list/events"), "the served page carries the reload script")
        let onDisk = try String(contentsOf: folder.appendingPathComponent("Public/index.html"), encoding: .utf8)
        #expect(onDisk.contains("Be edited;") && !onDisk.contains("__render-list"), "the files on disk have no reload script")
    }

    @Test func aBrokenTemplateKeepsTheLastGoodSiteServed() async throws {
        let folder = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = folder.appendingPathComponent("list.xhtml")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSupport.defaultTemplate), to: template)
        let server = try ServerProcess(TestSupport.executable, ["Examples/quotes.plist", "-o", "Public", "--template", template.path,
                                                                "--serve", "--port", "0"], in: folder)
        defer { server.stop() }
        let url = try server.url()
        try Data("<html><broken".utf8).write(to: template)
        for _ in 0..<100 where !server.output.contains("not well-formed") {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(server.output.contains("list.xhtml:1"), "\(server.output)")
        #expect(try await ServerProcess.fetch(url).components(separatedBy: #" data-row="""#).count - 1 == 29)
    }

    /// Serves a copy of the example, ten rows a page, and runs the Playwright script `name`
    /// (in `Fixtures/Browser`) on it with the site's URL, Chromium and `arguments` (given the
    /// copy's folder); its JSON report, and the server's output.
    private func browserReport(_ name: String, _ arguments: (URL) -> [String] = { _ in [] }) throws -> (report: Any, server: String) {
        let folder = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try serve(folder, ["--rows-per-page", "10"])
        defer { server.stop() }
        let url = try server.url()
        let python = try #require(CommandRunner.find(["python3"]))
        let chromium = try #require(CommandRunner.find(["chromium", "chromium-browser"]), "Chromium is not installed: run Scripts/setup.sh test")
        let script = TestSupport.fixture("Browser/" + name).path
        let result = try CommandRunner.run(python, [script, url.absoluteString, chromium.path] + arguments(folder))
        #expect(result.status == 0, "\(result.errors)")
        return (try JSONSerialization.jsonObject(with: Data(result.output.utf8)), server.output)
    }

    @Test func chromiumFollowsThePagerToPageTwo() async throws {
        let report = try browserReport("follow_pager.py").report as? [String: Any]
        let ids = try RenderedSite.contentIDs(data: TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path)
        #expect(report?["first"] as? [String] == Array(ids[0..<10]))
        #expect((report?["url"] as? String)?.hasSuffix("/page/2/index.html") == true)
        #expect(report?["rows"] as? [String] == Array(ids[10..<20]))
        #expect(report?["current"] as? String == "2")
    }

    @Test func onlyTheTabOnTheChangedPageReloads() async throws {
        let (report, output) = try browserReport("reload_changed_pages.py") { [$0.appendingPathComponent("Examples/quotes.plist").path] }
        #expect(report as? [String: Bool] == ["/": false, "page/2/": true, "page/3/": false], "\(output)")
    }
}
