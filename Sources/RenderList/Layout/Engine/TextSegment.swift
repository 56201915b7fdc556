/// A run of text between two white spaces, cut into the pieces the line breaker adds: the
/// text between its break opportunities, measured. Everything about a piece depends on the
/// segment alone, except three things that the white space around it decides and that
/// ``LineBreaker`` adds where it sets the segment: the kerning of the first piece with the
/// space before it, a closing mark's trim at the end (only at the end of the text), and
/// whether the last piece ends at an opportunity (only before a space).
///
/// That is what lets segments be cached (``TextSegmentCache``): words come back in row after
/// row, and a cached word costs one lookup instead of break iteration, shaping and kerning.
struct TextSegment {
    /// One step of the line breaker: content to add to the word being built, then an
    /// opportunity to commit it.
    struct Piece {
        /// Byte range in the segment; equal when the step only commits.
        var start: Int32
        var end: Int32
        /// The advance (letter-spacing included).
        var width: Double
        /// Narrower by this wherever it is set (punctuation next to punctuation).
        var innerTrim: Double
        var above: Double
        var below: Double
        /// Narrower by this when it does not start a line (punctuation, kerning in the segment).
        var leadingTrim: Double
        /// Narrower by this when only that fits it on the line (a closing mark).
        var trailingTrim: Double
        /// The closing mark's advance set half-width, when ``trailingTrim`` is not 0.
        var trailingAdvance = 0.0
        var opportunity: Bool
        /// A zero width space: empty content that makes a line box, then an opportunity.
        var isZeroWidthSpace: Bool
        /// The font kerns the piece's first character with the character before it: the break
        /// between them is not safe, and a line that ends there is reshaped (see
        /// ``LineBreaker/commitWord(beforeUnsafeBreak:hyphen:)``).
        var unsafeBreakBefore = false
        /// The piece ends with a soft hyphen (U+00AD): a line that ends there shows a hyphen
        /// (``TextRun/hyphenWidth``), see ``LineBreaker/commitWord(beforeUnsafeBreak:hyphen:)``.
        var endsAtSoftHyphen = false
        /// The fallback face of the script run the piece is set in (``FontDescription/fallbackHint``):
        /// a piece broken between its characters is measured in it again.
        var hint: Int32 = 0
    }

    /// The piece `start..<end` of `bytes` set in `run`: `measured` (``TextRun/measure(_:)``),
    /// fullwidth punctuation's `trims` (``TextRun/punctuationTrims(_:from:to:)``) and the
    /// kerning with the character before it (``TextRun/kerning(_:before:)``).
    static func piece(from start: Int, to end: Int, measured: TextSegmentCache.Character,
                      trims: TextRun.PunctuationTrims, kerning: Double,
                      opportunity: Bool) -> Piece {
        Piece(start: Int32(start), end: Int32(end), width: measured.width, innerTrim: trims.inner,
              above: measured.extent.above, below: measured.extent.below, leadingTrim: trims.leading + kerning,
              trailingTrim: trims.trailing, trailingAdvance: trims.trailingAdvance, opportunity: opportunity,
              isZeroWidthSpace: false, unsafeBreakBefore: kerning != 0 || trims.leading != 0)
    }

    /// The font's kerning of `segment`'s first character with a space before it, and of its
    /// last with a space after it, set in `run` (see ``TextRun/kerning(_:before:)``).
    static func spaceKernings(of segment: UnsafeBufferPointer<UInt8>, run: TextRun) -> (first: Double, last: Double) {
        let first = UTF8Scalars.decode(segment, at: 0).value
        let last = UTF8Scalars.decode(segment, at: TextRun.start(ofScalarBefore: segment.count, in: segment)).value
        return (run.metrics.spaceKerning(first, after: false, font: run.font),
                run.metrics.spaceKerning(last, after: true, font: run.font))
    }

    /// A segment's pieces and its kerning with spaces, as kept (``TextSegmentCache``) or as
    /// just cut; valid only in the closure it is passed to.
    struct View {
        /// Empty when ``wordWidth`` is there.
        let pieces: UnsafeBufferPointer<Piece>
        /// A kept segment that is one word wanting only its width (``wordWidth(in:)``) comes
        /// as that width alone, without its piece.
        var wordWidth: Double? = nil
        let firstSpaceKerning: Double
        let lastSpaceKerning: Double
        let scripts: Scripts
    }

    /// The script runs at the segment's ends (``ScriptRun``).
    struct Scripts {
        /// The first character's script (``UnicodeScript/none``: it joins the run before it).
        var first = UnicodeScript.none
        /// The run the segment ends in (script none: the run before it goes on).
        var end = ScriptRun()
    }

    private(set) var pieces: [Piece] = []
    /// The font's kerning of the first character with a space before it, and of the last with
    /// a space after it (see ``TextRun/kerning(_:before:)``).
    private(set) var firstSpaceKerning = 0.0
    private(set) var lastSpaceKerning = 0.0
    private(set) var scripts = Scripts()
    /// Whether the segment is a Chinese or Japanese run: ideographs and kana alone, with the
    /// marks around them and digits (``LineBreaker/OpportunitySource/ideographic``).
    private(set) var isIdeographic = false
    /// The break opportunities of the text being cut (``LineBreaker/breakOpportunities(in:into:)``),
    /// kept with their room for the next cut.
    private var opportunities: [UInt8] = []

    /// Cuts `segment` (no white space in it) as a text set in `run` is cut. `hint`: the
    /// fallback face of the script run before it, which its leading common characters join.
    /// `context`: the characters around it, when it is a text's first or last segment.
    init(_ segment: UnsafeBufferPointer<UInt8>, run: TextRun, hint: Int = 0, context: QuoteLineBreaks.Context = .none) {
        recut(segment, run: run, hint: hint, context: context)
    }

    /// A segment of no text, to be cut later (``recut(_:run:hint:)``).
    init() {}

    /// Cuts `segment` as ``init(_:run:hint:)`` does, into this segment's storage: its arrays
    /// keep their room, so a cache that cuts the segments it does not keep into one scratch
    /// segment allocates nothing for them.
    mutating func recut(_ segment: UnsafeBufferPointer<UInt8>, run: TextRun, hint: Int = 0,
                        context: QuoteLineBreaks.Context = .none) {
        pieces.removeAll(keepingCapacity: true)
        (firstSpaceKerning, lastSpaceKerning, isIdeographic) = (0, 0, false)
        scripts = Scripts()
        guard !segment.isEmpty else { return }
        (firstSpaceKerning, lastSpaceKerning) = Self.spaceKernings(of: segment, run: run)
        scripts.first = UnicodeScript.of(UTF8Scalars.decode(segment, at: 0).value)
        scripts.end.hint = hint
        cut(segment, run: run, context: context)
    }

    /// The width of a segment that is one word wanting nothing but its width where it is set:
    /// one piece over all of it, with no trim, in `run`'s text extent (no fallback face grows
    /// it). Most words are; nil for any other segment.
    func wordWidth(in run: TextRun) -> Double? {
        guard pieces.count == 1, let piece = pieces.first, piece.start == 0, piece.end > 0, !piece.isZeroWidthSpace,
              piece.innerTrim == 0, piece.leadingTrim == 0, piece.trailingTrim == 0, !piece.opportunity,
              piece.above == run.above, piece.below == run.below else { return nil }
        return piece.width
    }

    /// Calls `body` with a view of this segment.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        pieces.withUnsafeBufferPointer {
            body(View(pieces: $0, firstSpaceKerning: firstSpaceKerning, lastSpaceKerning: lastSpaceKerning, scripts: scripts))
        }
    }

    private mutating func cut(_ bytes: UnsafeBufferPointer<UInt8>, run plain: TextRun, context: QuoteLineBreaks.Context) {
        pieces.reserveCapacity(bytes.count >= 48 ? bytes.count / 3 + 1 : 4)  // CJK: a piece per character
        let source = LineBreaker.breakOpportunities(in: bytes, into: &opportunities, run: plain, context: context)
        let useICU = source != .none
        // Text that may not wrap has no opportunities (a hyphen or a zero width space in it neither).
        let wraps = plain.wraps
        isIdeographic = source == .ideographic
        var wordStart = -1
        var index = 0
        // Pieces are set in the script run they end in (common characters join the run before them).
        var run = plain.hinted(scripts.end.hint)
        while index < bytes.count {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            // Pieces that end before this character are set in `run`; it may start another.
            let hintBefore = scripts.end.hint
            scripts.end.enter(value, run: plain)
            if value == 0x200B {
                // A zero width space is content (it makes a line box) and a break opportunity
                // after it; none before it (UAX #14's LB7): it stays with the word it ends.
                add(bytes, run, from: wordStart, to: index, opportunity: false)
                wordStart = -1
                let beforeAnother = next + 2 < bytes.count && bytes[next] == 0xE2 && bytes[next + 1] == 0x80 && bytes[next + 2] == 0x8B
                pieces.append(Piece(start: Int32(index), end: Int32(index), width: 0, innerTrim: 0, above: run.above, below: run.below,
                                    leadingTrim: 0, trailingTrim: 0, opportunity: wraps && !beforeAnother, isZeroWidthSpace: true))
            } else if useICU {
                if wordStart >= 0, opportunities[index] != 0 {
                    add(bytes, run, from: wordStart, to: index, opportunity: true)
                    wordStart = index
                } else if wordStart < 0 {
                    wordStart = index
                }
            } else if value >= 0x2D, wraps {
                var breaks = run.breaksAround(value)
                if breaks.after, next < bytes.count,
                   CharacterClass.forbidsBreakBefore(UTF8Scalars.decode(bytes, at: next).value) {
                    breaks.after = false  // a closing mark never starts a line
                }
                if breaks.before {
                    add(bytes, run, from: wordStart, to: index, opportunity: true)
                    wordStart = -1
                }
                if scripts.end.hint != hintBefore { run = plain.hinted(scripts.end.hint) }
                let start = wordStart >= 0 ? wordStart : index
                if breaks.after || (Self.isHyphen(value) && start < index) {
                    add(bytes, run, from: start, to: next, opportunity: true)
                    wordStart = -1
                } else {
                    wordStart = start
                }
            } else if wordStart < 0 {
                wordStart = index
            }
            if scripts.end.hint != hintBefore { run = plain.hinted(scripts.end.hint) }
            index = next
        }
        // The last step (always there): its opportunity is the white space after the segment.
        add(bytes, run, from: wordStart, to: bytes.count, opportunity: false)
    }

    /// Measures the piece `start..<end` (start < 0: none) and records it with `opportunity`.
    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ run: TextRun, from start: Int, to end: Int,
                              opportunity: Bool) {
        guard start >= 0, start < end else {
            pieces.append(Piece(start: Int32(end), end: Int32(end), width: 0, innerTrim: 0, above: 0, below: 0, leadingTrim: 0,
                                trailingTrim: 0, opportunity: opportunity, isZeroWidthSpace: false))
            return
        }
        let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let measured = run.measure(piece)
        let trims = run.punctuationTrims(bytes, from: start, to: end)
        // Kerning with what comes before the segment is the line breaker's to add.
        let kerning = start > 0 ? run.kerning(bytes, before: start) : 0
        var made = Self.piece(from: start, to: end, measured: measured, trims: trims, kerning: kerning, opportunity: opportunity)
        made.endsAtSoftHyphen = opportunity && end - start >= 2 && bytes[end - 2] == 0xC2 && bytes[end - 1] == 0xAD
        made.hint = Int32(truncatingIfNeeded: run.font.fallbackHint)
        pieces.append(made)
    }

    private static func isHyphen(_ value: UInt32) -> Bool {
        value == 0x2D || value == 0x2010 || value == 0x2013 || value == 0x2014
    }
}
