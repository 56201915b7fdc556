/// Watches one layout of a filled cell: which text nodes hold the row's text slots, and the
/// inline formatting contexts that set them (see ``InlineTape``).
///
/// A cell whose slot text could change its layout other than through those contexts' lines is
/// marked not ``isReplayable``: text in a context under `-webkit-line-clamp` (the lines left
/// carry over), or a context holding slot text that also holds an inline-block or block that
/// holds slot text (its box would be replayed at the recorded size).
final class TapeRecorder {
    /// Text nodes of the cell that hold slot text, by the slot's index.
    private let slots: [XMLNode: Int]
    /// The contexts that hold slot text, in the order layout finished them.
    private(set) var tapes: [InlineTape] = []
    /// Whether replaying ``tapes`` gives every layout input that depends on slot text.
    private(set) var isReplayable = true

    init(slots: [XMLNode: Int]) {
        self.slots = slots
    }

    /// The slot `node`'s text came from, if any.
    func slot(of node: XMLNode) -> Int? {
        slots.isEmpty ? nil : slots[node]
    }

    /// Where the tapes stand before a context collects its steps.
    var mark: Int { tapes.count }

    /// A finished context: kept when it holds slot text.
    func record(_ ops: [InlineOp], strut: Int32, width: Double, indents: Bool, clamped: Bool,
                result: LayoutEngine.InlineResult, since mark: Int, styles: [ComputedStyle]) {
        guard ops.contains(where: { $0.slot != nil }) else { return }
        if clamped || tapes.count > mark { isReplayable = false }
        tapes.append(InlineTape(ops: ops, strut: styles[Int(strut)], width: width, indents: indents, result: result,
                                allStyles: styles))
    }

    /// Layout placed a float: the cell's lines depend on where it lies, which the tapes do not
    /// hold, so they are not replayed.
    func floatPlaced() {
        isReplayable = false
    }

    /// The key of what layout read of the recorded contexts.
    var resultKey: [Double] {
        var key: [Double] = []
        for tape in tapes { tape.result.appendKey(at: tape.width, to: &key) }
        return key
    }
}
