/// Heights by row content, as a table view caches heights per cell content: the layout model is
/// a pure function of the prototype, the row's data, the width and the fonts, so a row whose
/// content was measured before at this width costs a lookup. Bounded: past ``capacity`` entries
/// it starts again, so memory stays flat however long the list.
final class RowHeightCache {
    struct Key: Hashable {
        var prototype: String?
        var fields: [String: DataValue]
    }

    /// Entries kept before the cache is emptied (0: nothing is kept).
    let capacity: Int
    private var heights: [Key: Double] = [:]
    /// Lookups answered, and asked (for the benchmark's report).
    private(set) var hits = 0
    private(set) var lookups = 0

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The height measured before for a row with this prototype and data, or else the one
    /// `measure` gives, kept for the next such row.
    func height(for row: Row, measure: () throws -> Double) rethrows -> Double {
        lookups += 1
        let key = Key(prototype: row.prototype, fields: row.fields)
        if let height = heights[key] {
            hits += 1
            return height
        }
        let height = try measure()
        guard capacity > 0 else { return height }
        if heights.count >= capacity { heights.removeAll(keepingCapacity: true) }
        heights[key] = height
        return height
    }
}
