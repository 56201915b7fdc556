import Testing
@testable import RenderList

/// `::before` and `::after`. Every character is 10 px wide and lines are 20 px high (see
/// ``LayoutFixture``); the corpus `Corpora/generated` checks the same boxes against Chromium.
@Suite("Layout: generated content")
struct LayoutGeneratedContentTests {
    @Test func selectorsEndingInAPseudoElementStyleItsBox() throws {
        let parsed = SelectorParser.parseList("p::before, li.a:after, a::after:hover, p::before span, :is(p::before), p::first-line")
        guard case .selector(let before) = parsed[0].outcome, case .selector(let after) = parsed[1].outcome else {
            Issue.record("not parsed")
            return
        }
        #expect(before.pseudoElement == .before)
        #expect(before.specificity == Specificity(ids: 0, classes: 0, types: 2))
        #expect(after.pseudoElement == .after) // CSS 2's single colon
        #expect(after.specificity == Specificity(ids: 0, classes: 1, types: 2))
        #expect(parsed[2].outcome == .neverMatches)
        #expect(parsed[3].outcome == .unsupported("a combinator after a pseudo-element"))
        #expect(parsed[4].outcome == .unsupported("::before inside a pseudo-class"))
        #expect(parsed[5].outcome == .unsupported("::first-line"))
    }

    @Test func stringEscapesAreResolved() {
        #expect(CSSEscapes.unescape(#"\2022\00a0x"#) == "\u{2022}\u{A0}x")
        #expect(CSSEscapes.unescape(#"\201C quote\201D"#) == "\u{201C}quote\u{201D}") // the space ends the escape
        #expect(CSSEscapes.unescape(#"a\"b\\c"#) == #"a"b\c"#)
        #expect(CSSEscapes.unescape("\\A") == "\n")
        #expect(CSSEscapes.unescape("one\\\ntwo") == "onetwo") // an escaped line break continues the string
        #expect(CSSEscapes.unescape(#"\0 \110000 \D800"#) == "\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(CSSEscapes.unescape("plain") == "plain")
    }

    @Test func contentValuesAreReadOrRefused() {
        let parse = { (value: String) in GeneratedContent(CSSValueParser.components(of: value)) }
        #expect(parse("none") == GeneratedContent.none)
        #expect(parse("normal") == GeneratedContent.none)
        #expect(parse(#"" (" attr(data-n) ")""#) == .parts([.text(" ("), .attribute("data-n"), .text(")")]))
        #expect(parse(#""\2605" / "star""#) == .parts([.text("\u{2605}")])) // alternative text takes no room
        #expect(parse("counter(item)") == nil)
        #expect(parse("open-quote") == nil)
        #expect(parse(#"url(icon.svg)"#) == nil)
        #expect(parse("attr(data-n string)") == nil)
    }

    @Test func inlineContentTakesRoomOnTheLine() throws {
        let fixture = try LayoutFixture(css: #"p { margin: 0 } p::before { content: "12" } p::after { content: "\2022" }"#,
                                        cell: "<article><p>aaa bbb</p></article>")
        // "12aaa bbb•" is 100 px wide.
        #expect(fixture.height(width: 100) == 20)
        #expect(fixture.height(width: 99) == 40)
    }

    @Test func blockBoxesStackAndOutOfFlowOrHiddenOnesTakeNoRoom() throws {
        let cases: [(String, Double)] = [
            ("p::before { content: ''; display: block; height: 30px }", 50),
            ("p::before { content: 'x'; display: block; padding: 5px 0 }", 50),
            ("p::before { content: 'x'; display: block; position: absolute }", 20),
            ("p::before { content: 'x'; display: none }", 20),
            ("p::before { content: none; display: block; height: 30px }", 20),
            ("p::before { display: block; height: 30px }", 20), // no content, no box
        ]
        for (css, expected) in cases {
            let fixture = try LayoutFixture(css: "p { margin: 0 } " + css, cell: "<article><p>aaa</p></article>")
            #expect(fixture.height() == expected, "\(css)")
            #expect(fixture.model.warnings.isEmpty, "\(css)")
        }
    }

    @Test func attributeValuesAreTheElementsOwn() throws {
        let css = "p { margin: 0 } p::after { content: attr(data-x); display: block }"
        #expect(try LayoutFixture(css: css, cell: "<article><p data-x='y'>aaa</p></article>").height() == 40)
        // A missing attribute gives an empty block: no line of its own.
        #expect(try LayoutFixture(css: css, cell: "<article><p>aaa</p></article>").height() == 20)
    }

    @Test func generatedBoxesGenerateNoBoxesOfTheirOwn() throws {
        // `*` matches every element; the generated box is no element, so one line each.
        let fixture = try LayoutFixture(css: "p { margin: 0 } *::before { content: 'x'; display: block }",
                                        cell: "<article><p>aaa</p></article>")
        #expect(fixture.height() == 60) // the article's box, then the paragraph's, then its text
    }

    @Test func aPseudoElementIsAFlexItem() throws {
        let fixture = try LayoutFixture(
            css: "p { margin: 0; display: flex } p::before { content: 'xxxxx'; width: 50px; flex: none } span { flex: 1 }",
            cell: "<article><p><span>aaa bbb</span></p></article>")
        #expect(fixture.height(width: 120) == 20) // 70 px of text beside 50
        #expect(fixture.height(width: 119) == 40)
    }

    @Test func replacedElementsGenerateNothing() throws {
        let fixture = try LayoutFixture(css: "img { display: block; width: 10px; height: 10px } img::after { content: 'x'; display: block }",
                                        cell: "<article><img src='a.png'/></article>")
        #expect(fixture.height() == 10)
    }

    @Test func contentTheModelCannotReadIsWarnedAbout() throws {
        let fixture = try LayoutFixture(css: "li::before { content: counter(item) '. ' }", cell: "<article><ul><li>a</li></ul></article>")
        _ = fixture.height()
        #expect(fixture.model.warnings.map(\.subject) == ["content"])
    }
}
