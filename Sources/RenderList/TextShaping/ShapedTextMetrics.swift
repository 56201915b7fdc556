/// Exact text metrics: the fonts Chromium would use (fontconfig, with per-character
/// fallback), shaped with HarfBuzz at full precision (16.16 px), `line-height: normal` from the
/// font's tables rounded as Blink rounds them. Caches shaped widths per font, size and text.
///
/// Not thread-safe (faces reuse their HarfBuzz buffers): one per height model.
final class ShapedTextMetrics: TextMeasuring {
    private let matcher: FontMatcher
    private var chains: [FontDescription: FontChain] = [:]
    private var lastFont: FontDescription?
    private var lastChain: FontChain?
    private var lineMetricsCache: [FontDescription: FontLineMetrics] = [:]
    private var widths = ShapedWidthCache()
    private var punctuation: [PunctuationKey: PunctuationSpacing?] = [:]

    private struct PunctuationKey: Hashable {
        var chain: Int
        var size: Double
        var scalar: UInt32
    }

    init(matcher: FontMatcher = FontMatcher()) {
        self.matcher = matcher
    }

    /// The chain of faces `font` resolves to.
    func chain(for font: FontDescription) -> FontChain {
        if let lastFont, let lastChain, lastFont == font { return lastChain }
        let chain = chains[font] ?? {
            let made = FontChain(font: font, matcher: matcher, id: chains.count + 1)
            chains[font] = made
            return made
        }()
        (lastFont, lastChain) = (font, chain)
        return chain
    }

    /// Blink's `FontMetrics`: ascent, descent and line gap each rounded to whole px.
    func lineMetrics(for font: FontDescription) -> FontLineMetrics {
        if let known = lineMetricsCache[font] { return known }
        var metrics = FontLineMetrics(ascent: font.size * 0.95, descent: font.size * 0.25, lineGap: 0)
        if let face = chain(for: font).primary {
            let raw = face.verticalMetrics(size: font.size)
            metrics = FontLineMetrics(ascent: Double(raw.ascent.rounded()), descent: Double(raw.descent.rounded()),
                                      lineGap: Double(raw.lineGap.rounded()))
        }
        lineMetricsCache[font] = metrics
        return metrics
    }

    /// The shaped advance of `utf8` in `font`, in CSS px.
    func advance(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription) -> Double {
        guard !utf8.isEmpty else { return 0 }
        let chain = chain(for: font)
        if let cached = widths.lookup(utf8, chain: chain.id, size: font.size) { return cached }
        let width = Double(shapedAdvance(utf8, chain: chain, size: font.size)) / 65536
        widths.store(width, for: utf8, chain: chain.id, size: font.size)
        return width
    }

    /// The spacing of the face that draws `scalar` in `font`, with the mark's half-width reduction.
    func punctuationSpacing(of scalar: UInt32, font: FontDescription) -> PunctuationSpacing? {
        let chain = chain(for: font)
        let key = PunctuationKey(chain: chain.id, size: font.size, scalar: scalar)
        if let known = punctuation[key] { return known }
        let cluster = GraphemeCluster(start: 0, end: 0, base: scalar, visibleScalars: [scalar], isEmojiPresentation: false)
        var spacing: PunctuationSpacing?
        if let face = chain.face(for: cluster), var classes = face.punctuationClasses {
            classes.halfWidthReduction = face.halfWidthReduction(of: scalar, size: font.size)
            spacing = classes
        }
        punctuation[key] = spacing
        return spacing
    }

    /// Splits the text into runs of one face each and adds up their shaped advances (16.16).
    private func shapedAdvance(_ utf8: UnsafeBufferPointer<UInt8>, chain: FontChain, size: Double) -> Int64 {
        if let primary = chain.primary, utf8.allSatisfy({ $0 < 0x80 }) {
            let shaped = primary.advance(ofUTF8: utf8, size: size)
            if shaped.missing == 0 { return shaped.fixed }
        }
        var total: Int64 = 0
        var runStart = 0
        var runFace: ShapingFace?
        for cluster in GraphemeCluster.split(utf8) {
            let face = chain.face(for: cluster)
            if face !== runFace {
                if let runFace, runStart < cluster.start {
                    total += runFace.advance(ofUTF8: UnsafeBufferPointer(rebasing: utf8[runStart..<cluster.start]), size: size).fixed
                }
                (runStart, runFace) = (cluster.start, face)
            }
        }
        if let runFace, runStart < utf8.count {
            total += runFace.advance(ofUTF8: UnsafeBufferPointer(rebasing: utf8[runStart...]), size: size).fixed
        }
        return total
    }
}
