/// Strings of up to 24 bytes by their bytes, direct-mapped: the keys of a list's rows, and
/// values such as prototype names, come back row after row, and one found here is neither
/// checked nor copied again (a long one is shared rather than allocated).
///
/// Its slots are memory it owns, each compared in place: an array's slot was copied out,
/// its string counted once more and once less, for every key of every row.
final class ShortStrings {
    private struct Entry {
        var words: (UInt64, UInt64, UInt64)
        /// -1: empty.
        var count: Int
        var text: String
    }

    /// Strings longer than this are made every time.
    static let maxLength = 24
    private static var slotCount: Int { 256 }
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.slotCount)
        entries.initialize(repeating: Entry(words: (0, 0, 0), count: -1, text: ""), count: Self.slotCount)
    }

    deinit {
        entries.deinitialize(count: Self.slotCount)
        entries.deallocate()
    }

    /// The string of `bytes`: the one kept for them, or `made(bytes)`'s, kept when not nil.
    @inline(__always)
    func text(of bytes: UnsafeRawBufferPointer, made: (UnsafeRawBufferPointer) -> String?) -> String? {
        guard bytes.count <= Self.maxLength else { return made(bytes) }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: bytes) }
        let mixed = (words.0 &* 0x9E37_79B9_7F4A_7C15) ^ (words.1 &* 0xC2B2_AE3D_27D4_EB4F)
            ^ (words.2 &* 0x1656_67B1_9E37_79F9) ^ UInt64(bytes.count)
        let entry = entries + Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if entry.pointee.count == bytes.count, entry.pointee.words == words { return entry.pointee.text }
        guard let text = made(bytes) else { return nil }
        entry.pointee = Entry(words: words, count: bytes.count, text: text)
        return text
    }
}
