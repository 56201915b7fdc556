import Foundation
import Testing
@testable import RenderList

@Suite("Feed entries")
struct FeedEntriesTests {
    private func candidate(_ index: Int, link: String?, offset: Int) -> FeedSelection.Candidate {
        var fields: [String: DataValue] = ["title": .string("t\(index)")]
        if let link { fields["url"] = .string(link) }
        let item = FeedItem(row: Row(index: index, section: 0, fields: fields), keys: FeedKeys(title: "title", link: "url", date: nil, summary: nil))
        return FeedSelection.Candidate(item: item, offset: offset, anchor: "row-\(index)")
    }

    @Test func linksResolveAndIdsNeverRepeat() throws {
        let base = try BaseURL("https://example.com/blog")
        let chosen = [candidate(0, link: "https://a.example/x", offset: 0), candidate(1, link: "https://a.example/x", offset: 10),
                      candidate(2, link: "notes/2.html", offset: 20), candidate(3, link: "javascript:alert(1)", offset: 30),
                      candidate(4, link: nil, offset: 5)]
        let entries = FeedEntries.make(chosen, pageStarts: [0, 10, 25], base: base, undated: Date(timeIntervalSince1970: 0))
        #expect(entries.map(\.link) == ["https://a.example/x", "https://a.example/x", "https://example.com/blog/notes/2.html",
                                        "https://example.com/blog/page/3/#row-3", "https://example.com/blog/#row-4"])
        #expect(entries.map(\.id) == ["https://a.example/x", "https://example.com/blog/page/2/#row-1", "https://example.com/blog/notes/2.html",
                                      "https://example.com/blog/page/3/#row-3", "https://example.com/blog/#row-4"])
    }
}
