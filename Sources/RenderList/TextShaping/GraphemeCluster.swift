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
        ranges(bytes).map { range in
            let (base, afterBase) = UTF8Scalars.decode(bytes, at: range.start)
            var cluster = GraphemeCluster(start: range.start, end: range.end, base: base,
                                          visibleScalars: isInvisible(base) ? [] : [base], isEmojiPresentation: false)
            // The scalars that attached to the base; a selector sets the presentation.
            var index = afterBase
            while index < range.end {
                let (value, next) = UTF8Scalars.decode(bytes, at: index)
                if !isInvisible(value) { cluster.visibleScalars.append(value) }
                if value == 0xFE0E {
                    (cluster.isEmojiPresentation, cluster.isTextPresentation) = (false, true)
                } else if value == 0xFE0F {
                    (cluster.isEmojiPresentation, cluster.isTextPresentation) = (true, false)
                }
                index = next
            }
            return cluster
        }
    }

    /// The byte ranges of the clusters of well-formed UTF-8, found as they are walked, with
    /// nothing allocated (for callers that need no more than where clusters lie).
    static func ranges(_ bytes: UnsafeBufferPointer<UInt8>) -> Ranges {
        Ranges(bytes: bytes)
    }

    /// The clusters' byte ranges (``ranges(_:)``).
    struct Ranges: Sequence, IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        private var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func next() -> (start: Int, end: Int)? {
            guard index < bytes.count else { return nil }
            let start = index
            let (base, afterBase) = UTF8Scalars.decode(bytes, at: index)
            var visible = isInvisible(base) ? 0 : 1
            var joinNext = false
            index = afterBase
            while index < bytes.count {
                let (value, next) = UTF8Scalars.decode(bytes, at: index)
                guard joinNext && GraphemeCluster.joinsAfterJoiner(value, base: base) || attaches(value, toBase: base, visibleScalars: visible)
                else { break }
                joinNext = value == 0x200D
                if !isInvisible(value) { visible += 1 }
                index = next
            }
            return (start, index)
        }
    }

    /// Whether `value` joins a cluster of `base` that holds `visibleScalars` visible ones so far.
    private static func attaches(_ value: UInt32, toBase base: UInt32, visibleScalars: Int) -> Bool {
        if value == 0x200D || (0xFE00...0xFE0F).contains(value) || value == 0x20E3 { return true }
        if CharacterClass.isEmojiModifier(value) || (0xE0020...0xE007F).contains(value) { return true }
        if CharacterClass.isRegionalIndicator(value) {
            return CharacterClass.isRegionalIndicator(base) && visibleScalars == 1
        }
        guard value >= 0x300, let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether `value` joins the cluster of `base` after a zero-width joiner. An emoji or a
    /// regional indicator does only when the cluster is an emoji's (UAX #29 GB11): after `.` or
    /// `a` the joiner ends the cluster, and `.‍🇩🇪` is `.‍` and a flag, as Chromium draws it.
    private static func joinsAfterJoiner(_ value: UInt32, base: UInt32) -> Bool {
        guard isPictographic(value) || CharacterClass.isRegionalIndicator(value) else { return true }
        return isPictographic(base)
    }

    /// Extended_Pictographic, as far as Swift's scalar properties tell it: emoji from U+00A9
    /// (digits, `#` and `*` are emoji only as keycap bases).
    private static func isPictographic(_ value: UInt32) -> Bool {
        value >= 0xA9 && Unicode.Scalar(value)?.properties.isEmoji == true
    }

    private static func isInvisible(_ value: UInt32) -> Bool {
        value == 0x200D || value == 0x200C || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }
}

extension GraphemeCluster {
    /// The cluster as Blink shapes it: a combining mark of a script of its own other than its
    /// base's (`x҉`, a Cyrillic sign on a Latin letter) starts another script run, shaped and
    /// fallen back apart from the base. Most clusters are one part.
    func scriptParts(in bytes: UnsafeBufferPointer<UInt8>) -> [GraphemeCluster] {
        guard visibleScalars.count > 1, !isEmojiPresentation else { return [self] }
        let baseScript = UnicodeScript.of(base)
        guard baseScript != UnicodeScript.none else { return [self] }
        var index = UTF8Scalars.decode(bytes, at: start).next
        var count = 1
        while index < end {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            let script = UnicodeScript.of(value)
            if script != UnicodeScript.none, script != baseScript {
                let visible = visibleScalars.count
                let head = GraphemeCluster(start: start, end: index, base: base,
                                           visibleScalars: Array(visibleScalars.prefix(min(count, visible))),
                                           isEmojiPresentation: false)
                let tail = GraphemeCluster(start: index, end: end, base: value,
                                           visibleScalars: Array(visibleScalars.dropFirst(min(count, visible))),
                                           isEmojiPresentation: false)
                return [head] + tail.scriptParts(in: bytes)
            }
            if visibleScalars.contains(value) { count += 1 }
            index = next
        }
        return [self]
    }
}
