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
            try await tab.wait(for: "event: reload\ndata: Rendered 1 page.\n\n")
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
            try await tab.wait(for: "event: reload\n")
            try await lateTab.wait(for: "event: reload\n")
            #expect(try await client.execute(uri: "/", method: .get) { $0 }.text.contains("v3333"))
            #expect(recorder.info.contains("Rebuilt: Rendered 1 page."))
            await server.hub.close()
        }
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
