import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RenderListServer

@Suite("Live reload", .timeLimit(.minutes(1)))
struct LiveReloadTests {
    static let page = "<html><body><p>hello</p></body></html>"

    @Test func insertsTheScriptIntoHTMLAsSentButNotOnDisk() async throws {
        try await withSite(["index.html": Self.page, "style.css": "p{}"]) { site in
            let plain = try await request(site, "/")
            let live = try await request(site, "/", liveReload: .watchServedFolder)
            #expect(plain.text == Self.page)
            let script = try #require(live.text.firstRange(of: "<script>"))
            let bodyEnd = try #require(live.text.firstRange(of: "</body>"))
            #expect(script.lowerBound < bodyEnd.lowerBound)
            #expect(live.text.contains(LiveReloadScript.eventsPath))
            #expect(live.headers[.contentLength] == String(live.body.readableBytes))
            #expect(live.headers[.eTag] != plain.headers[.eTag])
            #expect(try site.read("index.html") == Self.page)
            let css = try await request(site, "/style.css", liveReload: .watchServedFolder)
            #expect(css.text == "p{}")
            #expect(css.headers[.eTag] == (try await request(site, "/style.css")).headers[.eTag])
        }
    }

    @Test func validatorsAndRangesDescribeTheBytesActuallySent() async throws {
        try await withSite(["index.html": Self.page]) { site in
            let live = try await request(site, "/", liveReload: .watchServedFolder)
            let tag = try #require(live.headers[.eTag])
            let revalidated = try await request(site, "/", headers: [.ifNoneMatch: tag], liveReload: .watchServedFolder)
            #expect(revalidated.status == .notModified)
            let plainTagOnLive = try await request(
                site, "/", headers: [.ifNoneMatch: try #require(try await request(site, "/").headers[.eTag])],
                liveReload: .watchServedFolder)
            #expect(plainTagOnLive.status == .ok)
            let tail = try await request(site, "/", headers: [.range: "bytes=-14"], liveReload: .watchServedFolder)
            #expect(tail.status == .partialContent)
            #expect(tail.text == String(live.text.suffix(14)))
            #expect(tail.headers[.contentRange] == "bytes \(live.body.readableBytes - 14)-\(live.body.readableBytes - 1)/\(live.body.readableBytes)")
        }
    }

    @Test func appendsTheScriptWhenThereIsNoBodyEndAndCoversThe404Page() async throws {
        try await withSite(["bare.html": "<p>bare", "404.html": "<BODY>gone</BODY>"]) { site in
            let bare = try await request(site, "/bare.html", liveReload: .watchServedFolder)
            #expect(bare.text.hasPrefix("<p>bare<script>"))
            let missing = try await request(site, "/nope", liveReload: .watchServedFolder)
            #expect(missing.status == .notFound)
            #expect(missing.text.hasPrefix("<BODY>gone<script>"))
            #expect(missing.text.hasSuffix("</script>\n</BODY>"))
            #expect(missing.headers[.contentLength] == String(missing.body.readableBytes))
        }
    }

    @Test func theEventStreamExistsOnlyInLiveMode() async throws {
        try await withSite(["index.html": Self.page]) { site in
            let plain = try await request(site, LiveReloadScript.eventsPath)
            #expect(plain.status == .notFound)
            let head = try await request(site, LiveReloadScript.eventsPath, method: .head, liveReload: .watchServedFolder)
            #expect(head.status == .ok)
            #expect(head.headers[.contentType] == "text/event-stream")
        }
    }

    @Test func eventsAreSerializedWithOneDataLinePerLine() {
        #expect(LiveEvent.reload(summary: "3 pages").serialized == "event: reload\ndata: 3 pages\n\n")
        #expect(LiveEvent.pages(summary: "2 \"new\"\n", paths: ["/ü/"]).serialized
            == #"event: pages\#ndata: {"summary":"2 \"new\"\u000a","pages":["/ü/"]}\#n\#n"#)
        #expect(
            LiveEvent.failure(message: "line 1\r\nline 2\nline 3").serialized
                == "event: failure\ndata: line 1\ndata: line 2\ndata: line 3\n\n")
    }

    @Test func watchingTheServedFolderReloadsWhenAFileChanges() async throws {
        try await withSite(["index.html": Self.page]) { site in
            let server = try site.server(liveReload: .watchServedFolder)
            let loop = try #require(server.makeLiveLoop(interval: .milliseconds(50)))
            let (_, events) = await server.hub.subscribe()
            let watching = Task { await loop.run() }
            defer { watching.cancel() }
            var iterator = events.makeAsyncIterator()
            #expect(await iterator.next() == .ready)
            try site.write("new/page.html", "new")
            var event = await iterator.next()
            while event == .keepAlive { event = await iterator.next() }
            #expect(event == .reload(summary: "Files changed."))
        }
    }
}
