extension LineBreaker {
    /// Whether the paragraph may break between `last`, the end of one text, and `first`, the
    /// start of the next (in another inline element, with no space between them), as
    /// Chromium's break iterator over the paragraph's text finds it.
    /// `run` is the text before's; `wraps`, whether a line may break there at all (Blink asks
    /// in the style of the text before, or of the box that ended after it).
    /// `context`: the characters before `last` and after `first`, when either is a curly quote.
    static func breaksBetween(_ last: UInt32, _ first: UInt32, run: TextRun, wraps: Bool,
                              context: QuoteLineBreaks.Context = .none) -> Bool {
        guard wraps else { return false }
        if context != .none { return pairBreaks(last, first, run: run, context: context) }
        // Under `word-break: normal` the answer depends on the pair alone, and elements' texts
        // meet at the same few pairs row after row (`#wit` and `#life`): it is kept.
        // Not where the language decides, though: 〜 and ゠ in Chinese (``TextLocale/breaksAroundWaveDash``).
        guard !run.keepAll, !run.breakAll, !IdeographicLineBreaks.isWaveDash(last), !IdeographicLineBreaks.isWaveDash(first)
        else { return pairBreaks(last, first, run: run) }
        return run.keptBoundary(last, first) { pairBreaks(last, first, run: run) }
    }

    /// The answer for the pair, as ``breakOpportunities(in:into:run:)`` finds it in `run`.
    private static func pairBreaks(_ last: UInt32, _ first: UInt32, run: TextRun,
                                   context: QuoteLineBreaks.Context = .none) -> Bool {
        pairBreaks(last, first, context: context) { bytes, breaks in
            run.wraps ? breakOpportunities(in: bytes, into: &breaks, run: run, startsWord: false)
                : breakOpportunities(in: bytes, into: &breaks, startsWord: false)
        }
    }

    /// Whether a line may break between `last` and `first` under `word-break: break-all`, where
    /// two boxes whose text may not wrap meet inside one that breaks all (UAX #14's answer,
    /// or ``BreakAll``'s).
    static func breaksBetweenBreakingAll(_ last: UInt32, _ first: UInt32) -> Bool {
        pairBreaks(last, first) { bytes, breaks in
            if breakOpportunities(in: bytes, into: &breaks, startsWord: false) == .none {
                breaks = Array(repeating: 0, count: bytes.count)
            }
            BreakAll.apply(to: bytes, breaks: &breaks)
            return .uax14
        }
    }

    /// Whether a line may break between `last`, which ends text that may not wrap, and an image
    /// or inline-block after it, as UAX #14 says of `last` before an object (U+FFFC): not after
    /// an opening bracket or quote, a no-break space or a zero-width joiner. (Next to an atomic
    /// inline in text that may wrap, CSS always lets a line break.)
    static func breaksBeforeAtomic(after last: UInt32) -> Bool {
        pairBreaks(last, 0xFFFC) { breakOpportunities(in: $0, into: &$1, startsWord: false) }
    }

    /// Whether `find` puts an opportunity between `last` and `first`, with the characters of
    /// `context` around them.
    private static func pairBreaks(_ last: UInt32, _ first: UInt32, context: QuoteLineBreaks.Context = .none,
                                   find: (UnsafeBufferPointer<UInt8>, inout [UInt8]) -> OpportunitySource) -> Bool {
        var pair: [UInt8] = []
        if context.before != 0 { append(context.before, to: &pair) }
        append(last, to: &pair)
        let boundary = pair.count
        append(first, to: &pair)
        if context.after != 0 { append(context.after, to: &pair) }
        var breaks: [UInt8] = []
        let found = pair.withUnsafeBufferPointer { find($0, &breaks) }
        return found != .none && breaks[boundary] != 0
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) else { return }
        bytes.append(contentsOf: encoded)
    }

    /// The last scalar of `bytes` that is no mark, variation selector, keycap or tag: the base
    /// of its last cluster, which decides a break after it (`❤️` breaks before a letter as `❤`
    /// does; a lone selector would read as a letter). A skin tone counts as itself: it is a
    /// class of its own to line breaking (UAX #14's EM), after a space or a letter too, where
    /// Blink breaks after it (`tempor 🏻|Lorem`).
    static func lastBase(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var end = bytes.count
        var value: UInt32 = 0
        while end > 0 {
            let start = TextRun.start(ofScalarBefore: end, in: bytes)
            value = UTF8Scalars.decode(bytes, at: start).value
            guard extendsCluster(value) else { return value }
            end = start
        }
        return value
    }

    private static func extendsCluster(_ value: UInt32) -> Bool {
        switch value {
        case 0xFE00...0xFE0F, 0x20E3, 0xE0020...0xE007F: return true
        case 0..<0x300: return false
        default:
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }
}
