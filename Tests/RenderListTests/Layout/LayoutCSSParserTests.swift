import Testing
@testable import RenderList

@Suite("Layout: CSS parsing")
struct LayoutCSSParserTests {
    @Test func rulesDeclarationsCommentsAndImportant() {
        let sheet = Stylesheet(parsing: """
        /* header comment { not a rule } */
        p, .a > b { margin: 0 4px; color: red /* trailing */ }
        #x { font-size: 12px !important; content: "a;b}" }
        """, startLine: 10)
        #expect(sheet.rules.count == 2)
        #expect(sheet.rules[0].selectors.count == 2)
        #expect(sheet.rules[0].line == 11)
        #expect(sheet.rules[0].declarations == [
            CSSDeclaration(property: "margin", value: "0 4px", important: false, line: 11),
            CSSDeclaration(property: "color", value: "red", important: false, line: 11),
        ])
        let second = sheet.rules[1].declarations
        #expect(second[0] == CSSDeclaration(property: "font-size", value: "12px", important: true, line: 12))
        #expect(second[1].value == "\"a;b}\"")
        #expect(sheet.warnings.isEmpty)
    }

    @Test func declarationLinesFollowNewlines() {
        let sheet = Stylesheet(parsing: ".a {\n  width: 10px;\n\n  HEIGHT: 2em ! important;\n}", startLine: 5)
        let declarations = sheet.rules[0].declarations
        #expect(declarations.map(\.line) == [6, 8])
        #expect(declarations[1].property == "height")
        #expect(declarations[1].important)
    }

    @Test func selectorsAndSpecificity() throws {
        let parsed = SelectorParser.parseList("ul li.a#b[data-x='1']:first-child, .list > article p, a:hover, p::before")
        guard case .selector(let first) = parsed[0].outcome else { Issue.record("not parsed"); return }
        #expect(first.compounds.count == 2)
        #expect(first.compounds[1].tag == "li")
        #expect(first.compounds[1].classes == ["a"])
        #expect(first.compounds[1].id == "b")
        #expect(first.compounds[1].attributes == [AttributeTest(name: "data-x", operation: .equals, value: "1")])
        #expect(first.compounds[1].firstChild)
        #expect(first.specificity == Specificity(ids: 1, classes: 3, types: 2))
        guard case .selector(let second) = parsed[1].outcome else { Issue.record("not parsed"); return }
        #expect(second.combinators == [.child, .descendant])
        #expect(parsed[2].outcome == .neverMatches)
        guard case .selector(let fourth) = parsed[3].outcome else { Issue.record("not parsed"); return }
        #expect(fourth.pseudoElement == .before)
    }

    @Test func dashMatchIsNoNamespace() throws {
        let parsed = SelectorParser.parseList(#"[lang|="ko"] p, [xml|lang]"#)
        guard case .selector(let dash) = parsed[0].outcome else { Issue.record("not parsed"); return }
        #expect(dash.compounds[0].attributes == [AttributeTest(name: "lang", operation: .dashPrefix, value: "ko")])
        #expect(parsed[1].outcome == .unsupported("namespaced attribute selector"))
    }

    @Test func mediaRulesAreEvaluatedOrSkippedWithAWarning() {
        let sheet = Stylesheet(parsing: """
        @media screen and (min-width: 600px) { .a { width: 1px } }
        @media print { .b { width: 2px } }
        @media (max-width: 400px) { .c { width: 3px } }
        @media (scripting: none) { .d { width: 4px } }
        .e { width: 5px }
        """, startLine: 1, environment: MediaEnvironment(viewportWidth: 1000, viewportHeight: 800))
        let values = sheet.rules.flatMap { $0.declarations.map(\.value) }
        #expect(values == ["1px", "5px"])
        // The window's size decides two of them: said, with the size rows are measured for.
        #expect(sheet.warnings.map(\.subject) == ["@media screen and (min-width: 600px)", "@media (max-width: 400px)", "@media"])
        #expect(sheet.warnings.map(\.line) == [1, 3, 4])
        #expect(sheet.warnings.first?.message.contains("as in a 1000 × 800 px window") == true)
    }

    @Test func fontFacesAreKept() {
        let sheet = Stylesheet(parsing: """
        @font-face {
          font-family: "Source Serif";
          src: url("fonts/serif.woff2") format("woff2"), url(fonts/serif.ttf);
          font-weight: 400 700;
          font-style: italic;
        }
        """, startLine: 3)
        #expect(sheet.fontFaces == [FontFace(declarations: [
            CSSDeclaration(property: "font-family", value: "\"Source Serif\"", important: false, line: 4),
            CSSDeclaration(property: "src", value: "url(\"fonts/serif.woff2\") format(\"woff2\"), url(fonts/serif.ttf)",
                           important: false, line: 5),
            CSSDeclaration(property: "font-weight", value: "400 700", important: false, line: 6),
            CSSDeclaration(property: "font-style", value: "italic", important: false, line: 7),
        ], line: 3)])
        #expect(sheet.fontFaces.first?.family == "Source Serif")
        #expect(sheet.fontFaces.first?.sources == ["fonts/serif.woff2", "fonts/serif.ttf"])
        #expect(sheet.fontFaces.first?.weight == "400 700")
        #expect(sheet.fontFaces.first?.style == "italic")
    }

    @Test func valueComponents() {
        #expect(CSSValueParser.components(of: "1px -2.5em 50% 0 auto") == [
            .dimension(1, "px"), .dimension(-2.5, "em"), .percentage(50), .number(0), .ident("auto"),
        ])
        #expect(CSSValueParser.components(of: "12px/1.5 \"Helvetica Neue\", Arial") == [
            .dimension(12, "px"), .slash, .number(1.5), .string("Helvetica Neue"), .comma, .ident("arial"),
        ])
        #expect(CSSValueParser.components(of: "calc(100% - 2px) #fff") == [
            .function("calc", "100% - 2px"), .other("#fff"),
        ])
    }
}
