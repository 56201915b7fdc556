/// `sitemap.xml`: the absolute URL of every page of the site (the main list's pages, then a
/// taxonomy's index and the pages of its lists), in the sitemaps.org 0.9 format. A sitemap
/// holds at most 50,000 URLs; a longer site gets `sitemap-1.xml`, `sitemap-2.xml`… and a
/// `sitemap.xml` that indexes them.
enum SitemapFile {
    static let fileName = "sitemap.xml"
    static let namespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
    /// The most URLs one sitemap may list.
    static let limit = 50_000

    /// The files listing `urls`, absolute, in order, for a site served at `base`, by site-relative path.
    static func files(urls: [String], base: BaseURL, limit: Int = limit) -> [(path: String, text: String)] {
        guard urls.count > limit else { return [(fileName, urlSet(urls))] }
        let parts = stride(from: 0, to: urls.count, by: limit).enumerated().map { number, start in
            (path: "sitemap-\(number + 1).xml", text: urlSet(Array(urls[start..<min(start + limit, urls.count)])))
        }
        return [(fileName, index(parts.map { base.file($0.path) }))] + parts
    }

    /// The absolute URLs of the pages among `written`, site-relative paths in the order they were
    /// written: every `index.html` (a folder's page, named by the folder as servers send it);
    /// the page for missing paths is none of them.
    static func pageURLs(among written: [String], base: BaseURL) -> [String] {
        written.compactMap { path in
            guard path == "index.html" || path.hasSuffix("/index.html") else { return nil }
            return base.file(String(path.dropLast("index.html".count)))
        }
    }

    private static func urlSet(_ urls: [String]) -> String {
        document("urlset", entries: urls.map { "  <url><loc>\(XMLText.escaped($0))</loc></url>\n" })
    }

    private static func index(_ sitemaps: [String]) -> String {
        document("sitemapindex", entries: sitemaps.map { "  <sitemap><loc>\(XMLText.escaped($0))</loc></sitemap>\n" })
    }

    private static func document(_ root: String, entries: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<\(root) xmlns=\"\(namespace)\">\n" + entries.joined() + "</\(root)>\n"
    }
}
