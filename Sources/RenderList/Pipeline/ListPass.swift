/// The first pass over the data: every item is bound to its prototype, measured by the height
/// model, written once into the row spool, and handed to the paginator. Only the current item
/// is in memory; what is kept per page is where it starts in the spool.
struct ListPass {
    let binder: Binder
    let layout: LayoutSetup
    /// Every layout's model and column width (``LayoutSetup/layouts``).
    private let layouts: [(model: ApproximateHeightModel, width: Double)]
    let spool: RowSpool
    let heights: RowHeights
    var paginator: Paginator
    /// The rows chosen for the feeds so far; nil when no feeds are written.
    private(set) var feeds: FeedSelection?
    /// Spool offset where each page begins.
    private(set) var pageStarts: [Int] = []
    /// The first and last rows' values each page's bindings read (``PageEnds``).
    private(set) var pageEnds: PageEnds.Collector
    private(set) var rows = 0
    /// Spool offsets of items waiting in the paginator (a header and what follows), by item index.
    private var waiting: [Int: Int] = [:]
    private var itemIndex = 0
    /// The current section's header as a page that starts mid-section repeats it
    /// (``ContinuedHeader``); nil outside a section or in one without a header.
    private var continuedHeader: [UInt8]?
    /// What a site that carries its fonts changes in each cell before it is written; nil: nothing.
    var fonts: CellFonts?
    /// Gives rows their permalink ids; nil: rows keep the ids their cells have.
    var anchors: RowAnchors?
    /// Records which id each row has, for the permalink index; nil: none is written.
    var index: PermalinkIndex?

    init(binder: Binder, layout: LayoutSetup, spool: RowSpool, rule: PageRule, feeds: FeedSelection? = nil) {
        self.feeds = feeds
        self.binder = binder
        self.layout = layout
        layouts = layout.layouts
        self.heights = RowHeights(binder: binder, layouts: layouts)
        self.spool = spool
        self.paginator = Paginator(rule: rule)
        pageEnds = PageEnds.Collector(keys: binder.template.pageBindings.keys)
    }

    mutating func add(_ item: ListItem) throws {
        switch item {
        case .row(let row):
            let (measured, cell) = try heights.heights(of: row)
            let filled = try cell ?? binder.cell(for: row)
            let prototype = binder.template.prototype(row.prototype ?? TemplateNamespace.Identifier.defaultCell)
            let anchor = anchors?.anchor(row, root: filled.node, key: prototype?.anchorKey)
            if let anchor { try index?.add(anchor, offset: spool.offset) }
            offerToFeeds(row, prototype: prototype, root: filled.node, anchor: anchor)
            pageEnds.row(row, at: spool.offset)
            try place(filled, kind: .row, rowIndex: row.index, heights: measured)
            rows += 1
        case .sectionStart(let section):
            if let header = binder.decoration(TemplateNamespace.Identifier.header, for: section) {
                try place(header, kind: .header, rowIndex: nil)
            }
        case .sectionEnd(let section):
            if let footer = binder.decoration(TemplateNamespace.Identifier.footer, for: section) {
                try place(footer, kind: .footer, rowIndex: nil)
            }
            paginator.endSection()
            continuedHeader = nil
        }
    }

    /// Offers `row` to the feeds when its prototype gives feed entries, linked to `anchor`, the
    /// permalink id ``RowAnchors`` gave its cell's root; without one (selectors test ids), the
    /// root gets the id its entry's default link names (`row-N`) unless it has one.
    private mutating func offerToFeeds(_ row: Row, prototype: Prototype?, root: XMLNode, anchor given: String?) {
        guard feeds != nil, let keys = prototype?.feed else { return }
        let anchor = given ?? root.attribute("id").flatMap { $0.isEmpty ? nil : $0 } ?? "row-\(row.index)"
        if given == nil, root.attribute("id") != anchor { root.setAttribute("id", to: anchor) }
        feeds?.add(FeedSelection.Candidate(item: FeedItem(row: row, keys: keys), offset: spool.offset, anchor: anchor))
    }

    /// Places what the paginator still holds; returns the spool's end offset.
    mutating func finish() throws -> Int {
        if let start = paginator.finish() { begin(at: waiting[start.item] ?? spool.offset) }
        if pageStarts.isEmpty { pageStarts.append(0) }
        pageEnds.finish()
        return spool.offset
    }

    /// Measures `cell` (unless its `heights`, one per layout, are known), marks it with them
    /// (``RowMarks``), hands it to the paginator and writes it into the spool: after its
    /// section's continued header when it begins a page in the middle of the section.
    private mutating func place(_ cell: XMLFragment, kind: PageItemKind, rowIndex: Int?, heights known: [Double]? = nil) throws {
        let root = cell.node
        let heights = known ?? layouts.map { $0.model.height(of: root, width: $0.width) }
        let marks = RowMarks(viewports: layout.viewports, heights: heights)
        if let rowIndex {
            root.setAttribute("data-row", to: String(rowIndex))
            marks.mark(row: root, layouts: layouts)
        } else {
            // Section headers and footers carry their estimate too (it paginates), for verify.
            marks.mark(decoration: root)
            root.setAttribute("data-decoration", to: kind == .header ? "header" : "footer")
        }
        waiting[itemIndex] = spool.offset
        if let start = paginator.add(kind, height: marks.paginatingHeight) {
            begin(at: waiting[start.item] ?? spool.offset)
            // The page begins with this row or footer: its section's header comes first.
            if start.repeatsHeader, let continuedHeader { try spool.append(continuedHeader) }
        }
        fonts?.prepare(root, model: layout.model)
        var writer = HTMLWriter()
        writer.write(root)
        writer.append("\n")
        try spool.append(writer.bytes)
        if kind == .header { continuedHeader = ContinuedHeader.bytes(of: root) }
        if kind != .header { waiting.removeAll(keepingCapacity: true) }
        itemIndex += 1
    }

    private mutating func begin(at offset: Int) {
        pageStarts.append(offset)
        pageEnds.pageBegins(at: offset)
    }
}
