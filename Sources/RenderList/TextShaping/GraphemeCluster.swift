/// A base scalar and the scalars that attach to it (combining marks, joiners, variation
/// selectors, emoji modifiers and tags, the second regional indicator of a flag): the unit
/// font fallback picks a font for.
struct GraphemeCluster {
    /// Byte range in the text.
    var start: Int
    var end: Int
    var base: UInt32
    /// Scalars that need a glyph (joiners and selectors do not).
    var visibleScalars: [UInt32]
    /// Asks for emoji presentation with VS16: Blink then prefers the color emoji font. (Emoji
    /// presented by default take the font list's first font that has them, as text does.)
    var isEmojiPresentation: Bool
    /// Asks for text presentation with VS15.
    var isTextPresentation = false

    /// Splits well-formed UTF-8 into clusters.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> [GraphemeCluster] {
        var clusters: [GraphemeCluster] = []
        var index = 0
        var joinNext = false
        while index < bytes.count {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            defer { index = next }
            if var last = clusters.last, joinNext || attaches(value, to: last) {
                joinNext = value == 0x200D
                last.end = next
                if !isInvisible(value) { last.visibleScalars.append(value) }
                if value == 0xFE0E {
                    last.isEmojiPresentation = false
                    last.isTextPresentation = true
                } else if value == 0xFE0F {
                    last.isEmojiPresentation = true
                    last.isTextPresentation = false
                }
                clusters[clusters.count - 1] = last
                continue
            }
            joinNext = false
            clusters.append(GraphemeCluster(start: index, end: next, base: value,
                                            visibleScalars: isInvisible(value) ? [] : [value],
                                            isEmojiPresentation: false))
        }
        return clusters
    }

    private static func attaches(_ value: UInt32, to cluster: GraphemeCluster) -> Bool {
        if value == 0x200D || (0xFE00...0xFE0F).contains(value) || value == 0x20E3 { return true }
        if (0x1F3FB...0x1F3FF).contains(value) || (0xE0020...0xE007F).contains(value) { return true }
        if CharacterClass.isRegionalIndicator(value) {
            return CharacterClass.isRegionalIndicator(cluster.base) && cluster.visibleScalars.count == 1
        }
        guard value >= 0x300, let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isInvisible(_ value: UInt32) -> Bool {
        value == 0x200D || value == 0x200C || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }
}
