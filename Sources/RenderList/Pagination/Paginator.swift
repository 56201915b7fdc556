/// What a paginated item is.
public enum PageItemKind: Equatable, Sendable {
    /// A section header: it never ends a page, it stays with what follows it, and it opens a
    /// section (whose header a page that starts mid-section repeats).
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
    /// End pages where the rows themselves say (``PageBreakMarks``), never past this many CSS px:
    /// a page's end depends only on the rows near it, so an edit moves only the page ends
    /// beside it, and links to other pages keep showing the same rows.
    case stable(Double)

    /// Whether pages end where the rows say (``stable(_:)``).
    public var isStable: Bool {
        if case .stable = self { true } else { false }
    }

    /// The most CSS px of rows a page holds; nil under ``count(_:)``.
    public var budget: Double? {
        switch self {
        case .height(let budget), .stable(let budget): budget
        case .count: nil
        }
    }

    /// The default: pages of about six screens of rows.
    public static let standard = PageRule.height(6000)
}

/// Where a page begins.
public struct PageStart: Equatable, Sendable {
    /// The index of the page's first item.
    public var item: Int
    /// The page starts in the middle of a section (with a data row or the footer) and begins
    /// with a copy of the section's header, its continued header, whose height the page counts.
    public var repeatsHeader: Bool

    /// A page beginning at item `item`, with the continued header of its section or not.
    public init(item: Int, repeatsHeader: Bool = false) {
        self.item = item
        self.repeatsHeader = repeatsHeader
    }
}

/// Cuts a stream of items into pages: the pure core of pagination. It maps item heights and a
/// budget to page starts, one item at a time, so it needs no more memory than a pending header
/// and the current section's header height.
///
/// A row never splits; a row taller than the budget sits alone on its page; a section header
/// never sits alone at the bottom of a page (it moves to the next page with its first row). A
/// page that starts mid-section repeats the section's header (``PageStart/repeatsHeader``), the
/// way a table view's header floats, and its height counts in the page's budget; a header that
/// would not fit on the page with the page's first row (a header taller than the budget, say)
/// is not repeated, so the page keeps its budget. Under ``PageRule/count(_:)`` headers do not
/// count, and a page that starts mid-section always repeats its header.
public struct Paginator: Sendable {
    /// How pages are cut.
    public let rule: PageRule
    /// Pages begun so far.
    public private(set) var pageCount = 0
    private var used = 0.0
    private var rowsOnPage = 0
    /// Whether the current page holds an item yet (its continued header aside).
    private var pageHoldsItems = false
    private var pending: Group?
    /// The height of the current section's header; nil outside a section or in one without a header.
    private var sectionHeader: Double?
    private var nextIndex = 0
    /// The item placed last ended its page (``add(_:height:endsPage:)``).
    private var pageEnded = false

    /// Items placed together: a header stays with what follows it.
    private struct Group {
        var start: Int
        var height = 0.0
        var rows = 0
        var opensSection = false
    }

    /// A paginator that has placed nothing yet.
    public init(rule: PageRule) {
        self.rule = rule
    }

    /// Adds the next item. Returns where a new page begins, when placing this item (with a
    /// header waiting before it) began one. A header opens a section, until ``endSection()``.
    /// `endsPage`: the page ends after this item (a stable page break); ignored on a header,
    /// which never ends a page.
    public mutating func add(_ kind: PageItemKind, height: Double, endsPage: Bool = false) -> PageStart? {
        let index = nextIndex
        nextIndex += 1
        var group = pending ?? Group(start: index, opensSection: kind == .header)
        group.height += height
        group.rows += kind == .row ? 1 : 0
        if kind == .header {
            sectionHeader = height
            pending = group
            return nil
        }
        pending = nil
        let start = place(group)
        pageEnded = endsPage
        return start
    }

    /// The current section ends (after its footer): no header is repeated until the next one.
    public mutating func endSection() {
        sectionHeader = nil
    }

    /// Places what is still waiting (headers at the very end). Returns a page start, if any.
    public mutating func finish() -> PageStart? {
        guard let group = pending else { return nil }
        pending = nil
        return place(group)
    }

    private mutating func place(_ group: Group) -> PageStart? {
        let fits: Bool
        switch rule {
        case .height(let budget), .stable(let budget): fits = used + group.height <= budget
        case .count(let limit): fits = rowsOnPage + group.rows <= limit
        }
        let newPage = pageCount == 0 || (!fits || pageEnded) && pageHoldsItems
        var repeatsHeader = false
        if newPage {
            pageCount += 1
            rowsOnPage = 0
            repeatsHeader = continuedHeaderFits(before: group)
            used = repeatsHeader ? sectionHeader ?? 0 : 0
        }
        used += group.height
        rowsOnPage += group.rows
        pageHoldsItems = true
        return newPage ? PageStart(item: group.start, repeatsHeader: repeatsHeader) : nil
    }

    /// Whether a page that begins with `group` repeats the current section's header.
    private func continuedHeaderFits(before group: Group) -> Bool {
        guard !group.opensSection, let header = sectionHeader else { return false }
        if let budget = rule.budget { return header + group.height <= budget }
        return true
    }

    /// The pages of a whole list, as ranges of item indices (at least one page, maybe empty).
    /// A header opens a section and a footer closes it.
    public static func pages(of items: [(kind: PageItemKind, height: Double)], rule: PageRule) -> [Range<Int>] {
        starts(of: items, rule: rule).ranges(count: items.count)
    }

    /// Where the pages of a whole list begin (a header opens a section and a footer closes it).
    public static func starts(of items: [(kind: PageItemKind, height: Double)], rule: PageRule) -> [PageStart] {
        starts(of: items.map { (kind: $0.kind, height: $0.height, key: nil) }, rule: rule)
    }
}

extension [PageStart] {
    /// The pages these starts cut a list of `count` items into (at least one page, maybe empty).
    func ranges(count: Int) -> [Range<Int>] {
        if isEmpty { return [0..<0] }
        return indices.map { page in self[page].item..<(page + 1 < self.count ? self[page + 1].item : count) }
    }
}
