/// What the line breaker needs to know about the style of one text node (a class: it is passed
/// for every word, and a reference costs less to pass than its fields).
final class TextRun {
    let style: ComputedStyle
    let metrics: any TextMeasuring
    let font: FontDescription
    /// The measurer's ``TextMeasuring/handle(for:)`` of ``font``.
    /// The font's chain in ``metrics`` (one per font description).
    let fontHandle: Int
    let above: Double
    let below: Double
    let spaceWidth: Double
    /// How far the text's baseline is raised above the line's (``ComputedStyle/inlineShift``).
    private let shift: Double
    let mayBreakWords: Bool
    /// `overflow-wrap: anywhere`: those breaks count for min-content too.
    let breaksAnywhere: Bool
    /// `line-height: normal`: fallback faces' metrics grow the line.
    private let growsWithFallbackFaces: Bool
    let letterSpacing: Double
    /// `word-spacing`, which also widens every no-break space in a word (a word separator).
    let wordSpacing: Double
    /// Whether the text may wrap (its `white-space`).
    let wraps: Bool
    /// The style's `white-space` and `text-transform`, at hand (read for every space and text).
    let whiteSpace: WhiteSpace
    let textTransform: TextTransform
    /// `word-break: break-all`: UAX #14's opportunities and those ``BreakAll`` adds.
    let breakAll: Bool
    /// `word-break: keep-all`: UAX #14's opportunities but those between letters (``KeepAll``).
    let keepAll: Bool
    /// Where segments of this run are kept, when the text measurer keeps them: the cache and
    /// its table for this run. Unmanaged (it is reached for every word, and a strong reference
    /// would be retained each time): the measurer, which the run holds, holds the cache.
    private let segmentCache: Unmanaged<TextSegmentCache>?
    private let segmentTable: Int

    /// - Parameter fallbackHint: the fallback face of the script run (``FontDescription/fallbackHint``).
    init(style: ComputedStyle, metrics: any TextMeasuring, fallbackHint: Int = 0) {
        self.style = style
        self.metrics = metrics
        var font = style.font
        font.fallbackHint = fallbackHint
        self.font = font
        fontHandle = metrics.handle(for: font)
        shift = style.inlineShift
        (above, below) = LineBreaker.verticalExtent(of: style, metrics: metrics)
        let space = Self.space.withUnsafeBufferPointer { metrics.advance(ofUTF8: $0, font: style.font) }
        spaceWidth = space + style.wordSpacing + style.letterSpacing
        mayBreakWords = style.overflowWrap != .normal && style.whiteSpace.wraps
        breaksAnywhere = style.overflowWrap == .anywhere && style.whiteSpace.wraps
        growsWithFallbackFaces = style.lineHeight == .normal
        letterSpacing = style.letterSpacing
        wordSpacing = style.wordSpacing
        wraps = style.whiteSpace.wraps
        whiteSpace = style.whiteSpace
        textTransform = style.textTransform
        breakAll = style.wordBreak == .breakAll
        keepAll = style.wordBreak == .keepAll
        let cache = metrics.segmentCache
        segmentCache = cache.map { Unmanaged.passUnretained($0) }
        segmentTable = cache?.table(for: TextSegmentCache.RunKey(
            font: font, letterSpacing: letterSpacing, wordSpacing: wordSpacing, above: above, below: below,
            growsWithFallbackFaces: growsWithFallbackFaces, wraps: wraps, breakAll: breakAll, keepAll: keepAll,
            shift: shift)) ?? 0
    }

    /// This run in a script run whose fallback face is `hint` (0: this run).
    func hinted(_ hint: Int) -> TextRun {
        guard hint != font.fallbackHint else { return self }
        if let last = lastHinted, last.font.fallbackHint == hint { return last }
        let run = hintedRuns[hint] ?? {
            let made = TextRun(style: style, metrics: metrics, fallbackHint: hint)
            hintedRuns[hint] = made
            return made
        }()
        lastHinted = run
        return run
    }

    private var hintedRuns: [Int: TextRun] = [:]
    /// The run ``hinted(_:)`` gave last (Japanese text goes back and forth between two).
    private var lastHinted: TextRun?

    /// Calls `body` with the cut of `segment` (text between white spaces) set in this run, and this run.
    /// `hint`: the fallback face of the script run before it (``TextSegment/Scripts``).
    /// `context`: the characters around the text, for its first and last segments; a segment
    /// they change (a curly quote at its edge) is cut anew rather than kept.
    @inline(__always)
    func withSegment<Result>(_ segment: UnsafeBufferPointer<UInt8>, hint: Int, context: QuoteLineBreaks.Context = .none,
                             _ body: (TextSegment.View, TextRun) -> Result) -> Result {
        if context != .none, context.matters(for: segment) {
            return TextSegment(segment, run: self, hint: hint, context: context).withView { body($0, self) }
        }
        if let segmentCache {
            return segmentCache._withUnsafeGuaranteedRef {
                $0.withSegment(segment, table: segmentTable, run: self, hint: hint) { body($0, self) }
            }
        }
        return TextSegment(segment, run: self, hint: hint).withView { body($0, self) }
    }

    /// The key of `word` broken from a fresh line in `state` (``LineBreaker/freshLineState``),
    /// when the measurer keeps segments.
    func brokenWordKey(_ word: UnsafeBufferPointer<UInt8>, state: TextSegmentCache.FreshLine) -> TextSegmentCache.BrokenWord? {
        guard segmentCache != nil else { return nil }
        return TextSegmentCache.BrokenWord(table: segmentTable, bytes: Array(word), line: state)
    }

    /// The pieces kept for a broken word, if any.
    func brokenWord(_ key: TextSegmentCache.BrokenWord) -> [TextSegmentCache.PlacedPiece]? {
        segmentCache?._withUnsafeGuaranteedRef { $0.brokenWord(key) }
    }

    /// Keeps the pieces a broken word placed.
    func keep(_ pieces: [TextSegmentCache.PlacedPiece], forBrokenWord key: TextSegmentCache.BrokenWord) {
        segmentCache?._withUnsafeGuaranteedRef { $0.keep(pieces, forBrokenWord: key) }
    }

    private static let space: [UInt8] = [0x20]

    /// The width of the hyphen a line broken at a soft hyphen ends with: Blink shows U+2010
    /// when the font draws it, else a hyphen-minus, shaped on its own.
    private(set) lazy var hyphenWidth: Double = {
        let hyphen: [UInt8] = fallbackFace(for: 0x2010) == 0 ? [0xE2, 0x80, 0x90] : [0x2D]
        return hyphen.withUnsafeBufferPointer { width(of: $0) }
    }()

    /// Whether a line may break between `last` and `first` where two texts meet, as `find()`
    /// says, kept by the measurer's segment cache when it has one. Only for wrapping runs of
    /// `word-break: normal` (which the caller has checked): the answer then depends on the
    /// pair alone.
    func keptBoundary(_ last: UInt32, _ first: UInt32, _ find: () -> Bool) -> Bool {
        guard let segmentCache, let key = TextSegmentCache.boundaryKey(last, first) else { return find() }
        return segmentCache._withUnsafeGuaranteedRef { $0.boundary(key, find) }
    }

    /// The measurer's ``TextMeasuring/fallbackFace(for:font:handle:)`` for `scalar` in this run's font.
    func fallbackFace(for scalar: UInt32) -> Int {
        metrics.fallbackFace(for: scalar, font: font, handle: fontHandle)
    }

    /// Grapheme clusters in `piece` that letter-spacing goes after (an emoji sequence, a flag
    /// or a letter with its marks takes it once, as in Blink): not the invisible ones Blink
    /// treats as zero-width spaces (soft hyphen, zero-width space and joiners, bidi marks,
    /// controls), and not those of the cursive scripts Chromium sets without it (Arabic,
    /// Syriac, Mongolian).
    private static func spacedClusterCount(_ piece: UnsafeBufferPointer<UInt8>) -> Int {
        if piece.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return piece.count }
        var count = 0
        for cluster in GraphemeCluster.ranges(piece) where takesLetterSpacing(UTF8Scalars.decode(piece, at: cluster.start).value) {
            count += 1
        }
        return count
    }

    private static func takesLetterSpacing(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x20, 0x7F..<0xA0, 0xAD, 0x200B...0x200F, 0x202A...0x202E, 0xFEFF, 0xFFFC: return false
        case 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE, 0x0700...0x074F, 0x1800...0x18AF:
            let script = UnicodeScript.of(value)
            return script != cursiveArabic && script != cursiveSyriac && script != cursiveMongolian
        default: return true
        }
    }

    /// ICU's USCRIPT_ARABIC, USCRIPT_SYRIAC and USCRIPT_MONGOLIAN.
    private static let cursiveArabic: Int16 = 2
    private static let cursiveSyriac: Int16 = 34
    private static let cursiveMongolian: Int16 = 27

    /// Advance of `piece` plus letter-spacing after each character and word-spacing after
    /// each no-break space.
    func width(of piece: UnsafeBufferPointer<UInt8>) -> Double {
        var spacing = letterSpacing == 0 ? 0 : letterSpacing * Double(Self.spacedClusterCount(piece))
        if wordSpacing != 0 { spacing += wordSpacing * Double(Self.noBreakSpaceCount(piece)) }
        return metrics.advance(ofUTF8: piece, font: font, handle: fontHandle) + spacing
    }

    /// How many no-break spaces (U+00A0, C2 A0) `piece` holds.
    private static func noBreakSpaceCount(_ piece: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for index in piece.indices.dropLast() where piece[index] == 0xC2 && piece[index + 1] == 0xA0 { count += 1 }
        return count
    }

    /// ``width(of:)`` and ``extent(of:)`` of `piece`; one lookup for a piece of one or two
    /// characters from U+0080 (Chinese and Japanese text is cut into those: a character, or
    /// one with the mark that may not be parted from it) when segments are kept.
    func measure(_ piece: UnsafeBufferPointer<UInt8>) -> TextSegmentCache.Character {
        measure(piece, key: piece.count <= 8 && piece[0] >= 0xC2 ? characterKey(piece) : nil)
    }

    /// ``measure(_:)`` of a piece whose ``characterKey(_:_:)`` is `key` (nil: none, the piece
    /// is measured every time).
    @inline(__always)
    func measure(_ piece: UnsafeBufferPointer<UInt8>, key: UInt64?) -> TextSegmentCache.Character {
        guard let key, let segmentCache else { return measureNow(piece) }
        // The closure written where it is passed: kept in a constant first, it was allocated
        // on the heap at every call.
        return segmentCache._withUnsafeGuaranteedRef { $0.character(key) { self.measureNow(piece) } }
    }

    /// ``width(of:)`` and ``extent(of:)`` of `piece`, measured now.
    private func measureNow(_ piece: UnsafeBufferPointer<UInt8>) -> TextSegmentCache.Character {
        TextSegmentCache.Character(width: width(of: piece), extent: extent(of: piece))
    }

    /// The ``TextSegmentCache/characterKey(table:_:_:)`` of a piece of the character `first`,
    /// or of two, `first` then `second`, from U+0080.
    @inline(__always)
    func characterKey(_ first: UInt32, _ second: UInt32? = nil) -> UInt64? {
        TextSegmentCache.characterKey(table: segmentTable, first, second)
    }

    /// The ``TextSegmentCache/characterKey(table:_:_:)`` of a piece of one or two characters.
    private func characterKey(_ piece: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let (first, next) = UTF8Scalars.decode(piece, at: 0)
        if next == piece.count { return characterKey(first) }
        let (second, end) = UTF8Scalars.decode(piece, at: next)
        return end == piece.count && second != 0 ? characterKey(first, second) : nil
    }

    /// How far `piece` reaches above and below the baseline: the text's own extent, grown by
    /// the fallback faces drawing it when `line-height` is `normal` (as Blink unites them).
    func extent(of piece: UnsafeBufferPointer<UInt8>) -> LineExtent {
        var extent = LineExtent(above: above, below: below)
        if growsWithFallbackFaces, let fallback = metrics.fallbackExtent(ofUTF8: piece, font: font, handle: fontHandle) {
            extent.unite(fallback.raised(by: shift))
        }
        return extent
    }

    /// Fullwidth punctuation of the piece `start..<end` set half-width (``HanKerning``): next to
    /// other marks `inner` always, `leading` (an opening mark first in the piece) unless the
    /// piece starts a line; `trailing` (a closing mark last in it) when that alone lets it fit,
    /// and then the mark's half-width advance is `trailingAdvance`.
    func punctuationTrims(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                          to end: Int) -> PunctuationTrims {
        var (inner, leading, trailing, trailingAdvance) = (0.0, 0.0, 0.0, 0.0)
        var index = start
        while index < end {
            guard bytes[index] >= 0xC2 else { index += 1; continue }
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            if next == end, value == 0x3000, wraps {
                // An ideographic space that ends a line hangs past its end (CSS Text's other
                // space separators): the line fits without it.
                (trailing, trailingAdvance) = (width(of: UnsafeBufferPointer(rebasing: bytes[index..<next])), 0)
            } else if HanKerning.mayBePunctuation(value), let spacing = metrics.punctuationSpacing(of: value, font: font, handle: fontHandle) {
                // A closing mark that ends the piece may be set half-width to fit its line (the
                // line breaker tells whether white space after the segment lets it).
                if next == end, HanKerning.mayTrimAtLineEnd(value) {
                    (trailing, trailingAdvance) = (spacing.halfWidthReduction, spacing.halfWidthAdvance)
                }
                switch HanKerning.type(of: value, in: spacing) {
                case .close where next < bytes.count:
                    let following = UTF8Scalars.decode(bytes, at: next).value
                    if HanKerning.trimsClosing(before: HanKerning.type(of: following, in: spacing)) {
                        inner += spacing.halfWidthReduction
                    }
                case .open where index > 0:
                    if HanKerning.trimsOpening(after: HanKerning.type(of: Self.scalar(before: index, in: bytes), in: spacing)) {
                        if index == start { leading = spacing.halfWidthReduction } else { inner += spacing.halfWidthReduction }
                    }
                default: break
                }
            }
            index = next
        }
        return (inner, leading, trailing, trailingAdvance)
    }

    /// What ``punctuationTrims(_:from:to:)`` finds of a piece.
    typealias PunctuationTrims = (inner: Double, leading: Double, trailing: Double, trailingAdvance: Double)

    /// How much the piece starting at `start` narrows its line when it follows the character
    /// before it there: Blink shapes the whole text, so a font's kerning (`kern`, `chws`) joins
    /// the pair across the break opportunity; a line broken there is reshaped and loses it.
    /// 0 after white space (a piece that follows a space was measured on its own, as before).
    func kerning(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Double {
        guard start > 0, start < bytes.count else { return 0 }
        let previous = Self.start(ofScalarBefore: start, in: bytes)
        let last = bytes[start - 1]
        // After a space: the font's kerning of the space with its neighbours narrows the space
        // between two words on one line (a line broken there is reshaped and loses it).
        if last == 0x20 {
            var kerning = metrics.spaceKerning(UTF8Scalars.decode(bytes, at: start).value, after: false, font: font)
            if start >= 2, bytes[start - 2] != 0x20 {
                let before = UTF8Scalars.decode(bytes, at: Self.start(ofScalarBefore: start - 1, in: bytes)).value
                kerning += metrics.spaceKerning(before, after: true, font: font)
            }
            return kerning
        }
        if last == 0x09 || last == 0x0A || last == 0x0D || last == 0x0C { return 0 }
        let (value, next) = UTF8Scalars.decode(bytes, at: start)
        return kerning(bytes, UTF8Scalars.decode(bytes, at: previous).value, at: previous, value, at: start, next: next)
    }

    /// ``kerning(_:before:)`` where the character `value` at `start` (up to `next`) follows
    /// `before` at `previous` in `bytes`, with no white space between them.
    @inline(__always)
    func kerning(_ bytes: UnsafeBufferPointer<UInt8>, _ before: UInt32, at previous: Int, _ value: UInt32, at start: Int,
                 next: Int) -> Double {
        // Emoji and regional indicators: two of them shaped as a pair may make one glyph (a flag),
        // which is no kerning; emoji fonts have none across a break.
        // An emoji modifier is shaped with the character before it, whatever that is (``CharacterClass/isEmojiModifier(_:)``).
        if !CharacterClass.isEmojiModifier(value), Self.isOutsideKerning(value) || Self.isOutsideKerning(before) { return 0 }
        guard let segmentCache, let key = TextSegmentCache.pairKey(handle: fontHandle, before, value) else {
            return pairKerning(bytes, previous, start, next)
        }
        return segmentCache._withUnsafeGuaranteedRef { $0.kerning(key) { self.pairKerning(bytes, previous, start, next) } }
    }

    /// The kerning of the characters at `previous` and `start` (which ends at `next`): how much
    /// narrower they are shaped together than apart.
    private func pairKerning(_ bytes: UnsafeBufferPointer<UInt8>, _ previous: Int, _ start: Int, _ next: Int) -> Double {
        let pair = metrics.advance(ofUTF8: UnsafeBufferPointer(rebasing: bytes[previous..<next]), font: font, handle: fontHandle)
        let first = metrics.advance(ofUTF8: UnsafeBufferPointer(rebasing: bytes[previous..<start]), font: font, handle: fontHandle)
        let second = metrics.advance(ofUTF8: UnsafeBufferPointer(rebasing: bytes[start..<next]), font: font, handle: fontHandle)
        return first + second - pair
    }

    private static func isOutsideKerning(_ value: UInt32) -> Bool {
        value >= 0x10000 || (0xFE00...0xFE0F).contains(value) || value == 0x200D || value == 0x20E3
    }

    private static func scalar(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UTF8Scalars.decode(bytes, at: start(ofScalarBefore: index, in: bytes)).value
    }

    static func start(ofScalarBefore index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var previous = index - 1
        while previous > 0, bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
        return previous
    }

    /// Break opportunities before and after a character of a text whose opportunities UAX #14
    /// did not give (ICU failed, or the text does not wrap): around wide characters (CJK).
    @inline(__always)
    func breaksAround(_ value: UInt32) -> (before: Bool, after: Bool) {
        guard wraps else { return (false, false) }
        guard value >= 0x1100, CharacterClass.isWide(value) else { return (false, false) }
        return (!CharacterClass.forbidsBreakBefore(value), !CharacterClass.forbidsBreakAfter(value))
    }
}
