/// A front to a ``ByteKeyedTable`` for keys of up to 16 bytes: the value last found for a key,
/// direct-mapped by the key's hash, with the key's bytes and numbers in the same slot. Rows
/// repeat a few hundred words most of the time, and these then cost one cache line each rather
/// than the table's index, entry and key bytes.
///
/// A plain value over memory it allocates: the owner calls ``deallocate()`` once (it is reached
/// for every word, and a class would be retained each time).
struct RecentKeys<Value: BitwiseCopyable> {
    private struct Slot {
        var hash: UInt64
        var first: Int
        var second: UInt64
        /// -1: empty.
        var count: Int
        /// The key's ``ByteKey/words(_:)``.
        var key: (UInt64, UInt64)
        var value: Value
    }

    /// Keys longer than this are not kept here.
    static var maxLength: Int { 16 }
    private static var slotCount: Int { 1 << 12 }
    private let slots: UnsafeMutablePointer<Slot>

    /// - Parameter empty: any value, to fill the empty slots with.
    init(empty: Value) {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(hash: 0, first: 0, second: 0, count: -1, key: (0, 0), value: empty),
                         count: Self.slotCount)
    }

    func deallocate() {
        slots.deallocate()
    }

    /// The value kept for the key, if any; `hash` is the table's ``ByteKey/hash(_:_:_:)``.
    @inline(__always)
    func value(for bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: UInt64, hash: UInt64) -> Value? {
        let slot = slots + Int(truncatingIfNeeded: hash >> 52)
        guard slot.pointee.hash == hash, slot.pointee.count == bytes.count, slot.pointee.first == first,
              slot.pointee.second == second, slot.pointee.key == ByteKey.words(bytes) else { return nil }
        return slot.pointee.value
    }

    /// Keeps `value` for the key (when it is short enough), in place of the key there was.
    @inline(__always)
    func remember(_ value: Value, for bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: UInt64, hash: UInt64) {
        guard bytes.count <= Self.maxLength else { return }
        slots[Int(truncatingIfNeeded: hash >> 52)] = Slot(hash: hash, first: first, second: second, count: bytes.count,
                                                          key: ByteKey.words(bytes), value: value)
    }

    /// Forgets every key (when the table starts over).
    func removeAll() {
        for index in 0..<Self.slotCount { slots[index].count = -1 }
    }
}
