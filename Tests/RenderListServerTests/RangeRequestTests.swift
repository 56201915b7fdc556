import Hummingbird
import HummingbirdTesting
import Testing

@testable import RenderListServer

@Suite("Byte ranges")
struct RangeRequestTests {
    static let files = ["digits.txt": "0123456789"]

    @Test(arguments: [
        ("bytes=0-3", "0123", "bytes 0-3/10"),
        ("bytes=2-2", "2", "bytes 2-2/10"),
        ("bytes=7-", "789", "bytes 7-9/10"),
        ("bytes=5-100", "56789", "bytes 5-9/10"),
        ("bytes=-3", "789", "bytes 7-9/10"),
        ("bytes=-50", "0123456789", "bytes 0-9/10"),
        ("BYTES=1-2", "12", "bytes 1-2/10"),
        ("bytes= 1-2 ", "12", "bytes 1-2/10"),
        ("bytes=0-99999999999999999999999", "0123456789", "bytes 0-9/10"),
    ])
    func satisfiableRangeGives206(range: String, body: String, contentRange: String) async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/digits.txt", headers: [.range: range])
            #expect(response.status == .partialContent)
            #expect(response.text == body)
            #expect(response.headers[.contentRange] == contentRange)
            #expect(response.headers[.contentLength] == String(body.utf8.count))
        }
    }

    @Test(arguments: ["bytes=10-", "bytes=10-20", "bytes=-0", "bytes=99999999999999999999-", "bytes=10-,20-"])
    func unsatisfiableRangeGives416(range: String) async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/digits.txt", headers: [.range: range])
            #expect(response.status == .rangeNotSatisfiable)
            #expect(response.headers[.contentRange] == "bytes */10")
        }
    }

    @Test(arguments: [
        "bytes=5-2", "bytes=abc", "bytes=", "bytes=1", "items=0-3", "0-3", "bytes=1-2;x",
        "bytes=--3", "bytes=+1-2", "bytes=0x1-2",
    ])
    func malformedRangeIsIgnored(range: String) async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/digits.txt", headers: [.range: range])
            #expect(response.status == .ok, "Range: \(range)")
            #expect(response.text == "0123456789")
            #expect(response.headers[.contentRange] == nil)
        }
    }

    @Test func severalRangesGetTheWholeFile() async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/digits.txt", headers: [.range: "bytes=0-1,4-5"])
            #expect(response.status == .ok)
            #expect(response.text == "0123456789")
        }
    }

    @Test func ifRangeMustMatchForARangeToBeSent() async throws {
        try await withSite(Self.files) { site in
            let first = try await request(site, "/digits.txt")
            let tag = try #require(first.headers[.eTag])
            let date = try #require(first.headers[.lastModified])
            for validator in [tag, date] {
                let hit = try await request(site, "/digits.txt", headers: [.range: "bytes=0-1", .ifRange: validator])
                #expect(hit.status == .partialContent)
            }
            for validator in ["\"stale\"", "W/\(tag)", "Sun, 06 Nov 1994 08:49:37 GMT"] {
                let miss = try await request(site, "/digits.txt", headers: [.range: "bytes=0-1", .ifRange: validator])
                #expect(miss.status == .ok)
                #expect(miss.text == "0123456789")
            }
        }
    }

    @Test func headIgnoresRange() async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/digits.txt", method: .head, headers: [.range: "bytes=0-1"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentLength] == "10")
        }
    }

    @Test func emptyFileRanges() {
        #expect(ByteRangeRequest.evaluate("bytes=0-", length: 0) == .unsatisfiable)
        #expect(ByteRangeRequest.evaluate("bytes=-5", length: 0) == .whole)
        #expect(ByteRangeRequest.evaluate(nil, length: 0) == .whole)
    }
}
