/// Cut segments (``TextSegment``) by the style they are set in and their bytes: the web twin
/// of a label that measures a word once. Rows of a list repeat their words, so most segments
/// cost one lookup. Per text measurer (one per thread); bounded: past `capacity` segments it
/// starts over, and segments longer than `maxLength` bytes (sentences of scripts without
/// spaces, URLs) are cut every time rather than kept.
final class TextSegmentCache {
    /// What a segment's pieces depend on besides its bytes.
    struct RunKey: Hashable {
        var font: FontDescription
        var letterSpacing: Double
        var above: Double
        var below: Double
        var growsWithFallbackFaces: Bool
        var wraps: Bool
        var breakAll: Bool
        var keepAll: Bool
        var shift: Double
    }

    /// The segments of one ``RunKey``, by a 64-bit hash of their bytes (confirmed by the bytes).
    final class Table {
        fileprivate var entries: [UInt64: (bytes: [UInt8], segment: TextSegment)] = [:]
        /// Unowned and unchecked: tables are reached only through their cache, which outlives them.
        fileprivate unowned(unsafe) let owner: TextSegmentCache

        fileprivate init(owner: TextSegmentCache) {
            self.owner = owner
        }

        /// The cut of `bytes` set in `run`, cut now if not kept yet.
        func segment(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun) -> TextSegment {
            guard bytes.count <= owner.maxLength else { return TextSegment(bytes, run: run) }
            let hash = ShapedWidthCache.hash(bytes, chain: 0, size: 0)
            if let entry = entries[hash], ShapedWidthCache.same(entry.bytes, bytes) { return entry.segment }
            let segment = TextSegment(bytes, run: run)
            owner.stored()
            entries[hash] = (Array(bytes), segment)
            return segment
        }
    }

    /// Segments kept at most, over all styles.
    let capacity: Int
    /// Longer segments are not kept.
    let maxLength: Int
    private var tables: [RunKey: Table] = [:]
    private var last: (key: RunKey, table: Table)?
    private var count = 0

    init(capacity: Int = 50_000, maxLength: Int = 64) {
        self.capacity = capacity
        self.maxLength = maxLength
    }

    /// The table of segments set as `key` says.
    func table(for key: RunKey) -> Table {
        if let last, last.key == key { return last.table }
        let table = tables[key] ?? {
            let made = Table(owner: self)
            tables[key] = made
            return made
        }()
        last = (key, table)
        return table
    }

    private func stored() {
        count += 1
        guard count > capacity else { return }
        for table in tables.values { table.entries.removeAll(keepingCapacity: true) }
        count = 1
    }
}
