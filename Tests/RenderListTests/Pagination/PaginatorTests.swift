import Testing
@testable import RenderList

@Suite("Paginator")
struct PaginatorTests {
    private func rows(_ heights: [Double]) -> [(kind: PageItemKind, height: Double)] {
        heights.map { (.row, $0) }
    }

    @Test func fillsPagesUpToTheBudget() {
        #expect(Paginator.pages(of: rows([40, 40, 40, 40, 40]), rule: .height(100)) == [0..<2, 2..<4, 4..<5])
        #expect(Paginator.pages(of: rows([50, 50, 50]), rule: .height(100)) == [0..<2, 2..<3])
    }

    @Test func aRowTallerThanTheBudgetSitsAlone() {
        #expect(Paginator.pages(of: rows([30, 250, 30]), rule: .height(100)) == [0..<1, 1..<2, 2..<3])
        #expect(Paginator.pages(of: rows([250, 250]), rule: .height(100)) == [0..<1, 1..<2])
    }

    @Test func aHeaderNeverEndsAPage() {
        let items: [(kind: PageItemKind, height: Double)] = [(.row, 40), (.row, 40), (.header, 15), (.row, 40), (.row, 40)]
        #expect(Paginator.pages(of: items, rule: .height(100)) == [0..<2, 2..<5])
    }

    @Test func aHeaderAndFooterOfAnEmptySectionStayTogether() {
        let items: [(kind: PageItemKind, height: Double)] = [(.row, 90), (.header, 20), (.footer, 20), (.row, 10)]
        #expect(Paginator.pages(of: items, rule: .height(100)) == [0..<1, 1..<4])
    }

    @Test func countsRowsButNotHeadersAndFooters() {
        let items: [(kind: PageItemKind, height: Double)] = [(.header, 1), (.row, 1), (.row, 1), (.footer, 1), (.header, 1), (.row, 1), (.row, 1)]
        #expect(Paginator.pages(of: items, rule: .count(2)) == [0..<4, 4..<7])
        #expect(Paginator.pages(of: rows([1, 1, 1, 1, 1]), rule: .count(2)) == [0..<2, 2..<4, 4..<5])
    }

    @Test func noItemsIsOneEmptyPage() {
        #expect(Paginator.pages(of: [], rule: .height(100)) == [0..<0])
    }

    @Test func everyItemLandsOnExactlyOnePage() {
        var generator = SystemRandomNumberGenerator()
        let items: [(kind: PageItemKind, height: Double)] = (0..<500).map { _ in
            (Int.random(in: 0..<10, using: &generator) == 0 ? .header : .row, Double.random(in: 1...300, using: &generator))
        }
        let pages = Paginator.pages(of: items, rule: .height(500))
        #expect(pages.first?.lowerBound == 0)
        #expect(pages.last?.upperBound == items.count)
        for (page, next) in zip(pages, pages.dropFirst()) { #expect(page.upperBound == next.lowerBound) }
        for page in pages {
            let total = items[page].reduce(0) { $0 + $1.height }
            let rowsOnPage = items[page].filter { $0.kind == .row }.count
            #expect(total <= 500 || rowsOnPage == 1, "an over-full page holds one row")
            #expect(items[page].last?.kind != .header || page.upperBound == items.count)
        }
    }
}

@Suite("Pager model")
struct PagerModelTests {
    @Test func showsAWindowWithGaps() {
        let entries = PagerModel(current: 10, total: 20).entries
        #expect(entries == [.first(1), .previous(9), .page(1, isCurrent: false), .gap,
                            .page(8, isCurrent: false), .page(9, isCurrent: false), .page(10, isCurrent: true),
                            .page(11, isCurrent: false), .page(12, isCurrent: false), .gap,
                            .page(20, isCurrent: false), .next(11), .last(20)])
    }

    @Test func theFirstAndLastPagesHaveNoLinkBeyondThem() {
        #expect(PagerModel(current: 1, total: 3).entries == [.first(nil), .previous(nil), .page(1, isCurrent: true),
                                                             .page(2, isCurrent: false), .page(3, isCurrent: false), .next(2), .last(3)])
        #expect(PagerModel(current: 3, total: 3).entries.suffix(2) == [.next(nil), .last(nil)])
    }

    @Test func aOnePageGapIsFilledWithThePage() {
        #expect(PagerModel(current: 4, total: 7).visiblePages == [1, 2, 3, 4, 5, 6, 7])
        #expect(PagerModel(current: 5, total: 9).visiblePages == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(PagerModel(current: 6, total: 12).visiblePages == [1, 4, 5, 6, 7, 8, 12])
    }
}
