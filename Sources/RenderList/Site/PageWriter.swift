import Foundation

/// Writes page files: the shell around one page's rows, its pager, title and neighbour links.
struct PageWriter {
    let shell: PageShell
    let output: OutputFolder
    let total: Int
    /// The list has no data rows: the empty-list notice is shown.
    let listIsEmpty: Bool
    /// Where the site is served, if known: pages then name their canonical URL.
    var baseURL: BaseURL? = nil
    /// The feeds written beside the pages, which every page names (``Publication/feedLinks``).
    var feeds: [(type: String, path: String)] = []
    /// The folder the list's pages are written in: `""` for the main list, `tags/wit/` for a
    /// taxonomy's list (its pager links stay within it).
    var list = ""
    /// What `{list}` shows in page bindings: a taxonomy list's value; nil: the site's title.
    var listName: String? = nil

    /// The pages a site has: the list's pages, and the page for missing paths.
    enum Page: Equatable {
        case list(Int)
        case notFound
        /// A taxonomy's index page, `title` after the template's title.
        case index(title: String, folder: String)
    }

    /// Writes page `number` holding `rows` (spooled HTML), whose first and last rows' values
    /// page bindings read from `ends`, and returns its site-relative path and size.
    func write(page number: Int, rows: [UInt8], ends: PageEnds = PageEnds()) throws(SiteError) -> (path: String, bytes: Int) {
        let path = PagerHTML.path(ofPage: number, in: list)
        return try write(.list(number), rows: rows, prefix: Self.prefix(of: path), to: path, ends: ends)
    }

    /// Writes the page at `relative` (`tags/index.html`) holding `content` in the list's place,
    /// its title `title` after the template's.
    func writeIndex(_ content: [UInt8], title: String, to relative: String) throws(SiteError) -> (path: String, bytes: Int) {
        let folder = String(relative.dropLast(relative.hasSuffix("index.html") ? "index.html".count : 0))
        return try write(.index(title: title, folder: folder), rows: content, prefix: Self.prefix(of: relative), to: relative)
    }

    /// The way from `relative`'s folder back to the site's root: `../` for each folder.
    private static func prefix(of relative: String) -> [UInt8] {
        Array(String(repeating: "../", count: relative.utf8.count(where: { $0 == UInt8(ascii: "/") })).utf8)
    }

    /// Writes `404.html`, the page a server sends for missing paths. It can be sent from any
    /// depth, so its links start at the server's root (`/`), or at the base URL's path (`/recipes/`)
    /// for a site served below the root. Its script sends links to rows on (``NotFoundScript``).
    func writeNotFound() throws(SiteError) -> (path: String, bytes: Int) {
        let notice = "<p class=\"rl-not-found\">There is no page at this address. <a href=\"\u{1}\">Go to the first page</a>.</p>"
        let prefix = baseURL?.path ?? "/"
        let script = NotFoundScript.element(basePath: prefix)
        return try write(.notFound, rows: Array((notice + script).utf8), prefix: Array(prefix.utf8), to: "404.html")
    }

    private func write(_ kind: Page, rows: [UInt8], prefix: [UInt8], to relative: String,
                       ends: PageEnds = PageEnds()) throws(SiteError) -> (path: String, bytes: Int) {
        var page: [UInt8] = []
        page.reserveCapacity(rows.count + 16_384)
        for (index, segment) in shell.segments.enumerated() {
            Self.append(segment, replacingMarkerWith: prefix, to: &page)
            guard index < shell.slots.count else { break }
            Self.append(content(for: shell.slots[index], page: kind, rows: rows, ends: ends), replacingMarkerWith: prefix, to: &page)
        }
        return (relative, try output.stage(page, at: relative))
    }

    private func content(for slot: PageShell.Slot, page: Page, rows: [UInt8], ends: PageEnds) -> [UInt8] {
        guard case .list(let number) = page else {
            let suffix = if case .index(let title, _) = page { " – " + title } else { " – Page not found" }
            switch slot {
            case .titleSuffix: return Array(XMLText.escaped(suffix).utf8)
            case .boundTitle: return Array(XMLText.escaped(shell.title + suffix).utf8)
            case .boundContent(let index): return Self.contentAttribute(shell.boundContents[index].written)
            case .headEnd:
                var links = "<link rel=\"stylesheet\" href=\"\u{1}\(SiteStyle.fileName)\">"
                if case .index(_, let folder) = page, let baseURL { links += published(url: baseURL.file(folder), title: shell.title + suffix) }
                return Array(links.utf8)
            case .rows: return rows
            case .pager, .emptyNotice, .listAttributes: return []
            }
        }
        switch slot {
        case .titleSuffix:
            return number == 1 ? [] : Array(" – Page \(number) of \(total)".utf8)
        case .boundTitle:
            return Array(XMLText.escaped(title(ofPage: number, ends: ends)).utf8)
        case .boundContent(let index):
            return Self.contentAttribute(shell.boundContents[index].pattern.text(values(ofPage: number, ends: ends)))
        case .headEnd:
            var links = "<link rel=\"stylesheet\" href=\"\u{1}\(SiteStyle.fileName)\">" + published(page: number, ends: ends)
            if number > 1 { links += "<link rel=\"prev\" href=\"\u{1}\(PagerHTML.path(ofPage: number - 1, in: list))\">" }
            if number < total { links += "<link rel=\"next\" href=\"\u{1}\(PagerHTML.path(ofPage: number + 1, in: list))\">" }
            return Array(links.utf8)
        case .rows:
            return listIsEmpty && !shell.noticeOutsideList ? rows + shell.emptyNotice : rows
        case .pager:
            return total > 1 ? PagerHTML.render(PagerModel(current: number, total: total), list: list) : []
        case .emptyNotice:
            return listIsEmpty ? shell.emptyNotice : []
        case .listAttributes:
            // Pagefind indexes the main list's rows alone: not the shell, the pager, 404.html,
            // nor a taxonomy's lists (their rows are the main list's, found there).
            return list.isEmpty ? Array(" data-pagefind-body".utf8) : []
        }
    }

    /// The canonical link, Open Graph properties and feed links of list page `number`, when the
    /// base URL is known.
    private func published(page number: Int, ends: PageEnds) -> String {
        guard let baseURL else { return "" }
        let url = list.isEmpty ? baseURL.page(number) : baseURL.file(list + (number == 1 ? "" : "page/\(number)/"))
        return published(url: url, title: title(ofPage: number, ends: ends))
    }

    /// The canonical link, Open Graph properties and feed links of the page at `url`, titled `title`.
    private func published(url: String, title: String) -> String {
        guard let baseURL else { return "" }
        var head = HTMLWriter()
        head.append("<link rel=\"canonical\" href=\"")
        head.escapeAttribute(url)
        head.append("\"><meta property=\"og:type\" content=\"website\"><meta property=\"og:url\" content=\"")
        head.escapeAttribute(url)
        head.append("\"><meta property=\"og:title\" content=\"")
        head.escapeAttribute(title)
        head.append("\">")
        for feed in feeds {
            head.append("<link rel=\"alternate\" type=\"\(feed.type)\" href=\"")
            head.escapeAttribute(baseURL.file(feed.path))
            head.append("\" title=\"")
            head.escapeAttribute(shell.title)
            head.append("\">")
        }
        return String(decoding: head.bytes, as: UTF8.self)
    }

    /// List page `number`'s title: its `rl:page-text` filled, or the template's title with
    /// ` – Page N of M` after page 1.
    private func title(ofPage number: Int, ends: PageEnds) -> String {
        if let pattern = shell.titlePattern { return pattern.text(values(ofPage: number, ends: ends)) }
        return shell.title + (number == 1 ? "" : " – Page \(number) of \(total)")
    }

    private func values(ofPage number: Int, ends: PageEnds) -> PageValues {
        PageValues(site: shell.title, list: listName ?? shell.title, page: number, pages: total, ends: ends)
    }

    /// ` content="…"` (escaped; empty for nil: a named `<meta>` needs one).
    private static func contentAttribute(_ value: String?) -> [UInt8] {
        guard let value else { return Array(" content=\"\"".utf8) }
        var writer = HTMLWriter()
        writer.append(" content=\"")
        writer.escapeAttribute(TextSanitizer.clean(value))
        writer.append("\"")
        return writer.bytes
    }

    private static func append(_ bytes: [UInt8], replacingMarkerWith prefix: [UInt8], to page: inout [UInt8]) {
        var start = 0
        while let marker = bytes[start...].firstIndex(of: HTMLWriter.rootMarker) {
            page.append(contentsOf: bytes[start..<marker])
            page.append(contentsOf: prefix)
            start = marker + 1
        }
        page.append(contentsOf: bytes[start...])
    }
}
