import Testing
@testable import RenderList

/// `:empty`, which the filled row answers, and what the model cannot know of a visitor's device
/// (an outside tester's changelog and feed templates). Every character is 10 px wide and lines
/// are 20 px high (see ``LayoutFixture``).
@Suite("Layout: :empty and device-dependent media features")
struct LayoutEmptyAndDeviceTests {
    @Test func emptyElementsMatchEmpty() throws {
        let css = "p { margin: 0 } .n:empty { display: none } .n:not(:empty)::before { content: 'v'; display: block }"
        let cells: [(String, Double)] = [
            ("<article><p class='n'></p><p>a</p></article>", 20), // hidden
            ("<article><p class='n'><!-- note --></p><p>a</p></article>", 20), // a comment is no content
            ("<article><p class='n'> </p><p>a</p></article>", 40), // white space is text, as Chromium counts it
            ("<article><p class='n'>x</p><p>a</p></article>", 60), // the block before and the text
            ("<article><p class='n'><b></b></p><p>a</p></article>", 40), // an empty element is content: the block, no line
        ]
        for (cell, expected) in cells {
            let fixture = try LayoutFixture(css: css, cell: cell)
            #expect(fixture.height() == expected, "\(cell)")
            #expect(fixture.model.warnings.isEmpty, "\(cell)")
        }
        let parsed = SelectorParser.parseList(".n:empty")
        guard case .selector(let selector) = parsed[0].outcome else { Issue.record("not parsed"); return }
        #expect(selector.specificity == Specificity(ids: 0, classes: 2, types: 0))
    }

    @Test func emptinessIsPartOfTheStyleCacheKey() throws {
        // Two cells of one prototype, one empty: each gets its own answer.
        let fixture = try LayoutFixture(css: "p { margin: 0 } p:empty { height: 50px }", cell: "<article><p id='p'></p></article>")
        #expect(fixture.height() == 50)
        let root = fixture.cell()
        LayoutFixture.find(root, id: "p")?.setText("text")
        #expect(fixture.model.height(of: root, width: 200) == 20)
    }

    @Test func mediaFeaturesOfTheDeviceAreWarnedAboutWhenTheirRulesChangeHeights() throws {
        let changing = ["@media (hover: none) { p { padding: 12px } }", "@media (any-pointer: coarse) { p { font-size: 20px } }",
                        "@media (orientation: portrait) { p { margin: 10px } }", "@media (pointer: fine) { p { padding: 2px } }"]
        for css in changing {
            let fixture = try LayoutFixture(css: css, cell: "<article><p>a</p></article>")
            _ = fixture.height()
            // (Measured outside viewport classes, orientation is also the window's size: one warning says it.)
            #expect(fixture.stylesheet.warnings.contains {
                $0.subject.hasPrefix("@media") && ($0.message.contains("visitor's device") || $0.message.contains("window's size"))
            }, "\(css)")
        }
        // Paint only, or styles that never match a static page: no word.
        for css in ["@media (hover: hover) { a:hover { text-decoration: underline } p { color: red } }"] {
            let fixture = try LayoutFixture(css: css, cell: "<article><p>a</p></article>")
            #expect(!fixture.stylesheet.warnings.contains { $0.message.contains("visitor's device") }, "\(css)")
        }
    }

    @Test func phrasesKeptTogetherAreWarnedAbout() throws {
        let fixture = try LayoutFixture(css: "p { word-break: auto-phrase }", cell: "<article><p lang='ja'>今日は晴れです</p></article>")
        _ = fixture.height()
        #expect(fixture.model.warnings.map(\.subject) == ["word-break"])
    }

    /// Rows that are `<li>` themselves: a selector about the items of a list inside a row cannot
    /// be about the rows (no row sits inside `.more`), so where the row sits does not matter.
    @Test func siblingSelectorsNoRowCanMatchAreNotAboutTheRowsPosition() throws {
        let cell = "<li><ul class='more'><li>a</li><li>b</li></ul></li>"
        let inside = try LayoutFixture(css: ".more li + li { margin-top: 5px }", cell: cell)
        _ = inside.height()
        #expect(inside.model.warnings.isEmpty)
        let rows = try LayoutFixture(css: ".list li + li { margin-top: 5px }", cell: cell)
        _ = rows.height()
        #expect(rows.model.warnings.map(\.subject) == [".list li + li"])
    }

    /// A list container laid out as a grid puts rows side by side in its tracks, which the
    /// model, measuring each row the column's full width, does not follow: it says so.
    @Test func aGridListContainerIsWarnedAbout() throws {
        let fixture = try LayoutFixture(css: ".list { display: grid; grid-template-columns: 1fr 1fr }", cell: "<article>a</article>")
        _ = fixture.height()
        #expect(fixture.model.warnings.map(\.subject) == ["display"])
    }
}
