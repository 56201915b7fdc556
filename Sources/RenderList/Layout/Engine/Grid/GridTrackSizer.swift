/// The grid track sizing algorithm (CSS Grid §11.4–11.8) for one axis: base sizes and growth
/// limits, grown for the items in them, then free space handed out, `fr` tracks expanded and
/// `auto` tracks stretched.
struct GridTrackSizer {
    let tracks: [GridSizingTrack]
    let gap: Double
    let space: GridSizingSpace
    /// Whether free space left at the end goes to the `auto` tracks (`justify-content: normal`).
    var stretchesAutoTracks = true
    var base: [Double]
    var limit: [Double]

    /// The used sizes of `tracks` with `gap` between each two, holding `items`.
    static func sizes(_ tracks: [GridSizingTrack], gap: Double, items: [GridContribution], space: GridSizingSpace,
                      stretchesAutoTracks: Bool = true) -> [Double] {
        var sizer = GridTrackSizer(tracks: tracks, gap: gap, space: space)
        sizer.stretchesAutoTracks = stretchesAutoTracks
        sizer.sizeNonSpanningItems(items.filter { $0.tracks.count == 1 && !sizer.crossesFlexible($0) })
        let spanning = items.filter { $0.tracks.count > 1 && !sizer.crossesFlexible($0) }
        for span in Set(spanning.map(\.tracks.count)).sorted() {
            sizer.sizeSpanningItems(spanning.filter { $0.tracks.count == span }, flexible: false)
        }
        sizer.sizeSpanningItems(items.filter { sizer.crossesFlexible($0) }, flexible: true)
        for index in tracks.indices where sizer.limit[index].isInfinite || sizer.limit[index] < sizer.base[index] {
            sizer.limit[index] = sizer.base[index]
        }
        sizer.maximizeTracks()
        sizer.expandFlexibleTracks(items)
        sizer.stretchAutoTracks()
        return sizer.base
    }

    /// §11.4: fixed minimums and maximums; the rest start at 0 and an infinite limit.
    init(tracks: [GridSizingTrack], gap: Double, space: GridSizingSpace) {
        (self.tracks, self.gap, self.space) = (tracks, gap, space)
        base = tracks.map { if case .fixed(let value) = $0.minimum { value } else { 0 } }
        limit = tracks.map { if case .fixed(let value) = $0.maximum { value } else { .infinity } }
        for index in tracks.indices where limit[index] < base[index] { limit[index] = base[index] }
    }

    func crossesFlexible(_ item: GridContribution) -> Bool {
        item.tracks.contains { tracks[$0].flex != nil }
    }

    /// The gaps inside `count` adjacent tracks.
    func gaps(_ count: Int) -> Double { gap * Double(max(0, count - 1)) }

    /// An item's contribution limited by the fixed maximum of the one track it spans, floored
    /// by its minimum contribution.
    private func limited(_ value: Double, _ item: GridContribution) -> Double {
        guard item.tracks.count == 1, let cap = tracks[item.tracks.lowerBound].fixedLimit else { return value }
        return max(min(value, cap), item.minimum)
    }

    /// What an item asks of an `auto` minimum: its minimum contribution, or under a min- or
    /// max-content constraint its limited min-content (max-content) contribution.
    func autoMinimum(_ item: GridContribution, spanning: Bool) -> Double {
        switch space {
        case .definite, .indefinite:
            // The content-based minimum applies to an item spanning one track, or several
            // none of which is flexible (CSS Grid §6.6).
            item.tracks.count > 1 && crossesFlexible(item) ? item.minimumWithoutContent : item.minimum
        case .minContent: limited(item.minContent, item)
        case .maxContent: limited(spanning ? item.minContent : item.maxContent, item)
        }
    }

    /// §11.5.2: tracks sized to the items that span only them.
    private mutating func sizeNonSpanningItems(_ items: [GridContribution]) {
        for (index, track) in tracks.enumerated() where track.flex == nil {
            let inside = items.filter { $0.tracks.lowerBound == index }
            guard !inside.isEmpty else { continue }
            switch track.minimum {
            case .auto: base[index] = max(base[index], inside.map { autoMinimum($0, spanning: false) }.max()!)
            case .minContent: base[index] = max(base[index], inside.map(\.minContent).max()!)
            case .maxContent: base[index] = max(base[index], inside.map(\.maxContent).max()!)
            case .fixed: break
            }
            switch track.maximum {
            case .minContent: limit[index] = inside.map(\.minContent).max()!
            case .maxContent, .auto: limit[index] = inside.map(\.maxContent).max()!
            case .fitContent(let cap): limit[index] = min(inside.map(\.maxContent).max()!, cap)
            case .fixed, .flex: break
            }
            if limit[index] < base[index] { limit[index] = base[index] }
        }
    }

    /// §11.6: free space given to every track equally, up to its growth limit.
    private mutating func maximizeTracks() {
        switch space {
        case .minContent: return
        case .maxContent, .indefinite: base = limit
        case .definite(let available):
            let free = available - base.reduce(0, +) - gaps(tracks.count)
            guard free > 0 else { return }
            distributeEqually(free, to: Array(tracks.indices), cap: limit)
        }
    }

    /// §11.8: with `justify-content: normal`, what room is left goes to the `auto` tracks equally.
    private mutating func stretchAutoTracks() {
        guard case .definite(let available) = space, stretchesAutoTracks else { return }
        let free = available - base.reduce(0, +) - gaps(tracks.count)
        let autos = tracks.indices.filter { tracks[$0].maximum == .auto }
        guard free > 0, !autos.isEmpty else { return }
        distributeEqually(free, to: autos, cap: nil)
    }

    /// Adds `space` to the base sizes of `indices` in equal shares, each up to its `cap`.
    private mutating func distributeEqually(_ space: Double, to indices: [Int], cap: [Double]?) {
        var open = indices
        var left = space
        while left > 1e-9, !open.isEmpty {
            let share = left / Double(open.count)
            var next: [Int] = []
            for index in open {
                let room = (cap?[index] ?? .infinity) - base[index]
                let grown = min(share, room)
                base[index] += grown
                left -= grown
                if share < room { next.append(index) }
            }
            if next.count == open.count { break }
            open = next
        }
    }
}
