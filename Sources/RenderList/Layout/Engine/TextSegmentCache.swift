/// Cut segments (``TextSegment``) by the style they are set in and their bytes: the web twin
/// of a label that measures a word once. Rows of a list repeat their words, so most segments
/// cost one lookup. Per text measurer (one per thread); bounded: past `capacity` segments it
/// starts over; segments longer than `maxLength` bytes (URLs, long runs of emoji) and Chinese
/// and Japanese runs of more than a few characters (clauses and sentences: those scripts have
/// no spaces) are cut every time rather than kept (the line breaker adds those as it walks
/// them, ``LineBreaker/addLongIdeographicRun(_:run:afterSpace:kerningBefore:boundaryKerning:atTextEnd:)``).
///
/// Kept flat, for speed: one ``ByteKeyedTable`` over every style's segments, and their pieces
/// in one pool, which never moves and starts over with the table.
final class TextSegmentCache {
    /// What a segment's pieces depend on besides its bytes.
    struct RunKey: Hashable {
        var font: FontDescription
        var letterSpacing: Double
        var wordSpacing: Double
        var above: Double
        var below: Double
        var growsWithFallbackFaces: Bool
        var wraps: Bool
        var breakAll: Bool
        var keepAll: Bool
        var shift: Double
    }

    /// A kept segment: its ``TextSegment/wordWidth(in:)``, or else where its pieces lie in the
    /// pool; its kerning with spaces, and its ``TextSegment/Scripts`` (in fewer bytes: the front
    /// table holds a copy of this in each of its slots).
    private struct Kept {
        /// NaN: the segment is no such word.
        var wordWidth: Double
        var piecesStart: Int32
        var piecesCount: Int32
        var firstSpaceKerning: Double
        var lastSpaceKerning: Double
        var firstScript: Int16
        var endScript: Int16
        var endHint: Int32

        /// ``wordWidth`` when the segment is such a word.
        var word: Double? { wordWidth.isNaN ? nil : wordWidth }

        var scripts: TextSegment.Scripts {
            TextSegment.Scripts(first: firstScript, end: ScriptRun(script: endScript, hint: Int(endHint)))
        }
    }

    /// Segments kept at most, over all styles.
    var capacity: Int { segments.capacity }
    /// Segments kept now, over all styles.
    var count: Int { segments.count }
    /// Longer segments are not kept.
    let maxLength: Int
    private var tables: [RunKey: Int] = [:]
    private var last: (key: RunKey, table: Int)?
    private let segments: ByteKeyedTable<Kept>
    /// The same table, reached without counting a reference (``segments`` holds it).
    private let segmentsAtHand: Unmanaged<ByteKeyedTable<Kept>>
    /// The segments found last, in front of the table: the words a list repeats most.
    private let recent = RecentKeys<Kept>(empty: Kept(wordWidth: .nan, piecesStart: 0, piecesCount: 0, firstSpaceKerning: 0,
                                                      lastSpaceKerning: 0, firstScript: 0, endScript: 0, endHint: 0))
    /// The kept segments' pieces, one after the other; it never moves, and starts over with them.
    private let pool: UnsafeMutableBufferPointer<TextSegment.Piece>
    private var poolUsed = 0

    /// Kerning between two characters by font handle and pair (``pairKey(handle:_:_:)``).
    private let pairs = TwoWayTable<Double>(bits: 14, empty: 0)

    /// Whether a line may break between two characters where two texts meet
    /// (``boundaryKey(_:_:)``).
    private let boundaries = TwoWayTable<Bool>(bits: 10, empty: false)

    /// The key of the meeting of `last` and `first` (scalars) for ``boundary(_:_:)``.
    static func boundaryKey(_ last: UInt32, _ first: UInt32) -> UInt64? {
        packed(0, last, first)
    }

    /// The answer kept for `key`, or `find()` kept for it.
    func boundary(_ key: UInt64, _ find: () -> Bool) -> Bool {
        boundaries.value(for: key, find)
    }

    /// The width and extent of a piece of one or two characters, set in a style.
    struct Character {
        var width: Double
        var extent: LineExtent
    }

    /// Pieces of one or two characters by table and scalars (``characterKey(table:_:_:)``):
    /// Chinese and Japanese text is cut into those, and its runs are too long to be kept whole.
    private let characters = TwoWayTable<Character>(bits: 13, empty: Character(width: 0, extent: .zero))

    init(capacity: Int = 50_000, maxLength: Int = 128) {
        self.maxLength = maxLength
        segments = ByteKeyedTable(capacity: capacity)
        segmentsAtHand = Unmanaged.passUnretained(segments)
        pool = .allocate(capacity: capacity * 4)
    }

    deinit {
        pool.deallocate()
        pairs.deallocate()
        characters.deallocate()
        boundaries.deallocate()
        recent.deallocate()
    }

    /// The key of the pair `first`, `second` (scalars) in the font with `handle`; nil when
    /// they do not fit one.
    static func pairKey(handle: Int, _ first: UInt32, _ second: UInt32) -> UInt64? {
        handle > 0 ? packed(handle, first, second) : nil
    }

    /// `number` and two scalars (21 bits each) in one key; nil for a number from 2^21 (never
    /// in practice), which would not fit.
    private static func packed(_ number: Int, _ first: UInt32, _ second: UInt32) -> UInt64? {
        guard number >= 0, number < 1 << 21 else { return nil }
        return UInt64(number) << 42 | UInt64(first) << 21 | UInt64(second)
    }

    /// The kerning kept for `key`, or `measure()` kept for it.
    @inline(__always)
    func kerning(_ key: UInt64, _ measure: () -> Double) -> Double {
        pairs.value(for: key, measure)
    }

    /// The key of the piece of one character `first`, or of two, `first` then `second`, set in
    /// the style of `table`; nil when they do not fit one (tables from 2^21: never in practice).
    static func characterKey(table: Int, _ first: UInt32, _ second: UInt32? = nil) -> UInt64? {
        // A lone character's key has 0 where a second one would be, and no pair has that
        // (U+0000 is no character of a piece).
        packed(table, first, second ?? 0)
    }

    /// The piece kept for `key`, or `measure()` kept for it.
    @inline(__always)
    func character(_ key: UInt64, _ measure: () -> Character) -> Character {
        characters.value(for: key, measure)
    }

    /// A word too long for any line, broken between its clusters from a fresh line
    /// (`overflow-wrap`): its bytes and style (the table of its run), and the line's state
    /// (``LineBreaker/freshLineState``). The pieces it places depend on nothing else.
    struct BrokenWord: Hashable {
        var table: Int
        var bytes: [UInt8]
        var line: FreshLine
    }

    /// A fresh line as a broken word finds it: the room (in LayoutUnits), and the line's width
    /// so far (its indent) and the preserved spaces on it.
    struct FreshLine: Hashable {
        var availableUnits: Double
        var lineWidth: Double
        var spaceWidth: Double
    }

    /// A piece of a broken word as the line breaker placed it.
    struct PlacedPiece {
        var width: Double
        var above: Double
        var below: Double
        /// How much narrower its closing mark is set if the line ends after it.
        var trailingTrim = 0.0
    }

    /// Broken words kept at most (then they start over): a long URL or run of emoji that rows
    /// repeat is walked cluster by cluster once, not once per row.
    static let brokenWordCapacity = 1024
    private var brokenWords: [BrokenWord: [PlacedPiece]] = [:]
    /// Broken words kept now.
    var brokenWordCount: Int { brokenWords.count }

    /// The pieces kept for `key`, if any.
    func brokenWord(_ key: BrokenWord) -> [PlacedPiece]? {
        brokenWords[key]
    }

    /// Keeps the pieces `key` placed.
    func keep(_ pieces: [PlacedPiece], forBrokenWord key: BrokenWord) {
        if brokenWords.count >= Self.brokenWordCapacity { brokenWords.removeAll(keepingCapacity: true) }
        brokenWords[key] = pieces
    }

    /// The lines of short slot texts by recording (``InlineTape``) and bytes: names, titles and
    /// tags come back row after row. One bounded table per measurer, whatever the number of
    /// recordings (a table per recording grew with the row shapes).
    private let keptLines = ByteKeyedTable<LayoutEngine.InlineResult>(capacity: 4096, bytesPerEntry: 32)
    private var recordings = 0

    /// A number for a recording replayed with this measurer, never given before (so lines kept
    /// for a recording that is gone never answer for another).
    func newRecording() -> Int {
        recordings += 1
        return recordings
    }

    /// The lines kept for `key` (slot text bytes) in `recording`, or `lay()`'s, kept from now on.
    func lines(_ key: UnsafeBufferPointer<UInt8>, recording: Int,
               _ lay: () -> LayoutEngine.InlineResult) -> LayoutEngine.InlineResult {
        let hash = ByteKey.hash(key, recording, 0)
        if let kept = keptLines.value(for: key, recording, 0, hash: hash) { return kept }
        let result = lay()
        keptLines.insert(result, for: key, recording, 0, hash: hash)
        return result
    }

    /// How many tables of segments the cache holds (one per distinct ``RunKey``).
    var tableCount: Int { tables.count }

    /// The table of segments set as `key` says: a part of the cache, by its number.
    func table(for key: RunKey) -> Int {
        if let last, last.key == key { return last.table }
        let table = tables[key] ?? {
            tables[key] = tables.count
            return tables.count - 1
        }()
        last = (key, table)
        return table
    }

    /// Calls `body` with the cut of `bytes` set in `run`, cut now if not kept yet in `table`.
    /// The view is valid in `body` only.
    @inline(__always)
    func withSegment<Result>(_ bytes: UnsafeBufferPointer<UInt8>, table: Int, run: TextRun, hint: Int,
                                     _ body: (TextSegment.View) -> Result) -> Result {
        guard bytes.count <= maxLength, !bytes.isEmpty else { return withCut(bytes, run: run, hint: hint) { $0.withView(body) } }
        // Only a segment that starts with common characters depends on the run before it.
        let context = UnicodeScript.of(UTF8Scalars.decode(bytes, at: 0).value) == UnicodeScript.none ? UInt64(hint) : 0
        let hash = ByteKey.hash(bytes, table, context)
        if let kept = recent.value(for: bytes, table, context, hash: hash) ?? kept(bytes, table, context, hash: hash) {
            let start = Int(kept.piecesStart)
            return body(TextSegment.View(pieces: UnsafeBufferPointer(rebasing: pool[start..<start + Int(kept.piecesCount)]),
                                         wordWidth: kept.word, firstSpaceKerning: kept.firstSpaceKerning,
                                         lastSpaceKerning: kept.lastSpaceKerning, scripts: kept.scripts))
        }
        return withCut(bytes, run: run, hint: hint) { segment in
            store(segment, bytes, run: run, hash: hash, table: table, context: context)
            return segment.withView(body)
        }
    }

    /// A segment to cut those not kept into (``withCut(_:run:hint:_:)``), with the room of the
    /// ones cut before it.
    private var scratch = TextSegment()

    /// Calls `body` with `bytes` cut now, in ``scratch``. A cut inside `body` would find the
    /// scratch segment taken out (then it cuts into a segment of its own).
    private func withCut<Result>(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun, hint: Int,
                                 _ body: (TextSegment) -> Result) -> Result {
        var segment = TextSegment()
        swap(&segment, &scratch)
        defer { scratch = segment }
        segment.recut(bytes, run: run, hint: hint)
        return body(segment)
    }

    /// The segment kept in the table, remembered in front of it.
    @inline(__always)
    private func kept(_ bytes: UnsafeBufferPointer<UInt8>, _ table: Int, _ context: UInt64, hash: UInt64) -> Kept? {
        guard let kept = segmentsAtHand._withUnsafeGuaranteedRef({ $0.value(for: bytes, table, context, hash: hash) })
        else { return nil }
        recent.remember(kept, for: bytes, table, context, hash: hash)
        return kept
    }

    private func store(_ segment: TextSegment, _ bytes: UnsafeBufferPointer<UInt8>, run: TextRun, hash: UInt64, table: Int,
                       context: UInt64) {
        guard !Self.seldomReturns(segment, bytes) else { return }
        let wordWidth = segment.wordWidth(in: run)
        // A word kept as its width takes no room in the pool.
        let pieces = wordWidth == nil ? segment.pieces : []
        let scripts = segment.scripts
        guard pieces.count <= pool.count, let endHint = Int32(exactly: scripts.end.hint) else { return }
        if !segments.hasRoom(for: bytes.count) || poolUsed + pieces.count > pool.count { startOver() }
        let kept = Kept(wordWidth: wordWidth ?? .nan, piecesStart: Int32(poolUsed), piecesCount: Int32(pieces.count),
                        firstSpaceKerning: segment.firstSpaceKerning, lastSpaceKerning: segment.lastSpaceKerning,
                        firstScript: scripts.first, endScript: scripts.end.script, endHint: endHint)
        _ = UnsafeMutableBufferPointer(rebasing: pool[poolUsed...]).initialize(fromContentsOf: pieces)
        poolUsed += pieces.count
        segments.insert(kept, for: bytes, table, context, hash: hash)
    }

    /// Chinese and Japanese runs longer than this many pieces are not kept.
    static let longestKeptIdeographicRun = 8

    /// A Chinese or Japanese run of more than a few characters, alone or with Latin letters in
    /// it (`支持HTML5和CSS并…`): such text has no spaces, so the segment is a clause or a
    /// sentence, which seldom comes back (a word, a name or a tag does). Kept, those runs
    /// filled the pool and pushed out the words that do come back.
    private static func seldomReturns(_ segment: TextSegment, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard segment.pieces.count > longestKeptIdeographicRun else { return false }
        // Lead bytes 0xE3-0xE9 start U+3000-U+9FFF: CJK marks, kana and the unified ideographs.
        return segment.isIdeographic || bytes.contains { $0 >= 0xE3 && $0 <= 0xE9 }
    }

    /// Forgets every segment (pieces are plain values: nothing to deinitialize).
    private func startOver() {
        segments.removeAll()
        recent.removeAll()
        poolUsed = 0
    }
}
