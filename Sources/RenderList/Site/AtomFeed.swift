import Foundation

/// `feed.xml`, an Atom feed (RFC 4287): the feed's id, title, update time, author and self
/// link, and per entry its id, title, update time, link and summary.
enum AtomFeed {
    static let fileName = "feed.xml"
    static let mediaType = "application/atom+xml"
    static let namespace = "http://www.w3.org/2005/Atom"

    static func text(_ header: FeedHeader, entries: [FeedEntry]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"\(namespace)\">\n"
        text += "  <id>\(XMLText.escaped(header.base.text))</id>\n"
        text += "  <title>\(XMLText.escaped(header.title))</title>\n"
        text += "  <updated>\(ISO8601.format(header.updated))</updated>\n"
        // RFC 4287 asks for an author of the feed when its entries name none.
        text += "  <author><name>\(XMLText.escaped(header.title))</name></author>\n"
        text += "  <link rel=\"self\" type=\"\(mediaType)\" href=\"\(XMLText.escaped(header.base.file(fileName)))\"/>\n"
        text += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escaped(header.base.text))\"/>\n"
        for entry in entries { text += self.entry(entry) }
        return text + "</feed>\n"
    }

    private static func entry(_ entry: FeedEntry) -> String {
        var text = "  <entry>\n"
        text += "    <id>\(XMLText.escaped(entry.id))</id>\n"
        text += "    <title>\(XMLText.escaped(entry.title))</title>\n"
        text += "    <updated>\(ISO8601.format(entry.date))</updated>\n"
        text += "    <link rel=\"alternate\" href=\"\(XMLText.escaped(entry.link))\"/>\n"
        if let summary = entry.summary { text += "    <summary>\(XMLText.escaped(summary))</summary>\n" }
        return text + "  </entry>\n"
    }
}
