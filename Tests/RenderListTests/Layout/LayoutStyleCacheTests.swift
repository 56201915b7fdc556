import Testing
@testable import RenderList

/// The style cache grows with every element shape it meets (class names or ids bound from data
/// make one per row) and is emptied when it outgrows its limit. Emptying it while a cell was
/// laid out left the boxes of that cell, and the list container's style, pointing past its end:
/// a flex root with `rl:attr-id` crashed from 1,906 rows up.
@Suite("Layout: the style cache")
struct LayoutStyleCacheTests {
    static let css = """
    .card { display: flex; gap: 8px; padding: 4px } .card .body { flex: 1 } #first { padding: 6px }
    .card img { width: 30px; height: 30px } .card p { margin: 0 }
    """

    /// A flex card whose root has its own id and class, as `rl:attr-id` and `rl:attr-class` make them.
    private func card(_ number: Int, words: Int) -> String {
        let text = Array(repeating: "word", count: words).joined(separator: " ")
        return #"<article class="card c\#(number)" id="row-\#(number)"><img src="a.png" alt=""/>"#
            + #"<div class="body"><p>\#(text)</p><p class="meta">meta \#(number)</p></div></article>"#
    }

    /// The heights of sixty different cards, one model measuring them in turn.
    private func heights(cacheLimit: Int) throws -> [Double] {
        let cards = (0..<60).map { card($0, words: 1 + $0 % 7) }.joined()
        let fixture = try LayoutFixture(css: Self.css, cell: cards)
        fixture.model.styleCacheLimit = cacheLimit
        return fixture.container.childElements.map { prototype in
            let copy = fixture.scratch.copy(of: prototype)
            return withExtendedLifetime(copy) { fixture.model.height(of: copy.node, width: 120) }
        }
    }

    @Test func heightsDoNotDependOnWhenTheCacheIsEmptied() throws {
        let unlimited = try heights(cacheLimit: 1_000_000)
        for limit in [1, 3, 5, 8, 13] {
            #expect(try heights(cacheLimit: limit) == unlimited, "cache limit \(limit)")
        }
        #expect(Set(unlimited).count > 1)
    }
}
