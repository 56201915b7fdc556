/// Values by a 64-bit key in a table of `2^bits` slots, one key per slot: a key that lands on
/// another's slot takes its place, and that one is worked out again when it comes back. For
/// small answers asked for very often (a character's width, a pair's kerning, a fallback face),
/// where a dictionary's hashing would cost more than the answer.
///
/// A key and its value share a slot, so a lookup touches one cache line (apart, the value's
/// line was a second miss right after the key's).
///
/// A plain value over memory it allocates: the owner calls ``deallocate()`` once (it is reached
/// for every character, and a class would be retained each time).
struct DirectMappedTable<Value: BitwiseCopyable> {
    private struct Slot {
        var key: UInt64
        var value: Value
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let shift: UInt64

    /// - Parameter empty: any value, to fill the empty slots with.
    init(bits: Int, empty: Value) {
        precondition((1...24).contains(bits), "a direct-mapped table has 2 to 2^24 slots")
        slots = .allocate(capacity: 1 << bits)
        slots.initialize(repeating: Slot(key: .max, value: empty), count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    func deallocate() {
        slots.deallocate()
    }

    /// The value kept for `key` (never `UInt64.max`), or `make()`'s, kept for it from now on.
    @inline(__always)
    func value(for key: UInt64, _ make: () -> Value) -> Value {
        let slot = slots + Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        if slot.pointee.key == key { return slot.pointee.value }
        let value = make()
        slot.pointee = Slot(key: key, value: value)
        return value
    }
}
