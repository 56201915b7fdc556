extension LineBreaker {
    /// Breaks `text`, set in `style`, into words and spaces and adds them to the lines.
    mutating func addText(_ rawText: String, style: ComputedStyle) {
        guard !isFull else { return }
        var text = Self.transformed(rawText, style.textTransform)
        let run = TextRun(style: style, metrics: metrics)
        wraps = style.whiteSpace.wraps
        text.withUTF8 { addText($0, run: run) }
    }

    private mutating func addText(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun) {
        guard !bytes.isEmpty else { return }
        if isBuildingWord, lastScalar != 0,
           Self.breaksBetween(lastScalar, UTF8Scalars.decode(bytes, at: 0).value, run: run) {
            commitWord()
        }
        lastScalar = UTF8Scalars.decode(bytes, at: TextRun.start(ofScalarBefore: bytes.count, in: bytes)).value
        var opportunities: [UInt8] = []
        let useICU = run.usesUAX14 && Self.breakOpportunities(in: bytes, into: &opportunities)
        var wordStart = -1
        var index = 0
        while index < bytes.count, !isFull {
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            if value <= 0x20, value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D || value == 0x0C {
                flush(bytes, run, from: wordStart, to: index, opportunity: true)
                wordStart = -1
                addWhiteSpace(value, run: run)
            } else if value == 0x200B {
                flush(bytes, run, from: wordStart, to: index, opportunity: true)
                wordStart = -1
            } else if useICU {
                if wordStart >= 0, opportunities[index] != 0 {
                    flush(bytes, run, from: wordStart, to: index, opportunity: true)
                    wordStart = index
                } else if wordStart < 0 {
                    wordStart = index
                }
            } else if value >= 0x2D {
                let breaks = run.breaksAround(value)
                if breaks.before {
                    flush(bytes, run, from: wordStart, to: index, opportunity: true)
                    wordStart = -1
                }
                let start = wordStart >= 0 ? wordStart : index
                if breaks.after || (Self.isHyphen(value) && start < index) {
                    flush(bytes, run, from: start, to: next, opportunity: true)
                    wordStart = -1
                } else {
                    wordStart = start
                }
            } else if wordStart < 0 {
                wordStart = index
            }
            index = next
        }
        flush(bytes, run, from: wordStart, to: bytes.count, opportunity: false)
    }

    private mutating func addWhiteSpace(_ value: UInt32, run: TextRun) {
        let mode = run.style.whiteSpace
        if value == 0x0A, mode.preservesNewlines {
            forcedBreak()
        } else if value == 0x0D, mode.preservesNewlines {
            return
        } else if value == 0x09, mode.preservesSpaces {
            addSpace(tabAdvance(run: run), collapsible: false)
        } else {
            addSpace(run.spaceWidth, collapsible: !mode.preservesSpaces)
        }
    }

    /// Measures the word piece `start..<end` (start < 0: none) and adds it; commits the word at
    /// an opportunity. A piece too long for any line is broken between scalars when allowed.
    private mutating func flush(_ bytes: UnsafeBufferPointer<UInt8>, _ run: TextRun, from start: Int, to end: Int,
                                opportunity: Bool) {
        if start >= 0, start < end {
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let width = run.width(of: piece)
            if run.mayBreakWords, available > 0, available.isFinite, width > available {
                startFreshLine()
                var index = start
                while index < end {
                    let next = UTF8Scalars.decode(bytes, at: index).next
                    let piece = UnsafeBufferPointer(rebasing: bytes[index..<next])
                    let extent = run.extent(of: piece)
                    placePiece(run.width(of: piece), above: extent.above, below: extent.below)
                    index = next
                }
                return
            }
            let extent = run.extent(of: piece)
            let trims = run.punctuationTrims(bytes, from: start, to: end)
            appendToWord(width - trims.inner, above: extent.above, below: extent.below,
                         leadingTrim: trims.leading + run.kerning(bytes, before: start), trailingTrim: trims.trailing)
        }
        if opportunity { commitWord() }
    }

    /// Chromium's opportunities: its ASCII table between printable ASCII characters, UAX #14
    /// (ICU) elsewhere. False when there are none inside words (plain ASCII words) or ICU failed.
    static func breakOpportunities(in bytes: UnsafeBufferPointer<UInt8>, into breaks: inout [UInt8]) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard bytes.contains(where: { $0 == 0x2D || $0 == 0x3F || $0 == 0x28 || $0 == 0x3C || $0 == 0x5B || $0 == 0x7B })
            else { return false }
            breaks = [UInt8](repeating: 0, count: bytes.count)
        } else if LineBreakOpportunities.find(in: bytes, into: &breaks) {
            QuoteLineBreaks.apply(to: bytes, breaks: &breaks)
        } else {
            return false
        }
        AsciiLineBreaks.apply(to: bytes, breaks: &breaks)
        return true
    }

    private static func isHyphen(_ value: UInt32) -> Bool {
        value == 0x2D || value == 0x2010 || value == 0x2013 || value == 0x2014
    }

    private static func transformed(_ text: String, _ transform: TextTransform) -> String {
        switch transform {
        case .none: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalize:
            var result = ""
            var atWordStart = true
            for character in text {
                result += atWordStart ? character.uppercased() : String(character)
                atWordStart = character.isWhitespace
            }
            return result
        }
    }
}

/// What the line breaker needs to know about the style of one text node.
struct TextRun {
    let style: ComputedStyle
    let metrics: any TextMeasuring
    let font: FontDescription
    let above: Double
    let below: Double
    let spaceWidth: Double
    let mayBreakWords: Bool
    /// `line-height: normal`: fallback faces' metrics grow the line.
    private let growsWithFallbackFaces: Bool
    private let letterSpacing: Double
    private let wraps: Bool
    private let breakAll: Bool
    private let keepAll: Bool
    /// Break opportunities come from UAX #14 (ICU): wrapping text with `word-break: normal`.
    var usesUAX14: Bool { wraps && !breakAll && !keepAll }

    init(style: ComputedStyle, metrics: any TextMeasuring) {
        self.style = style
        self.metrics = metrics
        font = style.font
        (above, below) = LineBreaker.verticalExtent(of: style, metrics: metrics)
        let space = Self.space.withUnsafeBufferPointer { metrics.advance(ofUTF8: $0, font: style.font) }
        spaceWidth = space + style.wordSpacing + style.letterSpacing
        mayBreakWords = style.overflowWrap == .anywhere && style.whiteSpace.wraps
        growsWithFallbackFaces = style.lineHeight == .normal
        letterSpacing = style.letterSpacing
        wraps = style.whiteSpace.wraps
        breakAll = style.wordBreak == .breakAll
        keepAll = style.wordBreak == .keepAll
    }

    private static let space: [UInt8] = [0x20]

    /// Advance of `piece` plus letter-spacing after each character.
    func width(of piece: UnsafeBufferPointer<UInt8>) -> Double {
        let spacing = letterSpacing == 0 ? 0 : letterSpacing * Double(UTF8Scalars.count(piece))
        return metrics.advance(ofUTF8: piece, font: font) + spacing
    }

    /// How far `piece` reaches above and below the baseline: the text's own extent, grown by
    /// the fallback faces drawing it when `line-height` is `normal` (as Blink unites them).
    func extent(of piece: UnsafeBufferPointer<UInt8>) -> LineExtent {
        var extent = LineExtent(above: above, below: below)
        if growsWithFallbackFaces, let fallback = metrics.fallbackExtent(ofUTF8: piece, font: font) {
            extent.unite(fallback)
        }
        return extent
    }

    /// Fullwidth punctuation of the piece `start..<end` set half-width (``HanKerning``): next to
    /// other marks `inner` always, `leading` (an opening mark first in the piece) unless the
    /// piece starts a line; `trailing` (a closing mark last in it) when that alone lets it fit.
    func punctuationTrims(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                          to end: Int) -> (inner: Double, leading: Double, trailing: Double) {
        var (inner, leading, trailing) = (0.0, 0.0, 0.0)
        var index = start
        while index < end {
            guard bytes[index] >= 0xC2 else { index += 1; continue }
            let (value, next) = UTF8Scalars.decode(bytes, at: index)
            if HanKerning.mayBePunctuation(value), let spacing = metrics.punctuationSpacing(of: value, font: font) {
                if next == end, HanKerning.mayTrimAtLineEnd(value) { trailing = spacing.halfWidthReduction }
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
        return (inner, leading, trailing)
    }

    /// How much the piece starting at `start` narrows its line when it follows the character
    /// before it there: Blink shapes the whole text, so a font's kerning (`kern`, `chws`) joins
    /// the pair across the break opportunity; a line broken there is reshaped and loses it.
    /// 0 after white space (a piece that follows a space was measured on its own, as before).
    func kerning(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Double {
        guard start > 0, start < bytes.count else { return 0 }
        let previous = Self.start(ofScalarBefore: start, in: bytes)
        let last = bytes[start - 1]
        if last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D || last == 0x0C { return 0 }
        let (value, next) = UTF8Scalars.decode(bytes, at: start)
        // Emoji and regional indicators: two of them shaped as a pair may make one glyph (a flag),
        // which is no kerning; emoji fonts have none across a break.
        if Self.isOutsideKerning(value) || Self.isOutsideKerning(UTF8Scalars.decode(bytes, at: previous).value) { return 0 }
        let pair = metrics.advance(ofUTF8: UnsafeBufferPointer(rebasing: bytes[previous..<next]), font: font)
        let first = metrics.advance(ofUTF8: UnsafeBufferPointer(rebasing: bytes[previous..<start]), font: font)
        let second = metrics.advance(ofUTF8: UnsafeBufferPointer(rebasing: bytes[start..<next]), font: font)
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

    /// Break opportunities before and after a character (CJK and `word-break: break-all`).
    @inline(__always)
    func breaksAround(_ value: UInt32) -> (before: Bool, after: Bool) {
        guard wraps else { return (false, false) }
        if breakAll, !CharacterClass.isZeroWidth(value) { return (true, true) }
        guard !keepAll, value >= 0x1100, CharacterClass.isWide(value) else { return (false, false) }
        return (!CharacterClass.forbidsBreakBefore(value), !CharacterClass.forbidsBreakAfter(value))
    }
}
