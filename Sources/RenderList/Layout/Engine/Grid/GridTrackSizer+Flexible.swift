/// §11.7: expanding flexible (`fr`) tracks.
extension GridTrackSizer {
    /// Grows each flexible track to its share of the room left (the used flex fraction times
    /// its factor) when that is more than its base size.
    mutating func expandFlexibleTracks(_ items: [GridContribution]) {
        let flexible = tracks.indices.filter { tracks[$0].flex != nil }
        guard !flexible.isEmpty else { return }
        let fraction: Double
        switch space {
        case .minContent:
            return
        case .definite(let available):
            guard available - base.reduce(0, +) - gaps(tracks.count) > 0 else { return }
            fraction = frSize(Array(tracks.indices), filling: available)
        case .maxContent, .indefinite:
            var largest = flexible.map { index in
                let factor = tracks[index].flex!
                return factor > 1 ? base[index] / factor : base[index]
            }.max() ?? 0
            for item in items where crossesFlexible(item) {
                largest = max(largest, frSize(Array(item.tracks), filling: item.maxContent))
            }
            fraction = largest
        }
        for index in flexible {
            base[index] = max(base[index], LayoutUnit.floor(fraction * tracks[index].flex!))
        }
    }

    /// §11.7.1: the size of one `fr` when `indices` fill `space`: what is left after the other
    /// tracks and the gaps, shared by the flex factors; a flexible track whose base size is
    /// more than its share keeps it and is left out of the sharing.
    func frSize(_ indices: [Int], filling space: Double) -> Double {
        var inflexible = Set(indices.filter { tracks[$0].flex == nil })
        while true {
            let leftover = space - gaps(indices.count) - inflexible.reduce(0.0) { $0 + base[$1] }
            let factors = indices.filter { !inflexible.contains($0) }.reduce(0.0) { $0 + tracks[$1].flex! }
            let fraction = max(0, leftover) / max(factors, 1)
            let outgrown = indices.filter { !inflexible.contains($0) && base[$0] > fraction * tracks[$0].flex! }
            if outgrown.isEmpty { return fraction }
            inflexible.formUnion(outgrown)
        }
    }
}
