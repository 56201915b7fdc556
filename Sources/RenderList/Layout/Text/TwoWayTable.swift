/// Values by a 64-bit key in a table of `2^bits` slots, mapped to a pair of slots by the key
/// alone (two-way): a key that lands on a full pair takes the place of the one used least
/// lately, and that one is worked out again when it comes back. For small answers asked for
/// very often (a character's width, a pair's kerning, a fallback face), where a dictionary's
/// hashing would cost more than the answer.
///
/// A key and its value share a slot, so a lookup touches one cache line (apart, the value's
/// line was a second miss right after the key's), and a pair of slots of up to 32 bytes shares
/// one. With one slot per key, two keys that a list asked for in turn and that landed on one
/// slot pushed each other out every time (a Chinese text's kerning pairs were measured again
/// and again).
///
/// A plain value over memory it allocates: the owner calls ``deallocate()`` once (it is reached
/// for every character, and a class would be retained each time).
struct TwoWayTable<Value: BitwiseCopyable> {
    private struct Slot {
        var key: UInt64
        var value: Value
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let shift: UInt64

    /// - Parameter empty: any value, to fill the empty slots with.
    init(bits: Int, empty: Value) {
        precondition((1...24).contains(bits), "a two-way table has 2 to 2^24 slots")
        // On a cache line's boundary: a pair of slots of up to 32 bytes then shares one line.
        slots = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<Slot>.stride << bits, alignment: 64)
            .bindMemory(to: Slot.self, capacity: 1 << bits)
        slots.initialize(repeating: Slot(key: .max, value: empty), count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    func deallocate() {
        UnsafeMutableRawPointer(slots).deallocate()
    }

    /// The value kept for `key` (never `UInt64.max`), or `make()`'s, kept for it from now on.
    ///
    /// A key may sit in either slot of its pair (two keys that land on one pair both stay:
    /// alone in one slot, they pushed each other out at every turn); the one found or made
    /// last goes first, and a made one pushes out the other.
    @inline(__always)
    func value(for key: UInt64, _ make: () -> Value) -> Value {
        let pair = slots + Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) & ~1
        if pair.pointee.key == key { return pair.pointee.value }
        let second = pair + 1
        if second.pointee.key == key {
            swap(&pair.pointee, &second.pointee)
            return pair.pointee.value
        }
        let value = make()
        second.pointee = pair.pointee
        pair.pointee = Slot(key: key, value: value)
        return value
    }
}
