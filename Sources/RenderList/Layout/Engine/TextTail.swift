/// The end of a text added to the lines, as the text that comes next may be shaped with it:
/// Blink shapes the texts of neighbouring elements together when they have one font and no
/// margin, border or padding between them (`A <span>August</span> B`), so the font's kerning
/// applies where they meet, as within one text.
struct TextTail {
    /// The run's font (``TextRun/fontHandle``: one per font description) and spacing.
    private let fontHandle: Int
    private let letterSpacing: Double
    private let spaceWidth: Double
    /// The text's last scalar.
    private let last: UInt32
    /// The spacing of the face that draws the last scalar, when that may be a fullwidth mark.
    private let lastMarkSpacing: PunctuationSpacing?
    /// The kerning of the word before a final single space with that space (0 otherwise).
    let spaceKerning: Double
    /// No edge (margin, border, padding) came after the text: the next may share its shaping.
    var sharesShaping = true

    /// The tail of `bytes` (not empty) set in `run`; `spaceKerning`: the kerning of its last
    /// word with a space after it.
    init(_ bytes: UnsafeBufferPointer<UInt8>, run: TextRun, spaceKerning: Double) {
        fontHandle = run.fontHandle
        letterSpacing = run.letterSpacing
        spaceWidth = run.spaceWidth
        let lastStart = TextRun.start(ofScalarBefore: bytes.count, in: bytes)
        last = UTF8Scalars.decode(bytes, at: lastStart).value
        lastMarkSpacing = HanKerning.mayBePunctuation(last)
            ? run.metrics.punctuationSpacing(of: last, font: run.font, handle: run.fontHandle) : nil
        let afterWord = last == 0x20 && lastStart > 0 && !CSSReader.isSpace(bytes[lastStart - 1])
        self.spaceKerning = afterWord ? spaceKerning : 0
    }

    /// Whether the text ends with a space (after which the next text's first word comes).
    var endsWithSpace: Bool { last == 0x20 }

    /// Whether text set in `run` is shaped with this one (the same font and spacing).
    func isShaped(with run: TextRun) -> Bool {
        fontHandle == run.fontHandle && letterSpacing == run.letterSpacing && spaceWidth == run.spaceWidth
    }

    /// The kerning of the text's last character with a space that starts the next text.
    func kerningBeforeSpace(run: TextRun) -> Double {
        last > 0x20 ? run.metrics.spaceKerning(last, after: true, font: run.font) : 0
    }

    /// How much narrower fullwidth marks are set where this text meets the next, whose first
    /// scalar `first` is set in `run` (``HanKerning``, which Blink applies across elements and
    /// sizes): `last`, this text's closing mark before another (`。` in `。</span>」`); `first`,
    /// an opening mark after a mark (`『` in `，</span>『`).
    func adjacentMarkTrims(before first: UInt32, run: TextRun) -> (last: Double, first: Double) {
        guard let spacing = lastMarkSpacing, HanKerning.mayBePunctuation(first) else { return (0, 0) }
        var trims = (last: 0.0, first: 0.0)
        if HanKerning.type(of: last, in: spacing) == .close, HanKerning.trimsClosing(before: HanKerning.type(of: first, in: spacing)) {
            trims.last = spacing.halfWidthReduction
        }
        if let next = run.metrics.punctuationSpacing(of: first, font: run.font, handle: run.fontHandle),
           HanKerning.type(of: first, in: next) == .open, HanKerning.trimsOpening(after: HanKerning.type(of: last, in: next)) {
            trims.first = next.halfWidthReduction
        }
        return trims
    }

    /// The kerning of the text's last character with `first`, the next text's first (nil when
    /// either is white space).
    func pairKerning(with first: UInt32, run: TextRun) -> Double? {
        guard last > 0x20, first > 0x20, let before = Unicode.Scalar(last), let after = Unicode.Scalar(first) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
            var count = 0
            UTF8.encode(before) { byte in buffer[count] = byte; count += 1 }
            let start = count
            UTF8.encode(after) { byte in buffer[count] = byte; count += 1 }
            return run.kerning(UnsafeBufferPointer(rebasing: buffer[..<count]), last, at: 0, first, at: start, next: count)
        }
    }
}
