/// A grid container's tracks and its items' places, before any track is sized: the explicit
/// grid from the templates (automatic repetitions counted for `inlineSpace`), the items
/// placed, implicit tracks added, and empty `auto-fit` repetitions collapsed.
struct GridStructure {
    /// The tracks of each axis, in order.
    var columns: [GridTrackSize] = []
    var rows: [GridTrackSize] = []
    /// Each item's tracks, in the order of the items.
    var columnSpans: [Range<Int>] = []
    var rowSpans: [Range<Int>] = []

    /// - Parameters:
    ///   - lines: each item's `grid-column-start`, `-end`, `grid-row-start`, `-end`.
    ///   - inlineSpace, blockSpace: the content box's size, when definite (automatic repetitions).
    init(style: ComputedStyle, lines: [[GridLine]], inlineSpace: Double?, blockSpace: Double?, columnGap: Double, rowGap: Double) {
        let areas = style.gridTemplateAreas
        let columnTemplate = Self.explicitTracks(style.gridTemplateColumns, space: inlineSpace, gap: columnGap)
        let rowTemplate = Self.explicitTracks(style.gridTemplateRows, space: blockSpace, gap: rowGap)
        let explicitColumns = max(columnTemplate.tracks.count, areas?.columns ?? 0)
        let explicitRows = max(rowTemplate.tracks.count, areas?.rows ?? 0)
        let columnAreas = (areas?.areas ?? [:]).mapValues(\.columns), rowAreas = (areas?.areas ?? [:]).mapValues(\.rows)
        let columnItems = lines.map { GridSpan(start: $0[0], end: $0[1], explicit: explicitColumns, areas: columnAreas) }
        let rowItems = lines.map { GridSpan(start: $0[2], end: $0[3], explicit: explicitRows, areas: rowAreas) }
        let byColumn = style.gridAutoFlowColumn
        let placement = byColumn
            ? GridPlacement(cross: rowItems, flow: columnItems, explicitCross: explicitRows, explicitFlow: explicitColumns,
                            dense: style.gridAutoFlowDense)
            : GridPlacement(cross: columnItems, flow: rowItems, explicitCross: explicitColumns, explicitFlow: explicitRows,
                            dense: style.gridAutoFlowDense)
        let (columnCount, columnOffset) = byColumn ? (placement.flowCount, placement.flowOffset)
            : (placement.crossCount, placement.crossOffset)
        let (rowCount, rowOffset) = byColumn ? (placement.crossCount, placement.crossOffset)
            : (placement.flowCount, placement.flowOffset)
        columnSpans = byColumn ? placement.flow : placement.cross
        rowSpans = byColumn ? placement.cross : placement.flow
        columns = Self.tracks(count: columnCount, offset: columnOffset, template: columnTemplate.tracks,
                              auto: style.gridAutoColumns)
        rows = Self.tracks(count: rowCount, offset: rowOffset, template: rowTemplate.tracks, auto: style.gridAutoRows)
        Self.collapse(columnTemplate.fitting.map { ($0.lowerBound + columnOffset)..<($0.upperBound + columnOffset) },
                      tracks: &columns, spans: &columnSpans)
        Self.collapse(rowTemplate.fitting.map { ($0.lowerBound + rowOffset)..<($0.upperBound + rowOffset) },
                      tracks: &rows, spans: &rowSpans)
    }

    /// The explicit tracks of a template, and the range an `auto-fit` repetition took.
    private static func explicitTracks(_ list: GridTrackList, space: Double?, gap: Double) -> (tracks: [GridTrackSize], fitting: Range<Int>?) {
        guard let repeated = list.autoRepeat else { return (list.before, nil) }
        let count = repetitions(list, repeated, space: space, gap: gap)
        let tracks = list.before + Array(repeating: repeated.tracks, count: count).flatMap { $0 } + list.after
        let fitting = repeated.fits ? list.before.count..<(list.before.count + count * repeated.tracks.count) : nil
        return (tracks, fitting)
    }

    /// How many times an automatic repetition repeats (§7.2.3.2): as often as the tracks fit
    /// in `space` (each at its fixed maximum, else its fixed minimum), at least once.
    private static func repetitions(_ list: GridTrackList, _ repeated: GridAutoRepeat, space: Double?, gap: Double) -> Int {
        guard let space else { return 1 }
        func size(_ track: GridTrackSize) -> Double {
            let sizing = GridSizingTrack(track, base: space)
            if case .fixed(let value) = sizing.maximum { return value }
            if case .fixed(let value) = sizing.minimum { return value }
            return 0
        }
        let fixed = (list.before + list.after).reduce(0.0) { $0 + size($1) }
        let unit = repeated.tracks.reduce(0.0) { $0 + size($1) }
        let others = list.before.count + list.after.count
        func total(_ count: Int) -> Double {
            fixed + unit * Double(count) + gap * Double(others + count * repeated.tracks.count - 1)
        }
        guard unit + gap * Double(repeated.tracks.count) > 0 else { return 1 }
        var count = 1
        while count < 10_000, total(count + 1) <= space { count += 1 }
        return count
    }

    /// `count` tracks: the template's where the explicit grid is, `grid-auto-*` around it
    /// (repeating its list forwards after the explicit grid, backwards before it).
    private static func tracks(count: Int, offset: Int, template: [GridTrackSize], auto: [GridTrackSize]) -> [GridTrackSize] {
        (0..<count).map { index in
            let explicit = index - offset
            if explicit >= 0, explicit < template.count { return template[explicit] }
            let position = explicit < 0 ? explicit : explicit - template.count
            return auto[((position % auto.count) + auto.count) % auto.count]
        }
    }

    /// Removes the tracks of `fitting` (an `auto-fit` repetition) that no item spans.
    private static func collapse(_ fitting: Range<Int>?, tracks: inout [GridTrackSize], spans: inout [Range<Int>]) {
        guard let fitting else { return }
        let empty = fitting.filter { track in !spans.contains { $0.contains(track) } }
        guard !empty.isEmpty else { return }
        let removed = Set(empty)
        tracks = tracks.indices.filter { !removed.contains($0) }.map { tracks[$0] }
        spans = spans.map { span in
            let shift = empty.filter { $0 < span.lowerBound }.count
            return (span.lowerBound - shift)..<(span.upperBound - shift)
        }
    }
}
