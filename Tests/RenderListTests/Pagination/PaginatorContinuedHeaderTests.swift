import Testing
@testable import RenderList

/// A page that starts in the middle of a section repeats the section's header, and counts it.
@Suite("Paginator: continued section headers")
struct PaginatorContinuedHeaderTests {
    /// An item of a list, or the end of a section (``Paginator/endSection()``).
    private enum Item {
        case header(Double), row(Double), footer(Double), end
    }

    /// The page starts of `items`, and each page's height: its items' and its continued header's.
    private func paginate(_ items: [Item], _ rule: PageRule) -> (starts: [PageStart], heights: [Double]) {
        var paginator = Paginator(rule: rule)
        var starts: [PageStart] = []
        var repeated: [Double] = []
        var placed: [Double] = []
        var header: Double?
        for item in items {
            let kind: PageItemKind
            let height: Double
            switch item {
            case .header(let value): (kind, height) = (.header, value)
            case .row(let value): (kind, height) = (.row, value)
            case .footer(let value): (kind, height) = (.footer, value)
            case .end:
                paginator.endSection()
                header = nil
                continue
            }
            if kind == .header { header = height }
            placed.append(height)
            if let start = paginator.add(kind, height: height) {
                starts.append(start)
                repeated.append(start.repeatsHeader ? header ?? .nan : 0)
            }
        }
        if let start = paginator.finish() {
            starts.append(start)
            repeated.append(start.repeatsHeader ? header ?? .nan : 0)
        }
        let heights = starts.indices.map { page in
            let end = page + 1 < starts.count ? starts[page + 1].item : placed.count
            return repeated[page] + placed[starts[page].item..<end].reduce(0, +)
        }
        return (starts, heights)
    }

    private func section(header: Double?, rows: Int, height: Double, footer: Double? = nil) -> [Item] {
        (header.map { [.header($0)] } ?? []) + Array(repeating: .row(height), count: rows)
            + (footer.map { [.footer($0)] } ?? []) + [.end]
    }

    @Test func aPageThatStartsMidSectionRepeatsAndCountsTheHeader() {
        // Header 20, rows 30, budget 100: page 1 holds the header and 2 rows (80); later pages
        // the continued header and 2 rows (80), not 3 rows (90 + 20 > 100).
        let (starts, heights) = paginate(section(header: 20, rows: 7, height: 30), .height(100))
        #expect(starts == [PageStart(item: 0), PageStart(item: 3, repeatsHeader: true),
                           PageStart(item: 5, repeatsHeader: true), PageStart(item: 7, repeatsHeader: true)])
        #expect(heights == [80, 80, 80, 50])
    }

    @Test func aPageThatStartsWithTheNextSectionsHeaderRepeatsNothing() {
        let items = section(header: 20, rows: 3, height: 25) + section(header: 10, rows: 2, height: 30)
        let (starts, _) = paginate(items, .height(100))
        #expect(starts == [PageStart(item: 0), PageStart(item: 4)])
    }

    @Test func aPageThatStartsWithTheFooterRepeatsTheHeader() {
        let (starts, heights) = paginate(section(header: 20, rows: 2, height: 40, footer: 30), .height(100))
        #expect(starts == [PageStart(item: 0), PageStart(item: 3, repeatsHeader: true)])
        #expect(heights == [100, 50])
    }

    @Test func aSectionWithoutAHeaderRepeatsNothing() {
        let items = section(header: 20, rows: 1, height: 30) + section(header: nil, rows: 6, height: 40)
        let (starts, heights) = paginate(items, .height(100))
        #expect(starts.allSatisfy { !$0.repeatsHeader })
        #expect(starts.map(\.item) == [0, 3, 5, 7])
        #expect(heights == [90, 80, 80, 40])
    }

    /// A header that would not fit with the page's first row is not repeated: repeating a
    /// header taller than the budget would put one row on each page, over its budget.
    @Test func aHeaderTooTallForThePageIsNotRepeated() {
        let (starts, heights) = paginate(section(header: 150, rows: 5, height: 40), .height(100))
        #expect(starts == [PageStart(item: 0), PageStart(item: 2), PageStart(item: 4)])
        #expect(heights == [190, 80, 80])
        // A header that fits alone but not with the row that starts the page.
        let (tight, _) = paginate(section(header: 70, rows: 3, height: 40), .height(100))
        #expect(tight == [PageStart(item: 0), PageStart(item: 2)])
    }

    @Test func aRowTallerThanTheBudgetStartsItsPageWithoutTheHeader() {
        let (starts, heights) = paginate([.header(20), .row(30), .row(250), .row(30), .end], .height(100))
        #expect(starts == [PageStart(item: 0), PageStart(item: 2), PageStart(item: 3, repeatsHeader: true)])
        #expect(heights == [50, 250, 50])
    }

    /// Under a row count, headers do not count: every page that starts mid-section repeats its header.
    @Test func theCountRuleRepeatsHeadersWithoutCountingThem() {
        let (starts, _) = paginate(section(header: 500, rows: 5, height: 1, footer: 500), .count(2))
        #expect(starts == [PageStart(item: 0), PageStart(item: 3, repeatsHeader: true), PageStart(item: 5, repeatsHeader: true)])
    }

    @Test func theWholeListFormClosesSectionsAtFooters() {
        let items: [(kind: PageItemKind, height: Double)] = [(.header, 20), (.row, 50), (.row, 50), (.footer, 10), (.row, 50), (.row, 50)]
        #expect(Paginator.starts(of: items, rule: .height(100)) == [PageStart(item: 0), PageStart(item: 2, repeatsHeader: true), PageStart(item: 4)])
        #expect(Paginator.pages(of: items, rule: .height(100)) == [0..<2, 2..<4, 4..<6])
    }

    /// Random sections: no page is over its budget, its continued header counted, unless it
    /// holds a single row (or a header with its first row) taller than the budget alone; a
    /// page repeats a header only when it starts mid-section in a section that has one.
    @Test func noPageExceedsItsBudget() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var items: [Item] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let header = Int.random(in: 0..<4, using: &generator) == 0 ? nil : Double.random(in: 5...140, using: &generator)
                let footer = Bool.random(using: &generator) ? Double.random(in: 5...40, using: &generator) : nil
                items += section(header: header, rows: Int.random(in: 0...15, using: &generator),
                                 height: Double.random(in: 5...130, using: &generator), footer: footer)
            }
            let (starts, heights) = paginate(items, .height(120))
            let placed = items.filter { if case .end = $0 { false } else { true } }
            for (page, start) in starts.enumerated() {
                let end = page + 1 < starts.count ? starts[page + 1].item : placed.count
                let alone = placed[start.item..<end].filter { if case .row = $0 { true } else { false } }.count <= 1
                #expect(heights[page] <= 120 || alone && !start.repeatsHeader, "page \(page + 1): \(heights[page]) px")
                if start.repeatsHeader, case .header = placed[start.item] { Issue.record("page \(page + 1) repeats a header before a header") }
            }
            #expect(starts.first?.item == 0)
        }
    }
}
