/// The links a pager shows on one page: first, previous, a window of page numbers with gaps,
/// next and last. Pure: it knows page numbers, not URLs.
public struct PagerModel: Equatable, Sendable {
    /// One entry of the pager, in display order.
    public enum Entry: Equatable, Sendable {
        case first(Int?)
        case previous(Int?)
        case page(Int, isCurrent: Bool)
        case gap
        case next(Int?)
        case last(Int?)
    }

    /// 1-based current page.
    public let current: Int
    /// Number of pages (at least 1).
    public let total: Int
    /// Pages shown on each side of the current one.
    public let radius: Int

    /// The pager of page `current` (1-based) of `total`, showing `radius` pages on each side.
    public init(current: Int, total: Int, radius: Int = 2) {
        precondition(total >= 1 && (1...total).contains(current), "page \(current) of \(total)")
        self.current = current
        self.total = total
        self.radius = radius
    }

    /// The entries; a link whose target does not exist (previous on page 1) carries nil.
    public var entries: [Entry] {
        let before = current > 1 ? current - 1 : nil
        let after = current < total ? current + 1 : nil
        var entries: [Entry] = [.first(current > 1 ? 1 : nil), .previous(before)]
        var last = 0
        for page in visiblePages {
            if page > last + 1 { entries.append(.gap) }
            entries.append(.page(page, isCurrent: page == current))
            last = page
        }
        entries += [.next(after), .last(current < total ? total : nil)]
        return entries
    }

    /// Page 1, the last page, and the window around the current one; a gap of a single page is
    /// filled with that page rather than an ellipsis.
    var visiblePages: [Int] {
        var pages = Set([1, total])
        let low = max(1, current - radius), high = min(total, current + radius)
        pages.formUnion(low...high)
        if low == 3 { pages.insert(2) }
        if high == total - 2 { pages.insert(total - 1) }
        return pages.sorted()
    }
}
