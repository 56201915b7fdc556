import Testing
@testable import RenderList

/// CSS Nesting, flattened as Chromium reads it: `&` is the parent's selectors, a nested selector
/// without it is relative to the parent, nested `@media` applies to the parent, and
/// declarations after a nested rule come after it in the cascade. Every character is 10 px wide
/// and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: CSS nesting")
struct LayoutCSSNestingTests {
    @Test(arguments: [
        (".card", "& .title", ".card .title"),
        (".card", "&.wide", ".card.wide"),
        (".card", "&:first-child, > p", ".card:first-child, .card > p"),
        (".card", ".title", ".card .title"),
        (".card", "+ .card", ".card + .card"),
        (".card", ".dark &", ".dark :is(.card)"),
        (".a, .b", "& p", ":is(.a, .b) p"),
        (".a, .b", "p", ":is(.a, .b) p"),
        (".card", "&-title", ":is(.card)-title"),
    ])
    func nestedSelectorsNameTheirParent(parent: String, nested: String, flat: String) {
        #expect(StylesheetParser.nestedSelectors(nested, in: parent) == flat)
    }

    @Test func nestedRulesComeAfterTheirParentAndDeclarationsAfterThemAfterThem() {
        let sheet = Stylesheet(parsing: """
        .card {
          padding: 4px;
          & .title { margin: 0 }
          color: red;
          @media screen { padding: 8px; .x { margin: 2px } }
        }
        """, startLine: 1)
        #expect(sheet.warnings.isEmpty, "\(sheet.warnings)")
        let flat = sheet.rules.map { ($0.declarations.map(\.property), $0.line) }
        #expect(flat.map(\.0) == [["padding"], ["margin"], ["color"], ["padding"], ["margin"]])
    }

    @Test func nestedRulesStyleRows() throws {
        let cases: [(css: String, height: Double)] = [
            // The nested rule and a later declaration of the parent, which wins over an earlier one.
            ("article { padding-top: 5px; & p { margin-top: 10px } padding-top: 15px }", 45),
            // Relative and `&` forms, a combinator, and `&` at the end.
            ("article { .t { padding-top: 10px } > p { padding-bottom: 5px } }", 35),
            (".list article { & p:first-child { padding-top: 10px } }", 30),
            ("article { .list & { padding-top: 12px } }", 32),
            // Nested @media: matched (the fixture's window is 1280 px wide) and not.
            ("article { @media (min-width: 600px) { padding-top: 10px } @media (max-width: 600px) { padding-top: 99px } }", 30),
            // Specificity is the parent's: `article .t` (0,1,1) beats `.t` (0,1,0) written later.
            ("article { .t { padding-top: 10px } } .t { padding-top: 3px }", 30),
            // Sass-style name joining is no selector a browser matches.
            (".t { &-x { padding-top: 10px } }", 20),
        ]
        for (css, height) in cases {
            // In an XHTML template's <style>, `&` is written `&amp;`.
            let escaped = css.replacingAll("&", with: "&amp;")
            let fixture = try LayoutFixture(css: "p { margin: 0 } " + escaped, cell: "<article><p class='t'>a</p></article>")
            #expect(fixture.height() == height, "\(css)")
        }
    }
}
