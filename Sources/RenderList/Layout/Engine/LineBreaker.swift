/// Fills line boxes greedily, one word at a time, and adds up their heights.
///
/// A "word" is what lies between two break opportunities; it may span several inline
/// elements (`foo<b>bar</b>`), so its width accumulates until an opportunity commits it.
struct LineBreaker {
    let metrics: any TextMeasuring
    /// Width of the line boxes (`.infinity`: max-content, `0`: min-content).
    private(set) var available: Double
    /// `-webkit-line-clamp`: no lines are laid out after this many.
    let maxLines: Int?
    private let strutAbove: Double
    private let strutBelow: Double
    /// The block container's style (its font spaces tab stops).
    let strut: ComputedStyle
    /// ``available`` in LayoutUnits (with the tolerance ``fits(_:)`` adds), floored.
    private var availableUnits: Double
    /// ``fits(_:)`` compares without rounding per word when the floored room is a whole number
    /// well inside Double's precision: ceil(x) ≤ n + 1 exactly when x ≤ n + 1.
    private var fitsBelow: Double?
    /// The room of the line whose top is this far below the first line's, where floats narrow
    /// some lines (``available`` is the first line's), and how far below the first line's top
    /// the next float edge under it is (nil: none).
    var lineRoom: ((Double) -> (width: Double, next: Double?))?

    private(set) var height = 0.0
    private(set) var lineCount = 0
    /// Every line so far is exactly as tall as the strut, nothing else added height (no block
    /// inside an inline, no float moved a line): the height is then the line count times the
    /// strut's, wherever the lines break (``InlineTape/isWidthMonotone``).
    private(set) var linesAtStrut = true
    /// `text-indent`: where the first line starts.
    private let indent: Double
    /// How far into the line a word starts where it starts the line it goes on: by the indent
    /// on the first line while it is empty, else at its start. A word wider than the rest is
    /// broken by `overflow-wrap` (Blink: the indent leaves it no room on the first line).
    var freshLineIndent: Double { lineCount == 0 && !lineHasContent ? indent : 0 }
    private(set) var maxLineWidth = 0.0
    /// The baseline of the last line, down from the top of the first (nil: no line yet).
    private(set) var lastBaseline: Double?
    /// The baseline of the first line, down from its top (nil: no line yet).
    private(set) var firstBaseline: Double?
    /// The line clamp has been reached; everything else is ignored.
    private(set) var isFull = false
    /// Content came after the line clamp was reached (and was cut).
    var droppedContent = false

    private var lineWidth: Double
    private var spaceWidth = 0.0
    private var lineAbove: Double
    private var lineBelow: Double
    private var lineHasContent = false
    /// Struts of empty inline boxes met before the line's first content.
    private var pendingAbove = LineBreaker.noExtent
    private var pendingBelow = LineBreaker.noExtent
    /// Struts of inline boxes that opened since the last content (they go with the next).
    private var openingAbove = LineBreaker.noExtent
    private var openingBelow = LineBreaker.noExtent
    /// The same struts without their boxes' own `vertical-align` shifts, as they count on a
    /// line where a box holds nothing but a space (``placeOpeningStrut()``).
    private var openingRestingAbove = LineBreaker.noExtent
    private var openingRestingBelow = LineBreaker.noExtent
    private(set) var wordWidth = 0.0
    private var wordAbove = LineBreaker.noExtent
    private var wordBelow = LineBreaker.noExtent
    private var wordHasContent = false
    /// How much narrower the word is when it does not start a line (``HanKerning``, kerning).
    private var wordLeadingTrim = 0.0
    /// How much narrower the word's closing mark gets when it ends a line it would not fit
    /// otherwise (``HanKerning``); the line then ends after the word, and is `trimmedLineUnits`
    /// wide (``fitsWithTrimmedMark()``).
    private var wordTrailingTrim = 0.0
    private var trimmedLineUnits = 0.0
    /// How far the word moved its item's position (``InlineItems``).
    private(set) var wordItemAdvance = 0.0
    private var lineEndsAfterWord = false
    /// The word's closing mark is followed by collapsible white space: the mark is set
    /// half-width at the line's end only if the paragraph ends with that space (Blink removes
    /// it there); if anything else follows, the line ends before the word.
    private var trimAwaitsParagraphEnd = false
    /// The line before such a word and the word, once the word is set at the line's end (see
    /// ``endLineBeforeNextContent()``).
    private var trimmedBeforeSpace: (line: LineExtentAndWidth, word: LineExtentAndWidth)?
    private typealias LineExtentAndWidth = (width: Double, above: Double, below: Double)
    /// The text the word starts in ended while the word was built, taking its part of the line
    /// rounded up (``endItem(startingText:)``): the word's own part of that text, and what the
    /// rounding added. If the word then starts a line, that text's part is the word's alone.
    private var wordFirstText: (part: Double, rounding: Double)?
    private(set) var afterCollapsibleSpace = true
    /// A word that ends at a soft hyphen and fits on the line only without the hyphen it would
    /// end the line with: the line may go on through it, not end after it. It waits for the
    /// next opportunity (``commitAfterHeldWord(beforeUnsafeBreak:hyphen:)``).
    private var held: HeldWord?
    /// The hyphen the line ends with when it ends after its last word (a soft hyphen's).
    private var lineEndHyphen = 0.0
    /// Blink's inline items, for two of its roundings (see ``InlineItems``).
    private var items = InlineItems()
    /// Whether the text being added may wrap (its `white-space`).
    var wraps = true
    /// Whether the line may break at the opportunity before the word being built: the `wraps`
    /// of the text the last word was placed in (a word that ends in `nowrap` text after a space
    /// of wrapping text still goes to the next line when it does not fit).
    var opportunityWraps = true
    /// An inline box whose text may not wrap ended since the last text, inside one whose text
    /// may (``InlineOp/wrappingResumes``): a line may break where the next text meets the last.
    var boundaryWraps = false
    /// The box around that `nowrap` box may break words (see ``addAtomic(width:above:below:wraps:)``).
    var boundaryBreaksWords: Bool { boundaryOverflowWraps || boundaryBreaksAll }
    /// It may by its `overflow-wrap` (see ``addAtomic(width:above:below:wraps:)``).
    var boundaryOverflowWraps = false
    /// It may by `word-break: break-all`: a line may break between two `nowrap` boxes as it
    /// says (`<nobr>…ka</nobr><nobr>t…</nobr>`).
    var boundaryBreaksAll = false
    /// The last content placed on the line is an image or inline-block (no word since).
    private var lineEndsWithAtomic = false
    /// A collapsible space of text that may not wrap, inside the word being built: no break
    /// opportunity, it joins the word when the word goes on after it (`12 May` in `nowrap`),
    /// and waits after the word as any space when the word ends there.
    private(set) var nowrapSpace = 0.0
    /// Whether long Chinese and Japanese runs go to the lines piece by piece as they are cut
    /// (``addLongIdeographicRun(_:run:afterSpace:kerningBefore:boundaryKerning:atTextEnd:)``) rather than cut
    /// into a segment first; tests turn it off to hold the one to the other.
    var fusesIdeographicRuns = true
    /// The last scalar of the text added last (0: none yet): Chromium finds break opportunities
    /// in the paragraph's whole text, so one may lie where two elements' texts meet.
    var lastScalar: UInt32 = 0
    /// The scalar before ``lastScalar`` in its text when ``lastScalar`` is a curly quote (0
    /// otherwise): whether a line may break after the quote depends on it.
    var scalarBeforeLastQuote: UInt32 = 0
    /// The first scalar of the text that comes next in the paragraph with only inline edges
    /// between (0: none, or not needed), set before a text that ends with a curly quote is added.
    var nextTextStart: UInt32 = 0
    /// The end of the text added last: Blink shapes the texts of elements with one font and no
    /// edge between them together, so the font's kerning applies where they meet (``TextTail``).
    /// Nil after an atomic inline, a block or a forced break.
    var textTail: TextTail?
    /// The margins, borders and padding of the inline boxes that end right after the text
    /// being added, when it ends with white space and the paragraph ends with them: they go
    /// with the word before that space (`aa <span>bb </span>` fits where `aa bb` and the
    /// edges do: the space hangs at the line's end); ``edgesPlaced`` once they have.
    var closingEdges = 0.0
    var edgesPlaced = false
    /// The segment being added is the text's last word, which takes ``closingEdges``.
    var edgesDue = false
    /// The word being built holds nothing but inline boxes' margins, borders and padding.
    private(set) var wordIsEdges = false
    /// The margins, borders and padding the word being built starts with, and those added since
    /// the last text (``breakWordAcrossTexts(beforeUnsafeBreak:hyphen:)``).
    private(set) var wordLeadingEdges = 0.0
    var edgesSinceText = 0.0
    /// The start edges of inline boxes that opened after the text of the word being built: if
    /// the line may break before the next text, they go with it (``takeOpeningEdges()``).
    var openingEdges = 0.0
    /// The script run the text so far ends in.
    var scriptRun = ScriptRun()
    /// The texts the word being built spans, when it spans more than one
    /// (``breakWordAcrossTexts()``); the text being added, and the one added before it.
    var wordTexts: [WordText] = []
    /// The word being built as it was before its last text joined it: its width and how far
    /// it had moved its item's position (``breakWordBeforeNowrapText()``).
    var wordBeforeLastText = (width: 0.0, advance: 0.0)
    /// The word's width before its last text joined it, with a `nowrap` space that ended it then.
    var wordBeforeLastTextWithSpace = 0.0
    /// ``wordBeforeLastTextWithSpace`` as it was before the last text joined: where the text
    /// before that one started (``addSpace(_:collapsible:)``).
    var wordBeforeTextBeforeLast = 0.0
    var incomingText: WordText?
    var lastText: WordText?
    /// Where the segment being added starts in its text (``incomingText``), in bytes.
    var segmentOffset = 0
    /// The word being built is the last line's part of a word broken between its characters.
    var brokenTail: BrokenTail?

    /// Where the next piece of text starts on the current line, from its start (after a space
    /// of text that may not wrap, which waits after the word being built).
    var penPosition: Double { (lineHasContent ? lineWidth + spaceWidth + wordWidth : lineWidth + wordWidth) + nowrapSpace }

    /// Whether a word is being built (text since the last break opportunity).
    var isBuildingWord: Bool { wordHasContent }

    /// What the pieces of a word broken from a fresh line depend on besides the word and its
    /// style (``TextSegmentCache/BrokenWord``). Nil when a line limit may fill the lines midway,
    /// or floats make the lines' room differ.
    var freshLineState: TextSegmentCache.FreshLine? {
        guard maxLines == nil, lineRoom == nil, !lineHasContent, !wordHasContent else { return nil }
        return TextSegmentCache.FreshLine(availableUnits: availableUnits, lineWidth: lineWidth, spaceWidth: spaceWidth)
    }

    /// `strut` is the block container's style: every line box is at least its line height.
    /// `strutExtent`: its ``verticalExtent(of:metrics:)`` when the caller knows it already.
    /// `indents`: whether the first line is the container's first formatted line, which its
    /// `text-indent` moves (not after a block-level child).
    init(metrics: any TextMeasuring, available: Double, maxLines: Int?, strut: ComputedStyle,
         strutExtent: (Double, Double)? = nil, indents: Bool = true) {
        self.metrics = metrics
        self.available = available
        self.maxLines = maxLines
        self.strut = strut
        (strutAbove, strutBelow) = strutExtent ?? Self.verticalExtent(of: strut, metrics: metrics)
        (lineAbove, lineBelow) = (strutAbove, strutBelow)
        (availableUnits, fitsBelow) = Self.units(of: available)
        indent = indents ? strut.textIndent.resolve(against: available.isFinite ? available : nil) ?? 0 : 0
        lineWidth = indent
    }

    /// Height above and below the line's baseline of text in `style` (half-leading included),
    /// as Blink computes it: the line height in LayoutUnits, the leading above the baseline
    /// floored to whole px and the rest below; raised with the box by sub and super.
    static func verticalExtent(of style: ComputedStyle, metrics: any TextMeasuring) -> (Double, Double) {
        let font = metrics.lineMetrics(for: style.font)
        let extent = font.extent(lineHeight: usedLineHeight(of: style, font: font)).raised(by: style.inlineShift)
        return (extent.above, extent.below)
    }

    /// The height of a line of `style`'s strut, in LayoutUnits (`font`: its font's metrics).
    static func usedLineHeight(of style: ComputedStyle, font: FontLineMetrics) -> Double {
        switch style.lineHeight {
        case .normal: font.normalLineHeight
        case .number(let number): lineHeight(number, fontSize: style.fontSize)
        case .px(let px): LayoutUnit.round(px)
        }
    }

    /// A number `line-height` as Blink resolves it: kept as a percentage (a float), taken of
    /// the font size rounded to LayoutUnits (14.45 px is 14.453125), in float arithmetic,
    /// truncated to a LayoutUnit (12px × 1.45 is 17.390625, not 17.40625; 10px × 1.2 stays 12).
    static func lineHeight(_ number: Double, fontSize: Double) -> Double {
        let percent = Float(number) * 100
        let value = Float(LayoutUnit.round(fontSize)) * percent / 100
        return LayoutUnit.saturated(Double((value * 64).rounded(.towardZero)) / 64)
    }

    /// Adds `width` to the word being built; `above`/`below` are its text's vertical extent.
    /// `leadingTrim` counts when the word starts here and then does not start a line;
    /// `trailingTrim` when the word ends here and only fits its line with it, which sets the
    /// closing mark `trailingAdvance` wide.
    mutating func appendToWord(_ width: Double, above: Double, below: Double, leadingTrim: Double = 0,
                               trailingTrim: Double = 0, trailingAdvance: Double = 0) {
        guard !isFull else { droppedContent = true; return }
        if !wordHasContent { wordLeadingTrim = leadingTrim }
        wordIsEdges = false
        if nowrapSpace != 0 {
            // Its item position advanced when it was added.
            (wordWidth, wordItemAdvance, nowrapSpace) = (wordWidth + nowrapSpace, wordItemAdvance + nowrapSpace, 0)
        }
        wordTrailingTrim = trailingTrim
        trimAwaitsParagraphEnd = false
        wordWidth += width
        items.advance(by: width - leadingTrim)
        wordItemAdvance += width - leadingTrim
        if trailingTrim > 0 {
            let before = trailingTrim + trailingAdvance
            trimmedLineUnits = max(items.lineUnits(endingBefore: before), items.unsafeStartUnits(endingBefore: before) ?? 0)
                + LayoutUnit.unitsRoundedUp(trailingAdvance)
        }
        wordAbove = Self.largest(wordAbove, above, openingAbove)
        wordBelow = Self.largest(wordBelow, below, openingBelow)
        clearOpeningStruts()
        wordHasContent = true
        afterCollapsibleSpace = false
    }

    /// No extent yet, above or below a baseline: an extent may be negative (text whose
    /// `line-height` is smaller than its font's ascent and descent reaches less than nothing
    /// below the baseline, and so may the line). A computed constant: a stored static would be
    /// initialized lazily, which costs a check at each of its many uses on the hot path.
    @inline(__always) static var noExtent: Double { -Double.infinity }

    /// The largest of three extents (never NaN), in plain comparisons: the standard library's
    /// `max` of three takes a variadic rest and went through `Comparable` for every piece.
    @inline(__always)
    private static func largest(_ a: Double, _ b: Double, _ c: Double) -> Double {
        let larger = a > b ? a : b
        return larger > c ? larger : c
    }

    /// A break opportunity: places the word on the current line, or on a new one if it does not fit.
    /// `beforeUnsafeBreak`: the font kerns the word's last character with the next one
    /// (``TextSegment/Piece/unsafeBreakBefore``); see ``fits(_:beforeUnsafeBreak:)``.
    /// `hyphen`: the opportunity is a soft hyphen's, and a line that ends there shows a hyphen
    /// this wide (Blink breaks there only when the line fits with it).
    mutating func commitWord(beforeUnsafeBreak: Bool = false, hyphen: Double = 0) {
        if held != nil { return commitAfterHeldWord(beforeUnsafeBreak: beforeUnsafeBreak, hyphen: hyphen) }
        guard wordHasContent, !isFull else { return }
        lineEndsWithAtomic = false
        if !wordTexts.isEmpty, mustBreakWordAcrossTexts { return breakWordAcrossTexts(beforeUnsafeBreak: beforeUnsafeBreak, hyphen: hyphen) }
        if lineEndsAfterWord, lineHasContent {
            endLineBeforeNextContent()
            if isFull { droppedContent = true; resetWord(); return }
        }
        var width = wordWidth - (lineHasContent ? wordLeadingTrim : 0)
        if lineHasContent, opportunityWraps, !fitsLine(lineWidth + spaceWidth + width, beforeUnsafeBreak: beforeUnsafeBreak)
            || !items.fitsAfterUnsafeStart(availableUnits: availableUnits) {
            if wordTrailingTrim > 0, !(beforeUnsafeBreak && fits(lineWidth + spaceWidth + width)), fitsWithTrimmedMark() {
                if trimAwaitsParagraphEnd {
                    trimmedBeforeSpace = ((lineWidth, lineAbove, lineBelow), (wordWidth, wordAbove, wordBelow))
                }
                width -= wordTrailingTrim
                lineEndsAfterWord = true
            } else {
                let startsUnsafe = items.lastOpportunityUnsafe
                if let first = wordFirstText { wordWidth += LayoutUnit.ceil(first.part - 1e-7) - first.part - first.rounding }
                // On the new line the word takes its leading trim back (a mark set half-width
                // after the one before it, `，「`): the line starts that much before its position.
                finishLine(force: false, carrying: (wordItemAdvance + wordLeadingTrim, wordWidth))
                if isFull { droppedContent = true; resetWord(); return }
                width = wordWidth
                if startsUnsafe { items.lineStartsUnsafely(withWord: wordWidth) }
            }
        } else if hyphen > 0, lineHasContent, opportunityWraps, !fits(lineWidth + spaceWidth + width + hyphen) {
            held = HeldWord(width: wordWidth, leadingTrim: wordLeadingTrim, above: wordAbove, below: wordBelow, hyphen: hyphen)
            resetWord()
            return
        }
        if !lineHasContent, lineRoom != nil { dropBelowFloats(toFit: lineWidth + width) }
        lineWidth += (lineHasContent ? spaceWidth : 0) + width
        items.lastOpportunityUnsafe = beforeUnsafeBreak
        lineEndHyphen = hyphen
        spaceWidth = 0
        lineAbove = Self.largest(lineAbove, wordAbove, pendingAbove)
        lineBelow = Self.largest(lineBelow, wordBelow, pendingBelow)
        lineHasContent = true
        afterCollapsibleSpace = false
        opportunityWraps = wraps
        if nowrapSpace != 0 {
            // The word ended with a space of text that may not wrap: it waits after the word.
            (spaceWidth, afterCollapsibleSpace) = (nowrapSpace, true)
        }
        resetWord()
    }

    /// A word held at a soft hyphen (``held``), and what ``commitWord(beforeUnsafeBreak:hyphen:)`` needs of it.
    private struct HeldWord {
        var width: Double
        var leadingTrim: Double
        var above: Double
        var below: Double
        var hyphen: Double
    }

    /// ``commitWord(beforeUnsafeBreak:hyphen:)`` with a word ``held`` at a soft hyphen before
    /// the word being built: when both fit on the line, the line goes on through the soft
    /// hyphen and they are one word; else the line ends before the held word (Blink's previous
    /// opportunity), which starts the next line, and the word being built follows it there.
    @inline(never)
    private mutating func commitAfterHeldWord(beforeUnsafeBreak: Bool, hyphen: Double) {
        guard let word = held else { return }
        held = nil
        guard !isFull else { return }
        let joined = word.width - word.leadingTrim + wordWidth - wordLeadingTrim
        if !wordHasContent || fits(lineWidth + spaceWidth + joined, beforeUnsafeBreak: beforeUnsafeBreak) {
            (wordWidth, wordLeadingTrim) = (word.width + wordWidth - wordLeadingTrim, word.leadingTrim)
            (wordAbove, wordBelow) = (max(word.above, wordAbove), max(word.below, wordBelow))
            wordHasContent = true
            return commitWord(beforeUnsafeBreak: beforeUnsafeBreak, hyphen: hyphen)
        }
        finishLine(force: false)
        if isFull { droppedContent = true; resetWord(); return }
        let next = (wordWidth, wordLeadingTrim, wordAbove, wordBelow, wordTrailingTrim)
        (wordWidth, wordLeadingTrim, wordAbove, wordBelow, wordTrailingTrim) = (word.width, word.leadingTrim, word.above, word.below, 0)
        commitWord(hyphen: word.hyphen)
        (wordWidth, wordLeadingTrim, wordAbove, wordBelow, wordTrailingTrim) = next
        wordHasContent = true
        commitWord(beforeUnsafeBreak: beforeUnsafeBreak, hyphen: hyphen)
    }

    /// Moves on to a new line unless the current one is empty (a word too long for any line
    /// starts on a line of its own before it is broken).
    mutating func startFreshLine() {
        commitWord()
        if lineEndsAfterWord, lineHasContent, !isFull { endLineBeforeNextContent() }
        if lineHasContent, !isFull { finishLine(force: false) }
    }

    /// Ends the line before the word being built, which goes on on the next (as the start of
    /// a word broken between its characters).
    mutating func moveWordToFreshLine() {
        guard held == nil else { return startFreshLine() }
        if lineEndsAfterWord, lineHasContent, !isFull { endLineBeforeNextContent() }
        guard lineHasContent, !isFull else { return }
        finishLine(force: false, carrying: (wordItemAdvance, wordWidth))
        if isFull { droppedContent = true; resetWord() }
    }

    /// Whether a cluster `width` wide of a word broken between its characters starts a new
    /// line (see ``addBrokenCluster(_:above:below:)``).
    func brokenClusterWraps(_ width: Double) -> Bool {
        (lineHasContent || wordHasContent) && !fits(penPosition + width)
    }

    /// Adds a cluster of a word broken between its characters (`overflow-wrap`) to the word
    /// being built, which is the broken word's part of the current line: when the cluster
    /// does not fit, that part ends the line first. The last line's part stays the word being
    /// built (the word may go on in the next text). Returns whether the line ended.
    /// `kerningBefore`: the font's kerning with what comes before it, if it stays on the line;
    /// `trailingTrim`: how much narrower its closing mark is set at the line's end;
    /// `mayWrap`: whether the line may end before it; `joinedAfter`: the width of what must
    /// stay on the line with it.
    @discardableResult
    mutating func addBrokenCluster(_ width: Double, kerningBefore: Double = 0, trailingTrim: Double = 0, mayWrap: Bool = true,
                                   joinedAfter: Double = 0, above: Double, below: Double) -> Bool {
        guard !isFull else { droppedContent = true; return false }
        let wraps = mayWrap && brokenClusterWraps(width - kerningBefore - trailingTrim + joinedAfter)
        if wraps {
            startFreshLine()
            if isFull { droppedContent = true; return true }
        }
        appendToWord(wraps ? width : width - kerningBefore, above: above, below: below)
        return wraps
    }

    /// A space: collapsible ones collapse with their neighbours and vanish at line starts.
    mutating func addSpace(_ width: Double, collapsible: Bool) {
        if collapsible, wordIsEdges, afterCollapsibleSpace { return }
        // In text that may not wrap, a space inside a word is no opportunity. A preserved one
        // (`pre`) is part of the word, at its end too (it does not hang); a collapsible one joins
        // the word if the word goes on.
        if !wraps, !collapsible, wordHasContent, !isFull {
            appendToWord(width, above: Self.noExtent, below: Self.noExtent)
            return
        }
        if collapsible, !wraps, wordHasContent, !isFull {
            if nowrapSpace == 0 { nowrapSpace = width }
            placeOpeningStrut()
            items.advance(by: width)
            items.lastOpportunityUnsafe = false
            return
        }
        // The word ends text that may not wrap: with a space (which is no opportunity), or
        // overflowing the line (where Blink's line ends before the boxes that open next).
        let endsNowrap = wordHasContent && lastText?.run.wraps == false
        let afterNowrapSpace = endsNowrap && nowrapSpace != 0
        // The width of the text the word ended in, when the word spans texts before the one
        // this space starts (which has joined it: no opportunity before a space).
        let lastTextWidth = wordTexts.count > 2 ? wordWidth - wordBeforeTextBeforeLast : nil
        commitWord()
        guard !isFull else { return }
        if collapsible {
            // (Also where the word was broken across its texts, which leaves no space after it.)
            guard lineHasContent, !afterCollapsibleSpace, !afterNowrapSpace else {
                // It collapses after the space that ends text that may not wrap: the line's
                // opportunity is after it, so the boxes that opened before it start on the line
                // (`<nobr>abc </nobr><big> x</big>` makes the line with `abc` as tall as the big box).
                if afterNowrapSpace, lineHasContent { placeOpeningStrut() }
                return
            }
            if endsNowrap || lineEndsWithAtomic, !fits(lineWidth), lastTextWidth.map({ fits(lineWidth - $0) }) != false {
                return finishOverflowingNowrapLine()
            }
            spaceWidth = width
            afterCollapsibleSpace = true
        } else if lineHasContent, !lineEndsWithAtomic || fits(lineWidth) {
            spaceWidth += width
        } else {
            // A preserved space after an image or inline-block that overflows its line starts
            // the next, with the boxes that opened before it (`pre-wrap`; not after text).
            if lineHasContent { finishOverflowingNowrapLine() }
            guard !isFull else { return }
            lineWidth += width
            lineHasContent = true
            // The opportunity after a preserved space that starts a line wraps as its text does
            // (under `pre`, a word too wide for the line stays on it).
            opportunityWraps = wraps
        }
        placeOpeningStrut()
        items.advance(by: width)
        items.lastOpportunityUnsafe = false
    }

    /// Text that may not wrap, or an image or inline-block, overflows the line and a collapsible
    /// space follows: Blink ends the line where that content ends, so the boxes that open before
    /// the space start on the next line (`<nobr>abcdef</nobr><big> x</big>` in a narrower line
    /// leaves it as tall as `abcdef`), and the space collapses at that line's start. Not where
    /// the line overflowed before the word's last text (`<nobr>abcdef</nobr><nobr>g</nobr><big> x</big>`:
    /// the big box starts on the line, and makes it taller).
    private mutating func finishOverflowingNowrapLine() {
        finishLine(force: false)
        if isFull { droppedContent = true }
    }

    /// The struts of the boxes that opened since the last content, where a space that is not
    /// collapsed away is their first content: on the line it ends (where it hangs, should the
    /// line break after it: `aaaa<span style="font-size:22px"> cccc</span>` makes the line
    /// with `aaaa` as tall as the span), or in the word that may not wrap there. Blink counts
    /// them there without the boxes' own `vertical-align` shifts (`aaaa<sub> cccc</sub>` leaves
    /// the line as tall as its strut).
    private mutating func placeOpeningStrut() {
        guard openingAbove != Self.noExtent || openingBelow != Self.noExtent else { return }
        if wordHasContent {
            (wordAbove, wordBelow) = (max(wordAbove, openingRestingAbove), max(wordBelow, openingRestingBelow))
        } else {
            (lineAbove, lineBelow) = (max(lineAbove, openingRestingAbove), max(lineBelow, openingRestingBelow))
        }
        clearOpeningStruts()
    }

    /// The struts of the boxes opened since the last content (``addInlineStrut(above:below:opening:ownShift:)``),
    /// taken out: no content added now gets them.
    mutating func takeOpeningStruts() -> (Double, Double, Double, Double) {
        defer { clearOpeningStruts() }
        return (openingAbove, openingBelow, openingRestingAbove, openingRestingBelow)
    }

    /// No box has opened since the last content.
    @inline(__always)
    private mutating func clearOpeningStruts() {
        (openingAbove, openingBelow) = (Self.noExtent, Self.noExtent)
        (openingRestingAbove, openingRestingBelow) = (Self.noExtent, Self.noExtent)
    }

    /// Puts back struts that ``takeOpeningStruts()`` took out.
    mutating func restoreOpeningStruts(_ struts: (Double, Double, Double, Double)) {
        (openingAbove, openingBelow, openingRestingAbove, openingRestingBelow) = struts
    }

    /// The strut of an inline box where it starts (it goes with the box's first content, or
    /// with its end when it has none) or ends (with the word being built, else the line so
    /// far); an otherwise empty line gets no height from it. A box that starts inside a word
    /// waits for its content too: a break opportunity may come before that content (`x<sub>中`),
    /// and then the box starts on the next line, as in Blink.
    /// `ownShift`: how far the box's own `vertical-align` raises it (``placeOpeningStrut()``).
    mutating func addInlineStrut(above: Double, below: Double, opening: Bool, ownShift: Double = 0) {
        guard !isFull else { return }
        if opening {
            openingAbove = max(openingAbove, above)
            openingBelow = max(openingBelow, below)
            openingRestingAbove = max(openingRestingAbove, above - ownShift)
            openingRestingBelow = max(openingRestingBelow, below + ownShift)
            return
        }
        let (above, below) = (max(above, openingAbove), max(below, openingBelow))
        clearOpeningStruts()
        if wordHasContent {
            wordAbove = max(wordAbove, above)
            wordBelow = max(wordBelow, below)
        } else if lineHasContent {
            lineAbove = max(lineAbove, above)
            lineBelow = max(lineBelow, below)
        } else {
            pendingAbove = max(pendingAbove, above)
            pendingBelow = max(pendingBelow, below)
        }
    }

    /// An inline box's margin, border and padding where it starts, or ends (`closing`): part of
    /// the word being built. Blink finds no break opportunity before a box's end: one that ends
    /// after a collapsible space goes with that space, and hangs with it if the line ends
    /// there (`aa <span>bb </span>cc` keeps `aa bb` on a line as wide as they are) but where
    /// the paragraph ends there (``closingEdges``).
    mutating func addEdge(_ width: Double, closing: Bool) {
        endItem()
        guard !closing || !edgesPlaced else { return }
        if closing, lineHasContent, !wordHasContent, spaceWidth > 0, !isFull {
            spaceWidth += width
            items.advance(by: width)
            return
        }
        let (startsWord, afterSpace) = (!wordHasContent, afterCollapsibleSpace)
        if startsWord || wordIsEdges { wordLeadingEdges += width } else if !closing { openingEdges += width }
        edgesSinceText += width
        appendToWord(width, above: Self.noExtent, below: Self.noExtent)
        // A space after it still collapses with the one before it (`aa <span> bb</span>`).
        if startsWord, !isFull { (wordIsEdges, afterCollapsibleSpace) = (true, afterSpace) }
    }

    /// Takes the start edges of inline boxes that opened after the text of the word being
    /// built out of it, before the word is committed at a break where the next text starts:
    /// Blink breaks before a box's start (`发<span>#F</span>`). Returns their width, which
    /// starts the next word (``addEdge(_:closing:)``).
    mutating func takeOpeningEdges() -> Double {
        let edges = openingEdges
        guard edges != 0 else { return 0 }
        openingEdges = 0
        wordWidth -= edges
        wordItemAdvance -= edges
        items.advance(by: -edges)
        return edges
    }

    /// `<br>` or a preserved newline.
    mutating func forcedBreak() {
        // Blink sets no closing mark half-width before a forced break.
        wordTrailingTrim = 0
        commitWord()
        textTail = nil
        guard !isFull else { return }
        if lineEndsAfterWord, lineHasContent, trimmedBeforeSpace != nil {
            endLineBeforeNextContent()
            guard !isFull else { return }
        }
        finishLine(force: true)
    }

    /// An image or inline-block, `above` the baseline (its margin box). A line may break before
    /// it where the content before it lets it (text that may wrap, an atomic inline in a box
    /// that may, the end of a `nowrap` box inside one that may, but not after a space that
    /// ends such a box: Blink's opportunity is at the space, which may not wrap, unless it
    /// breaks the word before that text, see ``breakWordBeforeNowrapText()``), and after it
    /// where the box around it may wrap (`wraps`): inline-blocks in `nowrap` are one word with
    /// what touches them, which goes to the next line whole.
    /// `closingEdges`: the ends of the inline boxes that close right after it, which go with it.
    mutating func addAtomic(width: Double, above: Double, below: Double, wraps atomicWraps: Bool = true,
                            closingEdges trailing: Double = 0) {
        let afterNowrapBox = boundaryWraps && isBuildingWord
        if afterNowrapBox, nowrapTextKeepsNextAtomic {
            breakBeforeAtomicIfOverflowing(width)
        } else if afterNowrapBox, nowrapSpace == 0 || breaksBeforeNowrapText(withAtomic: width) {
            if nowrapSpace == 0 {
                commitWord()
                opportunityWraps = true
            } else {
                breakWordBeforeNowrapText()
            }
        } else if wraps {
            commitWord()
        }
        boundaryWraps = false
        endItem()
        textTail = nil
        appendToWord(width, above: above, below: below)
        if trailing != 0 {
            endItem()
            edgesSinceText += trailing
            appendToWord(trailing, above: Self.noExtent, below: Self.noExtent)
        }
        wraps = atomicWraps
        if atomicWraps {
            commitWord()
            lineEndsWithAtomic = true
        }
    }

    /// Whether the `nowrap` text that just ended, with no space at its end, ends in a character
    /// that keeps an image or inline-block after it on its line (``breaksBeforeAtomic(after:)``).
    private var nowrapTextKeepsNextAtomic: Bool {
        nowrapSpace == 0 && textTail != nil && lastScalar > 0x20 && !Self.breaksBeforeAtomic(after: lastScalar)
    }

    /// The word being built ends in `nowrap` text whose last character keeps an image or
    /// inline-block `width` wide after it on the line (``breaksBeforeAtomic(after:)``: `(`, `«`,
    /// a joiner): they stay one word, unless the box around may break words by its
    /// `overflow-wrap` and they overflow a line of their own. The word then ends a line of its
    /// own and the image starts the next (`t <nobr>«</nobr><img>`: `t`, `«`, the image).
    private mutating func breakBeforeAtomicIfOverflowing(_ width: Double) {
        guard boundaryOverflowWraps, !fits((lineHasContent ? 0 : lineWidth) + wordWidth + width) else { return }
        moveWordToFreshLine()
        commitWord()
        opportunityWraps = true
    }

    /// Whether Blink breaks the word being built, which ends in a space of text that may not
    /// wrap, before that text when an image or inline-block `width` wide joins it: the box
    /// around may break words, the word with the image is wider than any line, and the word
    /// starts before that text, in text that may wrap or in another `nowrap` box
    /// (`i<nobr>e </nobr><img>`, `<nobr>o</nobr><nobr>h </nobr><img>`: `i`, `o` end a line). A word that
    /// starts with the `nowrap` text stays whole, overflowing its line, and so does one where
    /// that text starts with a space under `word-break: break-all` alone (which breaks between
    /// letters, never before a space: `.<nobr> a </nobr><img>`; `overflow-wrap` breaks anywhere).
    private func breaksBeforeNowrapText(withAtomic width: Double) -> Bool {
        guard boundaryBreaksWords, wordTexts.count > 1, let last = wordTexts.last, !last.run.wraps, last.mayBreakBefore
        else { return false }
        let before = wordTexts[wordTexts.count - 2].run
        guard before.style.overflowWrap != .normal || last.text.utf8.first.map(CSSReader.isSpace) == false
        else { return false }
        return !fits(wordWidth + nowrapSpace + width)
    }

    /// The word ends in `nowrap` text that Blink breaks it before (``breaksBeforeNowrapText(withAtomic:)``):
    /// it moves the word to a fresh line and breaks it there before that text, which starts the
    /// next line and goes on with the image (`h t<nobr>」 </nobr><img>` under `overflow-wrap:
    /// anywhere`: `h`, `t`, then `」` with the image). The part before keeps the extents of the
    /// whole word.
    private mutating func breakWordBeforeNowrapText() {
        guard held == nil else { return commitWord() }
        moveWordToFreshLine()
        guard !isFull else { return }
        let (width, advance, above, below) = (wordWidth, wordItemAdvance, wordAbove, wordBelow)
        let (space, before) = (nowrapSpace, wordBeforeLastText)
        (wordWidth, wordItemAdvance, nowrapSpace) = (before.width, before.advance, 0)
        wordTexts.removeAll(keepingCapacity: true)
        commitWord()
        (wordWidth, wordItemAdvance, wordAbove, wordBelow) = (width - before.width, advance - before.advance, above, below)
        (wordHasContent, nowrapSpace) = (true, space)
        guard !isFull else { return }
        finishLine(force: false, carrying: (wordItemAdvance, wordWidth))
        if isFull { droppedContent = true; resetWord() }
    }

    /// A block inside an inline element: ends the line and adds the block's height.
    mutating func addBlock(height blockHeight: Double) {
        commitWord()
        textTail = nil
        guard !isFull else { return }
        finishLine(force: false)
        height += blockHeight
        linesAtStrut = false
        if let lineRoom { setRoom(lineRoom(height).width) }
    }

    /// ``availableUnits`` and ``fitsBelow`` for lines `available` px wide.
    private static func units(of available: Double) -> (Double, Double?) {
        let units = ((available + 1e-9) * LayoutUnit.scale).rounded(.down)
        return (units, units.magnitude < 0x1p52 ? units + 1 : nil)
    }

    /// A line whose first word, `width` wide, does not fit the room floats leave beside it
    /// goes down to where it fits, or below them, as Blink moves a line that overflows its
    /// layout opportunity to the next: the space it leaves is empty.
    private mutating func dropBelowFloats(toFit width: Double) {
        while !fits(width), let room = lineRoom?(height), let next = room.next {
            height = next
            linesAtStrut = false
            setRoom(lineRoom?(next).width ?? available)
        }
    }

    /// The lines from the next on are `width` px wide (floats beside them changed).
    private mutating func setRoom(_ width: Double) {
        available = width
        (availableUnits, fitsBelow) = Self.units(of: width)
    }

    /// Ends the last line. Call once, after all content.
    mutating func finish() {
        commitWord()
        endItem()  // the last text's part of the last line is rounded up too
        if !isFull { finishLine(force: false) }
    }

    /// Whether a space waits between the line's content and the next word.
    var lineHasSpaceBeforeNextWord: Bool { (lineHasContent && !wordHasContent && spaceWidth > 0) || nowrapSpace > 0 }

    /// Narrows the space that waits for the next word by the font's `kerning` with it.
    mutating func narrowPendingSpace(by kerning: Double) {
        if nowrapSpace > 0 { nowrapSpace -= kerning } else { spaceWidth -= kerning }
    }

    /// Whether the current line already holds something (a preserved space counts).
    var lineIsEmpty: Bool { !lineHasContent && !wordHasContent }

    /// Whether a line `width` wide fits: Blink compares it, rounded up to LayoutUnits (1/64 px),
    /// with the room plus one LayoutUnit (`AvailableWidthToFit`), so a line up to 1/64 px wider
    /// than the room still fits, and one exactly that much wider too (`#kargo—#kargo`, 99.65625 px
    /// of DejaVu Sans 12 px, fits 99.640625 px).
    ///
    /// Not so where the line would end at a break that is not safe (`beforeUnsafeBreak`: the
    /// font kerns the characters on either side, as Noto's kana `すべ`). Blink then shapes the
    /// line's end again, without the pair, and keeps the break only if that width is below the
    /// room, compared in floating point: 44 kana of 15 px, the last kerned with the next, do not
    /// fill a 660 px line, where 44 ideographs with no kerning do.
    @inline(__always)
    func fits(_ width: Double, beforeUnsafeBreak: Bool = false) -> Bool {
        if beforeUnsafeBreak { return (width + 1e-6) * LayoutUnit.scale <= availableUnits }
        let units = width * LayoutUnit.scale - 1e-7
        if let fitsBelow { return units <= fitsBelow }
        return units.rounded(.up) <= availableUnits + 1
    }

    /// ``fits(_:beforeUnsafeBreak:)`` for the line up to the word being built, `width` wide. At a
    /// break that is not safe inside a text, Chromium measures the line it shapes again as the
    /// items before the text take it, then the text's part as the difference of two positions
    /// in it, each rounded up to LayoutUnits from the text's start (``InlineItems/lineUnits(endingBefore:)``):
    /// a line that starts inside a text may so fit where its width alone would not (`850g|、サイ|ズは`
    /// in 45 px, `850|g、|サイ|ズは` in 30 px). Not a line that starts at a break that is not safe
    /// (its room is ``InlineItems/fitsAfterUnsafeStart(availableUnits:)``'s), nor one that ends
    /// with a closing mark set narrower at a line end: Chromium breaks those as the width alone
    /// says (brackets `「」『』【】（）…`). Only a line within the 1/64 px that rounding can make up
    /// is measured so: the positions follow the line's text, not the marks trimmed before it.
    @inline(__always)
    private func fitsLine(_ width: Double, beforeUnsafeBreak: Bool) -> Bool {
        guard beforeUnsafeBreak, items.isText, !items.startsUnsafely, wordTrailingTrim == 0
        else { return fits(width, beforeUnsafeBreak: beforeUnsafeBreak) }
        // The positions decide only within the LayoutUnit that rounding can make up.
        return fits(width, beforeUnsafeBreak: true) || (fits(width) && items.lineUnits(endingBefore: 0) <= availableUnits)
    }

    /// The word being built ends `kerning` narrower (the font kerns its last character with
    /// the space after it).
    mutating func narrowWordEnd(by kerning: Double) {
        guard kerning != 0, wordHasContent else { return }
        wordWidth -= kerning
        items.advance(by: -kerning)
        wordItemAdvance -= kerning
    }

    /// White space follows the word being built: its closing mark keeps its width wherever
    /// the line ends, unless the space is `collapsible` and ends the paragraph.
    mutating func spaceFollowsWord(collapsible: Bool) {
        guard wordTrailingTrim > 0 else { return }
        if collapsible { trimAwaitsParagraphEnd = true } else { wordTrailingTrim = 0 }
    }

    /// Ends the line that ends after its last word (set there with its closing mark half-width),
    /// for content that comes next. A word that got that only before a space goes to the
    /// next line, with the space after it: the paragraph did not end there.
    private mutating func endLineBeforeNextContent() {
        let moved = trimmedBeforeSpace
        let space = spaceWidth
        if let moved { (lineWidth, lineAbove, lineBelow) = moved.line }
        finishLine(force: false)
        guard let moved, !isFull else { return }
        (lineWidth, spaceWidth, lineHasContent) = (moved.word.width, space, true)
        lineAbove = max(lineAbove, moved.word.above)
        lineBelow = max(lineBelow, moved.word.below)
    }

    /// Whether the line fits with the word that ends it and its closing mark set half-width.
    /// Blink shapes the line again with the mark trimmed and adds the mark apart: the text
    /// before it (``InlineItems/lineUnits(endingBefore:)``) and the mark each take their width
    /// rounded up to 1/64 px (`あいう）` at 16px needs 56.03125px, not 56.015625px, in Noto
    /// Sans CJK). Only for a line that does not fit otherwise: before an unsafe break (`）（`,
    /// whose `（` is set half-width after the `）`), a line that fits but for the rounding Blink
    /// allows ends before the word instead.
    private func fitsWithTrimmedMark() -> Bool {
        trimmedLineUnits <= availableUnits + 1
    }

    /// The text, element edge or atomic inline being added ends: the next one comes. A text
    /// takes its part of the line rounded up to 1/64 px (``InlineItems/end(at:text:)``).
    mutating func endItem(startingText: Bool = false) {
        if !startingText { textTail?.sharesShaping = false }
        let wordStartsInText = wordHasContent && items.isText && items.holds(wordItemAdvance)
        let excess = items.end(at: penPosition, text: startingText)
        if wordStartsInText { wordFirstText = (wordWidth, excess) }
        guard excess > 0 else { return }
        // A space that ends the text hangs, with the rounding, if the line ends there.
        if wordHasContent {
            // A text that ends with a space that may not wrap takes its rounding with the space.
            if nowrapSpace != 0 { nowrapSpace += excess } else { wordWidth += excess }
        } else if lineHasContent {
            if spaceWidth > 0 { spaceWidth += excess } else { lineWidth += excess }
        }
    }

    /// `carrying`: the word that starts the next line, how far it moved its item's position
    /// and how wide it is there.
    private mutating func finishLine(force: Bool, carrying: (advance: Double, width: Double) = (0, 0)) {
        if lineHasContent || force {
            lastBaseline = height + lineAbove
            if firstBaseline == nil { firstBaseline = lastBaseline }
            if lineAbove != strutAbove || lineBelow != strutBelow { linesAtStrut = false }
            height += lineAbove + lineBelow
            lineCount += 1
            // A line's text is as wide as Blink's LayoutUnit ceiling of it, also where the
            // line ends inside a text (a word broken by `overflow-wrap`). At max-content, the
            // preserved spaces that end a line count (`pre-wrap`: an inline-block's `abc `).
            let trailing = available == .infinity && !afterCollapsibleSpace ? spaceWidth : 0
            maxLineWidth = max(maxLineWidth, LayoutUnit.ceil(lineWidth + trailing + lineEndHyphen - 1e-7))
            if let maxLines, lineCount >= maxLines { isFull = true }
            if let lineRoom { setRoom(lineRoom(height).width) }
        }
        lineWidth = 0
        spaceWidth = 0
        (lineAbove, lineBelow) = (strutAbove, strutBelow)
        (pendingAbove, pendingBelow) = (Self.noExtent, Self.noExtent)
        lineHasContent = false
        lineEndsAfterWord = false
        trimmedBeforeSpace = nil
        lineEndHyphen = 0
        afterCollapsibleSpace = true
        items.lineEnded(carrying: carrying.advance, width: carrying.width)
    }

    mutating func resetWord() {
        wordWidth = 0
        wordAbove = Self.noExtent
        wordBelow = Self.noExtent
        wordHasContent = false
        wordLeadingTrim = 0
        wordTrailingTrim = 0
        trimAwaitsParagraphEnd = false
        wordFirstText = nil
        wordItemAdvance = 0
        nowrapSpace = 0
        wordIsEdges = false
        wordLeadingEdges = 0
        openingEdges = 0
        if !wordTexts.isEmpty { wordTexts.removeAll(keepingCapacity: true) }
        brokenTail = nil
    }
}
