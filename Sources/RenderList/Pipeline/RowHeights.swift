/// Row heights as a table view with a template cell gets them, but without laying out the
/// same design twice. The first row of each ``RowShape`` is bound and laid out in full, and the
/// inline formatting contexts that set its text slots are recorded (``InlineTape``). A later
/// row of that shape only sets its own slot text in those contexts; when their lines come out
/// as for a row laid out before, the cells lay out alike and that row's height is the answer.
/// Otherwise the row is laid out in full, and its recording checked against the shape's.
///
/// A site rendered for several viewport classes has one layout per distinct class
/// (``ViewportClasses``): each keeps its own recordings and heights, while the row's shape and
/// texts are read once, the cell is bound once for all layouts that need it, and shaping is
/// shared through the one text measurer.
///
/// Exact by construction: layout reads slot text only through those contexts' lines, and a
/// shape whose cells do not keep to that (``TapeRecorder/isReplayable``) or whose later rows
/// record different contexts is laid out in full from then on. Bounded: past `capacity`
/// entries the shapes are forgotten. On several threads, the heights each one learns are
/// shared with the others (``SharedRowHeights``).
final class RowHeights {
    private let binder: Binder
    private let layouts: [LayoutHeights]
    private let capacity: Int
    /// How rows' values are read into their shapes, settled once.
    private let reading: RowShape.Reading
    /// The attributes the stylesheets' selectors test, lowercased.
    private let selectorAttributes: Set<String>
    private var slotsByPrototype: [String: PrototypeSlots] = [:]
    private var lastSlots: (identifier: String, slots: PrototypeSlots)?
    /// The row's slot texts, refilled for every row (made once).
    private var texts: [String] = []
    /// The row's ``RowShape`` fields, gathered in place (made once).
    private var fields: [RowShape.Field] = []
    /// Heights per layout for the current row (made once).
    private var current: [Double] = []
    private var pending: [Int] = []
    /// Rows whose heights all came from shapes' recordings (no binding, no full layout).
    private(set) var replayedRows = 0
    /// Each layout's recordings of the current row's shape (nil: none replays), and what the
    /// row's texts replayed into (made once).
    private var tapes: [[InlineTape]?]
    private var results: [[LayoutEngine.InlineResult]]
    /// How each shape's recordings are shared across layouts, by shape.
    private var sharings: [RowShape: TapeSharing] = [:]
    /// Each layout's text measurer.
    private let measurers: [any TextMeasuring]

    /// - Parameters:
    ///   - layouts: the models and column widths rows are measured with, one per layout.
    ///   - capacity: shapes and heights kept per layout (0: every row is laid out in full).
    ///   - shared: heights shared with the row heights of other threads, if any.
    init(binder: Binder, layouts: [(model: ApproximateHeightModel, width: Double)], capacity: Int = 50_000,
         shared: SharedRowHeights? = nil) {
        precondition(!layouts.isEmpty, "row heights need a layout")
        self.binder = binder
        self.capacity = capacity
        self.layouts = layouts.enumerated().map { index, layout in
            LayoutHeights(model: layout.model, width: layout.width, index: index, capacity: capacity, shared: shared)
        }
        tapes = Array(repeating: nil, count: layouts.count)
        results = Array(repeating: [], count: layouts.count)
        measurers = layouts.map { $0.model.metrics }
        let attributes = Set(layouts.flatMap { $0.model.selectorAttributes })
        let model = layouts[0].model
        reading = RowShape.Reading(
            formatter: binder.formatter, linksMatter: attributes.contains("href"),
            shownImages: attributes.contains("src") ? nil : ShownImages(binder: binder, imageSize: model.imageSize(ofSource:)))
        selectorAttributes = Set(attributes.map { $0.lowercased() })
    }

    /// One layout.
    convenience init(binder: Binder, model: ApproximateHeightModel, width: Double, capacity: Int = 50_000,
                     shared: SharedRowHeights? = nil) {
        self.init(binder: binder, layouts: [(model, width)], capacity: capacity, shared: shared)
    }

    /// The height of `row`'s cell in the first layout, and the filled cell when it had to be made.
    func height(of row: Row) throws(BindingError) -> (height: Double, cell: XMLFragment?) {
        let (heights, cell) = try heights(of: row)
        return (heights[0], cell)
    }

    /// The heights of `row`'s cell, one per layout, and the filled cell when it had to be made
    /// (a caller that writes the cell binds it itself otherwise).
    func heights(of row: Row) throws(BindingError) -> (heights: [Double], cell: XMLFragment?) {
        let identifier = row.prototype ?? TemplateNamespace.Identifier.defaultCell
        guard capacity > 0, let slots = slots(of: identifier) else {
            let cell = try binder.cell(for: row)
            let heights = withExtendedLifetime(cell) { layouts.map { $0.model.height(of: cell.node, width: $0.width) } }
            return (heights, cell)
        }
        let shape = RowShape(row.entries, prototype: identifier, slots: slots, reading: reading, texts: &texts, fields: &fields)
        current.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        replay(shape)
        for (index, layout) in layouts.enumerated() {
            let known = tapes[index] == nil ? nil : layout.replayed(shape, results: results[index])
            current.append(known ?? 0)
            if known == nil { pending.append(index) }
        }
        guard !pending.isEmpty else {
            replayedRows += 1
            return (current, nil)
        }
        let recording = SlotRecording(slots: slots, shape: shape)
        let cell = try binder.cell(for: row, recording: recording)
        withExtendedLifetime(cell) {
            for index in pending {
                current[index] = layouts[index].layOut(cell.node, shape: shape, slots: recording.nodes)
            }
        }
        return (current, cell)
    }

    /// Replays the row's ``texts`` into every layout's recordings of `shape` (``tapes``, nil
    /// where a layout has none), once per context and width (``TapeSharing``), into ``results``.
    private func replay(_ shape: RowShape) {
        var any = false
        for (index, layout) in layouts.enumerated() {
            tapes[index] = layout.tapes(of: shape)
            if tapes[index] != nil { any = true }
        }
        guard any else { return }
        // One layout has nothing to share: its recordings are replayed as they are, without
        // looking the shape up a second time.
        if layouts.count == 1, let recorded = tapes[0] {
            results[0].removeAll(keepingCapacity: true)
            for tape in recorded { results[0].append(tape.replay(metrics: measurers[0], texts: texts)) }
            return
        }
        let sharing: TapeSharing
        if let known = sharings[shape], known.isMade(from: tapes) {
            sharing = known
        } else {
            if sharings.count >= capacity { sharings.removeAll(keepingCapacity: true) }
            sharing = TapeSharing(tapes: tapes)
            sharings[shape] = sharing
        }
        sharing.replay(tapes, metrics: measurers, texts: texts, into: &results)
    }

    private func slots(of identifier: String) -> PrototypeSlots? {
        // Rows name a few prototypes, mostly the same one as the row before.
        if let last = lastSlots, last.identifier == identifier { return last.slots }
        if let found = slotsByPrototype[identifier] {
            lastSlots = (identifier, found)
            return found
        }
        guard let prototype = binder.template.prototype(identifier) else { return nil }
        let slots = PrototypeSlots(prototype: prototype.element, selectorAttributes: selectorAttributes)
        slotsByPrototype[identifier] = slots
        return slots
    }
}
