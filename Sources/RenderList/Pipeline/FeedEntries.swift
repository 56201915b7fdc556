import Foundation

/// The rows the feeds chose, as entries with absolute URLs: each links to its own URL when its
/// link key gives one, else to the row on the page the paginator put it on.
enum FeedEntries {
    /// - Parameters:
    ///   - pageStarts: the row spool offset where each page begins.
    ///   - undated: the date of entries without one (the data file's modification time).
    /// An entry's id is its own link, else the row's permalink (`BASE/r/ID`, which stays the same
    /// wherever the row's page is: a feed reader must not see an entry as new because rows were
    /// added before it); when rows share a link, the later ones take their permalinks, so that
    /// ids never repeat.
    static func make(_ chosen: [FeedSelection.Candidate], pageStarts: [Int], base: BaseURL, undated: Date) -> [FeedEntry] {
        var ids = Set<String>()
        return chosen.map { candidate in
            let page = pageStarts.lastIndex { $0 <= candidate.offset }.map { $0 + 1 } ?? 1
            let anchored = base.page(page) + "#" + candidate.anchor
            let permalink = base.file(NotFoundScript.permalink(of: candidate.anchor))
            let own = candidate.item.link.flatMap { resolve($0, against: base) }
            let link = own ?? anchored
            let id = own.map { ids.insert($0).inserted ? $0 : permalink } ?? permalink
            ids.insert(id)
            return FeedEntry(id: id, title: candidate.item.title, link: link,
                             date: candidate.item.date ?? undated, summary: candidate.item.summary)
        }
    }

    /// `link` as an absolute http(s) URL: as it is, or resolved against the site's root when
    /// relative, as the pages resolve relative URLs in data (`/about` is the host's); nil for
    /// any other scheme.
    static func resolve(_ link: String, against base: BaseURL) -> String? {
        guard let root = URL(string: base.text), let url = URL(string: link, relativeTo: root)?.absoluteURL,
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            return nil
        }
        return url.absoluteString
    }

    /// The latest of the entries' dates, else `undated`.
    static func updated(_ entries: [FeedEntry], undated: Date) -> Date {
        entries.map(\.date).max() ?? undated
    }
}
