import Foundation

/// The rows the feeds hold, chosen while the rows stream past: with a date key, the
/// ``limit`` latest (undated rows after every dated one, ties in data order); without one, the
/// first ``limit`` rows in data order. At most twice the limit is held at any time.
struct FeedSelection {
    /// The most entries a feed holds.
    static let limit = 50

    /// One chosen row: its feed values, where it starts in the row spool (which gives its page),
    /// and the id it carries on its page (the anchor of its default link).
    struct Candidate {
        let item: FeedItem
        let offset: Int
        let anchor: String
    }

    /// Whether rows are chosen by their dates.
    let byDate: Bool
    private var candidates: [Candidate] = []

    init(byDate: Bool) {
        self.byDate = byDate
    }

    mutating func add(_ candidate: Candidate) {
        if !byDate, candidates.count >= Self.limit { return }
        candidates.append(candidate)
        if candidates.count >= 2 * Self.limit { trim() }
    }

    /// The chosen rows, latest first when chosen by date, else in data order.
    var chosen: [Candidate] {
        var copy = self
        copy.trim()
        return copy.candidates
    }

    private mutating func trim() {
        if byDate {
            candidates.sort { Self.isLater($0.item, than: $1.item) }
        }
        candidates.removeSubrange(min(Self.limit, candidates.count)...)
    }

    private static func isLater(_ first: FeedItem, than second: FeedItem) -> Bool {
        switch (first.date, second.date) {
        case let (a?, b?) where a != b: a > b
        case (_?, nil): true
        case (nil, _?): false
        default: first.rowIndex < second.rowIndex
        }
    }
}
