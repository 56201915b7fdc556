import Testing
@testable import RenderList

/// ``PageEnds/Collector``: each page's first and last rows, as the rows stream by.
@Suite("Page ends")
struct PageEndsTests {
    private func row(_ index: Int, _ name: String?) -> Row {
        Row(index: index, section: 0, fields: name.map { ["name": .string($0)] } ?? [:])
    }

    @Test func eachPageKeepsItsFirstAndLastRow() {
        var collector = PageEnds.Collector(keys: ["name"])
        collector.pageBegins(at: 0)
        collector.row(row(0, "Ada"), at: 0)
        collector.row(row(1, "Bo"), at: 10)
        collector.row(row(2, "Cy"), at: 20)
        collector.pageBegins(at: 20)  // the row at 20 begins page 2
        collector.row(row(3, nil), at: 30)
        collector.pageBegins(at: 25)  // a header at 25 went to page 3 with the row at 30
        collector.finish()
        #expect(collector.pages == [
            PageEnds(first: ["name": "Ada"], last: ["name": "Bo"]),
            PageEnds(first: ["name": "Cy"], last: ["name": "Cy"]),
            PageEnds(first: [:], last: [:]),
        ])
    }

    @Test func valuesAreOneLineOfCleanText() {
        let values = PageEnds.values(of: row(0, " A\u{0}\n  b "), keys: ["name", "missing"])
        #expect(values == ["name": "A\u{FFFD} b"])
    }

    @Test func anEmptyListHasOneEmptyPage() {
        var collector = PageEnds.Collector(keys: ["name"])
        collector.finish()
        #expect(collector.pages == [PageEnds()])
    }
}
