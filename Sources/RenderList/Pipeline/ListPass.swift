/// The first pass over the data: every item is bound to its prototype, measured by the height
/// model, written once into the row spool, and handed to the paginator. Only the current item
/// is in memory; what is kept per page is where it starts in the spool.
struct ListPass {
    let binder: Binder
    let model: ApproximateHeightModel
    let width: Double
    let spool: RowSpool
    let heights: RowHeights
    var paginator: Paginator
    /// The rows chosen for the feeds so far; nil when no feeds are written.
    private(set) var feeds: FeedSelection?
    /// Spool offset where each page begins.
    private(set) var pageStarts: [Int] = []
    private(set) var rows = 0
    /// Spool offsets of items waiting in the paginator (a header and what follows), by item index.
    private var waiting: [Int: Int] = [:]
    private var itemIndex = 0
    /// What a site that carries its fonts changes in each cell before it is written; nil: nothing.
    var fonts: CellFonts?

    init(binder: Binder, model: ApproximateHeightModel, width: Double, spool: RowSpool, rule: PageRule,
         feeds: FeedSelection? = nil) {
        self.feeds = feeds
        self.binder = binder
        self.model = model
        self.width = width
        self.heights = RowHeights(binder: binder, model: model, width: width)
        self.spool = spool
        self.paginator = Paginator(rule: rule)
    }

    mutating func add(_ item: ListItem) throws {
        switch item {
        case .row(let row):
            let (height, measured) = try heights.height(of: row)
            let cell = try measured ?? binder.cell(for: row)
            offerToFeeds(row, root: cell.node)
            try place(cell, kind: .row, rowIndex: row.index, height: height)
            rows += 1
        case .sectionStart(let section):
            if let header = binder.decoration(TemplateNamespace.Identifier.header, for: section) {
                try place(header, kind: .header, rowIndex: nil)
            }
        case .sectionEnd(let section):
            if let footer = binder.decoration(TemplateNamespace.Identifier.footer, for: section) {
                try place(footer, kind: .footer, rowIndex: nil)
            }
        }
    }

    /// Offers `row` to the feeds when its prototype gives feed entries; its cell's root, about to
    /// be placed, gets the id its entry's default link names (`row-N`) unless it has one.
    private mutating func offerToFeeds(_ row: Row, root: XMLNode) {
        guard feeds != nil,
              let keys = binder.template.prototype(row.prototype ?? TemplateNamespace.Identifier.defaultCell)?.feed else { return }
        let anchor = root.attribute("id").flatMap { $0.isEmpty ? nil : $0 } ?? "row-\(row.index)"
        if root.attribute("id") != anchor { root.setAttribute("id", to: anchor) }
        feeds?.add(FeedSelection.Candidate(item: FeedItem(row: row, keys: keys), offset: spool.offset, anchor: anchor))
    }

    /// Places what the paginator still holds; returns the spool's end offset.
    mutating func finish() throws -> Int {
        if let start = paginator.finish() { pageStarts.append(waiting[start] ?? spool.offset) }
        if pageStarts.isEmpty { pageStarts.append(0) }
        return spool.offset
    }

    /// Measures `cell` (unless its `height` is known), writes it into the spool and hands it to
    /// the paginator; returns its height.
    @discardableResult
    private mutating func place(_ cell: XMLFragment, kind: PageItemKind, rowIndex: Int?, height known: Double? = nil) throws -> Double {
        let height = known ?? model.height(of: cell.node, width: width)
        let root = cell.node
        let estimate = CSSNumber.format(height)
        if let rowIndex {
            root.setAttribute("data-row", to: String(rowIndex))
            root.setAttribute("data-height", to: estimate)
            let old = (root.attribute("style") ?? "").trimmingCharacters(in: [" ", ";"])
            let standIn = CSSNumber.format(model.contentHeight(of: root, height: height, width: width))
            let placeholder = "\(SiteStyle.heightProperty):\(standIn)px"
            root.setAttribute("style", to: old.isEmpty ? placeholder : old + ";" + placeholder)
        } else {
            // Section headers and footers carry their estimate too (it paginates), for verify.
            root.setAttribute("data-height", to: estimate)
            root.setAttribute("data-decoration", to: kind == .header ? "header" : "footer")
        }
        waiting[itemIndex] = spool.offset
        fonts?.prepare(root, model: model)
        var writer = HTMLWriter()
        writer.write(root)
        writer.append("\n")
        try spool.append(writer.bytes)
        if let start = paginator.add(kind, height: height) {
            pageStarts.append(waiting[start] ?? spool.offset)
        }
        if kind != .header { waiting.removeAll(keepingCapacity: true) }
        itemIndex += 1
        return height
    }
}
