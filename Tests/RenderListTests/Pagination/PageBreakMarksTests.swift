import Testing
@testable import RenderList

@Suite("Stable page breaks")
struct PageBreakMarksTests {
    /// A row of the simulated list: its key stays with it wherever it moves.
    private struct Item: Equatable {
        var key: UInt64
        var height: Double
    }

    private static let budget = 6000.0

    /// Rows 60 to 400 px tall (whole px, as Blink's heights are exact in binary), random keys.
    private func list(_ count: Int, seed: UInt64) -> [Item] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in Item(key: random.next(), height: Double(Int.random(in: 60...400, using: &random))) }
    }

    /// The pages of `items` under the stable rule, each as its rows' keys.
    private func pages(_ items: [Item]) -> [[UInt64]] {
        let starts = Paginator.starts(of: items.map { (kind: .row, height: $0.height, key: $0.key) }, rule: .stable(Self.budget))
        return starts.ranges(count: items.count).map { items[$0].map(\.key) }
    }

    /// How many pages of `new` are not pages of `old`: the page files an edit rewrites.
    private func changedPages(_ old: [Item], _ new: [Item]) -> Int {
        let before = Set(pages(old))
        return pages(new).filter { !before.contains($0) }.count
    }

    @Test func everyItemComesOutOnceInOrder() {
        var marks = PageBreakMarks<Int>(budget: 1000)
        var out: [Int] = []
        for index in 0..<500 { out += marks.push(index, height: Double(index % 7) * 30, key: UInt64(index * 7919 % 503)).map(\.payload) }
        out += marks.finish().map(\.payload)
        #expect(out == Array(0..<500))
    }

    @Test func marksAreAtLeastTheReachApart() {
        var marks = PageBreakMarks<Double>(budget: Self.budget)
        var ends: [Double] = []
        var position = 0.0
        for item in list(3000, seed: 1) {
            position += item.height
            ends += marks.push(position, height: item.height, key: item.key).filter(\.endsPage).map(\.payload)
        }
        ends += marks.finish().filter(\.endsPage).map(\.payload)
        #expect(ends.count > 50)
        for (end, next) in zip(ends, ends.dropFirst()) { #expect(next - end >= marks.reach) }
    }

    @Test func pagesNeverOutgrowTheBudgetAndMostEndAtAMark() {
        let items = list(20_000, seed: 2)
        let pages = pages(items)
        let heights = Dictionary(uniqueKeysWithValues: items.map { ($0.key, $0.height) })
        let totals = pages.map { $0.reduce(0) { $0 + heights[$1]! } }
        #expect(totals.allSatisfy { $0 <= Self.budget })
        let nearlyFull = totals.filter { $0 > Self.budget - 400 }.count
        #expect(nearlyFull * 20 < pages.count, "\(nearlyFull) of \(pages.count) pages end at the budget")
        let average = totals.reduce(0, +) / Double(totals.count)
        #expect(average > Self.budget * 0.4 && average < Self.budget * 0.6)
    }

    @Test func editingARowRewritesAtMostTwoPages() {
        for seed in UInt64(10)..<60 {
            let old = list(1500, seed: seed)
            var new = old
            let index = Int(seed * 37 % 1500)
            new[index].height = new[index].height > 200 ? 70 : 390
            #expect(changedPages(old, new) <= 2, "seed \(seed), row \(index)")
        }
    }

    @Test func insertingOrDeletingARowRewritesAtMostThreePages() {
        for seed in UInt64(100)..<150 {
            let old = list(1500, seed: seed)
            var random = SeededRandom(seed: seed)
            let index = Int.random(in: 0..<old.count, using: &random)
            var inserted = old
            inserted.insert(Item(key: random.next(), height: 180), at: index)
            var deleted = old
            deleted.remove(at: index)
            #expect(changedPages(old, inserted) <= 3, "seed \(seed), insert at \(index)")
            #expect(changedPages(old, deleted) <= 3, "seed \(seed), delete at \(index)")
        }
    }

    @Test func prependingRewritesOnlyTheFirstPages() {
        for seed in UInt64(200)..<230 {
            let old = list(1500, seed: seed)
            let new = list(3, seed: seed + 1000) + old
            #expect(changedPages(old, new) <= 2, "seed \(seed)")
        }
    }

    @Test func movingARowRewritesOnlyThePagesAroundBothPlaces() {
        for seed in UInt64(300)..<330 {
            let old = list(1500, seed: seed)
            var new = old
            let row = new.remove(at: 1200)
            new.insert(row, at: Int(seed % 40))
            #expect(changedPages(old, new) <= 5, "seed \(seed)")
        }
    }

    @Test func theFillRuleMovesFarMorePageEnds() {
        let fill = { (items: [Item]) in
            Paginator.starts(of: items.map { (kind: .row, height: $0.height, key: $0.key) }, rule: .height(Self.budget))
                .ranges(count: items.count).map { items[$0].map(\.key) }
        }
        var (stable, filled) = (0, 0)
        for seed in UInt64(400)..<430 {
            let old = list(1500, seed: seed)
            var new = old
            new.insert(Item(key: seed, height: 180), at: 10)
            stable += changedPages(old, new)
            let before = Set(fill(old))
            filled += fill(new).filter { !before.contains($0) }.count
        }
        // What the stable rule is for: under the fill rule one insert near the top moves page ends far below it.
        #expect(stable * 3 < filled, "stable: \(stable) pages rewritten, fill: \(filled)")
    }

    @Test func aHeaderNeverEndsAPageEvenWithTheLargestKey() {
        var items: [(kind: PageItemKind, height: Double, key: UInt64?)] = []
        for index in 0..<200 {
            let key = UInt64(index * 2_654_435_761 % 1_000_003)
            items.append(index % 10 == 0 ? (kind: .header, height: 30, key: UInt64.max) : (kind: .row, height: 100, key: key))
        }
        let starts = Paginator.starts(of: items, rule: .stable(2000))
        #expect(starts.count > 3)
        for start in starts.dropFirst() { #expect(items[start.item - 1].kind != .header) }
    }
}
