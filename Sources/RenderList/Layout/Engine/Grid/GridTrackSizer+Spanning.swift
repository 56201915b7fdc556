/// §11.5.3–4: items spanning several tracks, and items crossing flexible tracks.
extension GridTrackSizer {
    /// The steps that grow tracks for spanning items, in order.
    private enum Phase: CaseIterable {
        case intrinsicMinimums, contentMinimums, maxContentMinimums, intrinsicMaximums, maxContentMaximums

        var growsLimits: Bool { self == .intrinsicMaximums || self == .maxContentMaximums }
    }

    /// Grows tracks for `items` (all spanning the same number of tracks, or, when `flexible`,
    /// all crossing a flexible track, whose base sizes alone then grow, in proportion to
    /// their flex factors).
    mutating func sizeSpanningItems(_ items: [GridContribution], flexible: Bool) {
        guard !items.isEmpty else { return }
        // Tracks with an infinite growth limit when the limits start growing take what is
        // left in both limit phases; the others only once every such track has had its share.
        var growable = Set<Int>()
        for phase in Phase.allCases where !(flexible && phase.growsLimits) {
            if phase == .intrinsicMaximums { growable = Set(tracks.indices.filter { limit[$0].isInfinite }) }
            var planned = [Double](repeating: 0, count: tracks.count)
            for item in items {
                let affected = item.tracks.filter { affects(phase, tracks[$0]) && (!flexible || tracks[$0].flex != nil) }
                guard !affected.isEmpty else { continue }
                let current = item.tracks.reduce(0.0) { $0 + size(phase, $1) } + gaps(item.tracks.count)
                let space = max(0, contribution(phase, item) - current)
                guard space > 0 else { continue }
                let increase = flexible ? proportionalShares(space, affected)
                    : equalShares(space, affected, phase, growable: growable)
                for (index, grown) in zip(affected, increase) { planned[index] = max(planned[index], grown) }
            }
            for index in tracks.indices where planned[index] > 0 {
                if phase.growsLimits {
                    limit[index] = (limit[index].isInfinite ? base[index] : limit[index]) + planned[index]
                } else {
                    base[index] += planned[index]
                }
            }
            if phase == .maxContentMinimums {
                for index in tracks.indices where limit[index] < base[index] { limit[index] = base[index] }
            }
        }
    }

    private func affects(_ phase: Phase, _ track: GridSizingTrack) -> Bool {
        switch phase {
        case .intrinsicMinimums: track.hasIntrinsicMinimum
        case .contentMinimums: track.minimum == .minContent || track.minimum == .maxContent
        case .maxContentMinimums: track.minimum == .maxContent || (track.minimum == .auto && space == .maxContent)
        case .intrinsicMaximums: track.hasIntrinsicMaximum
        case .maxContentMaximums: track.hasMaxContentMaximum
        }
    }

    /// The size of a track the phase grows: its base size, or its growth limit (the base size
    /// while that is infinite).
    private func size(_ phase: Phase, _ index: Int) -> Double {
        guard phase.growsLimits, limit[index].isFinite else { return base[index] }
        return limit[index]
    }

    private func contribution(_ phase: Phase, _ item: GridContribution) -> Double {
        switch phase {
        case .intrinsicMinimums: autoMinimum(item, spanning: true)
        case .contentMinimums, .intrinsicMaximums: item.minContent
        case .maxContentMinimums, .maxContentMaximums: item.maxContent
        }
    }

    /// `space` shared equally by `affected` up to their limits (a base size grows up to its
    /// growth limit; a growth limit only if it is `growable`), then beyond them, by the tracks
    /// whose maximum can take it (all of them, if none can).
    private func equalShares(_ space: Double, _ affected: [Int], _ phase: Phase, growable: Set<Int>) -> [Double] {
        var grown = [Double](repeating: 0, count: affected.count)
        var left = space
        var open = Array(affected.indices)
        let room = { (slot: Int) -> Double in
            let index = affected[slot]
            if phase.growsLimits { return growable.contains(index) ? .infinity : 0 }
            return self.limit[index] - self.base[index]
        }
        while left > 1e-9, !open.isEmpty {
            let share = left / Double(open.count)
            var next: [Int] = []
            for slot in open {
                let added = min(share, room(slot) - grown[slot])
                grown[slot] += added
                left -= added
                if share < room(slot) - grown[slot] + added { next.append(slot) }
            }
            if next.count == open.count { break }
            open = next
        }
        guard left > 1e-9 else { return grown }
        var beyond = affected.indices.filter { slot in
            let track = tracks[affected[slot]]
            return phase == .maxContentMinimums ? track.hasMaxContentMaximum : track.hasIntrinsicMaximum
        }
        if beyond.isEmpty || phase.growsLimits { beyond = Array(affected.indices) }
        for slot in beyond { grown[slot] += left / Double(beyond.count) }
        return grown
    }

    /// `space` shared by flexible tracks in proportion to their flex factors (equally when
    /// the factors add up to less than 1).
    private func proportionalShares(_ space: Double, _ affected: [Int]) -> [Double] {
        let factors = affected.map { tracks[$0].flex ?? 0 }
        let total = factors.reduce(0, +)
        guard total >= 1 else { return affected.map { _ in space / Double(affected.count) } }
        return factors.map { space * $0 / total }
    }
}
