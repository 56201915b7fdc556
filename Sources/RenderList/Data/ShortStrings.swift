/// Strings of up to 24 bytes by their bytes, direct-mapped: the keys of a list's rows, and
/// values such as prototype names, come back row after row, and one found here is neither
/// checked nor copied again (a long one is shared rather than allocated).
struct ShortStrings {
    private struct Entry {
        var words: (UInt64, UInt64, UInt64)
        var count: Int
        var text: String
    }

    /// Strings longer than this are made every time.
    static let maxLength = 24
    private var entries = [Entry?](repeating: nil, count: 256)

    /// The string of `bytes`: the one kept for them, or `made(bytes)`'s, kept when not nil.
    mutating func text(of bytes: UnsafeRawBufferPointer, made: (UnsafeRawBufferPointer) -> String?) -> String? {
        guard bytes.count <= Self.maxLength else { return made(bytes) }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: bytes) }
        let mixed = (words.0 &* 0x9E37_79B9_7F4A_7C15) ^ (words.1 &* 0xC2B2_AE3D_27D4_EB4F)
            ^ (words.2 &* 0x1656_67B1_9E37_79F9) ^ UInt64(bytes.count)
        let slot = Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if let entry = entries[slot], entry.count == bytes.count, entry.words == words { return entry.text }
        guard let text = made(bytes) else { return nil }
        entries[slot] = Entry(words: words, count: bytes.count, text: text)
        return text
    }
}
