extension LineBreaker {
    /// Adds `text`, a segment set in `plain`, when it is a Chinese or Japanese run too long to
    /// be kept (more pieces than ``TextSegmentCache/longestKeptIdeographicRun``): each piece goes
    /// to the line as soon as it is cut and measured, as ``TextSegment`` cuts it and the pieces
    /// of a cut segment are added, but with no cut in between (its arrays, a second walk over
    /// its pieces). Returns the run's kerning with a space after it (``TextSegment/View/lastSpaceKerning``);
    /// nil, with nothing added, for any other segment.
    ///
    /// `afterSpace`, `kerningBefore` and `atTextEnd` are what the white space around the
    /// segment decides (see ``TextSegment``); `boundaryKerning`, what the text before it does
    /// when the run starts the text (where it meets the text before).
    mutating func addLongIdeographicRun(_ text: UnsafeBufferPointer<UInt8>, run plain: TextRun, afterSpace: Bool,
                                        kerningBefore: Double, boundaryKerning: Double = 0, atTextEnd: Bool) -> Double? {
        let longest = TextSegmentCache.longestKeptIdeographicRun
        guard fusesIdeographicRuns, Self.mayBeLongIdeographicRun(text), plain.wraps, !plain.keepAll, !plain.breakAll,
              let pieces = IdeographicLineBreaks.pieceCount(in: text, waveDashBreaks: plain.font.locale.breaksAroundWaveDash),
              pieces > longest else { return nil }
        let spaceKernings = TextSegment.spaceKernings(of: text, run: plain)
        let spaceKerning = scriptRun.continues(with: UnicodeScript.of(UTF8Scalars.decode(text, at: 0).value)) ? spaceKernings.first : 0
        let kerning = (afterSpace ? spaceKerning + kerningBefore : 0) + boundaryKerning
        // Pieces are set in the script run they end in, as the cut sets them.
        var ends = ScriptRun(script: UnicodeScript.none, hint: scriptRun.hint)
        var run = plain.hinted(ends.hint)
        var piece = IdeographicPiece()
        var last: (value: UInt32, start: Int) = (0, 0)
        // A piece's opportunity is taken once the next piece is measured: whether the break
        // between them is safe decides where the line may end (``TextSegment/Piece/unsafeBreakBefore``).
        var opportunityWaits = false
        _ = IdeographicLineBreaks.walk(text, waveDashBreaks: plain.font.locale.breaksAroundWaveDash) { index, value, next, breaksBefore in
            let hintBefore = ends.hint
            ends.enter(value, run: plain)
            if breaksBefore {
                addIdeographicPiece(text, piece, end: index, run: run, plain: plain, kerning: kerning, atTextEnd: atTextEnd,
                                    opportunityWaits: &opportunityWaits)
                piece = IdeographicPiece(start: index, before: last.value, beforeStart: last.start)
            }
            piece.append(value, next: next)
            last = (value, index)
            if ends.hint != hintBefore { run = plain.hinted(ends.hint) }
        }
        addIdeographicPiece(text, piece, end: text.count, run: run, plain: plain, kerning: kerning, atTextEnd: atTextEnd,
                            opportunityWaits: &opportunityWaits)
        if ends.script != UnicodeScript.none { scriptRun = ends }
        return spaceKernings.last
    }

    /// Whether `text` may be a run that ``addLongIdeographicRun(_:run:afterSpace:kerningBefore:boundaryKerning:atTextEnd:)``
    /// adds, by its length and first byte: a test before the walk, inline where every segment
    /// passes (a run of more pieces than ``TextSegmentCache/longestKeptIdeographicRun`` has
    /// more bytes than that, and starts from U+2000).
    @inline(__always)
    static func mayBeLongIdeographicRun(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count > TextSegmentCache.longestKeptIdeographicRun && text[0] >= 0xE2
    }

    /// The piece of `text` from `piece.start` to `end`, measured in `run` (the script run it
    /// ends in) as ``TextSegment`` measures a piece, from the characters the walk decoded, and
    /// added as the pieces of a cut segment are (``addPiece(_:_:run:kerning:kerningAfter:isLast:atTextEnd:unsafeBreakAfter:)``).
    /// `opportunityWaits`: the piece before it waits to be committed at its opportunity, which
    /// this piece tells safe or not; set for this piece's.
    @inline(__always)
    private mutating func addIdeographicPiece(_ text: UnsafeBufferPointer<UInt8>, _ piece: IdeographicPiece, end: Int,
                                              run: TextRun, plain: TextRun, kerning: Double, atTextEnd: Bool,
                                              opportunityWaits: inout Bool) {
        let start = piece.start
        let measured = run.measure(UnsafeBufferPointer(rebasing: text[start..<end]), key: piece.characterKey(in: run, text, end: end))
        let trims = piece.mayHoldPunctuation ? run.punctuationTrims(text, from: start, to: end) : (0, 0, 0, 0)
        let kerningBefore = start > 0
            ? run.kerning(text, piece.before, at: piece.beforeStart, piece.first, at: start, next: piece.firstEnd) : 0
        let made = TextSegment.piece(from: start, to: end, measured: measured, trims: trims, kerning: kerningBefore, opportunity: true)
        if opportunityWaits { commitWord(beforeUnsafeBreak: made.unsafeBreakBefore) }
        let isLast = end == text.count
        opportunityWaits = addPieceContent(made, text, run: plain, kerning: kerning, isLast: isLast, atTextEnd: atTextEnd)
        if isLast, opportunityWaits {
            // The edges of boxes that end with the run (a padding after it) are on its line.
            placeClosingEdges(if: edgesDue)
            commitWord()
            opportunityWaits = false
        }
    }
}

/// What ``LineBreaker/addLongIdeographicRun(_:run:afterSpace:kerningBefore:boundaryKerning:atTextEnd:)``
/// gathers of a piece while it walks the run: what measuring it takes without decoding its
/// characters again.
private struct IdeographicPiece {
    var start = 0
    /// The character before the piece and where it starts (for the kerning of the pair).
    var before: UInt32 = 0
    var beforeStart = 0
    /// The piece's first character and the offset after it, and its second character.
    private(set) var first: UInt32 = 0
    private(set) var firstEnd = 0
    private var second: UInt32 = 0
    private var count = 0
    /// Whether a character of the piece may be fullwidth punctuation (``HanKerning``).
    private(set) var mayHoldPunctuation = false

    init(start: Int = 0, before: UInt32 = 0, beforeStart: Int = 0) {
        (self.start, self.before, self.beforeStart) = (start, before, beforeStart)
    }

    mutating func append(_ value: UInt32, next: Int) {
        if count == 0 {
            (first, firstEnd) = (value, next)
        } else if count == 1 {
            second = value
        }
        count += 1
        mayHoldPunctuation = mayHoldPunctuation || HanKerning.mayBePunctuation(value)
    }

    /// ``TextRun/measure(_:)``'s key for the piece ending at `end`: one for a piece of one or
    /// two characters from U+0080 in at most eight bytes.
    func characterKey(in run: TextRun, _ text: UnsafeBufferPointer<UInt8>, end: Int) -> UInt64? {
        guard count <= 2, end - start <= 8, text[start] >= 0xC2 else { return nil }
        return count == 1 ? run.characterKey(first) : run.characterKey(first, second)
    }
}
