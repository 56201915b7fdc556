/// One thread's share of a render: a binder, layout and row heights of its own (none of them is
/// thread-safe) that fill each item's prototype, measure it and write it into bytes
/// (``RenderedItem``), all that does not depend on the items before it. What does (pages, the
/// spool, feeds, unique permalink ids) the ``ListPass`` does in data order. Heights are a pure
/// function of (prototype, data, width, fonts), and a row's bytes of the row and its id, so how
/// items are shared out among threads never changes the site.
final class RowRenderer: @unchecked Sendable {
    let binder: Binder
    let layout: LayoutSetup
    private let layouts: [(model: ApproximateHeightModel, width: Double)]
    private let heights: RowHeights
    /// What a site that carries its fonts changes in each cell before it is written; nil: nothing.
    let fonts: CellFonts?
    /// Proposes rows' permalink ids (the list pass settles them); nil: rows keep their cells' ids.
    let anchors: RowAnchors?
    /// Whether rows are offered to feeds (their entries then need an id to link to).
    let offersToFeeds: Bool
    /// The keys the template's page bindings read of rows (``PageEnds``).
    private let pageEndKeys: [String]
    /// Whether rows carry the key stable page breaks compare (``RenderedRow/key``).
    private let keysRows: Bool

    /// - Parameter shared: heights shared with the other threads' row heights, if any.
    /// - Parameter keysRows: whether rows carry the key stable page breaks compare.
    init(binder: Binder, layout: LayoutSetup, fonts: CellFonts?, anchors: RowAnchors?, offersToFeeds: Bool,
         keysRows: Bool = false, shared: SharedRowHeights? = nil) {
        self.binder = binder
        self.layout = layout
        layouts = layout.layouts
        heights = RowHeights(binder: binder, layouts: layouts, shared: shared)
        self.fonts = fonts
        self.anchors = anchors
        self.offersToFeeds = offersToFeeds
        pageEndKeys = binder.template.pageBindings.keys
        self.keysRows = keysRows
    }

    /// Rows whose heights came from row shapes laid out before (``RowHeights/replayedRows``).
    var replayedRows: Int { heights.replayedRows }

    /// `item` filled, measured and written; a row with the id it proposes (``RowAnchors``).
    func render(_ item: ListItem) -> RenderedItem {
        switch item {
        case .row(let row):
            do throws(BindingError) {
                return .row(try render(row))
            } catch {
                return .failure(error)
            }
        case .sectionStart(let section):
            guard let header = binder.decoration(TemplateNamespace.Identifier.header, for: section) else {
                return .sectionStart(nil, continued: nil)
            }
            return withExtendedLifetime(header) {
                let cell = decoration(header.node, kind: .header)
                return .sectionStart(cell, continued: ContinuedHeader.bytes(of: header.node))
            }
        case .sectionEnd(let section):
            let footer = binder.decoration(TemplateNamespace.Identifier.footer, for: section)
            return .sectionEnd(footer.map { footer in withExtendedLifetime(footer) { decoration(footer.node, kind: .footer) } })
        }
    }

    /// `row` filled, measured and written with the id it proposes, tentatively
    /// (``RowAnchors/tentative(_:)``).
    func render(_ row: Row) throws(BindingError) -> RenderedRow {
        let (measured, cell) = try heights.heights(of: row)
        let filled = if let cell { cell } else { try binder.cell(for: row) }
        return withExtendedLifetime(filled) {
            let root = filled.node
            let prototype = binder.template.prototype(row.prototype ?? TemplateNamespace.Identifier.defaultCell)
            // The row's content hash, made at most once: its id and its page-break key may both read it.
            var content: UInt64?
            func contentKey() -> UInt64 {
                if let content { return content }
                let computed = row.contentKey
                content = computed
                return computed
            }
            let proposal = anchors?.propose(row, root: root, key: prototype?.anchorKey, contentKey: contentKey)
            let anchor = proposal.flatMap { anchors?.tentative($0) }
            if case .generated = proposal, let anchor { root.setAttribute("id", to: anchor) }
            let feed = offersToFeeds ? feedEntry(keys: prototype?.feed, row: row, root: root, anchor: anchor, contentKey: contentKey) : nil
            let ends = pageEndKeys.isEmpty ? nil : PageEnds.values(of: row, keys: pageEndKeys)
            let marks = RowMarks(viewports: layout.viewports, heights: measured)
            root.setAttribute("data-row", to: "")
            marks.mark(row: root, layouts: layouts)
            return RenderedRow(proposal: proposal, anchor: anchor, feed: feed, ends: ends,
                               key: keysRows ? key(of: row, named: prototype?.anchorKey, contentKey: contentKey) : nil,
                               cell: RenderedCell(bytes: write(root), height: marks.paginatingHeight))
        }
    }

    /// The key stable page breaks compare for `row`: the text of its `rl:id` key (`anchorKey`)
    /// when it has one, so that editing the row keeps it; else a hash of the row's data.
    private func key(of row: Row, named anchorKey: String?, contentKey: () -> UInt64) -> UInt64 {
        if let anchorKey, let text = BindingScope(row: row.fields).value(for: anchorKey)?.plainText, !text.isEmpty {
            return Row.namedKey(text)
        }
        return contentKey()
    }

    /// The feed values of `row` when its prototype gives entries (`keys`), linked to `anchor`,
    /// the permalink id its root was given; without one (selectors test ids), the root gets the
    /// id its entry's default link names (`row-N`) unless it has one.
    private func feedEntry(keys: FeedKeys?, row: Row, root: XMLNode, anchor given: String?,
                           contentKey: () -> UInt64) -> (item: FeedItem, anchor: String)? {
        guard let keys else { return nil }
        let anchor = given ?? root.attribute("id").flatMap { $0.isEmpty ? nil : $0 } ?? RowAnchors.contentID(contentKey())
        if given == nil, root.attribute("id") != anchor { root.setAttribute("id", to: anchor) }
        return (FeedItem(row: row, keys: keys), anchor)
    }

    /// A section's header or footer, `root`, measured, marked with its estimate (it paginates;
    /// verify reads it) and written.
    private func decoration(_ root: XMLNode, kind: PageItemKind) -> RenderedCell {
        let marks = RowMarks(viewports: layout.viewports, heights: layouts.map { $0.model.height(of: root, width: $0.width) })
        marks.mark(decoration: root)
        root.setAttribute("data-decoration", to: kind == .header ? "header" : "footer")
        return RenderedCell(bytes: write(root), height: marks.paginatingHeight)
    }

    /// The HTML of the marked cell `root`, as the spool holds it.
    private func write(_ root: XMLNode) -> [UInt8] {
        fonts?.prepare(root, model: layout.model)
        var writer = HTMLWriter()
        writer.write(root)
        writer.append("\n")
        return writer.bytes
    }
}
