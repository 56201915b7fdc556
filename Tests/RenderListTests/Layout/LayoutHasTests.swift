import Testing
@testable import RenderList

/// `:has()`, which the filled row answers: what is inside an element (or after it) changes its
/// style. Every character is 10 px wide and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: :has()")
struct LayoutHasTests {
    @Test func relativeSelectorsLookInsideOrAfterTheElement() throws {
        let cases: [(css: String, cell: String, height: Double)] = [
            ("article:has(.x) { padding-top: 10px }", "<article><p>a <span class='x'>b</span></p></article>", 30),
            ("article:has(.x) { padding-top: 10px }", "<article><p>a <span>b</span></p></article>", 20),
            // `>`: a child only.
            ("article:has(> .x) { padding-top: 10px }", "<article><div><p class='x'>a</p></div></article>", 20),
            ("article:has(> .x) { padding-top: 10px }", "<article><p class='x'>a</p></article>", 30),
            // A leading sibling combinator looks after the element.
            ("p:has(+ .x) { margin-bottom: 10px }", "<article><p>a</p><p class='x'>b</p></article>", 50),
            ("p:has(+ .x) { margin-bottom: 10px }", "<article><p>a</p><p>b</p><p class='x'>c</p></article>", 70),
            ("p:has(~ .x) { margin-bottom: 10px }", "<article><p>a</p><p>b</p><p class='x'>c</p></article>", 80),
            // Compound arguments, :not() around it, :is() inside it, a list of relative selectors.
            ("article:not(:has(b, i)) { padding-top: 10px }", "<article><p>a <i>b</i></p></article>", 20),
            ("article:not(:has(b, i)) { padding-top: 10px }", "<article><p>a</p></article>", 30),
            ("article:has(p:is(.y, .x) b) { padding-top: 10px }", "<article><p class='x'>a <b>b</b></p></article>", 30),
            ("article:has(.x:empty) { padding-top: 10px }", "<article><p>a</p><p class='x'></p></article>", 30),
        ]
        for (css, cell, height) in cases {
            let fixture = try LayoutFixture(css: "p { margin: 0 } " + css, cell: cell)
            #expect(fixture.height() == height, "\(css) on \(cell)")
            #expect(fixture.model.warnings.isEmpty && fixture.stylesheet.warnings.isEmpty, "\(css)")
        }
    }

    @Test func whatIsInsideIsPartOfTheStyleCacheKey() throws {
        // Two cells of one prototype: the second's child gains the class the selector looks for.
        let fixture = try LayoutFixture(css: "p { margin: 0 } article:has(.x) p { padding-top: 15px }",
                                        cell: "<article><p>a <span id='s'>b</span></p></article>")
        #expect(fixture.height() == 20)
        let root = fixture.cell()
        LayoutFixture.find(root, id: "s")?.setAttribute("class", to: "x")
        #expect(fixture.model.height(of: root, width: 200) == 35)
    }

    @Test func parsesAsBrowsersDo() {
        func outcome(_ text: String) -> SelectorParser.Outcome { SelectorParser.parseList(text)[0].outcome }
        guard case .selector(let selector) = outcome(".a:has(> #b.c)") else { Issue.record("not parsed"); return }
        // The most specific argument counts, as for :is().
        #expect(selector.specificity == Specificity(ids: 1, classes: 2, types: 0))
        // :has() does not nest, and takes no pseudo-element.
        #expect(outcome(".a:has(.b:has(.c))") != .selector(selector))
        if case .selector = outcome(".a:has(.b:has(.c))") { Issue.record("nested :has() parsed") }
        if case .selector = outcome(".a:has(::before)") { Issue.record(":has(::before) parsed") }
        // Arguments that never match a static page drop out; with none left, neither does the selector.
        #expect(outcome(".a:has(:hover)") == .neverMatches)
    }
}
