import Foundation

/// The files a known base URL makes possible, beside the pages: the sitemap, `robots.txt` and
/// the Atom and JSON feeds. A `robots.txt` of the user's own in the output folder is kept, never
/// overwritten.
struct Publication {
    let base: BaseURL
    let output: OutputFolder

    /// What was written: site-relative paths, their size, and notes for the user.
    struct Written {
        var paths: [String] = []
        var bytes = 0
        var notes: [String] = []

        /// Adds what `other` wrote.
        mutating func add(_ other: Written) {
            paths += other.paths
            bytes += other.bytes
            notes += other.notes
        }
    }

    /// Writes the sitemap of the pages among `site` (site-relative paths written so far, see
    /// ``SitemapFile/pageURLs(among:base:)``) and, for a site at a host's root, `robots.txt`.
    func writeSitemap(of site: [String]) throws(SiteError) -> Written {
        var written = Written()
        for file in SitemapFile.files(urls: SitemapFile.pageURLs(among: site, base: base), base: base) {
            written.bytes += try output.write(file.text, to: file.path)
            written.paths.append(file.path)
        }
        let sitemap = base.file(SitemapFile.fileName)
        if base.path != "/" {
            written.notes.append("crawlers read robots.txt only at a host's root, and the site is served at \(base.path), so render-list wrote none: add the line \"Sitemap: \(sitemap)\" to the host's robots.txt.")
        } else if let own = output.foreignFile(RobotsFile.fileName) {
            if !own.contains(sitemap) {
                written.notes.append("the output folder's robots.txt is yours, so render-list kept it as it is: add the line \"Sitemap: \(sitemap)\" to it.")
            }
        } else {
            written.bytes += try output.write(RobotsFile.text(sitemap: sitemap), to: RobotsFile.fileName)
            written.paths.append(RobotsFile.fileName)
        }
        return written
    }

    /// Writes `feed.xml` (Atom) and `feed.json` (JSON Feed 1.1) holding `entries`.
    func writeFeeds(_ header: FeedHeader, entries: [FeedEntry]) throws(SiteError) -> Written {
        var written = Written()
        for (path, text) in [(AtomFeed.fileName, AtomFeed.text(header, entries: entries)),
                             (JSONFeed.fileName, JSONFeed.text(header, entries: entries))] {
            written.bytes += try output.write(text, to: path)
            written.paths.append(path)
        }
        return written
    }

    /// The feeds every page names with `<link rel="alternate">`.
    static let feedLinks: [(type: String, path: String)] = [
        (AtomFeed.mediaType, AtomFeed.fileName), (JSONFeed.mediaType, JSONFeed.fileName),
    ]
}
