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
        #expect(entries.map(\.id) == ["https://a.example/x", "https://example.com/blog/r/row-1", "https://example.com/blog/notes/2.html",
                                      "https://example.com/blog/r/row-3", "https://example.com/blog/r/row-4"])
    }

    @Test func anEntryWithoutALinkOfItsOwnKeepsItsIdWhenItsPageChanges() throws {
        let base = try BaseURL("https://example.com/recipes/")
        var row = candidate(7, link: nil, offset: 40)
        row = FeedSelection.Candidate(item: row.item, offset: row.offset, anchor: "crème brûlée/1")
        let before = FeedEntries.make([row], pageStarts: [0, 30], base: base, undated: Date(timeIntervalSince1970: 0))
        let after = FeedEntries.make([row], pageStarts: [0, 10, 20, 35], base: base, undated: Date(timeIntervalSince1970: 0))
        #expect(before[0].link == "https://example.com/recipes/page/2/#crème brûlée/1")
        #expect(after[0].link == "https://example.com/recipes/page/4/#crème brûlée/1")
        #expect(before[0].id == after[0].id)
        #expect(before[0].id == "https://example.com/recipes/r/cr%C3%A8me%20br%C3%BBl%C3%A9e%2F1")
    }
}
