/// Which pages of the served site a rebuild changed, from the folder's file statuses before and
/// after it. render-list keeps a file whose bytes it does not change (the previous site's very
/// file, hard-linked into the new one), so a file with the same inode, size and time is the same.
enum PageChanges {
    /// The URL paths (decoded, under `mount`) that show the HTML pages that differ between
    /// `before` and `after` (changed, added or removed), each as a folder (`/page/3/`) and as
    /// its file (`/page/3/index.html`); nil when another file differs too (a stylesheet, a
    /// font, an image, the 404 page), which any page may show. The files that list the site's
    /// rows and pages for other readers (``unshownFiles``) are never shown by a page.
    static func paths(before: ChangeWatcher.Snapshot, after: ChangeWatcher.Snapshot, root: String,
                      mount: String) -> [String]? {
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        var paths: [String] = []
        for file in changed.sorted() {
            guard file.hasPrefix(root + "/") else { return nil }
            let relative = String(file.dropFirst(root.count + 1))
            // render-list's own dotfiles (its manifest) are never served.
            if relative.split(separator: "/").last?.hasPrefix(".") == true || unshownFiles.contains(relative) { continue }
            guard relative.hasSuffix(".html"), relative != "404.html" else { return nil }
            paths.append(mount + relative)
            if relative == "index.html" || relative.hasSuffix("/index.html") {
                paths.append(mount + relative.dropLast("index.html".count))
            }
        }
        return paths
    }

    /// Files at the site's root that no page shows or loads: the permalink index (the 404
    /// page's script reads it only to leave for another page), the sitemap, robots.txt and the
    /// feeds. A row's id changes with its text, so an edit changes the permalink index.
    static let unshownFiles: Set<String> = ["permalinks.json", "sitemap.xml", "robots.txt", "feed.xml", "feed.json"]
}
