extension LineBreaker {
    /// Whether the paragraph may break between `last`, the end of one text, and `first`, the
    /// start of the next (in another inline element, with no space between them), as
    /// Chromium's break iterator over the paragraph's text finds it.
    static func breaksBetween(_ last: UInt32, _ first: UInt32, run: TextRun) -> Bool {
        guard run.wraps else { return false }
        // Under `word-break: normal` the answer depends on the pair alone, and elements' texts
        // meet at the same few pairs row after row (`#wit` and `#life`): it is kept.
        guard !run.keepAll, !run.breakAll else { return pairBreaks(last, first, run: run) }
        return run.keptBoundary(last, first) { pairBreaks(last, first, run: run) }
    }

    /// The answer for the pair, as ``breakOpportunities(in:into:run:)`` finds it in `run`.
    private static func pairBreaks(_ last: UInt32, _ first: UInt32, run: TextRun) -> Bool {
        var pair: [UInt8] = []
        append(last, to: &pair)
        let boundary = pair.count
        append(first, to: &pair)
        var breaks: [UInt8] = []
        let found = pair.withUnsafeBufferPointer { breakOpportunities(in: $0, into: &breaks, run: run, startsWord: false) }
        return found != .none && breaks[boundary] != 0
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) else { return }
        bytes.append(contentsOf: encoded)
    }
}
