/// The heights one layout (one model at one column width) has learned, by row shape: the
/// recordings of each shape's text contexts and the heights they gave (see ``RowHeights``).
final class LayoutHeights {
    private final class Plan {
        let tapes: [InlineTape]
        var isReplayable: Bool
        var heights: [[Double]: Double] = [:]
        /// Rows replayed, and those whose lines were known: a shape whose rows' lines are rarely
        /// known (a title's max-content width, which differs row by row, in the key) costs a
        /// replay and a full layout per row, so past a trial its rows are laid out in full.
        var replays = 0
        var known = 0

        /// Whether replaying still pays: fewer than one row in five whose lines were known, past
        /// the first 256 rows, does not.
        var isWorthReplaying: Bool { replays < 256 || known * 5 >= replays }

        init(_ recorder: TapeRecorder) {
            tapes = recorder.tapes
            isReplayable = recorder.isReplayable
        }
    }

    let model: ApproximateHeightModel
    let width: Double
    /// The layout's index among the site's (what the shared heights know it by).
    private let index: Int
    private let capacity: Int
    private let shared: SharedRowHeights?
    private var plans: [RowShape: Plan] = [:]
    private var entries = 0
    /// The lines the current row's texts replayed into, when its shape has a plan (made once).
    private var key: [Double] = []
    private var replayedKey: [Double]?

    init(model: ApproximateHeightModel, width: Double, index: Int, capacity: Int, shared: SharedRowHeights?) {
        self.index = index
        self.model = model
        self.width = width
        self.capacity = capacity
        self.shared = shared
    }

    /// The recordings of `shape`'s text contexts when rows of the shape replay here; nil when
    /// they are laid out in full.
    func tapes(of shape: RowShape) -> [InlineTape]? {
        guard let plan = plans[shape], plan.isReplayable, plan.isWorthReplaying else { return nil }
        return plan.tapes
    }

    /// The height of a row of `shape` whose texts replayed into `results`, one per recording of
    /// ``tapes(of:)`` (``TapeSharing``), when a row laid out before had the same lines; nil when it
    /// must be laid out.
    func replayed(_ shape: RowShape, results: [LayoutEngine.InlineResult]) -> Double? {
        replayedKey = nil
        guard let plan = plans[shape], plan.isReplayable else { return nil }
        key.removeAll(keepingCapacity: true)
        for (tape, result) in zip(plan.tapes, results) { result.appendKey(at: tape.width, to: &key) }
        return replayed(shape, plan: plan)
    }

    private func replayed(_ shape: RowShape, plan: Plan) -> Double? {
        plan.replays += 1
        if let height = plan.heights[key] {
            plan.known += 1
            return height
        }
        if let height = shared?.height(of: shape, lines: key, layout: index) {
            plan.known += 1
            remember(height, in: plan, key: key)
            return height
        }
        replayedKey = key
        return nil
    }

    /// Lays `cell` (a row of `shape`, its slot text nodes `slots`) out in full, and learns from it.
    func layOut(_ cell: XMLNode, shape: RowShape, slots: [XMLNode: Int]) -> Double {
        let recorder = TapeRecorder(slots: slots)
        let height = model.height(of: cell, width: width, recording: recorder)
        learn(height, shape: shape, recorder: recorder)
        return height
    }

    private func learn(_ height: Double, shape: RowShape, recorder: TapeRecorder) {
        if entries >= capacity { plans.removeAll(keepingCapacity: true); entries = 0 }
        let key = recorder.resultKey
        guard let plan = plans[shape] else {
            let plan = Plan(recorder)
            plans[shape] = plan
            remember(height, in: plan, key: key, shape: shape)
            return
        }
        guard plan.isReplayable else { return }
        let agrees = recorder.isReplayable && replayedKey == key && plan.tapes.count == recorder.tapes.count
            && zip(plan.tapes, recorder.tapes).allSatisfy { $0.matches($1) }
        guard agrees else { plan.isReplayable = false; return }
        remember(height, in: plan, key: key, shape: shape)
    }

    /// Keeps `height` for the lines `key` in `plan`, and hands it in to the shared heights when
    /// it was learned here (`shape` given) and the shape replays.
    private func remember(_ height: Double, in plan: Plan, key: [Double], shape: RowShape? = nil) {
        plan.heights[key] = height
        entries += 1
        if let shape, plan.isReplayable { shared?.learn(height, shape: shape, lines: key, layout: index) }
    }
}
