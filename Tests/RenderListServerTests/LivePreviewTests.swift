import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RenderListServer

/// Collects what the server would print, for assertions.
final class OutputRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var infoLines: [String] = []
    private var errorLines: [String] = []

    var info: [String] { lock.withLock { infoLines } }
    var errors: [String] { lock.withLock { errorLines } }

    var output: ServerOutput {
        ServerOutput(
            info: { line in self.lock.withLock { self.infoLines.append(line) } },
            error: { line in self.lock.withLock { self.errorLines.append(line) } }
        )
    }
}

struct RebuildFailure: Error, CustomStringConvertible {
    let description: String
}

@Suite("Live preview over HTTP", .timeLimit(.minutes(1)))
struct LivePreviewTests {
    /// A site rendered from `data.txt` (next to the site) by a fake renderer.
    static func makePreview(_ site: TestSite, recorder: OutputRecorder) throws -> PreviewServer {
        let dataPath = site.parent + "/data.txt"
        try site.writeAnywhere("data.txt", "v1")
        let rebuild: @Sendable () async throws -> String = {
            let data = try String(contentsOfFile: dataPath, encoding: .utf8)
            if data.contains("broken") { throw RebuildFailure(description: "data.txt line 1: the list is broken.") }
            try site.write("index.html", "<html><body>\(data)</body></html>")
            return "Rendered 1 page."
        }
        return try site.server(liveReload: .rebuild(watching: [dataPath], rebuild: rebuild), output: recorder.output)
    }

    @Test func tabsReloadAfterARebuildAndSeeErrorsWhileTheLastGoodSiteIsServed() async throws {
        let site = try TestSite(["index.html": "<html><body>v1</body></html>"])
        defer { site.remove() }
        let recorder = OutputRecorder()
        let server = try Self.makePreview(site, recorder: recorder)
        let loop = try #require(server.makeLiveLoop(interval: .milliseconds(50)))
        try await server.makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let watching = Task { await loop.run() }
            defer { watching.cancel() }
            let tab = try EventStreamClient(port: port, path: LiveReloadScript.eventsPath)
            try await tab.wait(for: "event: ready\ndata: ok\n\n")

            // Each version has its own length: two writes within one tick of the file system's
            // clock keep the same modification time, and the watcher compares size and time.
            try site.writeAnywhere("data.txt", "v22")
            // Only index.html changed: the tabs showing it reload.
            try await tab.wait(for: #"event: pages\#ndata: {"summary":"Rendered 1 page.","pages":["/index.html","/"]}\#n\#n"#)
            #expect(try await client.execute(uri: "/", method: .get) { $0 }.text.contains("v22"))

            try site.writeAnywhere("data.txt", "broken")
            try await tab.wait(for: "event: failure\ndata: data.txt line 1: the list is broken.\n\n")
            let stillServed = try await client.execute(uri: "/", method: .get) { $0 }
            #expect(stillServed.status == .ok)
            #expect(stillServed.text.contains("v22"))
            #expect(recorder.errors.contains { $0.contains("data.txt line 1: the list is broken.") })

            let lateTab = try EventStreamClient(port: port, path: LiveReloadScript.eventsPath)
            try await lateTab.wait(for: "event: failure\ndata: data.txt line 1: the list is broken.\n\n")

            try site.writeAnywhere("data.txt", "v3333")
            try await tab.wait(for: "event: pages\n")
            try await lateTab.wait(for: "event: pages\n")
            #expect(try await client.execute(uri: "/", method: .get) { $0 }.text.contains("v3333"))
            #expect(recorder.info.contains("Rebuilt: Rendered 1 page."))
            await server.hub.close()
        }
    }

    @Test func onlyTabsOnAChangedPageReloadUnlessAnotherFileChanged() async throws {
        let site = try TestSite(["index.html": "<p>1</p>", "page/2/index.html": "<p>2</p>", "style.css": "p {}"])
        defer { site.remove() }
        let dataPath = site.parent + "/data.txt"
        try site.writeAnywhere("data.txt", "page")
        // The fake renderer rewrites the second page, or with "style" in the data the stylesheet.
        let rebuild: @Sendable () async throws -> String = {
            let data = try String(contentsOfFile: dataPath, encoding: .utf8)
            try site.write(data.contains("style") ? "style.css" : "page/2/index.html", "<p>\(data)</p>")
            return "Rendered."
        }
        let server = try site.server(liveReload: .rebuild(watching: [dataPath], rebuild: rebuild), output: OutputRecorder().output)
        let loop = try #require(server.makeLiveLoop(interval: .milliseconds(50)))
        try await server.makeApplication().test(.live) { client in
            let watching = Task { await loop.run() }
            defer { watching.cancel() }
            let tab = try EventStreamClient(port: try #require(client.port), path: LiveReloadScript.eventsPath)
            try await tab.wait(for: "event: ready\ndata: ok\n\n")
            try site.writeAnywhere("data.txt", "page two")
            try await tab.wait(for: #"event: pages\#ndata: {"summary":"Rendered.","pages":["/page/2/index.html","/page/2/"]}\#n\#n"#)
            try site.writeAnywhere("data.txt", "a new style")
            try await tab.wait(for: "event: reload\ndata: Rendered.\n\n")
            await server.hub.close()
        }
    }

    @Test func pageChangesNameTheFoldersAndFilesOfChangedPages() {
        let status = { (inode: UInt64) in
            FileStatus(kind: .regular, size: 1, modifiedSeconds: 0, modifiedNanoseconds: 0, inode: inode)
        }
        let before = ["/s/index.html": status(1), "/s/page/2/index.html": status(2), "/s/tags/wit/index.html": status(3)]
        var after = before
        after["/s/index.html"] = status(4)
        after["/s/tags/wit/index.html"] = nil
        // An edited row's id changes: the permalink index and the sitemap change too, but no page shows them.
        after["/s/permalinks.json"] = status(6)
        after["/s/sitemap.xml"] = status(7)
        #expect(PageChanges.paths(before: before, after: after, root: "/s", mount: "/recipes/")
            == ["/recipes/index.html", "/recipes/", "/recipes/tags/wit/index.html", "/recipes/tags/wit/"])
        after["/s/fonts/a.woff2"] = status(5)
        #expect(PageChanges.paths(before: before, after: after, root: "/s", mount: "/") == nil)
        #expect(PageChanges.paths(before: before, after: before, root: "/s", mount: "/") == [])
    }

    @Test func closingTheHubEndsOpenStreams() async throws {
        let site = try TestSite(["index.html": "x"])
        defer { site.remove() }
        let server = try site.server(liveReload: .watchServedFolder)
        try await server.makeApplication().test(.live) { client in
            let tab = try EventStreamClient(port: try #require(client.port), path: LiveReloadScript.eventsPath)
            try await tab.wait(for: "event: ready")
            await server.hub.close()
            // A chunked response ends with a zero-length chunk.
            try await tab.wait(for: "0\r\n\r\n")
        }
    }
}
