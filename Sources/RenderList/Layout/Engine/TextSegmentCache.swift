#if canImport(Glibc)
import Glibc
#endif

/// Cut segments (``TextSegment``) by the style they are set in and their bytes: the web twin
/// of a label that measures a word once. Rows of a list repeat their words, so most segments
/// cost one lookup. Per text measurer (one per thread); bounded: past `capacity` segments it
/// starts over, and segments longer than `maxLength` bytes (sentences of scripts without
/// spaces, URLs) are cut every time rather than kept.
///
/// Kept flat, for speed: one open-addressed index over every style's segments, their bytes in
/// one arena and their pieces in one pool, none of which moves until the cache starts over.
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

    /// The segments of one ``RunKey``.
    final class Table {
        fileprivate let id: Int
        /// Unowned and unchecked: tables are reached only through their cache, which outlives them.
        fileprivate unowned(unsafe) let owner: TextSegmentCache

        fileprivate init(id: Int, owner: TextSegmentCache) {
            self.id = id
            self.owner = owner
        }

        /// Calls `body` with the cut of `bytes` set in `run`, cut now if not kept yet. The view
        /// is valid in `body` only.
        @inline(__always)
        func withSegment<Result>(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun,
                                 _ body: (TextSegment.View) -> Result) -> Result {
            owner.withSegment(bytes, table: id, run: run, body)
        }
    }

    private struct Entry {
        var hash: UInt64
        var table: Int32
        var bytesStart: Int32
        var bytesCount: Int32
        var piecesStart: Int32
        var piecesCount: Int32
        var firstSpaceKerning: Double
        var lastSpaceKerning: Double
    }

    /// Segments kept at most, over all styles.
    let capacity: Int
    /// Longer segments are not kept.
    let maxLength: Int
    private var tables: [RunKey: Table] = [:]
    private var last: (key: RunKey, table: Table)?
    /// Open addressing, linear probing: entry numbers, -1 where empty.
    private let index: UnsafeMutableBufferPointer<Int32>
    private let entries: UnsafeMutableBufferPointer<Entry>
    private let arena: UnsafeMutableBufferPointer<UInt8>
    private let pool: UnsafeMutableBufferPointer<TextSegment.Piece>
    private var count = 0
    private var arenaUsed = 0
    private var poolUsed = 0

    init(capacity: Int = 50_000, maxLength: Int = 64) {
        self.capacity = capacity
        self.maxLength = maxLength
        var slots = 16
        while slots < 2 * capacity { slots *= 2 }
        index = .allocate(capacity: slots)
        index.initialize(repeating: -1)
        entries = .allocate(capacity: capacity)
        arena = .allocate(capacity: capacity * 16)
        pool = .allocate(capacity: capacity * 4)
    }

    deinit {
        index.deallocate()
        entries.deallocate()
        arena.deallocate()
        pool.deallocate()
    }

    /// The table of segments set as `key` says.
    func table(for key: RunKey) -> Table {
        if let last, last.key == key { return last.table }
        let table = tables[key] ?? {
            let made = Table(id: tables.count, owner: self)
            tables[key] = made
            return made
        }()
        last = (key, table)
        return table
    }

    @inline(__always)
    private func withSegment<Result>(_ bytes: UnsafeBufferPointer<UInt8>, table: Int, run: TextRun,
                                     _ body: (TextSegment.View) -> Result) -> Result {
        guard bytes.count <= maxLength else { return TextSegment(bytes, run: run).withView(body) }
        let hash = ShapedWidthCache.hash(bytes, chain: table, size: 0)
        let mask = index.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while index[slot] >= 0 {
            let entry = entries[Int(index[slot])]
            if entry.hash == hash, entry.table == table, entry.bytesCount == bytes.count,
               bytes.isEmpty || memcmp(arena.baseAddress! + Int(entry.bytesStart), bytes.baseAddress!, bytes.count) == 0 {
                return body(TextSegment.View(
                    pieces: UnsafeBufferPointer(rebasing: pool[Int(entry.piecesStart)..<Int(entry.piecesStart + entry.piecesCount)]),
                    firstSpaceKerning: entry.firstSpaceKerning, lastSpaceKerning: entry.lastSpaceKerning))
            }
            slot = (slot + 1) & mask
        }
        let segment = TextSegment(bytes, run: run)
        store(segment, bytes, hash: hash, table: table)
        return segment.withView(body)
    }

    private func store(_ segment: TextSegment, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, table: Int) {
        if count == capacity || arenaUsed + bytes.count > arena.count || poolUsed + segment.pieces.count > pool.count {
            guard segment.pieces.count <= pool.count, bytes.count <= arena.count else { return }
            index.update(repeating: -1)
            (count, arenaUsed, poolUsed) = (0, 0, 0)
        }
        if !bytes.isEmpty { _ = UnsafeMutableBufferPointer(rebasing: arena[arenaUsed...]).initialize(fromContentsOf: bytes) }
        _ = UnsafeMutableBufferPointer(rebasing: pool[poolUsed...]).initialize(fromContentsOf: segment.pieces)
        entries[count] = Entry(hash: hash, table: Int32(table), bytesStart: Int32(arenaUsed), bytesCount: Int32(bytes.count),
                               piecesStart: Int32(poolUsed), piecesCount: Int32(segment.pieces.count),
                               firstSpaceKerning: segment.firstSpaceKerning, lastSpaceKerning: segment.lastSpaceKerning)
        let mask = index.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while index[slot] >= 0 { slot = (slot + 1) & mask }
        index[slot] = Int32(count)
        count += 1
        arenaUsed += bytes.count
        poolUsed += segment.pieces.count
    }
}
