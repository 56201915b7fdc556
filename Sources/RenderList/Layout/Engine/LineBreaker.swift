/// Fills line boxes greedily, one word at a time, and adds up their heights.
///
/// A "word" is what lies between two break opportunities; it may span several inline
/// elements (`foo<b>bar</b>`), so its width accumulates until an opportunity commits it.
struct LineBreaker {
    let metrics: any TextMeasuring
    /// Width of the line boxes (`.infinity`: max-content, `0`: min-content).
    let available: Double
    /// `-webkit-line-clamp`: no lines are laid out after this many.
    let maxLines: Int?
    private let strutAbove: Double
    private let strutBelow: Double

    private(set) var height = 0.0
    private(set) var lineCount = 0
    private(set) var maxLineWidth = 0.0
    /// The baseline of the last line, down from the top of the first (nil: no line yet).
    private(set) var lastBaseline: Double?
    /// The line clamp has been reached; everything else is ignored.
    private(set) var isFull = false

    private var lineWidth: Double
    private var spaceWidth = 0.0
    private var lineAbove: Double
    private var lineBelow: Double
    private var lineHasContent = false
    private var wordWidth = 0.0
    private var wordAbove = 0.0
    private var wordBelow = 0.0
    private var wordHasContent = false
    private var afterCollapsibleSpace = true
    /// Whether the text being added may wrap (its `white-space`).
    var wraps = true

    /// `strut` is the block container's style: every line box is at least its line height.
    init(metrics: any TextMeasuring, available: Double, maxLines: Int?, strut: ComputedStyle) {
        self.metrics = metrics
        self.available = available
        self.maxLines = maxLines
        (strutAbove, strutBelow) = Self.verticalExtent(of: strut, metrics: metrics)
        (lineAbove, lineBelow) = (strutAbove, strutBelow)
        let indent = strut.textIndent.resolve(against: available.isFinite ? available : nil) ?? 0
        lineWidth = indent
    }

    /// Height above and below the baseline of text in `style` (half-leading included), as
    /// Blink computes it: the line height in LayoutUnits, the leading above the baseline
    /// floored to whole px and the rest below.
    static func verticalExtent(of style: ComputedStyle, metrics: any TextMeasuring) -> (Double, Double) {
        let font = metrics.lineMetrics(for: style.font)
        let lineHeight: Double
        switch style.lineHeight {
        case .normal: lineHeight = font.normalLineHeight
        case .number(let number): lineHeight = LayoutUnit.round(number * style.fontSize)
        case .px(let px): lineHeight = LayoutUnit.round(px)
        }
        let extent = font.extent(lineHeight: lineHeight)
        return (extent.above, extent.below)
    }

    /// Adds `width` to the word being built; `above`/`below` are its text's vertical extent.
    mutating func appendToWord(_ width: Double, above: Double, below: Double) {
        guard !isFull else { return }
        wordWidth += width
        wordAbove = max(wordAbove, above)
        wordBelow = max(wordBelow, below)
        wordHasContent = true
        afterCollapsibleSpace = false
    }

    /// A break opportunity: places the word on the current line, or on a new one if it does not fit.
    mutating func commitWord() {
        guard wordHasContent, !isFull else { return }
        if lineHasContent, wraps, lineWidth + spaceWidth + wordWidth > available + 0.0001 {
            finishLine(force: false)
            if isFull { resetWord(); return }
        }
        lineWidth += (lineHasContent ? spaceWidth : 0) + wordWidth
        spaceWidth = 0
        lineAbove = max(lineAbove, wordAbove)
        lineBelow = max(lineBelow, wordBelow)
        lineHasContent = true
        afterCollapsibleSpace = false
        resetWord()
    }

    /// Moves on to a new line unless the current one is empty (a word too long for any line
    /// starts on a line of its own before it is broken).
    mutating func startFreshLine() {
        commitWord()
        if lineHasContent, !isFull { finishLine(force: false) }
    }

    /// Places a piece of a broken word (overflow-wrap): on this line if it fits, else on the next.
    mutating func placePiece(_ width: Double, above: Double, below: Double) {
        guard !isFull else { return }
        if lineHasContent, lineWidth + spaceWidth + width > available + 0.0001 {
            finishLine(force: false)
            if isFull { return }
        }
        appendToWord(width, above: above, below: below)
        commitWord()
    }

    /// A space: collapsible ones collapse with their neighbours and vanish at line starts.
    mutating func addSpace(_ width: Double, collapsible: Bool) {
        commitWord()
        guard !isFull else { return }
        if collapsible {
            guard lineHasContent, !afterCollapsibleSpace else { return }
            spaceWidth = width
            afterCollapsibleSpace = true
        } else if lineHasContent {
            spaceWidth += width
        } else {
            lineWidth += width
            lineHasContent = true
        }
    }

    /// `<br>` or a preserved newline.
    mutating func forcedBreak() {
        commitWord()
        guard !isFull else { return }
        finishLine(force: true)
    }

    /// An image or inline-block: a word of its own, `above` the baseline (its margin box).
    mutating func addAtomic(width: Double, above: Double, below: Double) {
        commitWord()
        appendToWord(width, above: above, below: below)
        commitWord()
    }

    /// A block inside an inline element: ends the line and adds the block's height.
    mutating func addBlock(height blockHeight: Double) {
        commitWord()
        guard !isFull else { return }
        finishLine(force: false)
        height += blockHeight
    }

    /// Ends the last line. Call once, after all content.
    mutating func finish() {
        commitWord()
        if !isFull { finishLine(force: false) }
    }

    /// Whether the current line already holds something (a preserved space counts).
    var lineIsEmpty: Bool { !lineHasContent && !wordHasContent }

    private mutating func finishLine(force: Bool) {
        if lineHasContent || force {
            lastBaseline = height + lineAbove
            height += lineAbove + lineBelow
            lineCount += 1
            maxLineWidth = max(maxLineWidth, lineWidth)
            if let maxLines, lineCount >= maxLines { isFull = true }
        }
        lineWidth = 0
        spaceWidth = 0
        (lineAbove, lineBelow) = (strutAbove, strutBelow)
        lineHasContent = false
        afterCollapsibleSpace = true
    }

    private mutating func resetWord() {
        wordWidth = 0
        wordAbove = 0
        wordBelow = 0
        wordHasContent = false
    }
}
