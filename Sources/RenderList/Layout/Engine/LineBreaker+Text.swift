extension LineBreaker {
    /// Breaks `text`, set in `style`, into words and spaces and adds them to the lines.
    mutating func addText(_ rawText: String, style: ComputedStyle) {
        guard !isFull else {
            if !rawText.utf8.allSatisfy(CSSReader.isSpace) { droppedContent = true }
            return
        }
        addText(rawText, run: TextRun(style: style, metrics: metrics))
    }

    /// Adds `text` set as `run` (made for this breaker's text measurer) says.
    mutating func addText(_ rawText: String, run: TextRun) {
        guard !isFull else {
            if !rawText.utf8.allSatisfy(CSSReader.isSpace) { droppedContent = true }
            return
        }
        var text = Self.transformed(rawText, run.textTransform, after: lastScalar, language: run.style.caseLanguage)
        guard !text.isEmpty else { return }  // (an empty element's: no text to keep either)
        wraps = run.wraps
        edgesPlaced = false
        incomingText = WordText(text: text, run: run)
        text.withUTF8 { addText($0, run: run) }
        lastText = incomingText
    }

    private mutating func addText(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun) {
        guard !bytes.isEmpty else { return }
        let tail = textTail
        // A curly quote at the text's edge breaks by the characters in the elements around it.
        let context = QuoteLineBreaks.Context(before: isBuildingWord ? lastScalar : 0, after: nextTextStart)
        let boundaryKerning = meetTextBefore(bytes, run: run)
        lastScalar = Self.lastBase(of: bytes)
        scalarBeforeLastQuote = QuoteLineBreaks.isCurlyQuote(lastScalar) && bytes.count > 3
            ? UTF8Scalars.decode(bytes, at: TextRun.start(ofScalarBefore: bytes.count - 3, in: bytes)).value : 0
        if scriptRun.script == UnicodeScript.none { enterFirstRun(of: bytes, run: run) }
        var index = 0
        var lastSpaceKerning = 0.0
        defer { endText(bytes, run: run, spaceKerning: lastSpaceKerning) }
        while index < bytes.count {
            guard !isFull else {
                if !UnsafeBufferPointer(rebasing: bytes[index...]).allSatisfy(CSSReader.isSpace) { droppedContent = true }
                return
            }
            if CSSReader.isSpace(bytes[index]) {
                // The browser's HTML parser reads a carriage return as a line feed, and a pair
                // of them as one line feed.
                let lineFeed = bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)
                if bytes[index] != 0x0D || lineFeed { addWhiteSpace(lineFeed ? 0x0A : UInt32(bytes[index]), run: run) }
                index += 1
                continue
            }
            let end = Self.endOfWord(in: bytes, from: index + 1)
            let text = UnsafeBufferPointer(rebasing: bytes[index..<end])
            // Kerning with the space before the segment, and with the word before that space.
            // The space joins the script run before it, and shaping stops at a run's end: a
            // word in another script gets no kerning with the space (`поддержка TL`).
            // A space that ends the text before counts, with its kerning with the word before it
            // (in that text's shaping); across texts a kerning needs them shaped together.
            let afterSpace = index > 0 ? bytes[index - 1] == 0x20 : tail?.endsWithSpace == true
            // (A word's kerning with a single space after it went with the word, below.)
            let kerningBefore = !afterSpace || index < 2 || CSSReader.isSpace(bytes[index - 2]) ? 0 : lastSpaceKerning
            let spaceShared = index > 0  // at the text's start, counted above
            edgesDue = takesClosingEdges(bytes, end: end, run: run)
            if Self.mayBeLongIdeographicRun(text),
               let kerningAfter = addLongIdeographicRun(text, run: run, afterSpace: afterSpace, kerningBefore: kerningBefore,
                                                        boundaryKerning: index == 0 ? boundaryKerning : 0,
                                                        atTextEnd: end == bytes.count) {
                (lastSpaceKerning, index) = (kerningAfter, end)
                continue
            }
            // The body is handed the run rather than capturing it (a capture retained it for every word).
            segmentOffset = index
            let edges = QuoteLineBreaks.Context(before: index == 0 ? context.before : 0,
                                                after: end == bytes.count ? context.after : 0)
            lastSpaceKerning = run.withSegment(text, hint: scriptRun.hint, context: edges) { segment, run in
                let spaceKerning = spaceShared && scriptRun.continues(with: segment.scripts.first) ? segment.firstSpaceKerning : 0
                let kerning = (afterSpace ? spaceKerning + kerningBefore : 0) + (index == 0 ? boundaryKerning : 0)
                // The font kerns the word's last character with a single space after it: that
                // narrows the word, whether the line breaks at the space or not.
                let kerningAfter = Self.singleSpace(in: bytes, at: end) ? segment.lastSpaceKerning : 0
                // A kept word as its width, any other segment piece by piece.
                if let width = segment.wordWidth {
                    addWord(width, text, run: run, hint: segment.scripts.end.hint, kerning: kerning, kerningAfter: kerningAfter,
                            atTextEnd: end == bytes.count)
                } else {
                    addPieces(segment, text, run: run, kerning: kerning, kerningAfter: kerningAfter, atTextEnd: end == bytes.count)
                }
                if segment.scripts.end.script != UnicodeScript.none { scriptRun = segment.scripts.end }
                return kerningAfter != 0 ? 0 : segment.lastSpaceKerning
            }
            index = end
        }
    }

    /// Where `bytes`, set in `run`, meets the text added before: the break opportunity between
    /// them is taken, the text before ends (``endItem(startingText:)``), and where Blink shapes
    /// them together (the same font, no edge between: `shared`) the font's kerning where they
    /// meet counts first, in that text's part of the line. Returns the kerning the first word
    /// of `bytes` takes when it does not start a line (after an opportunity).
    private mutating func meetTextBefore(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun) -> Double {
        let first = UTF8Scalars.decode(bytes, at: 0).value
        // A closing mark that ends the text before a space is not where the line would break.
        if CSSReader.isSpace(bytes[0]) { spaceFollowsWord(collapsible: !run.whiteSpace.preservesSpaces) }
        let tail = textTail
        let shared = tail.map { $0.sharesShaping && $0.isShaped(with: run) } ?? false
        // Shaped with the word before it, a single space kerns with the word's end.
        if shared, isBuildingWord, Self.singleSpace(in: bytes, at: 0), let tail { narrowWordEnd(by: tail.kerningBeforeSpace(run: run)) }
        // Blink asks in the style of the text before, or where a box that may not wrap ended
        // after it, in the style of the text where wrapping resumes (`word-break: break-all`
        // breaks between `<nobr>…k</nobr>` and `V…`).
        // Not after a space that ends text which may not wrap: Blink's opportunity at a space
        // is before it (`<nobr>abcdef </nobr>é` stays on one line).
        let boundaryMayBreak = (boundaryWraps || lastText?.run.wraps != false) && lastScalar > 0x20
        let asked = (boundaryWraps && lastText?.run.wraps == false) ? run : (lastText?.run ?? run)
        // Between two such boxes, in the style of the box around them (`word-break: break-all`).
        let breaksAll = boundaryWraps && boundaryBreaksAll && !asked.wraps
        let breaks = isBuildingWord && lastScalar != 0
            && (breaksAll ? boundaryMayBreak && Self.breaksBetweenBreakingAll(lastScalar, first)
                : Self.breaksBetween(lastScalar, first, run: asked, wraps: boundaryMayBreak,
                                     context: quoteContext(around: first, in: bytes)))
        boundaryWraps = false
        var boundaryKerning = 0.0
        if shared, let tail, !CSSReader.isSpace(bytes[0]) {
            if tail.endsWithSpace {
                if lineHasSpaceBeforeNextWord, scriptRun.continues(with: UnicodeScript.of(first)) {
                    narrowPendingSpace(by: run.metrics.spaceKerning(first, after: false, font: run.font))
                }
            } else if let kerning = tail.pairKerning(with: first, run: run), kerning != 0 {
                if breaks || !isBuildingWord { boundaryKerning = kerning } else { appendToWord(-kerning, above: Self.noExtent, below: Self.noExtent) }
            }
        }
        let marks = tail?.adjacentMarkTrims(before: first, run: run) ?? (last: 0, first: 0)
        let joins = isBuildingWord && !breaks
        if joins { noteTextJoinsWord(sharingShaping: shared, mayBreakBefore: boundaryMayBreak, edgesBefore: edgesSinceText) }
        edgesSinceText = 0
        if marks.last > 0 { if joins { appendToWord(-marks.last, above: Self.noExtent, below: Self.noExtent) } else { boundaryKerning += marks.last } }
        endItem(startingText: true)
        if marks.first > 0 { if joins { appendToWord(-marks.first, above: Self.noExtent, below: Self.noExtent) } else { boundaryKerning += marks.first } }
        // A line may not end before a mark set half-width after another without being shaped
        // again (``commitWord(beforeUnsafeBreak:hyphen:)``).
        if breaks {
            let edges = takeOpeningEdges()
            commitWord(beforeUnsafeBreak: marks.first > 0)
            opportunityWraps = true
            if edges != 0 { addEdge(edges, closing: false) }
        } else {
            openingEdges = 0
        }
        return boundaryKerning
    }

    /// The characters around the pair where the text before and `bytes` meet, when one of the
    /// pair is a curly quote: the one before the text's last, and the one after `first`.
    private func quoteContext(around first: UInt32, in bytes: UnsafeBufferPointer<UInt8>) -> QuoteLineBreaks.Context {
        guard QuoteLineBreaks.isCurlyQuote(first) || QuoteLineBreaks.isCurlyQuote(lastScalar) else { return .none }
        let second = UTF8Scalars.decode(bytes, at: 0).next
        let after = second < bytes.count ? UTF8Scalars.decode(bytes, at: second).value : nextTextStart
        return QuoteLineBreaks.Context(before: scalarBeforeLastQuote, after: after)
    }

    /// `bytes`, set in `run`, has been added: a space that ends it is kerned with the word
    /// before it in its shaping, whatever comes next (the space narrows, and hangs if the line
    /// ends there); its end is kept for the next text (``textTail``).
    private mutating func endText(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun, spaceKerning: Double) {
        let ending = TextTail(bytes, run: run, spaceKerning: spaceKerning)
        if ending.spaceKerning != 0, lineHasSpaceBeforeNextWord { narrowPendingSpace(by: ending.spaceKerning) }
        textTail = ending
    }

    /// The offset of the first white space (``CSSReader/isSpace(_:)``) in `bytes` from `start`,
    /// or their end. Eight bytes at a time: only a byte below 0x21 is looked at on its own.
    @inline(__always)
    static func endOfWord(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                // The top bit of each byte below 0x21, exact up to the first of them (a borrow
                // may mark bytes after it; bytes from 0x80 never are).
                let below = (word &- 0x2121_2121_2121_2121) & ~word & 0x8080_8080_8080_8080
                guard below != 0 else { index += 8; continue }
                let first = index + below.trailingZeroBitCount / 8
                if CSSReader.isSpace(bytes[first]) { return first }
                index = first + 1  // a control character, which is no white space
            }
        }
        while index < bytes.count, !CSSReader.isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// Common characters that start the paragraph (`★ あ`) join the script run that follows them.
    private mutating func enterFirstRun(of bytes: UnsafeBufferPointer<UInt8>, run: TextRun) {
        var index = 0
        while index < bytes.count, scriptRun.script == UnicodeScript.none {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            scriptRun.enter(value, run: run)
            index = next
        }
    }

    /// Adds the pieces of `segment` (cut from `text`), with what the white space around it decides.
    /// Out of line: inlined, it made the loop over words, which mostly takes the path for kept
    /// words beside it, slower.
    @inline(never)
    private mutating func addPieces(_ segment: TextSegment.View, _ text: UnsafeBufferPointer<UInt8>, run: TextRun,
                                    kerning: Double, kerningAfter: Double, atTextEnd: Bool) {
        let pieces = segment.pieces
        var joinsHyphen = false
        for (offset, piece) in pieces.enumerated() {
            let isLast = offset == pieces.count - 1
            // After a word broken between its characters: see ``loneHyphenKeepsNextPiece(_:before:in:)``.
            let opportunity = addPieceContent(piece, text, run: run, kerning: kerning, isLast: isLast, atTextEnd: atTextEnd,
                                              joiningWord: joinsHyphen)
            joinsHyphen = opportunity && !isLast && brokenTail != nil
                && loneHyphenKeepsNextPiece(piece, before: pieces[offset + 1], in: text)
            guard opportunity, !joinsHyphen else { continue }
            narrowWordEnd(by: isLast ? kerningAfter : 0)
            placeClosingEdges(if: isLast && edgesDue)
            commitWord(beforeUnsafeBreak: !isLast && pieces[offset + 1].unsafeBreakBefore,
                       hyphen: piece.endsAtSoftHyphen && !isLast ? run.hyphenWidth : 0)
        }
    }

    /// Whether `piece`, just broken between its characters, left a hyphen alone on the new
    /// line that keeps the next piece with it. Blink finds the opportunities of the rest of a
    /// broken word anew from where the line starts, with nothing before it: a hyphen there is
    /// no opportunity before a digit (it may be a minus sign) nor, by UAX #14's rule for a
    /// word-initial hyphen, before a letter outside ASCII. The line then goes on breaking
    /// between characters (`abc-12345` at 30 px: `abc`, `-12`, `345`).
    private func loneHyphenKeepsNextPiece(_ piece: TextSegment.Piece, before next: TextSegment.Piece,
                                          in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let tail = brokenTail, tail.clusters == 1, tail.end == segmentOffset + Int(piece.end),
              piece.end > piece.start, text[Int(piece.end) - 1] == 0x2D, next.start < next.end else { return false }
        let first = UTF8Scalars.decode(text, at: Int(next.start)).value
        if first < 0x80 { return first >= 0x30 && first <= 0x39 }
        let kind = LineBreakClass.of(first)
        return kind == .alphabetic || kind == .hebrewLetter
    }

    /// Adds one piece of a segment cut from `text`, with what the white space around the
    /// segment decides: the `kerning` with the space before it goes with the first piece; the
    /// last piece keeps a closing mark's trim and ends without an opportunity only at the end
    /// of the text (the white space after it is the opportunity), and `kerningAfter`, the
    /// font's kerning of its last character with that space, narrows the word it ends.
    /// `unsafeBreakAfter`: the next piece's ``TextSegment/Piece/unsafeBreakBefore``.
    @inline(__always)
    mutating func addPiece(_ piece: TextSegment.Piece, _ text: UnsafeBufferPointer<UInt8>, run: TextRun, kerning: Double,
                           kerningAfter: Double = 0, isLast: Bool, atTextEnd: Bool, unsafeBreakAfter: Bool) {
        if addPieceContent(piece, text, run: run, kerning: kerning, isLast: isLast, atTextEnd: atTextEnd) {
            narrowWordEnd(by: kerningAfter)
            placeClosingEdges(if: isLast && edgesDue)
            // The last piece's opportunity is the white space after it: no hyphen shows there.
            commitWord(beforeUnsafeBreak: unsafeBreakAfter, hyphen: piece.endsAtSoftHyphen && !isLast ? run.hyphenWidth : 0)
        }
    }

    /// ``addPiece(_:_:run:kerning:kerningAfter:isLast:atTextEnd:unsafeBreakAfter:)`` but for the commit at the
    /// piece's opportunity: whether there is one to take (none after a word broken between its
    /// characters, which is placed already).
    @inline(__always)
    /// `joiningWord`: the piece goes on the word being built, which has no opportunity before
    /// it (``loneHyphenKeepsNextPiece(_:before:in:)``), and breaks with it.
    mutating func addPieceContent(_ piece: TextSegment.Piece, _ text: UnsafeBufferPointer<UInt8>, run: TextRun,
                                  kerning: Double, isLast: Bool, atTextEnd: Bool, joiningWord: Bool = false) -> Bool {
        var piece = piece
        if piece.start == 0, !piece.isZeroWidthSpace { piece.leadingTrim += kerning }
        if joiningWord { piece.leadingTrim = 0 }
        let beforeSpace = piece.end == Int32(text.count) && !atTextEnd
        // The white space after the segment is an opportunity where the text may wrap.
        if isLast { piece.opportunity = !atTextEnd && run.wraps }
        if piece.isZeroWidthSpace {
            appendToWord(0, above: piece.above, below: piece.below)
        } else if piece.start < piece.end {
            // A word that spans texts is broken when it ends (``breakWordAcrossTexts()``).
            // Its marks set half-width where they meet (and at the line's end) may make it fit.
            let before = joiningWord ? wordWidth : edgesStartingWord
            if mustBreak(before + piece.width - piece.innerTrim - piece.trailingTrim, run: run), wordTexts.isEmpty {
                breakWord(text, run.hinted(Int(piece.hint)), from: Int(piece.start), to: Int(piece.end))
                return piece.opportunity
            }
            // A closing mark is set half-width to fit the line's end only in text that wraps.
            appendToWord(piece.width - piece.innerTrim, above: piece.above, below: piece.below, leadingTrim: piece.leadingTrim,
                         trailingTrim: run.wraps ? piece.trailingTrim : 0, trailingAdvance: piece.trailingAdvance)
            if beforeSpace { spaceFollowsWord(collapsible: !run.whiteSpace.preservesSpaces) }
        }
        return piece.opportunity
    }

    /// Adds a segment that is one word wanting only its `width` (``TextSegment/View/wordWidth``),
    /// as ``addPieces(_:_:run:kerning:atTextEnd:)`` adds the one piece of such a word; `hint` is
    /// the fallback face of the script run it is set in.
    @inline(__always)
    private mutating func addWord(_ width: Double, _ text: UnsafeBufferPointer<UInt8>, run: TextRun, hint: Int,
                                  kerning: Double, kerningAfter: Double, atTextEnd: Bool) {
        if mustBreak(edgesStartingWord + width, run: run), wordTexts.isEmpty {
            breakWord(text, run.hinted(hint), from: 0, to: text.count)
        } else {
            appendToWord(width, above: run.above, below: run.below, leadingTrim: kerning)
        }
        narrowWordEnd(by: kerningAfter)
        placeClosingEdges(if: edgesDue)
        if !atTextEnd, run.wraps { commitWord() }
    }

    /// The start edges of the inline boxes a word opens with (a margin), when the word holds
    /// nothing else yet: they must fit on a line with its text (``mustBreak(_:run:)``).
    private var edgesStartingWord: Double { wordIsEdges ? wordWidth : 0 }

    /// Whether `bytes` holds one space (U+0020) at `index`, not followed by other white space.
    @inline(__always)
    private static func singleSpace(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index < bytes.count && bytes[index] == 0x20 && (index + 1 == bytes.count || !CSSReader.isSpace(bytes[index + 1]))
    }

    /// Whether content `width` wide is broken between its characters: `overflow-wrap` lets
    /// words break, and it is wider than any line. Lines 0 px wide measure min-content, where
    /// only `anywhere` breaks words.
    @inline(__always)
    private func mustBreak(_ width: Double, run: TextRun) -> Bool {
        run.mayBreakWords && available.isFinite && width > available - freshLineIndent && (available > 0 || run.breaksAnywhere)
    }

    /// `overflow-wrap`: a word too long for any line, broken between grapheme clusters. Each
    /// line's part is measured as one shaped run (as Blink reshapes a broken word), so joined
    /// scripts keep their joined forms and kerning stays inside the line. The last line's
    /// part stays the word being built (``brokenTail``).
    ///
    /// A word that rows repeat (a long URL, a run of emoji) is walked once for each state of
    /// the fresh line it starts on, and from then on placed as it was (``TextSegmentCache/BrokenWord``).
    private mutating func breakWord(_ bytes: UnsafeBufferPointer<UInt8>, _ run: TextRun, from start: Int, to end: Int) {
        // What the word holds already (an inline box's padding) starts its first line.
        if isBuildingWord { moveWordToFreshLine() } else { startFreshLine() }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var placed: [TextSegmentCache.PlacedPiece] = []
        var tailClusters = 0
        let key = freshLineState.flatMap { run.brokenWordKey(word, state: $0) }
        if let key, let pieces = run.brokenWord(key) {
            for piece in pieces {
                let wrapped = addBrokenCluster(piece.width, trailingTrim: piece.trailingTrim, above: piece.above, below: piece.below)
                tailClusters = wrapped ? 1 : tailClusters + 1
            }
        } else {
            tailClusters = breakWord(bytes, run, from: start, to: end, placing: &placed)
            if let key { run.keep(placed, forBrokenWord: key) }
        }
        if isBuildingWord {
            brokenTail = BrokenTail(start: segmentOffset + start, end: segmentOffset + end, clusters: tailClusters)
        }
    }

    /// ``breakWord(_:_:from:to:)`` walking the word's clusters, adding the pieces it places to
    /// `placed`. Returns how many clusters the last line holds.
    @discardableResult
    /// `kerningBefore`: the font's kerning of the first cluster with what comes before it on the
    /// line, if the line does not end there.
    /// `firstMayWrap`: whether the line may end before the first cluster; `edgeBefore`: inline
    /// boxes' margins, borders and padding that go with the first cluster; `edgeAfter`, those
    /// that go with the last (it wraps when they do not fit with it).
    mutating func breakWord(_ bytes: UnsafeBufferPointer<UInt8>, _ run: TextRun, from start: Int, to end: Int,
                            kerningBefore: Double = 0, edgeBefore: Double = 0, edgeAfter: Double = 0, firstMayWrap: Bool = true,
                            placing placed: inout [TextSegmentCache.PlacedPiece]) -> Int {
        var lineStart = start
        var onLine = kerningBefore - edgeBefore
        var tailClusters = 0
        // Fullwidth marks are set half-width next to each other, and a closing one at the line's end.
        let mayTrim = UnsafeBufferPointer(rebasing: bytes[start..<end]).contains { $0 == 0xE3 || $0 == 0xEF }
        func measure(_ from: Int, _ to: Int) -> (width: Double, trailingTrim: Double) {
            let width = run.width(of: UnsafeBufferPointer(rebasing: bytes[from..<to]))
            guard mayTrim else { return (width, 0) }
            // The mark that ends the range is set half-width before one that follows it, or else
            // (``PunctuationTrims/trailing``) if the line ends after it: not both.
            let trims = run.punctuationTrims(bytes, from: from, to: to)
            let alone = run.punctuationTrims(UnsafeBufferPointer(rebasing: bytes[..<to]), from: from, to: to)
            return (width - trims.inner, trims.inner == alone.inner ? alone.trailing : 0)
        }
        for cluster in GraphemeCluster.ranges(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
            let (clusterStart, clusterEnd) = (start + cluster.start, start + cluster.end)
            let line = measure(lineStart, clusterEnd)
            var width = line.width - onLine
            let mayWrap = clusterStart > start || firstMayWrap
            var trailingTrim = line.trailingTrim
            let after = clusterEnd == end ? edgeAfter : 0
            if mayWrap, brokenClusterWraps(width - trailingTrim + after) {
                trailingTrim = 0
                let edge = clusterStart == start ? edgeBefore : 0
                (lineStart, onLine, tailClusters) = (clusterStart, -edge, 0)
                width = measure(clusterStart, clusterEnd).width + edge
            }
            let extent = run.extent(of: UnsafeBufferPointer(rebasing: bytes[clusterStart..<clusterEnd]))
            addBrokenCluster(width, trailingTrim: trailingTrim, mayWrap: mayWrap, joinedAfter: after, above: extent.above, below: extent.below)
            placed.append(TextSegmentCache.PlacedPiece(width: width, above: extent.above, below: extent.below,
                                                       trailingTrim: trailingTrim))
            onLine += width
            tailClusters += 1
        }
        return tailClusters
    }

    /// A preserved tab's advance: to the next tab stop (every `tab-size` spaces from the line's
    /// start, spaces of the block container's font and spacing, whatever the tab's element
    /// sets), skipping a stop closer than half such a space, as Blink's `Font::TabWidth` does.
    func tabAdvance(run: TextRun) -> Double {
        let space = run.style === strut ? run.spaceWidth : TextRun(style: strut, metrics: metrics).spaceWidth
        let stop = run.style.tabSizePx ?? run.style.tabSize * space
        guard stop > 0 else { return 0 }
        let distance = stop - penPosition.truncatingRemainder(dividingBy: stop)
        return distance < space / 2 ? distance + stop : distance
    }

    /// Whether the word that ends at `end` in `bytes` takes ``closingEdges``: only collapsible
    /// white space follows it.
    private func takesClosingEdges(_ bytes: UnsafeBufferPointer<UInt8>, end: Int, run: TextRun) -> Bool {
        closingEdges != 0 && !edgesPlaced && end < bytes.count && !run.whiteSpace.preservesSpaces
            && UnsafeBufferPointer(rebasing: bytes[end...]).allSatisfy(CSSReader.isSpace)
    }

    /// Adds ``closingEdges`` to the word being built when `due`.
    @inline(__always)
    mutating func placeClosingEdges(if due: Bool) {
        guard due, isBuildingWord else { return }
        appendToWord(closingEdges, above: Self.noExtent, below: Self.noExtent)
        edgesPlaced = true
    }

    private mutating func addWhiteSpace(_ value: UInt32, run: TextRun) {
        let mode = run.whiteSpace
        if value == 0x0A, mode.preservesNewlines {
            forcedBreak()
        } else if value == 0x09, mode.preservesSpaces {
            addSpace(tabAdvance(run: run), collapsible: false)
        } else {
            addSpace(run.spaceWidth, collapsible: !mode.preservesSpaces)
        }
    }

    /// Where a text's break opportunities came from (``breakOpportunities(in:into:)``).
    enum OpportunitySource {
        /// None inside words (plain ASCII words), or ICU failed.
        case none
        /// ICU's UAX #14 iterator, with the ASCII table and curly quotes as Chromium has them.
        case uax14
        /// ``IdeographicLineBreaks``: the text is ideographs and kana alone, with the marks
        /// around them and digits (a Chinese or Japanese run).
        case ideographic
    }

    /// Chromium's opportunities: its ASCII table between printable ASCII characters, UAX #14
    /// elsewhere (ICU's, or ``IdeographicLineBreaks`` for ideographs and kana alone, which hold
    /// no curly quotes for ``QuoteLineBreaks``).
    /// `startsWord`: the text starts a word (a segment after white space); false for the two
    /// characters where two elements' texts meet, whose context is not known.
    /// `waveDashBreaks`: Chinese text (``TextLocale/breaksAroundWaveDash``).
    static func breakOpportunities(in bytes: UnsafeBufferPointer<UInt8>, into breaks: inout [UInt8],
                                   startsWord: Bool = true, waveDashBreaks: Bool = false) -> OpportunitySource {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard bytes.contains(where: { $0 == 0x2D || $0 == 0x3F || $0 == 0x28 || $0 == 0x3C || $0 == 0x5B || $0 == 0x7B })
            else { return .none }
            breaks.removeAll(keepingCapacity: true)
            breaks.append(contentsOf: repeatElement(0, count: bytes.count))
        } else if IdeographicLineBreaks.find(in: bytes, waveDashBreaks: waveDashBreaks, into: &breaks) {
            // Its only ASCII characters are digits, and it already keeps two together, as the
            // ASCII table does.
            return .ideographic
        } else {
            // ICU's Chinese rules differ from the others only there (an iterator of other rules
            // costs a reopening: asked for only where they matter).
            let locale = waveDashBreaks && Self.holdsWaveDash(bytes) ? "zh" : "en"
            guard LineBreakOpportunities.find(in: bytes, locale: locale, into: &breaks) else { return .none }
            QuoteLineBreaks.apply(to: bytes, breaks: &breaks)
            HyphenLineBreaks.apply(to: bytes, breaks: &breaks, startsWord: startsWord)
        }
        AsciiLineBreaks.apply(to: bytes, breaks: &breaks)
        return .uax14
    }

    /// Whether `bytes` holds 〜 or ゠ (``IdeographicLineBreaks/isWaveDash(_:)``).
    private static func holdsWaveDash(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            if IdeographicLineBreaks.isWaveDash(value) { return true }
            index = next
        }
        return false
    }

    /// ``breakOpportunities(in:into:)`` for text set in `run`: none when it does not wrap, and
    /// with the opportunities `word-break` takes away (``KeepAll``) or adds (``BreakAll``).
    /// `context`: the characters around the text, for a curly quote at its edge.
    static func breakOpportunities(in bytes: UnsafeBufferPointer<UInt8>, into breaks: inout [UInt8],
                                   run: TextRun, startsWord: Bool = true,
                                   context: QuoteLineBreaks.Context = .none) -> OpportunitySource {
        guard run.wraps else { return .none }
        if context != .none, context.matters(for: bytes) {
            let (surrounded, offset) = context.surround(bytes)
            var all: [UInt8] = []
            let source = surrounded.withUnsafeBufferPointer {
                breakOpportunities(in: $0, into: &all, run: run, startsWord: startsWord && offset == 0)
            }
            breaks.removeAll(keepingCapacity: true)
            breaks.append(contentsOf: all[offset..<offset + bytes.count])
            if offset < breaks.count { breaks[0] = 0 }
            return source
        }
        if run.font.locale.setsQuotesAsBrackets, let brackets = QuoteLineBreaks.quotesAsBrackets(bytes) {
            return brackets.withUnsafeBufferPointer {
                breakOpportunities(in: $0, into: &breaks, run: run, startsWord: startsWord)
            }
        }
        var source = breakOpportunities(in: bytes, into: &breaks, startsWord: startsWord,
                                        waveDashBreaks: run.font.locale.breaksAroundWaveDash)
        if run.keepAll, source != .none { KeepAll.apply(to: bytes, breaks: &breaks) }
        if run.breakAll {
            if source == .none {
                breaks.removeAll(keepingCapacity: true)
                breaks.append(contentsOf: repeatElement(0, count: bytes.count))
                source = .uax14
            }
            BreakAll.apply(to: bytes, breaks: &breaks)
        }
        return source
    }
}
