/// One step of an inline formatting context, as the line breaker takes it. An inline run is
/// first turned into these steps (nested blocks and atomic boxes laid out on the way), then fed
/// to a ``LineBreaker``; a recorded list of steps can be fed again with other text in its
/// text slots (see ``InlineTape``).
enum InlineOp: Equatable {
    /// Text set in the style at this index. `slot`: the row's text slot it came from, if any.
    case text(String, style: Int32, slot: Int?)
    /// `<br>`.
    case forcedBreak
    /// `<wbr>`: a line may break here.
    case opportunity
    /// An inline box's start or end (`closing`): margin, border and padding added to the word
    /// being built (``LineBreaker/addEdge(_:closing:)``).
    case edge(Double, closing: Bool)
    /// An inline box's own strut, at its start (`opening`) and its end: its font and line
    /// height count in the lines it sits on even where it holds no text (CSS 2.1 §10.8).
    /// `ownShift`: how far its own `vertical-align` raises it (not its ancestors').
    case strut(above: Double, below: Double, opening: Bool, ownShift: Double)
    /// An inline box whose text may not wrap ends inside one whose text may: Blink asks
    /// whether a line may break where it ends in the parent's style (`<nobr>a</nobr><nobr>b</nobr>`
    /// breaks between the two, `<nobr>a<b>b</b></nobr>` does not). The parent may break words
    /// by its `overflow-wrap` (`overflowWraps`) or by `word-break: break-all` (`breaksAll`).
    case wrappingResumes(overflowWraps: Bool, breaksAll: Bool)
    /// An image or inline-block: its margin box and how much of it lies above the baseline, and
    /// whether a line may break after it: the `white-space` of the box it sits in (Blink asks
    /// in the style of the inline box or block around it, not in its own).
    case atomic(width: Double, above: Double, below: Double, wraps: Bool)
    /// A block inside an inline element, of this outer height.
    case block(Double)

    /// The slot this step's text came from, if any.
    var slot: Int? {
        if case .text(_, _, let slot) = self { return slot }
        return nil
    }

    /// Whether `other` is the same step, but for the text of a slot.
    func matches(_ other: InlineOp) -> Bool {
        switch (self, other) {
        case let (.text(_, style, slot?), .text(_, otherStyle, otherSlot)):
            return style == otherStyle && slot == otherSlot
        default:
            return self == other
        }
    }
}

extension LineBreaker {
    /// Feeds `ops` to the lines; a step from a text slot takes `slotText(slot)`. `runs`, when
    /// given, are `styles` made into text runs for this breaker's measurer.
    mutating func add(_ ops: [InlineOp], styles: [ComputedStyle], runs: [TextRun]? = nil,
                      slotText: (Int) -> String? = { _ in nil }) {
        var consumedEdges = -1
        for (index, op) in ops.enumerated() {
            switch op {
            case .text(let text, let style, let slot):
                let content = slot.flatMap(slotText) ?? text
                nextTextStart = QuoteLineBreaks.endsWithCurlyQuote(content)
                    ? Self.firstScalar(after: index, in: ops, slotText: slotText) : 0
                let collapses = { (style: Int32) in
                    !(runs.map { $0[Int(style)].whiteSpace } ?? styles[Int(style)].whiteSpace).preservesSpaces
                }
                closingEdges = content.utf8.last.map(CSSReader.isSpace) == true
                    ? Self.closingEdges(after: index, in: ops, slotText: slotText, collapses: collapses) : 0
                if let runs {
                    addText(content, run: runs[Int(style)])
                } else {
                    addText(content, style: styles[Int(style)])
                }
            case .forcedBreak:
                forcedBreak()
            case .opportunity:
                commitWord()
            case .edge(let width, let closing):
                if index > consumedEdges { addEdge(width, closing: closing) }
            case .strut(let above, let below, let opening, let ownShift):
                addInlineStrut(above: above, below: below, opening: opening, ownShift: ownShift)
            case .wrappingResumes(let overflowWraps, let breaksAll):
                (boundaryWraps, boundaryOverflowWraps, boundaryBreaksAll) = (true, overflowWraps, breaksAll)
            case .atomic(let width, let above, let below, let wraps):
                let trailing = wraps ? Self.closingEdges(rightAfter: index, in: ops) : (width: 0, last: index)
                consumedEdges = trailing.last
                addAtomic(width: width, above: above, below: below, wraps: wraps, closingEdges: trailing.width)
            case .block(let height):
                addBlock(height: height)
            }
        }
    }

    /// The margins, borders and padding of the inline boxes that end right after the atomic
    /// inline at `ops[index]`, and the index of the last of them: Blink's break opportunity after
    /// an image or inline-block is after the ends of the boxes around it, so they fit with it.
    private static func closingEdges(rightAfter index: Int, in ops: [InlineOp]) -> (width: Double, last: Int) {
        var (total, last) = (0.0, index)
        for next in (index + 1)..<ops.count {
            switch ops[next] {
            case .edge(let width, true): (total, last) = (total + width, next)
            case .strut(_, _, false, _): continue
            default: return (total, last)
            }
        }
        return (total, last)
    }

    /// The margins, borders and padding of the inline boxes that end right after `ops[index]`
    /// and the paragraph with them (0 when anything follows). Empty boxes after it are no
    /// content, but their edges count (an `rl:text` span whose key is missing, outside tester 21);
    /// so is white space that `collapses` (a style index) at the paragraph's end, as between the
    /// last `<li>` of a tag list and its `</ul>`.
    private static func closingEdges(after index: Int, in ops: [InlineOp], slotText: (Int) -> String?,
                                     collapses: (Int32) -> Bool) -> Double {
        var total = 0.0
        for op in ops[(index + 1)...] {
            switch op {
            case .edge(let width, _): total += width
            case .strut, .wrappingResumes: continue
            case .text(let text, let style, let slot)
                where Self.isNoContent(slot.flatMap(slotText) ?? text, collapses: collapses(style)): continue
            default: return 0
            }
        }
        return total
    }

    /// Empty text, or white space that collapses away at the paragraph's end.
    private static func isNoContent(_ text: String, collapses: Bool) -> Bool {
        text.isEmpty || (collapses && text.utf8.allSatisfy(CSSReader.isSpace))
    }

    /// The first scalar of the text after `ops[index]` when only inline edges and struts lie
    /// between (the paragraph's next character), else 0.
    private static func firstScalar(after index: Int, in ops: [InlineOp], slotText: (Int) -> String?) -> UInt32 {
        for op in ops[(index + 1)...] {
            switch op {
            case .edge, .strut, .wrappingResumes: continue
            case .text(let text, _, let slot): return (slot.flatMap(slotText) ?? text).unicodeScalars.first?.value ?? 0
            default: return 0
            }
        }
        return 0
    }
}
