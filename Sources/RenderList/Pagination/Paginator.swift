/// What a paginated item is.
public enum PageItemKind: Equatable, Sendable {
    /// A section header: it never ends a page, it stays with what follows it.
    case header
    /// A data row.
    case row
    /// A section footer.
    case footer
}

/// How pages are cut.
public enum PageRule: Equatable, Sendable {
    /// Fill pages up to this many CSS px of estimated row height.
    case height(Double)
    /// Put this many data rows on every page (headers and footers do not count).
    case count(Int)

    /// The default: pages of about six screens of rows.
    public static let standard = PageRule.height(6000)
}

/// Cuts a stream of items into pages: the pure core of pagination. It maps item heights and a
/// budget to page starts, one item at a time, so it needs no more memory than a pending header.
///
/// A row never splits; a row taller than the budget sits alone on its page; a section header
/// never sits alone at the bottom of a page (it moves to the next page with its first row).
public struct Paginator: Sendable {
    /// How pages are cut.
    public let rule: PageRule
    /// Pages begun so far.
    public private(set) var pageCount = 0
    private var used = 0.0
    private var rowsOnPage = 0
    private var pending: (start: Int, height: Double, rows: Int)?
    private var nextIndex = 0

    /// A paginator that has placed nothing yet.
    public init(rule: PageRule) {
        self.rule = rule
    }

    /// Adds the next item. Returns the index of the item that begins a new page, when placing
    /// this item (with a header waiting before it) began one.
    public mutating func add(_ kind: PageItemKind, height: Double) -> Int? {
        let index = nextIndex
        nextIndex += 1
        var group = pending ?? (start: index, height: 0, rows: 0)
        group.height += height
        group.rows += kind == .row ? 1 : 0
        if kind == .header {
            pending = group
            return nil
        }
        pending = nil
        return place(group)
    }

    /// Places what is still waiting (headers at the very end). Returns a page start, if any.
    public mutating func finish() -> Int? {
        guard let group = pending else { return nil }
        pending = nil
        return place(group)
    }

    private mutating func place(_ group: (start: Int, height: Double, rows: Int)) -> Int? {
        let fits: Bool
        switch rule {
        case .height(let budget): fits = used + group.height <= budget
        case .count(let limit): fits = rowsOnPage + group.rows <= limit
        }
        let newPage = pageCount == 0 || !fits && (used > 0 || rowsOnPage > 0)
        if newPage {
            pageCount += 1
            used = 0
            rowsOnPage = 0
        }
        used += group.height
        rowsOnPage += group.rows
        return newPage ? group.start : nil
    }

    /// The pages of a whole list, as ranges of item indices (at least one page, maybe empty).
    public static func pages(of items: [(kind: PageItemKind, height: Double)], rule: PageRule) -> [Range<Int>] {
        var paginator = Paginator(rule: rule)
        var starts: [Int] = []
        for item in items {
            if let start = paginator.add(item.kind, height: item.height) { starts.append(start) }
        }
        if let start = paginator.finish() { starts.append(start) }
        if starts.isEmpty { return [0..<0] }
        return starts.indices.map { page in
            starts[page]..<(page + 1 < starts.count ? starts[page + 1] : items.count)
        }
    }
}
