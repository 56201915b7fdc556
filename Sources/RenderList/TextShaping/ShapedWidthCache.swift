/// What shaping one piece of text found out.
struct ShapedPiece {
    /// The advance in CSS px.
    var width: Double
    /// The extent of the faces other than the primary one that drew it (nil: none did).
    var fallback: LineExtent?
}

/// Shaped pieces by (font chain, size, text bytes), looked up without allocating or counting
/// references (a ``ByteKeyedTable``). Bounded: past `capacity` entries it starts over (memory
/// must not grow with data).
struct ShapedWidthCache {
    private let pieces: ByteKeyedTable<ShapedPiece>

    init(capacity: Int = 200_000) {
        pieces = ByteKeyedTable(capacity: capacity)
    }

    /// The piece kept for `bytes` in chain `chain` at `size`, or `shape`'s, kept from now on.
    func piece(_ bytes: UnsafeBufferPointer<UInt8>, chain: Int, size: Double, shape: () -> ShapedPiece) -> ShapedPiece {
        let hash = ByteKey.hash(bytes, chain, size.bitPattern)
        if let kept = pieces.value(for: bytes, chain, size.bitPattern, hash: hash) { return kept }
        let piece = shape()
        pieces.insert(piece, for: bytes, chain, size.bitPattern, hash: hash)
        return piece
    }
}
