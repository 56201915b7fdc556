import Foundation

/// `--taxonomy KEY`: beside the main list, one list per value of the key at `KEY/SLUG/`, cut
/// into pages by the same rule, with the same template and the same heights, and an index at
/// `KEY/index.html` naming every value with its row count.
struct TaxonomyLists {
    let taxonomy: Taxonomy
    /// The arranged items of the main list.
    let items: [ListItem]
    /// The main list's renderer on the calling thread: whether it offers rows to feeds (their
    /// cells then carry row ids, so the taxonomy's cells carry them too) is the same here.
    let renderer: RowRenderer
    let options: RenderOptions

    private var hasFeeds: Bool { renderer.offersToFeeds }

    /// Writes every value's list and the index into `output`.
    func write(output: OutputFolder, shell: PageShell) throws -> Publication.Written {
        var written = Publication.Written()
        for term in taxonomy.terms {
            written.add(try writeList(of: term, output: output, shell: shell))
        }
        var index = PageWriter(shell: shell, output: output, total: 1, listIsEmpty: false)
        index.baseURL = options.baseURL
        if hasFeeds { index.feeds = Publication.feedLinks }
        let page = try index.writeIndex(indexContent(), title: taxonomy.key, to: taxonomy.folder + "/index.html")
        written.paths.append(page.path)
        written.bytes += page.bytes
        return written
    }

    /// Binds, measures and paginates the rows of `term` as the main list's, and writes its pages.
    private func writeList(of term: Taxonomy.Term, output: OutputFolder, shell: PageShell) throws -> Publication.Written {
        let spool = try RowSpool(url: output.staging.appendingPathComponent(".render-list-taxonomy-rows"))
        defer { spool.discard() }
        let feeds = hasFeeds ? FeedSelection(byDate: renderer.binder.template.feedsByDate) : nil
        var pass = ListPass(renderer: renderer, spool: spool, rule: options.pageRule, feeds: feeds)
        for item in taxonomy.items(of: term, in: items) { try pass.add(item) }
        let end = try pass.finish()
        var writer = PageWriter(shell: shell, output: output, total: pass.pageStarts.count, listIsEmpty: pass.rows == 0)
        writer.baseURL = options.baseURL
        writer.list = "\(taxonomy.folder)/\(term.slug)/"
        writer.listName = term.value
        if hasFeeds { writer.feeds = Publication.feedLinks }
        return try writer.writePages(from: spool, starts: pass.pageStarts, ends: pass.pageEnds.pages, end: end)
    }

    /// The index's list: every value, linked to its list's first page, with its row count.
    private func indexContent() -> [UInt8] {
        var html = HTMLWriter()
        html.append("<h2 class=\"rl-taxonomy-title\">")
        html.escapeText(taxonomy.key)
        html.append("</h2><p class=\"rl-taxonomy-back\"><a href=\"")
        html.bytes.append(HTMLWriter.rootMarker)
        html.append("index.html\">All rows</a></p>")
        html.append("<ul class=\"rl-taxonomy\">")
        for term in taxonomy.terms {
            html.append("<li><a href=\"")
            html.bytes.append(HTMLWriter.rootMarker)
            html.escapeAttribute("\(taxonomy.folder)/\(term.slug)/index.html")
            html.append("\">")
            html.escapeText(term.value)
            html.append("</a> <span class=\"rl-count\">(\(term.rowCount == 1 ? "1 row" : "\(term.rowCount) rows"))</span></li>")
        }
        html.append("</ul>\n")
        return html.bytes
    }
}
