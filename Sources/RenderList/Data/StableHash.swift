/// A 64-bit hash that is the same for the same input in every run and on every machine (Swift's
/// `Hasher` is seeded per process): FNV-1a over the bytes fed in, with a final mix that spreads
/// every input bit over the result, so that comparing two hashes is a fair draw.
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hash of nothing yet.
    init() {}

    /// Feeds in `bytes`.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// Feeds in `text`'s UTF-8 bytes and its length, so that "ab" + "c" and "a" + "bc" differ.
    mutating func combine(_ text: String) {
        combine(text.utf8)
        combine(UInt64(text.utf8.count))
    }

    /// Feeds in the eight bytes of `number`.
    mutating func combine(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { state = (state ^ (number >> UInt64(shift) & 0xff)) &* 0x100_0000_01b3 }
    }

    /// The FNV-1a state as it is (what ids were hashed with before the mix existed).
    var unmixed: UInt64 { state }

    /// The hash, mixed (SplitMix64's finalizer).
    var value: UInt64 {
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }
}
