/// Values by a key of text bytes and two numbers (a font chain and a size, a style), kept flat
/// for the hot paths of measuring text: one open-addressed index, entries found by a 64-bit
/// hash (``ByteKey``) and confirmed by the numbers and the bytes, which sit in one arena. No
/// lookup allocates or counts references. Bounded: when an entry would not fit, it starts over.
final class ByteKeyedTable<Value> {
    private struct Entry {
        var hash: UInt64
        var first: Int
        var second: UInt64
        var bytesStart: Int32
        var bytesCount: Int32
        var value: Value
    }

    /// Entries kept at most.
    let capacity: Int
    /// Open addressing, linear probing: entry numbers, -1 where empty.
    private let index: UnsafeMutableBufferPointer<Int32>
    private let entries: UnsafeMutableBufferPointer<Entry>
    private let arena: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0
    private var arenaUsed = 0

    /// - Parameter bytesPerEntry: the arena's room per entry, on average.
    init(capacity: Int, bytesPerEntry: Int = 16) {
        self.capacity = capacity
        var slots = 16
        while slots < 2 * capacity { slots *= 2 }
        index = .allocate(capacity: slots)
        index.initialize(repeating: -1)
        entries = .allocate(capacity: capacity)
        arena = .allocate(capacity: capacity * bytesPerEntry)
    }

    deinit {
        entries.baseAddress!.deinitialize(count: count)
        index.deallocate()
        entries.deallocate()
        arena.deallocate()
    }

    /// The value kept for the key, if any; `hash` is ``ByteKey/hash(_:_:_:)`` of the key.
    @inline(__always)
    func value(for bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: UInt64, hash: UInt64) -> Value? {
        let mask = index.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while index[slot] >= 0 {
            let entry = entries[Int(index[slot])]
            if entry.hash == hash, entry.first == first, entry.second == second, Int(entry.bytesCount) == bytes.count,
               bytes.isEmpty || ByteKey.equal(arena.baseAddress! + Int(entry.bytesStart), bytes.baseAddress!, bytes.count) {
                return entry.value
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether a key of `byteCount` bytes can be kept without starting over.
    func hasRoom(for byteCount: Int) -> Bool {
        count < capacity && arenaUsed + byteCount <= arena.count
    }

    /// Keeps `value` for the key (not kept yet), starting over first when there is no room.
    func insert(_ value: Value, for bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: UInt64, hash: UInt64) {
        guard bytes.count <= arena.count / 64 else { return }  // too long to be worth keeping
        if !hasRoom(for: bytes.count) { removeAll() }
        if !bytes.isEmpty {
            _ = UnsafeMutableBufferPointer(rebasing: arena[arenaUsed...]).initialize(fromContentsOf: bytes)
        }
        (entries.baseAddress! + count).initialize(to: Entry(
            hash: hash, first: first, second: second, bytesStart: Int32(arenaUsed), bytesCount: Int32(bytes.count), value: value))
        let mask = index.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while index[slot] >= 0 { slot = (slot + 1) & mask }
        index[slot] = Int32(count)
        count += 1
        arenaUsed += bytes.count
    }

    /// Forgets every entry.
    func removeAll() {
        entries.baseAddress!.deinitialize(count: count)
        index.update(repeating: -1)
        (count, arenaUsed) = (0, 0)
    }
}
