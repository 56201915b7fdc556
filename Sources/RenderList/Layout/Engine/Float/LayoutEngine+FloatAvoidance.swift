/// Boxes that keep clear of floats: `clear`, and formatting roots beside floats.
extension LayoutEngine {
    /// Where a block-level child of a flow `width` px wide goes among the floats placed so
    /// far: `top`, when it is not where its margins put it (`margins` collapsed above it,
    /// starting at `strutStart`), the top of its border box, below the floats it clears or
    /// beside which it does not fit; `contentWidth`, for a formatting root with an auto width
    /// beside floats, its width there (its border box in the room the floats leave, its
    /// margins free to reach under them), as Blink lays out a box that makes a new formatting
    /// context.
    func placementBesideFloats(style index: Int32, width: Double, margins: CollapsingMargin,
                               strutStart: Double) -> (top: Double?, contentWidth: Double?) {
        guard !floats.space.isEmpty else { return (nil, nil) }
        let boxStyle = style(index)
        let geometry = BoxGeometry.block(style: boxStyle, containingWidth: width)
        var margin = margins
        margin.add(geometry.margin.top)
        let hypothetical = strutStart + margin.value
        var top = hypothetical
        if boxStyle.clear != .none, let clearance = floats.space.clearance(boxStyle.clear), clearance > top {
            top = clearance
        }
        let moved = { (content: Double?) in (top > hypothetical ? top : nil, content) }
        guard boxStyle.establishesFormattingContext else { return moved(nil) }
        let (left, right) = (floats.left, floats.left + width)
        while true {
            let band = floats.space.band(at: top, left: left, right: right)
            if band.left <= left, band.right >= right { return moved(nil) }
            // Its border box keeps clear of the floats; its margins may reach under them.
            let room = min(band.right, right - geometry.margin.right) - max(band.left, left + geometry.margin.left)
            let autoWidth = boxStyle.width.resolve(against: width) == nil
            let content = autoWidth
                ? geometry.clampedWidth(max(0, room - geometry.horizontalExtras), style: boxStyle, containingWidth: width)
                : geometry.contentWidth
            if content + geometry.horizontalExtras <= room + 1e-7 { return moved(autoWidth ? content : nil) }
            guard let next = floats.space.nextEdge(below: top) else { return moved(nil) }
            top = next
        }
    }
}
