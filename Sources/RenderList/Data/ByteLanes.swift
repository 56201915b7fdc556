/// Tests on the eight bytes of a 64-bit word at once, each exact (no carry crosses from one
/// byte into the next): a result has the high bit of each byte set where the test holds for it.
/// For the scans that pass over every byte of a row's text (``TextSanitizer``).
enum ByteLanes {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Bytes equal to `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt64) -> UInt64 {
        let difference = word ^ (byte &* ones)
        return ~(((difference & lows) &+ lows) | difference) & highs
    }

    /// Bytes below `limit` (at most 0x80).
    @inline(__always)
    static func below(_ word: UInt64, _ limit: UInt64) -> UInt64 {
        ~(((word & lows) &+ (0x80 - limit) &* ones) | word) & highs
    }

    /// Bytes from `limit` (at least 0x80).
    @inline(__always)
    static func atLeast(_ word: UInt64, _ limit: UInt64) -> UInt64 {
        ((word & lows) &+ (0x100 - limit) &* ones) & word & highs
    }
}
