/// One inline formatting context of a filled cell that holds text from the row's text slots,
/// recorded as the steps its line breaker took: the web twin of the one label of a prototype
/// cell whose text changes from row to row. Fed again with another row's texts it gives that
/// row's lines without binding or styling the cell again.
final class InlineTape {
    /// The steps; text styles index ``styles``.
    let ops: [InlineOp]
    /// The styles the steps are set in, then the block container's (the strut), last.
    let styles: [ComputedStyle]
    /// The width of the line boxes (0 and infinity: min- and max-content).
    let width: Double
    /// Whether the first line takes the strut's `text-indent` (``LineBreaker/init(metrics:available:maxLines:strut:strutExtent:indents:)``).
    let indents: Bool
    /// What the lines gave when the tape was recorded.
    let result: LayoutEngine.InlineResult
    /// ``styles`` made into text runs, once, for the measurer the tape is replayed with.
    private let runs = TextRuns()
    /// The row text slots the steps take their text from, in order, once each.
    private let slots: [Int]

    private final class TextRuns {
        var runs: [TextRun] = []
        /// The strut's extent (``LineBreaker/verticalExtent(of:metrics:)``) in the measurer.
        var strutExtent = (0.0, 0.0)
        /// Held, so that its identity cannot pass to another measurer.
        var measurer: (any TextMeasuring)?
        /// The measurer's segment cache, reached without counting references (the measurer,
        /// held above, holds it).
        var cache: Unmanaged<TextSegmentCache>?
        /// This tape's number in the measurer's kept lines (``TextSegmentCache/lines(_:recording:_:)``).
        var recording = 0
        /// The key of the row's slot texts, refilled for every row (``fillKey(_:)``): room for
        /// ``InlineTape/keptTextLength`` bytes, made once (an array here was retained for every row).
        let key = UnsafeMutablePointer<UInt8>.allocate(capacity: InlineTape.keptTextLength)
        var keyCount = 0

        deinit { key.deallocate() }
    }

    /// Slot texts longer than this (in UTF-8 bytes, together) are laid out every time; shorter
    /// ones are kept with their lines by the measurer, by their bytes (not as strings: two
    /// canonically equivalent texts are equal strings, and may still be set differently).
    static let keptTextLength = 64

    /// Records `ops`, whose styles index `allStyles`, laid out over `strut` at `width`.
    init(ops: [InlineOp], strut: ComputedStyle, width: Double, indents: Bool = true, result: LayoutEngine.InlineResult,
         allStyles: [ComputedStyle]) {
        var local: [Int32: Int32] = [:]
        var styles: [ComputedStyle] = []
        self.ops = ops.map { op in
            guard case .text(let text, let style, let slot) = op else { return op }
            let index = local[style] ?? {
                styles.append(allStyles[Int(style)])
                local[style] = Int32(styles.count - 1)
                return Int32(styles.count - 1)
            }()
            return .text(slot == nil ? text : "", style: index, slot: slot)
        }
        styles.append(strut)
        self.styles = styles
        var slots: [Int] = []
        for case .text(_, _, let slot?) in ops where !slots.contains(slot) { slots.append(slot) }
        self.slots = slots
        self.width = width
        self.indents = indents
        self.result = result
    }

    /// The lines of this context with `texts[slot]` in every text slot.
    func replay(metrics: any TextMeasuring, texts: [String]) -> LayoutEngine.InlineResult {
        if runs.measurer !== metrics { prepare(for: metrics) }
        guard let cache = runs.cache, fillKey(texts) else { return lines(metrics: metrics, texts: texts) }
        return cache._withUnsafeGuaranteedRef {
            $0.lines(UnsafeBufferPointer(start: runs.key, count: runs.keyCount), recording: runs.recording) {
                lines(metrics: metrics, texts: texts)
            }
        }
    }

    /// Makes ``styles`` into text runs for `metrics`, the measurer the tape is replayed with from now on.
    private func prepare(for metrics: any TextMeasuring) {
        runs.runs = styles.map { TextRun(style: $0, metrics: metrics) }
        runs.strutExtent = LineBreaker.verticalExtent(of: styles[styles.count - 1], metrics: metrics)
        runs.measurer = metrics
        runs.cache = metrics.segmentCache.map { Unmanaged.passUnretained($0) }
        runs.recording = runs.cache?._withUnsafeGuaranteedRef { $0.newRecording() } ?? 0
    }

    /// Fills the key of the slot texts this tape takes (each as its length in bytes, then its
    /// bytes) when they are short together; false otherwise. The lines are a function of the
    /// tape, the measurer and these bytes alone.
    private func fillKey(_ texts: [String]) -> Bool {
        var count = 0
        let key = runs.key
        for slot in slots {
            var text = texts[slot]
            let fits = text.withUTF8 { bytes in
                guard count + 1 + bytes.count <= Self.keptTextLength else { return false }
                key[count] = UInt8(bytes.count)
                if let base = bytes.baseAddress { (key + count + 1).update(from: base, count: bytes.count) }
                count += 1 + bytes.count
                return true
            }
            guard fits else { return false }
        }
        runs.keyCount = count
        return true
    }

    private func lines(metrics: any TextMeasuring, texts: [String]) -> LayoutEngine.InlineResult {
        var breaker = LineBreaker(metrics: metrics, available: width, maxLines: nil, strut: styles[styles.count - 1],
                                  strutExtent: runs.strutExtent,
                                  indents: indents)
        breaker.add(ops, styles: styles, runs: runs.runs) { texts[$0] }
        breaker.finish()
        return LayoutEngine.InlineResult(height: breaker.height, maxLineWidth: breaker.maxLineWidth,
                                         lineCount: breaker.lineCount, lastBaseline: breaker.lastBaseline,
                                         firstBaseline: breaker.firstBaseline, linesAtStrut: breaker.linesAtStrut)
    }

    /// Whether `other` is this context, recorded by another viewport class's model, set at
    /// another width perhaps: the same steps, styles that set text alike, the same indent rule.
    /// Replayed with the same texts, the two differ by their lines' width alone.
    func setsLike(_ other: InlineTape) -> Bool {
        indents == other.indents && ops.count == other.ops.count && styles.count == other.styles.count
            && zip(ops, other.ops).allSatisfy { $0.matches($1) }
            && zip(styles, other.styles).allSatisfy { $0.setsTextLike($1) }
    }

    /// Whether the lines' count can only fall as the width grows, all else equal: the width is
    /// a line width (not a min- or max-content measure) and the first line's indent does not
    /// grow with it. Lines are filled greedily, so each line ends no earlier at a wider width.
    var isWidthMonotone: Bool {
        guard width.isFinite, width > 0 else { return false }
        if !indents { return true }
        switch styles[styles.count - 1].textIndent {
        case .px: return true
        default: return false
        }
    }

    /// Whether `other` is this context with other text in its slots: the same steps, styles and width.
    func matches(_ other: InlineTape) -> Bool {
        width == other.width && indents == other.indents && ops.count == other.ops.count && styles.count == other.styles.count
            && zip(styles, other.styles).allSatisfy { $0 === $1 }
            && zip(ops, other.ops).allSatisfy { $0.matches($1) }
    }
}

extension LayoutEngine.InlineResult {
    /// What layout reads of a context's lines: their height and last baseline, and at min- and
    /// max-content widths the widest line. Two rows whose contexts agree on these lay out alike.
    func appendKey(at width: Double, to key: inout [Double]) {
        key.append(height)
        key.append(lastBaseline ?? -1)
        key.append(firstBaseline ?? -1)
        if width == 0 || !width.isFinite { key.append(maxLineWidth) }
    }
}
