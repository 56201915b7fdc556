/// The block formatting context the flow being laid out sits in: the floats placed in it so
/// far, and where that flow is in it, in px from the root's content box.
struct FloatContext {
    var space = ExclusionSpace()
    /// The left edge of the flow's content box.
    var left = 0.0
    /// For a flow whose top collapses with the margins above it, where those margins start;
    /// for any other, the top of its content box.
    var top = 0.0
}

/// Where the content of one flow goes in its formatting context (``FloatContext``), as it is
/// being stacked: its margins above still collapsing with its first child's, or not.
struct FlowPosition {
    /// ``FloatContext/top`` when the flow started.
    let origin: Double
    let collapsesTop: Bool
    /// The margins above the flow that its first content's collapse with.
    let above: CollapsingMargin

    /// The top of the flow's content box (once something was placed in it, when its top collapses).
    func contentTop(of flow: LayoutEngine.Flow) -> Double {
        guard collapsesTop else { return origin }
        var margin = above
        margin.add(flow.leading)
        return origin + margin.value
    }

    /// Where the margins that collapse before the flow's next content start.
    func strutStart(of flow: LayoutEngine.Flow) -> Double {
        flow.isEmpty && collapsesTop ? origin : contentTop(of: flow) + flow.height
    }

    /// The top of the flow's next content, after the `pending` margins (and, while nothing is
    /// placed in a flow whose top collapses, the margins above it).
    func nextTop(of flow: LayoutEngine.Flow, pending: CollapsingMargin) -> Double {
        var margin = flow.isEmpty && collapsesTop ? above : CollapsingMargin()
        margin.add(pending)
        return strutStart(of: flow) + margin.value
    }
}
