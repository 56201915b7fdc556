import Foundation

/// `feed.json`, a JSON Feed 1.1: version, title, home page and feed URLs, and per item its id,
/// URL, title, publication date, summary and text (the summary, else the title: an item needs
/// a content).
enum JSONFeed {
    static let fileName = "feed.json"
    static let mediaType = "application/feed+json"
    static let version = "https://jsonfeed.org/version/1.1"

    private struct Feed: Encodable {
        let version: String
        let title: String
        let home_page_url: String
        let feed_url: String
        let items: [Item]
    }

    private struct Item: Encodable {
        let id: String
        let url: String
        let title: String
        let date_published: String
        let summary: String?
        let content_text: String
    }

    static func text(_ header: FeedHeader, entries: [FeedEntry]) -> String {
        let items = entries.map {
            Item(id: $0.id, url: $0.link, title: $0.title, date_published: ISO8601.format($0.date),
                 summary: $0.summary, content_text: $0.summary ?? $0.title)
        }
        let feed = Feed(version: version, title: header.title, home_page_url: header.base.text,
                        feed_url: header.base.file(fileName), items: items)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and arrays of them cannot fail.
        let data = (try? encoder.encode(feed)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
