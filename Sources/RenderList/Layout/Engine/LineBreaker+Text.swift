extension LineBreaker {
    /// Breaks `text`, set in `style`, into words and spaces and adds them to the lines.
    mutating func addText(_ rawText: String, style: ComputedStyle) {
        guard !isFull else { return }
        let text = Self.transformed(rawText, style.textTransform)
        var run = TextRun(style: style, metrics: metrics, text: text)
        wraps = style.whiteSpace.wraps
        let scalars = text.unicodeScalars
        var wordStart: String.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex, !isFull {
            let value = scalars[index].value
            let next = scalars.index(after: index)
            if value <= 0x20, value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D || value == 0x0C {
                flush(&run, from: wordStart, to: index, opportunity: true)
                wordStart = nil
                addWhiteSpace(value, run: run)
            } else if value == 0x200B {
                flush(&run, from: wordStart, to: index, opportunity: true)
                wordStart = nil
            } else {
                let breaks = run.breaksAround(value)
                if breaks.before, let start = wordStart, start < index {
                    flush(&run, from: start, to: index, opportunity: true)
                    wordStart = nil
                } else if breaks.before, wordStart == nil {
                    commitWord()
                }
                let start = wordStart ?? index
                if breaks.after || (Self.isHyphen(value) && start < index) {
                    flush(&run, from: start, to: next, opportunity: true)
                    wordStart = nil
                } else {
                    wordStart = start
                }
            }
            index = next
        }
        flush(&run, from: wordStart, to: scalars.endIndex, opportunity: false)
    }

    private mutating func addWhiteSpace(_ value: UInt32, run: TextRun) {
        let mode = run.style.whiteSpace
        if value == 0x0A, mode.preservesNewlines {
            forcedBreak()
        } else if value == 0x0D, mode.preservesNewlines {
            return
        } else if value == 0x09, mode.preservesSpaces {
            addSpace(run.spaceWidth * 8, collapsible: false)
        } else {
            addSpace(run.spaceWidth, collapsible: !mode.preservesSpaces)
        }
    }

    /// Measures the word piece `start..<end` and adds it; commits the word at an opportunity.
    private mutating func flush(_ run: inout TextRun, from start: String.Index?, to end: String.Index, opportunity: Bool) {
        if let start, start < end {
            let piece = Substring(run.text.unicodeScalars[start..<end])
            let width = run.width(of: piece)
            if run.mayBreakWords, available > 0, available.isFinite, width > available {
                startFreshLine()
                for character in piece.indices {
                    let one = piece[character...character]
                    placePiece(run.width(of: one), above: run.above, below: run.below)
                }
                return
            }
            appendToWord(width, above: run.above, below: run.below)
        }
        if opportunity { commitWord() }
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

/// What the line breaker needs to know about the text of one text node.
struct TextRun {
    let style: ComputedStyle
    let metrics: any TextMeasuring
    let text: String
    let font: FontDescription
    let above: Double
    let below: Double
    let spaceWidth: Double
    let mayBreakWords: Bool
    private let breakAll: Bool
    private let keepAll: Bool

    init(style: ComputedStyle, metrics: any TextMeasuring, text: String) {
        self.style = style
        self.metrics = metrics
        self.text = text
        font = style.font
        (above, below) = LineBreaker.verticalExtent(of: style, metrics: metrics)
        spaceWidth = metrics.advance(of: " ", font: font) + style.wordSpacing + style.letterSpacing
        mayBreakWords = style.overflowWrap == .anywhere && style.whiteSpace.wraps
        breakAll = style.wordBreak == .breakAll
        keepAll = style.wordBreak == .keepAll
    }

    /// Advance of `piece` plus letter-spacing after each character.
    func width(of piece: Substring) -> Double {
        let spacing = style.letterSpacing == 0 ? 0 : style.letterSpacing * Double(piece.unicodeScalars.count)
        return metrics.advance(of: piece, font: font) + spacing
    }

    /// Break opportunities before and after a character (CJK and `word-break: break-all`).
    func breaksAround(_ value: UInt32) -> (before: Bool, after: Bool) {
        guard style.whiteSpace.wraps else { return (false, false) }
        if breakAll, !CharacterClass.isZeroWidth(value) { return (true, true) }
        guard !keepAll, CharacterClass.isWide(value) else { return (false, false) }
        return (!CharacterClass.forbidsBreakBefore(value), !CharacterClass.forbidsBreakAfter(value))
    }
}
