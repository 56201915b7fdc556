extension LineBreaker {
    /// A text that holds part of the word being built, kept so that the word can be broken
    /// between its characters if it turns out too long for any line (``breakWordAcrossTexts(beforeUnsafeBreak:hyphen:)``).
    struct WordText {
        /// The text as it is set (after `text-transform`).
        let text: String
        let run: TextRun
        /// Where the word starts in the text, in bytes, when that is known (nil: after the
        /// text's last white space or break opportunity).
        var start: Int?
        /// Whether the text is shaped with the one before it (one font, no edge between), so
        /// that the font kerns the characters where they meet.
        var sharesShaping = false
        /// Whether a line may break before the text, between any two characters (Blink asks
        /// in the style of the text before it, or of the box that ended after it).
        var mayBreakBefore = true
        /// Inline boxes' margins, borders and padding between the text and the one before it.
        var edgesBefore = 0.0
        /// White space that starts the text collapses with a space before the box whose start
        /// edge the word holds so far (``addEdge(_:closing:)``), or with one that ends the text
        /// before it where neither may wrap: the word goes on after it.
        var leadingSpaceCollapses = false
    }

    /// The last line's part of a word broken between its characters, which the next text may
    /// go on (``breakWord(_:_:from:to:placing:)``): the broken word's byte range in its text,
    /// and how many of its grapheme clusters are on the last line.
    struct BrokenTail {
        var start: Int
        var end: Int
        var clusters: Int

        /// Where the part starts in `text`.
        func partStart(in text: String) -> Int {
            var text = text
            return text.withUTF8 { bytes in
                guard start < min(end, bytes.count) else { return min(start, bytes.count) }
                let ranges = Array(GraphemeCluster.ranges(UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)])))
                let index = ranges.count - clusters
                return index > 0 && index < ranges.count ? start + ranges[index].start : start
            }
        }
    }

    /// The text being added (``incomingText``) continues the word that the text before it
    /// (``lastText``) ended in: both are kept, in case the word must be broken.
    /// Not while the word holds only the start edges of boxes that opened after an opportunity
    /// (``addEdge(_:closing:)``): the text before is no part of it (`abc<img/><span>Donau…`
    /// with a margin on the span breaks only `Donau…`).
    mutating func noteTextJoinsWord(sharingShaping shared: Bool, mayBreakBefore: Bool, edgesBefore: Double) {
        guard !wordIsEdges, var incoming = incomingText, var first = lastText else { return }
        (incoming.sharesShaping, incoming.mayBreakBefore, incoming.edgesBefore) = (shared, mayBreakBefore, edgesBefore)
        // Its leading white space collapses after a box's start edge, or, in text that may not
        // wrap, after a space that ends such text (the word goes on: neither is an opportunity).
        incoming.leadingSpaceCollapses = wordIsEdges && afterCollapsibleSpace
            || nowrapSpace != 0 && !incoming.run.wraps && !incoming.run.whiteSpace.preservesSpaces
        wordBeforeLastText = (wordWidth, wordItemAdvance)
        (wordBeforeTextBeforeLast, wordBeforeLastTextWithSpace) = (wordBeforeLastTextWithSpace, wordWidth + nowrapSpace)
        if wordTexts.isEmpty {
            if let brokenTail { first.start = brokenTail.partStart(in: first.text) }
            wordTexts.append(first)
        }
        wordTexts.append(incoming)
    }

    /// Whether the word being built spans texts, is wider than any line, and some of its
    /// texts let words break (`overflow-wrap`, which text that may not wrap inherits too):
    /// Chromium then finds no opportunity on the line that fits, and breaks the line again
    /// between any two characters (`newsletter</b>1851`), or where texts that may not wrap meet.
    var mustBreakWordAcrossTexts: Bool {
        guard wordTexts.count > 1, available.isFinite, !fits(wordWidth + freshLineIndent) else { return false }
        return wordTexts.contains {
            available > 0 ? $0.run.style.overflowWrap != .normal : $0.run.style.overflowWrap == .anywhere
        }
    }

    /// Breaks the word being built, which spans ``wordTexts``, between grapheme clusters from
    /// a fresh line, the parts of text that may not wrap kept whole, and commits the last
    /// line's part at the opportunity after it.
    mutating func breakWordAcrossTexts(beforeUnsafeBreak: Bool, hyphen: Double) {
        let texts = wordTexts
        // The edges of inline boxes that the word starts and ends with go with its first and last characters.
        let (leadingEdges, trailingEdges) = (wordLeadingEdges, edgesSinceText)
        // Boxes that opened after the word start with what comes next, not with its parts.
        let opening = takeOpeningStruts()
        defer { restoreOpeningStruts(opening) }
        resetWord()
        startFreshLine()
        var placed: [TextSegmentCache.PlacedPiece] = []
        var tail: TextTail?
        // The line may end between two of the word's characters inside a part that lets words
        // break (`overflow-wrap`, in text that wraps), and where a part meets one whose style lets
        // them (Chromium breaks `…!)</span><ul>` after the `)` of such text, and between two
        // boxes that may not wrap in a paragraph that lets words break, but not between the
        // tags of `Reverted</li><li>Visual` whose list does not).
        let wrapsWords = texts.map { available > 0 ? $0.run.style.overflowWrap != .normal : $0.run.style.overflowWrap == .anywhere }
        let breaksInside = texts.indices.map { wrapsWords[$0] && texts[$0].run.wraps }
        let mayWrapBefore = texts.indices.map {
            $0 == 0 || texts[$0].mayBreakBefore && (wrapsWords[$0 - 1] || breaksInside[$0])
        }
        for (index, part) in texts.enumerated() {
            var text = part.text
            text.withUTF8 { bytes in
                let (start, end) = Self.wordRange(of: part, at: index, in: texts, bytes: bytes)
                guard start < end else { return }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                // Shaped with the part before, the font kerns the pair where they meet.
                let kerning = part.sharesShaping ? tail?.pairKerning(with: UTF8Scalars.decode(word, at: 0).value, run: part.run) ?? 0 : 0
                let edges = index == 0 ? leadingEdges : part.edgesBefore
                if breaksInside[index] {
                    breakWord(bytes, part.run, from: start, to: end, kerningBefore: kerning, edgeBefore: edges,
                              edgeAfter: index == texts.count - 1 ? trailingEdges : 0, firstMayWrap: mayWrapBefore[index],
                              placing: &placed)
                } else {
                    let extent = part.run.extent(of: word)
                    let joined = Self.joinedWidth(after: index, in: texts, mayWrapBefore: mayWrapBefore,
                                                  breaksInside: breaksInside, trailingEdges: trailingEdges)
                    addBrokenCluster(part.run.width(of: word) + edges, kerningBefore: kerning, mayWrap: mayWrapBefore[index],
                                     joinedAfter: joined, above: extent.above, below: extent.below)
                }
                tail = TextTail(word, run: part.run, spaceKerning: 0)
            }
        }
        if trailingEdges != 0 { appendToWord(trailingEdges, above: Self.noExtent, below: Self.noExtent) }
        commitWord(beforeUnsafeBreak: beforeUnsafeBreak, hyphen: hyphen)
    }

    /// The byte range of part `index` of `texts` (`bytes`, its text) that belongs to the word.
    /// A later text's white space that collapsed with a space before it (after a box's start
    /// edge, ``addEdge(_:closing:)``, or ending text that may not wrap) is no part of it.
    private static func wordRange(of part: WordText, at index: Int, in texts: [WordText],
                                  bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        let start = index == 0 ? part.start ?? Self.wordStart(in: bytes, run: part.run)
            : part.leadingSpaceCollapses ? bytes.firstIndex { !CSSReader.isSpace($0) } ?? bytes.count : 0
        let end = index == texts.count - 1 ? Self.wordEnd(in: bytes, from: start, run: part.run) : bytes.count
        return (start, end)
    }

    /// The width of the parts after part `index` of `texts` that stay whole, up to the first
    /// that a line may end before: they stay on the line with it (Chromium ends the line
    /// before `%` in `abc.</b><nobr>% </nobr><nobr> def…</nobr>`, where the two do not fit);
    /// and when they reach the word's end, the `trailingEdges` of the boxes that end there.
    private static func joinedWidth(after index: Int, in texts: [WordText], mayWrapBefore: [Bool], breaksInside: [Bool],
                                    trailingEdges: Double) -> Double {
        var width = 0.0
        for next in index + 1..<texts.count {
            let part = texts[next]
            guard !breaksInside[next], !mayWrapBefore[next] else { return width }
            var text = part.text
            width += part.edgesBefore + text.withUTF8 { bytes in
                let (start, end) = wordRange(of: part, at: next, in: texts, bytes: bytes)
                return start < end ? part.run.width(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) : 0
            }
        }
        return width + trailingEdges
    }

    /// Where the word that ends `bytes` (set in `run`) starts: after its last white space or
    /// break opportunity (text that may not wrap: after its leading white space).
    private static func wordStart(in bytes: UnsafeBufferPointer<UInt8>, run: TextRun) -> Int {
        guard run.wraps else { return bytes.firstIndex { !CSSReader.isSpace($0) } ?? bytes.count }
        var start = bytes.count
        while start > 0, !CSSReader.isSpace(bytes[start - 1]) { start -= 1 }
        let segment = UnsafeBufferPointer(rebasing: bytes[start...])
        var breaks: [UInt8] = []
        guard breakOpportunities(in: segment, into: &breaks, run: run) != .none,
              let last = breaks.lastIndex(where: { $0 != 0 }) else { return start }
        return start + last
    }

    /// Where the word that starts at `start` in `bytes` (set in `run`) ends: at its first white
    /// space or break opportunity (text that may not wrap: at its end).
    private static func wordEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, run: TextRun) -> Int {
        guard run.wraps, start < bytes.count else { return bytes.count }
        let end = endOfWord(in: bytes, from: start)
        let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var breaks: [UInt8] = []
        guard breakOpportunities(in: segment, into: &breaks, run: run) != .none,
              let first = breaks.indices.dropFirst().first(where: { breaks[$0] != 0 }) else { return end }
        return start + first
    }
}
