/// Row heights as a table view with a template cell gets them, but without laying out the
/// same design twice. The first row of each ``RowShape`` is bound and laid out in full, and the
/// inline formatting contexts that set its text slots are recorded (``InlineTape``). A later
/// row of that shape only sets its own slot text in those contexts; when their lines come out
/// as for a row laid out before, the cells lay out alike and that row's height is the answer.
/// Otherwise the row is laid out in full, and its recording checked against the shape's.
///
/// Exact by construction: layout reads slot text only through those contexts' lines, and a
/// shape whose cells do not keep to that (``TapeRecorder/isReplayable``) or whose later rows
/// record different contexts is laid out in full from then on. Bounded: past `capacity`
/// entries the shapes are forgotten. On several threads, the heights each one learns are
/// shared with the others (``SharedRowHeights``).
final class RowHeights {
    private final class Plan {
        let tapes: [InlineTape]
        var isReplayable: Bool
        var heights: [[Double]: Double] = [:]

        init(_ recorder: TapeRecorder) {
            tapes = recorder.tapes
            isReplayable = recorder.isReplayable
        }
    }

    private let binder: Binder
    private let model: ApproximateHeightModel
    private let width: Double
    private let capacity: Int
    /// How rows' values are read into their shapes, settled once.
    private let reading: RowShape.Reading
    /// The attributes the stylesheet's selectors test, lowercased.
    private let selectorAttributes: Set<String>
    private var slotsByPrototype: [String: PrototypeSlots] = [:]
    private var lastSlots: (identifier: String, slots: PrototypeSlots)?
    private var plans: [RowShape: Plan] = [:]
    private var entries = 0
    /// The row's slot texts and its replayed lines' key, refilled for every row (made once).
    private var texts: [String] = []
    /// The row's ``RowShape`` fields, gathered in place (made once).
    private var fields: [RowShape.Field] = []
    private var key: [Double] = []
    /// Rows whose height came from a shape's recording (no binding, no full layout).
    private(set) var replayedRows = 0
    /// Heights that other threads' row heights learned, and this one's, handed in.
    private let shared: SharedRowHeights?

    /// - Parameters:
    ///   - capacity: shapes and heights kept (0: every row is laid out in full).
    ///   - shared: heights shared with the row heights of other threads, if any.
    init(binder: Binder, model: ApproximateHeightModel, width: Double, capacity: Int = 50_000,
         shared: SharedRowHeights? = nil) {
        self.binder = binder
        self.model = model
        self.width = width
        self.capacity = capacity
        self.shared = shared
        let attributes = model.selectorAttributes
        reading = RowShape.Reading(
            formatter: binder.formatter, linksMatter: attributes.contains("href"),
            shownImages: attributes.contains("src") ? nil : ShownImages(binder: binder, imageSize: model.imageSize(ofSource:)))
        selectorAttributes = Set(attributes.map { $0.lowercased() })
    }

    /// The height of `row`'s cell, and the filled cell when it had to be made (a caller that
    /// writes the cell binds it itself otherwise).
    func height(of row: Row) throws(BindingError) -> (height: Double, cell: XMLFragment?) {
        let identifier = row.prototype ?? TemplateNamespace.Identifier.defaultCell
        guard capacity > 0, let slots = slots(of: identifier) else {
            let cell = try binder.cell(for: row)
            return (withExtendedLifetime(cell) { model.height(of: cell.node, width: width) }, cell)
        }
        let shape = RowShape(row.entries, prototype: identifier, slots: slots, reading: reading, texts: &texts, fields: &fields)
        var replayed: [Double]?
        if let plan = plans[shape], plan.isReplayable {
            replayKey(of: plan)
            if let height = plan.heights[key] {
                replayedRows += 1
                return (height, nil)
            }
            if let height = shared?.height(of: shape, lines: key) {
                remember(height, in: plan, key: key)
                replayedRows += 1
                return (height, nil)
            }
            replayed = key
        }
        let recording = SlotRecording(slots: slots, shape: shape)
        let cell = try binder.cell(for: row, recording: recording)
        let recorder = TapeRecorder(slots: recording.nodes)
        let height = withExtendedLifetime(cell) { model.height(of: cell.node, width: width, recording: recorder) }
        learn(height, shape: shape, recorder: recorder, replayed: replayed)
        return (height, cell)
    }

    /// Replays `plan`'s tapes with the row's ``texts`` into ``key``. The tapes are reached
    /// without counting references (the plan holds them, and this row's work holds the plan):
    /// this runs for every row.
    private func replayKey(of plan: Plan) {
        key.removeAll(keepingCapacity: true)
        let metrics = model.metrics
        plan.tapes.withUnsafeBufferPointer { tapes in
            for index in tapes.indices {
                Unmanaged.passUnretained(tapes[index])._withUnsafeGuaranteedRef { tape in
                    tape.replay(metrics: metrics, texts: texts).appendKey(at: tape.width, to: &key)
                }
            }
        }
    }

    private func learn(_ height: Double, shape: RowShape, recorder: TapeRecorder, replayed: [Double]?) {
        if entries >= capacity { plans.removeAll(keepingCapacity: true); entries = 0 }
        let key = recorder.resultKey
        guard let plan = plans[shape] else {
            let plan = Plan(recorder)
            plans[shape] = plan
            remember(height, in: plan, key: key, shape: shape)
            return
        }
        guard plan.isReplayable else { return }
        let agrees = recorder.isReplayable && replayed == key && plan.tapes.count == recorder.tapes.count
            && zip(plan.tapes, recorder.tapes).allSatisfy { $0.matches($1) }
        guard agrees else { plan.isReplayable = false; return }
        remember(height, in: plan, key: key, shape: shape)
    }

    /// Keeps `height` for the lines `key` in `plan`, and hands it in to the shared heights when
    /// it was learned here (`shape` given) and the shape replays.
    private func remember(_ height: Double, in plan: Plan, key: [Double], shape: RowShape? = nil) {
        plan.heights[key] = height
        entries += 1
        if let shape, plan.isReplayable { shared?.learn(height, shape: shape, lines: key) }
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
