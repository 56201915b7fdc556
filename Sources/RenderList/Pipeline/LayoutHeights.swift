/// The heights one layout (one model at one column width) has learned, by row shape: the
/// recordings of each shape's text contexts and the heights they gave (see ``RowHeights``).
final class LayoutHeights {
    private final class Plan {
        let tapes: [InlineTape]
        var isReplayable: Bool
        var heights: [[Double]: Double] = [:]

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

    /// The height of a row of `shape` whose slots hold `texts`, when a row laid out before (here
    /// or on another thread) had the same lines; nil when it must be laid out.
    func replayed(_ shape: RowShape, texts: [String]) -> Double? {
        replayedKey = nil
        guard let plan = plans[shape], plan.isReplayable else { return nil }
        replayKey(of: plan, texts: texts)
        if let height = plan.heights[key] { return height }
        if let height = shared?.height(of: shape, lines: key, layout: index) {
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

    /// Replays `plan`'s tapes with the row's `texts` into ``key``. The tapes are reached without
    /// counting references (the plan holds them, and this row's work holds the plan): this runs
    /// for every row.
    private func replayKey(of plan: Plan, texts: [String]) {
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
