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
    private var lastLineMetrics: (font: FontDescription, metrics: FontLineMetrics)?
    /// ``characterWidths(for:)`` by font.
    var characterWidthsCache: [FontDescription: CharacterWidths?] = [:]
    private let widths = ShapedWidthCache()
    /// ``punctuationSpacing(of:font:handle:)`` by chain and scalar (`id << 32 | scalar`).
    private let punctuation = TwoWayTable<PunctuationSpacing?>(bits: 10, empty: nil)
    private var spaceKerns: [SpaceKernKey: SpaceKernTable] = [:]
    private var lastSpaceKerns: (chain: Int, size: Double, table: SpaceKernTable)?

    private struct SpaceKernKey: Hashable {
        var chain: Int
        var size: Double
    }

    /// Words cut and measured by the line breaker (see ``TextSegment``).
    let segmentCache: TextSegmentCache?

    /// - Parameter keepsSegments: whether the line breaker keeps the words it cut (off: every
    ///   word is cut again, for tests that compare both ways).
    init(matcher: FontMatcher = FontMatcher(), keepsSegments: Bool = true) {
        self.matcher = matcher
        segmentCache = keepsSegments ? TextSegmentCache() : nil
    }

    /// The faces used so far, and what each drew (``FontUsage``).
    var fontUsage: FontUsage { matcher.usage }

    /// The chain of faces `font` resolves to.
    func chain(for font: FontDescription) -> FontChain {
        if let lastFont, let lastChain, lastFont == font { return lastChain }
        let chain = chains[font] ?? {
            let hint = font.fallbackHint > 0 && font.fallbackHint <= hintFaces.count ? hintFaces[font.fallbackHint - 1] : nil
            let made = FontChain(font: font, matcher: matcher, id: chains.count + 1, hint: hint)
            chains[font] = made
            chainsByID.append(Unmanaged.passUnretained(made))
            return made
        }()
        (lastFont, lastChain) = (font, chain)
        return chain
    }

    /// Chains by their number less one (their ``handle(for:)``). Unmanaged, so that finding
    /// one for every piece retains nothing: ``chains`` holds them for as long as this measurer.
    private var chainsByID: [Unmanaged<FontChain>] = []

    /// Calls `body` with the chain whose handle is `handle`, or else the chain of `font`.
    @inline(__always)
    private func withChain<Result>(_ handle: Int, font: FontDescription, _ body: (FontChain) -> Result) -> Result {
        guard handle > 0, handle <= chainsByID.count else { return body(chain(for: font)) }
        return chainsByID[handle - 1]._withUnsafeGuaranteedRef(body)
    }

    func handle(for font: FontDescription) -> Int {
        chain(for: font).id
    }

    /// Fallback faces by number (1 is the first), for ``FontDescription/fallbackHint``.
    private var hintFaces: [ShapingFace] = []

    /// ``fallbackFace(for:font:handle:)`` by chain and scalar (`id << 32 | scalar`).
    private let fallbackFaces = TwoWayTable<Int32>(bits: 12, empty: 0)

    deinit {
        fallbackFaces.deallocate()
        punctuation.deallocate()
    }

    func fallbackFace(for scalar: UInt32, font: FontDescription, handle: Int) -> Int {
        withChain(handle, font: font) { chain in
            let key = UInt64(chain.id) << 32 | UInt64(scalar)
            return Int(fallbackFaces.value(for: key) {
                Int32(chain.primary?.hasGlyph(scalar) == true ? 0 : findFallbackFace(for: scalar, font: font))
            })
        }
    }

    private func findFallbackFace(for scalar: UInt32, font: FontDescription) -> Int {
        var plain = font
        plain.fallbackHint = 0
        let chain = chain(for: plain)
        let cluster = GraphemeCluster(start: 0, end: 0, base: scalar, visibleScalars: [scalar], isEmojiPresentation: false)
        guard let face = chain.face(for: cluster), !chain.faces.contains(where: { $0 === face }) else { return 0 }
        if let known = hintFaces.firstIndex(where: { $0 === face }) { return known + 1 }
        hintFaces.append(face)
        return hintFaces.count
    }

    /// Blink's `FontMetrics`: ascent, descent and line gap each rounded to whole px.
    func lineMetrics(for font: FontDescription) -> FontLineMetrics {
        if let last = lastLineMetrics, last.font == font { return last.metrics }
        if let known = lineMetricsCache[font] {
            lastLineMetrics = (font, known)
            return known
        }
        var metrics = FontLineMetrics(ascent: font.size * 0.95, descent: font.size * 0.25, lineGap: 0,
                                      xHeight: font.size * 0.95 * FontLineMetrics.xHeightPerAscent)
        if let face = chain(for: font).primary {
            metrics = Self.rounded(face, size: font.size)
            // (Read here alone: a fallback run's extent needs none, and reading it loads a glyph.)
            let xHeight = face.xHeight(size: font.size)
            metrics.xHeight = xHeight > 0 ? xHeight : metrics.ascent * FontLineMetrics.xHeightPerAscent
        }
        lineMetricsCache[font] = metrics
        return metrics
    }

    /// The spacing of the face that draws `scalar` in `font`, with the mark's half-width reduction
    /// and advance.
    func punctuationSpacing(of scalar: UInt32, font: FontDescription, handle: Int) -> PunctuationSpacing? {
        withChain(handle, font: font) { chain in
            // A chain is made for one font description, size included.
            return punctuation.value(for: UInt64(chain.id) << 32 | UInt64(scalar)) {
                let cluster = GraphemeCluster(start: 0, end: 0, base: scalar, visibleScalars: [scalar], isEmojiPresentation: false)
                guard let face = chain.face(for: cluster), var classes = face.punctuationClasses(in: chain.locale) else {
                    return nil
                }
                (classes.halfWidthReduction, classes.halfWidthAdvance) = face.halfWidth(of: scalar, size: font.size,
                                                                                        locale: chain.locale)
                if font.italic, !face.isItalic {
                    // Quotes, whose ink sits high, no longer sit in one half of their advance.
                    // The other marks are classed by their slanted ink: in a bold weight, the
                    // family's bold face's (emboldened where it has none).
                    classes.quotesAreFullwidth = false
                    let bold = font.weight >= 600 && !face.isBold
                    let inkFace = bold ? matcher.boldSibling(of: face) ?? face : face
                    if let slanted = inkFace.slantedPunctuationClasses(size: font.size, in: chain.locale,
                                                                       emboldened: bold && !inkFace.isBold) {
                        (classes.dot, classes.colon, classes.semicolon) = slanted
                    } else {
                        classes.slant()
                    }
                }
                return classes
            }
        }
    }

    /// The `line-height: normal` extent of the fallback faces that draw `utf8` in `font`.
    func spaceKerning(_ scalar: UInt32, after: Bool, font: FontDescription) -> Double {
        // An emoji modifier after a space is shaped with it (one cluster): set narrower, in the
        // space's font, than at a line's start.
        guard scalar > 0x20, scalar < 0x3000 || CharacterClass.isEmojiModifier(scalar), let unicode = Unicode.Scalar(scalar)
        else { return 0 }
        let table = spaceKernTable(for: font)
        let key = scalar << 1 | (after ? 1 : 0)
        if let known = table.values[key] { return known }
        let single = Array(String(Character(unicode)).utf8)
        let pair = after ? single + [0x20] : [0x20] + single
        let apart = single.withUnsafeBufferPointer { advance(ofUTF8: $0, font: font) }
            + Self.space.withUnsafeBufferPointer { advance(ofUTF8: $0, font: font) }
        let value = apart - pair.withUnsafeBufferPointer { advance(ofUTF8: $0, font: font) }
        if table.values.count >= 50_000 { table.values.removeAll(keepingCapacity: true) }
        table.values[key] = value
        return value
    }

    /// Kerning with a space by (scalar << 1 | after), for one font (the last one asked is kept
    /// at hand: text asks for one font many times in a row).
    private final class SpaceKernTable {
        var values: [UInt32: Double] = [:]
    }

    private func spaceKernTable(for font: FontDescription) -> SpaceKernTable {
        let id = chain(for: font).id
        if let last = lastSpaceKerns, last.chain == id, last.size == font.size { return last.table }
        let key = SpaceKernKey(chain: id, size: font.size)
        let table = spaceKerns[key] ?? {
            let made = SpaceKernTable()
            spaceKerns[key] = made
            return made
        }()
        lastSpaceKerns = (id, font.size, table)
        return table
    }

    private static let space: [UInt8] = [0x20]

    /// The shaped advance of `utf8` in `font`, in CSS px.
    func advance(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> Double {
        guard !utf8.isEmpty else { return 0 }
        return shaped(utf8, font: font, handle: handle).width
    }

    func fallbackExtent(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> LineExtent? {
        guard !utf8.isEmpty else { return nil }
        return shaped(utf8, font: font, handle: handle).fallback
    }

    /// The shaped piece, its font's chain found by `handle` (``handle(for:)``) when it has one.
    func shaped(_ utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> ShapedPiece {
        // (Its runs are kept by their own fonts.)
        if font.smallCaps { return smallCapsPiece(utf8, font: font) }
        let size = font.size
        return withChain(handle, font: font) { chain in
            widths.piece(utf8, chain: chain.id, size: size) {
                StreamSafeText.capped(utf8).map { capped in
                    capped.withUnsafeBufferPointer { shape($0, chain: chain, size: size) }
                } ?? shape(utf8, chain: chain, size: size)
            }
        }
    }

    /// Splits the text into runs of one face each and adds up their shaped advances (16.16);
    /// unites the extents of the faces other than the primary one.
    private func shape(_ utf8: UnsafeBufferPointer<UInt8>, chain: FontChain, size: Double) -> ShapedPiece {
        if let primary = chain.primary, utf8.allSatisfy({ $0 < 0x80 }) {
            let shaped = primary.advance(ofUTF8: utf8, size: size, ligatures: chain.ligatures, locale: chain.locale)
            if shaped.missing == 0 { return ShapedPiece(width: Double(shaped.fixed) / 65536, fallback: nil) }
        }
        var total: Int64 = 0
        var fallback: LineExtent?
        var runStart = 0
        var runFace: ShapingFace?
        func closeRun(_ end: Int) {
            guard let face = runFace, runStart < end else { return }
            total += face.advance(ofUTF8: UnsafeBufferPointer(rebasing: utf8[runStart..<end]), size: size,
                                  ligatures: chain.ligatures, locale: chain.locale).fixed
            guard face !== chain.primary else { return }
            let metrics = Self.rounded(face, size: size)
            let extent = metrics.extent(lineHeight: metrics.normalLineHeight)
            fallback = LineExtent.united(fallback, extent)
        }
        func place(_ cluster: GraphemeCluster) {
            let face = chain.face(for: cluster)
            if face !== runFace {
                closeRun(cluster.start)
                (runStart, runFace) = (cluster.start, face)
            }
        }
        for cluster in GraphemeCluster.split(utf8) {
            if cluster.visibleScalars.count < 2 { place(cluster) } else { cluster.scriptParts(in: utf8).forEach(place) }
        }
        closeRun(utf8.count)
        return ShapedPiece(width: Double(total) / 65536, fallback: fallback)
    }

    /// A face's metrics at `size`, each rounded to whole px as Blink's `FontMetrics` rounds them.
    private static func rounded(_ face: ShapingFace, size: Double) -> FontLineMetrics {
        let raw = face.verticalMetrics(size: size)
        return FontLineMetrics(ascent: Double(raw.ascent.rounded()), descent: Double(raw.descent.rounded()),
                               lineGap: Double(raw.lineGap.rounded()))
    }
}
