import Testing
@testable import RenderList

/// `:not()`, `:is()`, `:where()`, the `:nth-*()` family and the `*-of-type` keywords, as
/// templates written with modern CSS use them (`li:not(:last-child)`, `:is(h2, h3)`, zebra rows).
@Suite("Layout: functional and counted pseudo-classes")
struct LayoutPseudoClassTests {
    @Test(arguments: [
        ("odd", [1, 3, 5]), ("even", [2, 4, 6]), ("3", [3]), ("2n+1", [1, 3, 5]), ("-n+3", [1, 2, 3]),
        ("n", [1, 2, 3, 4, 5, 6]), ("+n", [1, 2, 3, 4, 5, 6]), (" -2n + 5 ", [1, 3, 5]), ("3n-1", [2, 5]),
        ("0n+2", [2]), ("-1", []), ("EVEN", [2, 4, 6]),
    ])
    func anPlusBNamesTheIndicesBrowsersDo(text: String, indices: [Int]) throws {
        let pattern = try #require(NthPattern(parsing: Substring(text), fromEnd: false, ofType: false))
        #expect((1...6).filter(pattern.matches(index:)) == indices)
    }

    @Test(arguments: ["", "2n+", "n-", "foo", "2 n", "n+-1", "1.5n", "1 0", "n + 1 0"])
    func malformedAnPlusBIsRefused(text: String) {
        #expect(NthPattern(parsing: Substring(text), fromEnd: false, ofType: false) == nil)
    }

    /// `:nth-child(An+B of S)`: the element matches S and is counted among the siblings that
    /// match S. Its specificity is the pseudo-class's plus S's most specific selector's.
    @Test func countedPositionsAmongTheSiblingsThatMatchASelector() throws {
        let fixture = try LayoutFixture(css: """
        li:nth-child(2 of .pin) { padding-top: 2px }
        li:nth-last-child(1 of .pin, .done) { padding-bottom: 3px }
        li:nth-child(odd of :not(.pin)) { padding-left: 4px }
        li:nth-child(1 of .pin) { margin-left: 5px }
        ul li.pin { margin-left: 1px }
        li:nth-child(2 of .missing) { margin-right: 9px }
        """, cell: """
        <article><ul><li id="a" class="pin">a</li><li id="b">b</li><li id="c" class="pin">c</li>
        <li id="d" class="done">d</li><li id="e">e</li><li id="f" class="pin">f</li><li id="g">g</li></ul></article>
        """)
        let ids = ["a", "b", "c", "d", "e", "f", "g"]
        #expect(ids.map { fixture.style(id: $0).padding.top } == [0, 0, 2, 0, 0, 0, 0].map { .px($0) })
        #expect(ids.map { fixture.style(id: $0).padding.bottom } == [0, 0, 0, 0, 0, 3, 0].map { .px($0) })
        #expect(ids.map { fixture.style(id: $0).padding.left } == [0, 4, 0, 0, 4, 0, 0].map { .px($0) })
        // (0,2,1) beats `ul li.pin`'s (0,1,2) although it comes first.
        #expect(ids.map { fixture.style(id: $0).margin.left } == [5, 0, 1, 0, 0, 1, 0].map { .px($0) })
        #expect(ids.allSatisfy { fixture.style(id: $0).margin.right == .px(0) })
        #expect(fixture.model.warnings.isEmpty, "\(fixture.model.warnings.map(\.subject))")
    }

    /// The style cache keys an element by its place among its siblings; under `of S` the classes
    /// of the siblings count too: the same element at the same place in another cell, among
    /// siblings of other classes, must not take the first cell's style.
    @Test func cellsWhoseSiblingsHaveOtherClassesGetTheirOwnStyles() throws {
        let fixture = try LayoutFixture(css: "li:nth-child(2 of .pin) { padding-top: 40px }",
                                        cell: #"<article><ul><li class="pin">a</li><li class="pin">b</li></ul></article>"#)
        let tall = fixture.height()
        let other = try LayoutFixture(css: "li:nth-child(2 of .pin) { padding-top: 40px }",
                                      cell: #"<article><ul><li class="x">a</li><li class="pin">b</li></ul></article>"#)
        let model = fixture.model
        let short = model.height(of: other.cell(), width: 200)
        #expect(tall > short + 20, "\(tall) vs \(short)")
        #expect(short == other.height())
    }

    @Test func countedPositionsAmongSiblingsAndAmongTheirType() throws {
        let fixture = try LayoutFixture(css: """
        li:nth-child(2n) { padding-top: 2px }
        li:nth-last-child(1) { padding-bottom: 3px }
        p:nth-of-type(2) { padding-left: 4px }
        p:first-of-type { padding-right: 5px }
        p:last-of-type { margin-left: 6px }
        span:only-of-type { margin-right: 7px }
        """, cell: """
        <article><ul><li id="l1">a</li><li id="l2">b</li><li id="l3">c</li><li id="l4">d</li></ul>
        <div><h3 id="h">t</h3><p id="p1">a</p><span id="s">x</span><p id="p2">b</p><p id="p3">c</p></div></article>
        """)
        #expect(["l1", "l2", "l3", "l4"].map { fixture.style(id: $0).padding.top } == [.px(0), .px(2), .px(0), .px(2)])
        #expect(["l1", "l2", "l3", "l4"].map { fixture.style(id: $0).padding.bottom } == [.px(0), .px(0), .px(0), .px(3)])
        #expect(["p1", "p2", "p3"].map { fixture.style(id: $0).padding.left } == [.px(0), .px(4), .px(0)])
        #expect(["p1", "p2", "p3"].map { fixture.style(id: $0).padding.right } == [.px(5), .px(0), .px(0)])
        #expect(["p1", "p2", "p3"].map { fixture.style(id: $0).margin.left } == [.px(0), .px(0), .px(6)])
        #expect(fixture.style(id: "s").margin.right == .px(7))
        #expect(fixture.model.warnings.isEmpty)
    }

    @Test func logicalCombinationsAndTheirSpecificity() throws {
        let fixture = try LayoutFixture(css: """
        li:not(:last-child) { margin-bottom: 8px }
        :is(h2, h3) span { padding-top: 9px }
        :where(.quiet) { padding-left: 1px }
        p { padding-left: 2px }
        .loud:not(#nothing) { padding-right: 3px }
        p.loud.loud { padding-right: 4px }
        a:not(:hover) { padding-bottom: 5px }
        :is(:focus, :hover) { padding-bottom: 99px }
        """, cell: """
        <article><ul><li id="l1">a</li><li id="l2">b</li></ul><h3><span id="s">x</span></h3>
        <p id="q" class="quiet">q</p><p id="r" class="loud">r <a id="a" href="x">a</a></p></article>
        """)
        #expect(fixture.style(id: "l1").margin.bottom == .px(8) && fixture.style(id: "l2").margin.bottom == .px(0))
        #expect(fixture.style(id: "s").padding.top == .px(9))
        // :where() weighs nothing: the type selector after it wins.
        #expect(fixture.style(id: "q").padding.left == .px(2))
        // :not(#id) weighs an id: it beats two classes and a type.
        #expect(fixture.style(id: "r").padding.right == .px(3))
        // A dynamic pseudo-class never matches a static page, so :not() of it always does.
        #expect(fixture.style(id: "a").padding.bottom == .px(5))
        #expect(fixture.model.warnings.isEmpty)
    }

    @Test func aCountedOrNegatedPositionOfTheRowIsWarnedAbout() throws {
        let fixture = try LayoutFixture(css: """
        article:nth-child(odd) { padding-top: 1px }
        article:not(:first-child) { border-top: 1px solid }
        .elsewhere article:nth-child(2) { padding-top: 3px }
        """, cell: #"<article id="a"><p>t</p></article>"#)
        // A middle row is assumed: not the first, and at no counted place.
        #expect(fixture.style(id: "a").padding.top == .px(0))
        #expect(fixture.style(id: "a").border(.top) == 1)
        #expect(fixture.model.warnings.map(\.subject) == ["article:nth-child(odd)", "article:not(:first-child)"])
    }

    @Test func whatTheModelCannotEvaluateIsReportedNotGuessed() throws {
        let deep = String(repeating: ":not(", count: 40) + ".x" + String(repeating: ")", count: 40)
        let fixture = try LayoutFixture(css: """
        p:has(.x:has(.y)) { padding-top: 1px }
        li:nth-of-type(2 of .x) { padding-top: 2px }
        p:nth-child(foo) { padding-top: 3px }
        \(deep) { padding-top: 4px }
        p:is(.a, ::first-line) { padding-top: 5px }
        """, cell: #"<article><p id="p">t</p></article>"#)
        #expect(fixture.style(id: "p").padding.top == .px(0))
        let subjects = fixture.model.warnings.map(\.subject)
        #expect(subjects.count == 5, "\(subjects)")
    }

    @Test func cellsWhoseElementsSitAtOtherPlacesGetTheirOwnStyles() throws {
        // The style cache is keyed by the counted position when selectors count it: the same
        // element at another index in another row must not take the first row's style.
        let fixture = try LayoutFixture(css: "li:nth-child(3) { font-size: 30px }", cell: """
        <article><ul><li id="a1">a</li><li id="a2">b</li><li id="a3">c</li></ul></article>
        """)
        let sizes = ["a1", "a2", "a3"].map { fixture.style(id: $0).fontSize }
        #expect(sizes == [10, 10, 30])
    }
}
