extension LineBreaker {
    /// Whether the paragraph may break between `last`, the end of one text, and `first`, the
    /// start of the next (in another inline element, with no space between them), as
    /// Chromium's break iterator over the paragraph's text finds it.
    static func breaksBetween(_ last: UInt32, _ first: UInt32, run: TextRun) -> Bool {
        guard run.usesUAX14 else {
            return run.breaksAround(last).after && run.breaksAround(first).before
        }
        if run.keepAll { return !KeepAll.keeps(last, first) && uax14Breaks(between: last, first) }
        if run.breakAll {
            return BreakAll.breaks(after: .of(last), before: .of(first)) || uax14Breaks(between: last, first)
        }
        // Elements' texts meet at the same few pairs row after row (`#wit` and `#life`).
        return run.keptBoundary(last, first) { uax14Breaks(between: last, first) }
    }

    /// UAX #14's answer for the pair, as ``breakOpportunities(in:into:)`` finds it.
    private static func uax14Breaks(between last: UInt32, _ first: UInt32) -> Bool {
        var pair: [UInt8] = []
        append(last, to: &pair)
        let boundary = pair.count
        append(first, to: &pair)
        var breaks: [UInt8] = []
        let found = pair.withUnsafeBufferPointer { breakOpportunities(in: $0, into: &breaks) }
        return found != .none && breaks[boundary] != 0
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) else { return }
        bytes.append(contentsOf: encoded)
    }
}
