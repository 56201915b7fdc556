extension LineBreaker {
    /// Breaks `text`, set in `style`, into words and spaces and adds them to the lines.
    mutating func addText(_ rawText: String, style: ComputedStyle) {
        guard !isFull else {
            if !rawText.utf8.allSatisfy(CSSReader.isSpace) { droppedContent = true }
            return
        }
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
        let clusterStarts = Self.clusterStarts(in: bytes, when: run.wraps && run.breakAll)
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
                // A zero width space is content (it makes a line box) and a break opportunity.
                flush(bytes, run, from: wordStart, to: index, opportunity: true)
                wordStart = -1
                appendToWord(0, above: run.above, below: run.below)
                commitWord()
            } else if useICU {
                if wordStart >= 0, opportunities[index] != 0 {
                    flush(bytes, run, from: wordStart, to: index, opportunity: true)
                    wordStart = index
                } else if wordStart < 0 {
                    wordStart = index
                }
            } else if value >= 0x2D {
                var breaks = run.breaksAround(value)
                if breaks.after, next < bytes.count,
                   CharacterClass.forbidsBreakBefore(UTF8Scalars.decode(bytes, at: next).value) {
                    breaks.after = false  // a closing mark never starts a line
                }
                if !clusterStarts.isEmpty {  // never inside a grapheme cluster (emoji sequences, marks)
                    breaks.before = breaks.before && clusterStarts[index]
                    breaks.after = breaks.after && (next == bytes.count || clusterStarts[next])
                }
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

    /// `overflow-wrap`: a word too long for any line, broken between grapheme clusters. Each
    /// line's part is measured as one shaped run (as Blink reshapes a broken word), so joined
    /// scripts keep their joined forms and kerning stays inside the line.
    private mutating func breakWord(_ bytes: UnsafeBufferPointer<UInt8>, _ run: TextRun, from start: Int, to end: Int) {
        startFreshLine()
        var lineStart = start
        var onLine = 0.0
        for cluster in GraphemeCluster.split(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
            let (clusterStart, clusterEnd) = (start + cluster.start, start + cluster.end)
            var width = run.width(of: UnsafeBufferPointer(rebasing: bytes[lineStart..<clusterEnd])) - onLine
            if wouldWrap(width) {
                (lineStart, onLine) = (clusterStart, 0)
                width = run.width(of: UnsafeBufferPointer(rebasing: bytes[clusterStart..<clusterEnd]))
            }
            let extent = run.extent(of: UnsafeBufferPointer(rebasing: bytes[clusterStart..<clusterEnd]))
            placePiece(width, above: extent.above, below: extent.below)
            onLine += width
        }
    }

    /// A preserved tab's advance: to the next tab stop (every `tab-size` spaces from the line's
    /// start), skipping a stop closer than half a space, as Blink's `Font::TabWidth` does.
    func tabAdvance(run: TextRun) -> Double {
        let style = run.style
        let stop = style.tabSizePx ?? style.tabSize * run.spaceWidth
        guard stop > 0 else { return 0 }
        let distance = stop - penPosition.truncatingRemainder(dividingBy: stop)
        return distance < run.spaceWidth / 2 ? distance + stop : distance
    }

    /// For each byte offset of `bytes`, whether a grapheme cluster starts there; empty when
    /// not `needed` or for ASCII text (every byte starts one).
    private static func clusterStarts(in bytes: UnsafeBufferPointer<UInt8>, when needed: Bool) -> [Bool] {
        guard needed, bytes.contains(where: { $0 >= 0x80 }) else { return [] }
        var starts = [Bool](repeating: false, count: bytes.count + 1)
        for cluster in GraphemeCluster.split(bytes) { starts[cluster.start] = true }
        starts[bytes.count] = true
        return starts
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
                breakWord(bytes, run, from: start, to: end)
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

    /// The simple title case of a character, one code point for one (ǆ → ǅ), as Blink maps
    /// it: a character whose title case is longer (ﬂ → Fl) stays as it is.
    private static func titlecased(_ character: Character) -> String {
        guard let first = character.unicodeScalars.first else { return String(character) }
        let mapped = first.properties.titlecaseMapping.unicodeScalars
        guard mapped.count == 1 else { return String(character) }
        var result = String.UnicodeScalarView(mapped)
        result.append(contentsOf: character.unicodeScalars.dropFirst())
        return String(result)
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
                result += atWordStart ? Self.titlecased(character) : String(character)
                atWordStart = character.isWhitespace
            }
            return result
        }
    }
}
