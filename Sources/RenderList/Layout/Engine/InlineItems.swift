/// Blink's inline items as ``LineBreaker`` follows them: each text between elements' edges is
/// shaped as one, and its line breaker reads positions in it and adds a line up item by item,
/// in LayoutUnits. Two of its roundings are kept here:
/// - each text's part of a line is rounded up to 1/64 px (``end(at:text:)``);
/// - a line that starts inside a kerned pair (`で|あ` in Noto Sans CJK) gets the room Blink's
///   positions in the text leave it (``fitsAfterUnsafeStart(availableUnits:)``).
struct InlineItems {
    /// Where the text added so far ends, from the start of its item, with the kerning and
    /// trims that pieces get within a line.
    private var position = 0.0
    /// Which item that is.
    private var serial = 0
    /// Where the current item's part of the current line starts (``LineBreaker/penPosition``),
    /// and where that is from the start of the item.
    private var lineStart = 0.0
    private var lineStartInItem = 0.0
    /// Whether the current item is a text.
    private(set) var isText = false
    /// Whether the last opportunity a word was committed at is not safe.
    var lastOpportunityUnsafe = false
    /// The current line starts at an opportunity that is not safe.
    private var unsafeStart: UnsafeLineStart?
    /// Whether the current line starts at an opportunity that is not safe.
    var startsUnsafely: Bool { unsafeStart != nil }

    /// A line that starts inside a kerned pair. Blink shapes the line's first word again,
    /// alone, and moves the end of the room by how much that changes the word's width, with
    /// both widths in LayoutUnits: the shaped one rounded up, the original one as the
    /// difference of two positions in the text, each rounded up from the text's start. So the
    /// room for the rest of the line, up to a break in the same text, is what those roundings
    /// leave, which may be 1/64 px less than the line's own width needs.
    private struct UnsafeLineStart {
        /// The item the line starts in.
        var item: Int
        /// Where the first word ends, from the start of the item.
        var firstSafe: Double
        /// The first word's width shaped alone.
        var width: Double
        /// Where that item ended, once it has.
        var itemEnd: Double?
    }

    /// Content (or white space) `width` wide was added to the current item.
    @inline(__always)
    mutating func advance(by width: Double) { position += width }

    /// The current item ends at `pen` (``LineBreaker/penPosition``) and another starts there,
    /// a text when `text`. Returns how much a text that ends adds to its part of the line,
    /// rounded up to 1/64 px.
    mutating func end(at pen: Double, text: Bool) -> Double {
        if var start = unsafeStart, start.item == serial {
            start.itemEnd = position
            unsafeStart = start
        }
        var excess = 0.0
        if isText, pen - lineStart > 0 {
            let part = pen - lineStart
            excess = LayoutUnit.ceil(part - 1e-7) - part
            if excess <= 1e-9 { excess = 0 }
        }
        serial &+= 1
        position = 0
        lineStart = pen + excess
        lineStartInItem = 0
        isText = text
        return excess
    }

    /// A line ended; the next starts with the content added last (a word that did not fit),
    /// which moved the positions `carried` and is `width` wide there.
    mutating func lineEnded(carrying carried: Double = 0, width: Double = 0) {
        unsafeStart = nil
        if holds(carried) {
            (lineStart, lineStartInItem) = (0, position - carried)
        } else {
            // The word starts in an item before this one, which starts where it ends.
            (lineStart, lineStartInItem) = (max(0, width - position), 0)
        }
    }

    /// Whether content that moved the positions `advance` lies in the current item alone.
    @inline(__always)
    func holds(_ advance: Double) -> Bool { advance <= position }

    /// The line up to `trim` before where the text added so far ends, in LayoutUnits, as Blink
    /// measures a line it shapes again to end there (with a closing mark set half-width): the
    /// items before this one as they take the line, then this item's part as the difference
    /// of two positions in it, each rounded up from its start.
    func lineUnits(endingBefore trim: Double) -> Double {
        LayoutUnit.unitsRoundedUp(lineStart) + LayoutUnit.unitsRoundedUp(position - trim)
            - LayoutUnit.unitsRoundedUp(lineStartInItem)
    }

    /// ``lineUnits(endingBefore:)`` as Blink's room for a line that starts at an opportunity
    /// that is not safe counts it (``fitsAfterUnsafeStart(availableUnits:)``), when that line
    /// started in the current item: the first word shaped alone, then the rest as the
    /// difference of two positions in the item. Nil for any other line.
    func unsafeStartUnits(endingBefore trim: Double) -> Double? {
        guard let start = unsafeStart, start.item == serial else { return nil }
        return LayoutUnit.unitsRoundedUp(position - trim) - LayoutUnit.unitsRoundedUp(start.firstSafe)
            + LayoutUnit.unitsRoundedUp(start.width)
    }

    /// The new line starts at an opportunity that is not safe, with a word `width` wide (its
    /// width shaped alone), the content added last.
    mutating func lineStartsUnsafely(withWord width: Double) {
        unsafeStart = UnsafeLineStart(item: serial, firstSafe: position, width: width)
    }

    /// Whether a word that ends here ends where Blink's room for a line that starts at an
    /// unsafe opportunity still reaches: the end of the room is the first word's end, moved by
    /// the rest of the room, found by the positions in the item rounded up to LayoutUnits. A
    /// word that goes on past that item needs the room for all of it. `availableUnits`: the
    /// room in whole LayoutUnits.
    @inline(__always)
    func fitsAfterUnsafeStart(availableUnits: Double) -> Bool {
        guard let start = unsafeStart else { return true }
        guard let end = start.item == serial ? position : start.itemEnd else { return true }
        func units(_ px: Double) -> Double { (px * LayoutUnit.scale - 1e-6).rounded(.up) }
        let rest = units(end) - units(start.firstSafe)
        return rest + units(start.width) <= availableUnits + 1
    }
}
