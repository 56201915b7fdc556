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

    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, chain: Int, size: Double) -> ShapedPiece? {
        pieces.value(for: bytes, chain, size.bitPattern, hash: ByteKeyedTable<ShapedPiece>.hash(bytes, chain, size.bitPattern))
    }

    func store(_ piece: ShapedPiece, for bytes: UnsafeBufferPointer<UInt8>, chain: Int, size: Double) {
        pieces.insert(piece, for: bytes, chain, size.bitPattern, hash: ByteKeyedTable<ShapedPiece>.hash(bytes, chain, size.bitPattern))
    }
}
