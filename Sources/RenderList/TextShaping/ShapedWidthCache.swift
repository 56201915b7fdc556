#if canImport(Glibc)
import Glibc
#endif

/// What shaping one piece of text found out.
struct ShapedPiece {
    /// The advance in CSS px.
    var width: Double
    /// The extent of the faces other than the primary one that drew it (nil: none did).
    var fallback: LineExtent?
}

/// Shaped pieces by (font chain, size, text bytes), looked up without allocating: entries are
/// found by a 64-bit hash and confirmed by comparing the bytes.
struct ShapedWidthCache {
    private struct Entry {
        var bytes: [UInt8]
        var chain: Int
        var size: Double
        var piece: ShapedPiece
    }

    private var entries: [UInt64: Entry] = [:]
    /// Entries kept at most; the cache starts over when full (memory must not grow with data).
    var capacity = 200_000

    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, chain: Int, size: Double) -> ShapedPiece? {
        guard let entry = entries[Self.hash(bytes, chain: chain, size: size)], entry.chain == chain,
              entry.size == size, Self.same(entry.bytes, bytes) else { return nil }
        return entry.piece
    }

    mutating func store(_ piece: ShapedPiece, for bytes: UnsafeBufferPointer<UInt8>, chain: Int, size: Double) {
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[Self.hash(bytes, chain: chain, size: size)] = Entry(bytes: Array(bytes), chain: chain, size: size, piece: piece)
    }

    /// Whether `stored` holds exactly `bytes` (one memcmp; the generic comparison is slow).
    @inline(__always)
    static func same(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.count == bytes.count && stored.withUnsafeBufferPointer { stored in
            stored.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
    }

    /// FNV-1a over the bytes, seeded with the chain and the size.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, chain: Int, size: Double) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: chain) &* 0x9E37_79B9_7F4A_7C15
        hash ^= size.bitPattern
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
