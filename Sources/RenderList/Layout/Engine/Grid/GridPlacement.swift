/// Grid item placement (CSS Grid §8.5): items with definite positions first, then those
/// locked to a line of the flow axis, then the rest by the auto-placement cursor. Works in
/// "cross" (the axis the cursor walks: columns under `grid-auto-flow: row`) and "flow" terms.
struct GridPlacement {
    /// Each item's tracks in the cross and flow axes, from 0 (implicit tracks before the
    /// explicit grid come first).
    var cross: [Range<Int>] = []
    var flow: [Range<Int>] = []
    var crossCount = 0
    var flowCount = 0
    /// How many implicit tracks precede the explicit grid in each axis.
    var crossOffset = 0
    var flowOffset = 0

    /// Places items in a grid with `explicitCross` × `explicitFlow` explicit tracks.
    init(cross crossSpans: [GridSpan], flow flowSpans: [GridSpan], explicitCross: Int, explicitFlow: Int, dense: Bool) {
        crossOffset = max(0, -(crossSpans.compactMap(\.start).min() ?? 0))
        flowOffset = max(0, -(flowSpans.compactMap(\.start).min() ?? 0))
        let crossItems = crossSpans.map { GridSpan(start: $0.start.map { $0 + crossOffset }, span: $0.span) }
        let flowItems = flowSpans.map { GridSpan(start: $0.start.map { $0 + flowOffset }, span: $0.span) }
        crossCount = max(explicitCross + crossOffset, crossItems.map { ($0.start ?? 0) + $0.span }.max() ?? 0)
        var grid = GridOccupancy(crossCount: crossCount)
        cross = Array(repeating: 0..<0, count: crossItems.count)
        flow = cross
        // Definite in both axes, then locked to a flow line.
        for index in crossItems.indices {
            guard let crossRange = crossItems[index].range, let flowRange = flowItems[index].range else { continue }
            (cross[index], flow[index]) = (crossRange, flowRange)
            grid.occupy(cross: crossRange, flow: flowRange)
        }
        var lineCursors: [Int: Int] = [:]
        for index in crossItems.indices where crossItems[index].start == nil {
            guard let flowRange = flowItems[index].range else { continue }
            var start = dense ? 0 : lineCursors[flowRange.lowerBound, default: 0]
            while !grid.isFree(cross: start..<start + crossItems[index].span, flow: flowRange) { start += 1 }
            (cross[index], flow[index]) = (start..<start + crossItems[index].span, flowRange)
            grid.occupy(cross: cross[index], flow: flowRange)
            lineCursors[flowRange.lowerBound] = cross[index].upperBound
        }
        crossCount = max(crossCount, grid.crossCount)
        grid.crossCount = crossCount
        placeAutomatically(crossItems, flowItems, in: &grid, dense: dense)
        flowCount = max(explicitFlow + flowOffset, flow.map(\.upperBound).max() ?? 0)
    }

    /// §8.5 step 4: the items whose flow position is `auto`, in order, by the cursor.
    private mutating func placeAutomatically(_ crossItems: [GridSpan], _ flowItems: [GridSpan],
                                             in grid: inout GridOccupancy, dense: Bool) {
        var cursor = (flow: 0, cross: 0)
        for index in crossItems.indices where flowItems[index].start == nil {
            let flowSpan = flowItems[index].span
            if dense { cursor = (0, 0) }
            if let crossRange = crossItems[index].range {
                if !dense, crossRange.lowerBound < cursor.cross { cursor.flow += 1 }
                cursor.cross = crossRange.lowerBound
                while !grid.isFree(cross: crossRange, flow: cursor.flow..<cursor.flow + flowSpan) { cursor.flow += 1 }
            } else {
                let span = crossItems[index].span
                while true {
                    if cursor.cross + span > crossCount { (cursor.flow, cursor.cross) = (cursor.flow + 1, 0); continue }
                    if grid.isFree(cross: cursor.cross..<cursor.cross + span, flow: cursor.flow..<cursor.flow + flowSpan) { break }
                    cursor.cross += 1
                }
            }
            cross[index] = cursor.cross..<cursor.cross + crossItems[index].span
            flow[index] = cursor.flow..<cursor.flow + flowSpan
            grid.occupy(cross: cross[index], flow: flow[index])
        }
    }
}

/// Which cells of a grid are taken, line by line of the flow axis.
struct GridOccupancy {
    var crossCount: Int
    private var lines: [[Bool]] = []

    init(crossCount: Int) {
        self.crossCount = crossCount
    }

    func isFree(cross: Range<Int>, flow: Range<Int>) -> Bool {
        for line in flow where line < lines.count {
            for cell in cross where cell < lines[line].count && lines[line][cell] { return false }
        }
        return true
    }

    mutating func occupy(cross: Range<Int>, flow: Range<Int>) {
        crossCount = max(crossCount, cross.upperBound)
        while lines.count < flow.upperBound { lines.append([]) }
        for line in flow {
            if lines[line].count < cross.upperBound {
                lines[line] += Array(repeating: false, count: cross.upperBound - lines[line].count)
            }
            for cell in cross { lines[line][cell] = true }
        }
    }
}
