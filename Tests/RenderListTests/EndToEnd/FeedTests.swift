import Foundation
import Testing

/// The Atom feed and the JSON Feed a base URL makes possible, from the template's rl:feed-
/// bindings.
@Suite("Feeds, end to end", .serialized)
struct FeedTests {
    static let atom = "http://www.w3.org/2005/Atom"
    let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path

    private func render(_ arguments: [String], template: String = TestSupport.defaultTemplate, in folder: URL) throws -> (CommandResult, URL) {
        let output = folder.appendingPathComponent("Public")
        let result = try CommandRunner.run(TestSupport.executable, arguments + ["-o", output.path, "--template", template])
        return (result, output)
    }

    /// Checks what RFC 4287 requires of the feed and of each entry; returns the entries.
    private func checkAtom(_ data: Data, selfURL: String) throws -> [XMLOutline] {
        let feed = try XMLOutline.parse(data).get()
        #expect(feed.name == "feed" && feed.namespace == Self.atom)
        for name in ["id", "title", "updated", "author"] {
            #expect(feed.one(name)?.namespace == Self.atom, "the feed needs exactly one \(name)")
        }
        #expect(feed.one("author")?.one("name") != nil)
        #expect(feed.all("link").contains { $0.attributes["rel"] == "self" && $0.attributes["href"] == selfURL })
        #expect(isRFC3339(feed.one("updated")?.text ?? ""))
        let entries = feed.all("entry")
        for entry in entries {
            for name in ["id", "title", "updated", "summary"] {
                #expect(entry.one(name) != nil, "an entry needs exactly one \(name)")
            }
            #expect(entry.all("link").count == 1 && entry.one("link")?.attributes["href"]?.hasPrefix("https://") == true)
            #expect(URL(string: entry.one("id")?.text ?? "")?.scheme != nil, "an entry's id is an IRI")
            #expect(isRFC3339(entry.one("updated")?.text ?? ""))
        }
        #expect(Set(entries.compactMap { $0.one("id")?.text }).count == entries.count, "entry ids repeat")
        return entries
    }

    private func isRFC3339(_ text: String) -> Bool {
        text.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$"#, options: .regularExpression) != nil
    }

    /// Checks JSON Feed 1.1's required fields; returns the items.
    private func checkJSONFeed(_ data: Data, feedURL: String, home: String) throws -> [[String: Any]] {
        let feed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "Quotes" || feed["title"] as? String == "Test")
        #expect(feed["feed_url"] as? String == feedURL)
        #expect(feed["home_page_url"] as? String == home)
        let items = try #require(feed["items"] as? [[String: Any]])
        for item in items {
            #expect(item["id"] is String)
            #expect(item["content_text"] is String || item["content_html"] is String)
            #expect((item["url"] as? String)?.hasPrefix("https://") == true)
            #expect(isRFC3339(item["date_published"] as? String ?? ""))
        }
        return items
    }

    @Test func theDefaultTemplatesQuotesBecomeBothFeedsLinkingToTheirRows() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, output) = try render([example, "--rows-per-page", "10", "--base-url", "https://example.com/quotes"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let entries = try checkAtom(try Data(contentsOf: output.appendingPathComponent("feed.xml")), selfURL: "https://example.com/quotes/feed.xml")
        #expect(entries.count == 22)
        #expect(entries.first?.one("title")?.text == "Oscar Wilde")
        #expect(entries.first?.one("summary")?.text == "Be yourself; everyone else is already taken.")
        let links = entries.compactMap { $0.one("link")?.attributes["href"] }
        // Each link names the row on its page, which carries that id.
        for link in links {
            let parts = link.split(separator: "#").map(String.init)
            let page = parts[0].replacingOccurrences(of: "https://example.com/quotes/", with: "")
            let html = try String(contentsOf: output.appendingPathComponent(page + "index.html"), encoding: .utf8)
            #expect(html.contains("id=\"\(parts[1])\""), "\(link) names no row on its page")
        }
        #expect(links.contains { $0.hasPrefix("https://example.com/quotes/page/3/#row-") })
        let items = try checkJSONFeed(try Data(contentsOf: output.appendingPathComponent("feed.json")),
                                      feedURL: "https://example.com/quotes/feed.json", home: "https://example.com/quotes/")
        #expect(items.map { $0["url"] as? String } == links)
    }

    @Test func datedRowsGiveTheFiftyLatestNewestFirstWithTheirOwnLinks() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = TestSupport.write(TestSupport.template(prototypes: """
            <article rl:prototype="Post" rl:feed-title="title" rl:feed-date="date" rl:feed-link="url" rl:feed-summary="text">
            <h2 rl:text="title">T</h2><p rl:text="text">x</p></article>
            """), to: "t.xhtml", in: folder)
        let rows = (0..<120).map { index in
            let day = String(format: "%02d", index % 28 + 1), month = String(format: "%02d", index / 28 + 1)
            let link = index % 2 == 0 ? "https://elsewhere.example/posts/\(index)?a=1&b=2" : "posts/\(index).html"
            return #"{"cell": "Post", "title": "Post <\#(index)> & more", "text": "Text \#(index)", "date": "2024-\#(month)-\#(day)T08:00:00Z", "url": "\#(link)"}"#
        }
        let data = TestSupport.write("[" + rows.joined(separator: ",") + #", "a plain row"]"#, to: "d.json", in: folder)
        let (result, output) = try render([data, "--rows-per-page", "7", "--base-url", "https://example.com/"], template: template, in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let entries = try checkAtom(try Data(contentsOf: output.appendingPathComponent("feed.xml")), selfURL: "https://example.com/feed.xml")
        #expect(entries.count == 50)
        #expect(entries.first?.one("title")?.text == "Post <119> & more")
        #expect(entries.first?.one("updated")?.text == "2024-05-08T08:00:00Z")
        #expect(entries.compactMap { $0.one("title")?.text } == (70..<120).reversed().map { "Post <\($0)> & more" })
        let links = entries.compactMap { $0.one("link")?.attributes["href"] }
        #expect(links.first == "https://example.com/posts/119.html")
        #expect(links[1] == "https://elsewhere.example/posts/118?a=1&b=2")
        #expect(try XMLOutline.parse(try Data(contentsOf: output.appendingPathComponent("feed.xml"))).get().one("updated")?.text == "2024-05-08T08:00:00Z")
        let items = try checkJSONFeed(try Data(contentsOf: output.appendingPathComponent("feed.json")),
                                      feedURL: "https://example.com/feed.json", home: "https://example.com/")
        #expect(items.count == 50)
        #expect(items.first?["summary"] as? String == "Text 119")
        #expect(items.first?["date_published"] as? String == "2024-05-08T08:00:00Z")
    }

    @Test func aTemplateWithoutFeedBindingsGetsASitemapButNoFeeds() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = TestSupport.write(TestSupport.template(prototypes: ""), to: "t.xhtml", in: folder)
        let data = TestSupport.write(#"["one", "two"]"#, to: "d.json", in: folder)
        let (result, output) = try render([data, "--base-url", "https://example.com/"], template: template, in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("sitemap.xml").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("feed.xml").path))
        #expect(result.output.contains("note: the template has no rl:feed-title on a prototype, so no feeds were written."))
    }
}
