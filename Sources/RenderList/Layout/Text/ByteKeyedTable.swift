#if canImport(Glibc)
import Glibc
#endif

/// Values by a key of text bytes and two numbers (a font chain and a size, a style), kept flat
/// for the hot paths of measuring text: one open-addressed index, entries found by a 64-bit
/// hash and confirmed by the numbers and a `memcmp` of the bytes, which sit in one arena. No
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

    /// A multiply-and-fold hash of the bytes, eight at a time, seeded with the two numbers (the
    /// bytes of a word's tail are gathered into one number, not hashed one after the other).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (UInt64(truncatingIfNeeded: first) &* multiplier ^ second ^ UInt64(bytes.count)) &* 0xC2B2_AE3D_27D4_EB4F
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                hash = (hash ^ UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))) &* multiplier
                hash ^= hash >> 29
                index += 8
            }
        }
        if index < bytes.count {
            var tail: UInt64 = 0
            for offset in index..<bytes.count { tail |= UInt64(bytes[offset]) << UInt64(8 * (offset - index)) }
            hash = (hash ^ tail) &* multiplier
        }
        return hash ^ (hash >> 32)
    }

    /// The value kept for the key, if any; `hash` is ``hash(_:_:_:)`` of the key.
    @inline(__always)
    func value(for bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: UInt64, hash: UInt64) -> Value? {
        let mask = index.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while index[slot] >= 0 {
            let entry = entries[Int(index[slot])]
            if entry.hash == hash, entry.first == first, entry.second == second, Int(entry.bytesCount) == bytes.count,
               bytes.isEmpty || Self.equal(arena.baseAddress! + Int(entry.bytesStart), bytes.baseAddress!, bytes.count) {
                return entry.value
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether the `count` bytes at `a` and at `b` are the same: most keys are words of a few
    /// bytes, compared here rather than in a call.
    @inline(__always)
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count <= 16 else { return memcmp(a, b, count) == 0 }
        for offset in 0..<count where a[offset] != b[offset] { return false }
        return true
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
