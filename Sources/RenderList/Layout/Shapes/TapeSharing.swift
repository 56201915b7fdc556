/// One row shape's text contexts as every viewport class's layout recorded them
/// (``InlineTape``), grouped across layouts: a group is one context that the classes set alike
/// but for the width of its lines (``InlineTape/setsLike(_:)``).
///
/// A row's texts are then replayed once per group and width, not once per layout: members of
/// a group at the same width get one result. And where the lines' count can only fall as the
/// width grows (``InlineTape/isWidthMonotone``), a group is bisected by width: when its
/// narrowest and widest members give the same lines, every one of them as tall as the strut,
/// every member between them gives those lines too, and is not replayed. Each line ends no
/// earlier at a wider width, so a count that holds at both ends holds between them; and lines
/// that are all as tall as the strut hold nothing taller, whichever line each piece lands on,
/// so the same count gives the same height and baselines. (The lines' widest width differs,
/// but it is read only at min- and max-content widths, which are not bisected.)
final class TapeSharing {
    /// One context: its recordings, (layout, tape) pairs, by increasing width.
    private struct Group {
        var members: [(layout: Int, tape: Int)]
        var widths: [Double]
        var monotone: Bool
    }

    private let groups: [Group]
    /// The recordings the groups were made from, held: a plan forgotten and another made in its
    /// place is told apart by its recordings, never by an address that may be reused.
    private let tapes: [[InlineTape]?]
    /// Results by member index within the group being replayed (made once).
    private var found: [LayoutEngine.InlineResult?] = []

    /// Groups `tapes`, each layout's recordings of the shape (nil: the layout does not replay it).
    init(tapes: [[InlineTape]?]) {
        self.tapes = tapes
        var groups: [(representative: InlineTape, group: Group)] = []
        for (layout, recorded) in tapes.enumerated() {
            guard let recorded else { continue }
            for (index, tape) in recorded.enumerated() {
                let member = (layout: layout, tape: index)
                if let at = groups.firstIndex(where: { $0.representative.setsLike(tape) }) {
                    groups[at].group.members.append(member)
                    groups[at].group.widths.append(tape.width)
                    groups[at].group.monotone = groups[at].group.monotone && tape.isWidthMonotone
                } else {
                    groups.append((tape, Group(members: [member], widths: [tape.width], monotone: tape.isWidthMonotone)))
                }
            }
        }
        self.groups = groups.map { entry in
            let order = entry.group.widths.indices.sorted { entry.group.widths[$0] < entry.group.widths[$1] }
            return Group(members: order.map { entry.group.members[$0] }, widths: order.map { entry.group.widths[$0] },
                         monotone: entry.group.monotone)
        }
    }

    /// Whether `tapes` are the very recordings the groups were made from.
    func isMade(from tapes: [[InlineTape]?]) -> Bool {
        guard tapes.count == self.tapes.count else { return false }
        for (mine, theirs) in zip(self.tapes, tapes) {
            switch (mine, theirs) {
            case (nil, nil): continue
            case (let mine?, let theirs?):
                guard mine.count == theirs.count, zip(mine, theirs).allSatisfy({ $0 === $1 }) else { return false }
            default: return false
            }
        }
        return true
    }

    /// Replays `texts` into every layout's recordings (`tapes`, as given to ``init(tapes:)``):
    /// `results[layout][tape]`, each layout's replayed with its model's measurer (`metrics`).
    func replay(_ tapes: [[InlineTape]?], metrics: [any TextMeasuring], texts: [String],
                into results: inout [[LayoutEngine.InlineResult]]) {
        let blank = LayoutEngine.InlineResult(height: 0, maxLineWidth: 0, lineCount: 0)
        for layout in tapes.indices {
            results[layout].removeAll(keepingCapacity: true)
            if let recorded = tapes[layout] { results[layout].append(contentsOf: repeatElement(blank, count: recorded.count)) }
        }
        for group in groups {
            found.removeAll(keepingCapacity: true)
            found.append(contentsOf: repeatElement(nil, count: group.members.count))
            func result(_ index: Int) -> LayoutEngine.InlineResult {
                if let known = found[index] { return known }
                // Members at one width set the same lines.
                if let twin = twin(of: index, in: group) {
                    found[index] = twin
                    return twin
                }
                let (layout, tape) = group.members[index]
                let made = tapes[layout]![tape].replay(metrics: metrics[layout], texts: texts)
                found[index] = made
                return made
            }
            fill(group, from: 0, to: group.members.count - 1, result: result)
            for index in group.members.indices {
                let (layout, tape) = group.members[index]
                results[layout][tape] = result(index)
            }
        }
    }

    /// The result of a member of `group` at the width of the one at `index`, if one is known.
    private func twin(of index: Int, in group: Group) -> LayoutEngine.InlineResult? {
        let width = group.widths[index]
        var other = index - 1
        while other >= 0, group.widths[other] == width {
            if let known = found[other] { return known }
            other -= 1
        }
        other = index + 1
        while other < group.widths.count, group.widths[other] == width {
            if let known = found[other] { return known }
            other += 1
        }
        return nil
    }

    /// Finds the results of `group`'s members from `low` to `high`, skipping those between two
    /// members whose lines agree (see the type's notes).
    private func fill(_ group: Group, from low: Int, to high: Int, result: (Int) -> LayoutEngine.InlineResult) {
        let (first, last) = (result(low), result(high))
        guard high - low >= 2 else { return }
        if group.widths[low] == group.widths[high] || (group.monotone && Self.agree(first, last)) {
            for index in low + 1..<high where found[index] == nil { found[index] = first }
            return
        }
        let middle = (low + high) / 2
        fill(group, from: low, to: middle, result: result)
        fill(group, from: middle, to: high, result: result)
    }

    /// The same number of lines, each as tall as the strut.
    private static func agree(_ a: LayoutEngine.InlineResult, _ b: LayoutEngine.InlineResult) -> Bool {
        a.linesAtStrut && b.linesAtStrut && a.lineCount == b.lineCount && a.height == b.height
            && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline
    }
}
