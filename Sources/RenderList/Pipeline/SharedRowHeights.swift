import Foundation

/// The heights that the ``RowHeights`` of several threads have learned, by row shape and by
/// what the shape's text contexts gave: what one thread laid out in full, the others take
/// without laying it out again. A height is the same on every thread (a pure function of the
/// prototype, the data, the width and the fonts), and a thread hands in only heights it laid
/// out in full for a shape that replays: the row that recorded the shape, and later rows whose
/// recording agreed with it. Each thread still lays out the first row of a shape itself: its
/// recording (``InlineTape``) holds that thread's styles.
///
/// Asked only when a thread's own heights have none for a row (a few hundred times in a list
/// of a hundred thousand rows), so one lock does. Bounded: past `capacity` heights it starts over.
final class SharedRowHeights: @unchecked Sendable {
    private struct Key: Hashable {
        let layout: Int
        let shape: RowShape
        let lines: [Double]
    }

    private let lock = NSLock()
    private let capacity: Int
    private var heights: [Key: Double] = [:]

    init(capacity: Int = 50_000) {
        self.capacity = capacity
    }

    /// The height learned in layout `layout` (an index into ``ViewportClasses/layouts``) for rows
    /// of `shape` whose text contexts gave `lines`, if any.
    func height(of shape: RowShape, lines: [Double], layout: Int = 0) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        return heights[Key(layout: layout, shape: shape, lines: lines)]
    }

    /// Hands in the height, in layout `layout`, of rows of `shape` whose text contexts gave `lines`.
    func learn(_ height: Double, shape: RowShape, lines: [Double], layout: Int = 0) {
        lock.lock()
        defer { lock.unlock() }
        if heights.count >= capacity { heights.removeAll(keepingCapacity: true) }
        heights[Key(layout: layout, shape: shape, lines: lines)] = height
    }
}
