import Hummingbird
import HummingbirdTesting
import Testing

@testable import RenderListServer

@Suite("Conditional requests")
struct ConditionalRequestTests {
    static let files = ["a.txt": "0123456789"]

    @Test func sendsAStrongETagAndLastModified() async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/a.txt")
            let tag = try #require(response.headers[.eTag])
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && !tag.hasPrefix("W/"))
            let lastModified = try #require(response.headers[.lastModified])
            #expect(HTTPDate.parse(lastModified) != nil)
        }
    }

    @Test func ifNoneMatchWithTheCurrentTagGives304() async throws {
        try await withSite(Self.files) { site in
            let tag = try #require(try await request(site, "/a.txt").headers[.eTag])
            for value in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
                let response = try await request(site, "/a.txt", headers: [.ifNoneMatch: value])
                #expect(response.status == .notModified, "If-None-Match: \(value)")
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.eTag] == tag)
            }
        }
    }

    @Test func ifNoneMatchWithAnotherTagGives200() async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/a.txt", headers: [.ifNoneMatch: "\"stale\""])
            #expect(response.status == .ok)
            #expect(response.text == "0123456789")
        }
    }

    @Test func theTagChangesWhenTheFileChanges() async throws {
        try await withSite(Self.files) { site in
            let before = try await request(site, "/a.txt").headers[.eTag]
            try site.write("a.txt", "changed!")
            let after = try await request(site, "/a.txt", headers: [.ifNoneMatch: before ?? ""])
            #expect(after.status == .ok)
            #expect(after.headers[.eTag] != before)
        }
    }

    @Test func ifModifiedSinceGives304UnlessTheFileIsNewer() async throws {
        try await withSite(Self.files) { site in
            let lastModified = try #require(try await request(site, "/a.txt").headers[.lastModified])
            let same = try await request(site, "/a.txt", headers: [.ifModifiedSince: lastModified])
            #expect(same.status == .notModified)
            #expect(same.headers[.lastModified] == lastModified)
            let seconds = try #require(HTTPDate.parse(lastModified))
            let earlier = HTTPDate.format(secondsSince1970: seconds - 60)
            let older = try await request(site, "/a.txt", headers: [.ifModifiedSince: earlier])
            #expect(older.status == .ok)
            let garbage = try await request(site, "/a.txt", headers: [.ifModifiedSince: "yesterday"])
            #expect(garbage.status == .ok)
        }
    }

    @Test func ifNoneMatchTakesPrecedenceOverIfModifiedSince() async throws {
        try await withSite(Self.files) { site in
            let lastModified = try #require(try await request(site, "/a.txt").headers[.lastModified])
            let headers: HTTPFields = [.ifNoneMatch: "\"stale\"", .ifModifiedSince: lastModified]
            let response = try await request(site, "/a.txt", headers: headers)
            #expect(response.status == .ok)
        }
    }

    @Test func httpDatesRoundTrip() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun, 6 Nov 1994 08:49:37 GMT") == nil)
    }
}
