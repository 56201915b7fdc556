/// The first pass over the data: every item, filled, measured and written by a ``RowRenderer``
/// (on this thread or another), is written once into the row spool in data order and handed to
/// the paginator. Only the current items are in memory; what is kept per page is where it
/// starts in the spool.
struct ListPass {
    /// This thread's renderer, for the items handed in as they are.
    let renderer: RowRenderer
    let spool: RowSpool
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
    /// Settles rows' permalink ids in data order (the renderer's, as it proposes them); nil:
    /// rows keep the ids their cells have.
    private var anchors: RowAnchors?
    /// Records which id each row has, for the permalink index; nil: none is written.
    var index: PermalinkIndex?
    /// Hears the count of rows placed, every 10,000 rows.
    var progress: ((Int) -> Void)?
    /// Under stable page breaks, the items waiting until the rows after them say whether they
    /// end a page (``PageBreakMarks``); nil under other rules: items are placed as they come.
    private var marks: PageBreakMarks<RenderedItem>?

    init(renderer: RowRenderer, spool: RowSpool, rule: PageRule, feeds: FeedSelection? = nil) {
        self.renderer = renderer
        self.feeds = feeds
        self.spool = spool
        self.paginator = Paginator(rule: rule)
        if case .stable(let budget) = rule { marks = PageBreakMarks(budget: budget) }
        anchors = renderer.anchors
        pageEnds = PageEnds.Collector(keys: renderer.binder.template.pageBindings.keys)
    }

    /// Renders `item` on this thread and places it.
    mutating func add(_ item: ListItem) throws {
        try add(renderer.render(item))
    }

    /// Places `item`, the next in data order, rendered by any thread's renderer (under stable
    /// page breaks, once the items after it decide whether its page ends after it).
    mutating func add(_ item: RenderedItem) throws {
        guard marks != nil else { return try place(item, endsPage: false) }
        let (height, key) = Self.breakInput(item)
        // Force-unwrapped: checked above; `marks` is never set back to nil.
        for decided in marks!.push(item, height: height, key: key) {
            try place(decided.payload, endsPage: decided.endsPage)
        }
    }

    /// What stable page breaks read of `item`: its height, and the key that may end a page
    /// after it (a row's own, a footer's bytes; a header never ends one).
    private static func breakInput(_ item: RenderedItem) -> (height: Double, key: UInt64?) {
        switch item {
        case .row(let rendered): return (rendered.cell.height, rendered.key)
        case .sectionStart(let header, _): return (header?.height ?? 0, nil)
        case .sectionEnd(let footer?):
            var hash = StableHash()
            hash.combine(footer.bytes)
            return (footer.height, hash.value)
        case .sectionEnd(nil), .failure: return (0, nil)
        }
    }

    private mutating func place(_ item: RenderedItem, endsPage: Bool) throws {
        switch item {
        case .row(let rendered):
            try place(settled(rendered), endsPage: endsPage)
        case .sectionStart(let header, let continued):
            guard let header else { return }
            try place(header, kind: .header)
            continuedHeader = continued
        case .sectionEnd(let footer):
            if let footer { try place(footer, kind: .footer, endsPage: endsPage) }
            paginator.endSection()
            continuedHeader = nil
        case .failure(let error):
            throw error
        }
    }

    /// `rendered` with its id settled among the rows before it: renamed when a row before it
    /// took the id it was written with.
    private mutating func settled(_ rendered: RenderedRow) -> RenderedRow {
        guard let proposal = rendered.proposal, let id = anchors?.settle(proposal), id != rendered.anchor else { return rendered }
        return rendered.renamed(to: id)
    }

    private mutating func place(_ rendered: RenderedRow, endsPage: Bool) throws {
        if let anchor = rendered.anchor { try index?.add(anchor, offset: spool.offset) }
        if let feed = rendered.feed {
            feeds?.add(FeedSelection.Candidate(item: feed.item, offset: spool.offset, anchor: feed.anchor))
        }
        if let ends = rendered.ends { pageEnds.row(ends, at: spool.offset) }
        try place(rendered.cell, kind: .row, endsPage: endsPage)
        rows += 1
        if rows % 10_000 == 0 { progress?(rows) }
    }

    /// Places what the paginator still holds; returns the spool's end offset.
    mutating func finish() throws -> Int {
        if var marks {
            for decided in marks.finish() { try place(decided.payload, endsPage: decided.endsPage) }
            self.marks = marks
        }
        if let start = paginator.finish() { begin(at: waiting[start.item] ?? spool.offset) }
        if pageStarts.isEmpty { pageStarts.append(0) }
        pageEnds.finish()
        return spool.offset
    }

    /// Hands `cell` to the paginator and writes it into the spool: after its section's
    /// continued header when it begins a page in the middle of the section.
    private mutating func place(_ cell: RenderedCell, kind: PageItemKind, endsPage: Bool = false) throws {
        waiting[itemIndex] = spool.offset
        if let start = paginator.add(kind, height: cell.height, endsPage: endsPage) {
            begin(at: waiting[start.item] ?? spool.offset)
            // The page begins with this row or footer: its section's header comes first.
            if start.repeatsHeader, let continuedHeader { try spool.append(continuedHeader) }
        }
        try spool.append(cell.bytes)
        if kind != .header { waiting.removeAll(keepingCapacity: true) }
        itemIndex += 1
    }

    private mutating func begin(at offset: Int) {
        pageStarts.append(offset)
        pageEnds.pageBegins(at: offset)
    }
}
