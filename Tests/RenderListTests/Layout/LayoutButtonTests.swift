import Testing
@testable import RenderList

/// A `<button>` as Chromium's user-agent style sheet draws it on Linux. Every character is 10 px
/// wide and a font's ascent and descent are 0.8 and 0.2 of its size (see ``LayoutFixture``);
/// `Corpora/buttons` checks real buttons against Chromium.
@Suite("Layout: buttons")
struct LayoutButtonTests {
    @Test func aButtonIsAnInlineBlockWithTheBrowsersPaddingBorderAndFont() throws {
        let fixture = try LayoutFixture(css: "", cell: "<article><button id='b'>Buy</button></article>")
        let style = fixture.style(id: "b")
        #expect(style.display == .inlineBlock)
        #expect(style.fontSize == 13.333333)
        #expect(style.fontFamilies == [UserAgentStyles.buttonFamily.lowercased()])
        #expect(style.lineHeight == .normal)
        #expect(style.padding.top == .px(1) && style.padding.left == .px(6))
        #expect(style.border(.top) == 2 && style.border(.left) == 2)
        // At 30 px a character, its text wraps as an inline-block's does, in 1 + 2 px of room.
        let span = try LayoutFixture(
            css: "span { display: inline-block; padding: 1px 6px; border: 2px solid; font: 30px Arial; box-sizing: border-box }",
            cell: "<article><span>Buy now</span></article>")
        let button = try LayoutFixture(css: "button { font-size: 30px }", cell: "<article><button>Buy now</button></article>")
        #expect(button.height(width: 60) == span.height(width: 60))
        #expect(button.height(width: 60) > button.height(width: 200))
    }

    @Test func authorStylesWinOverTheBrowsers() throws {
        let fixture = try LayoutFixture(css: "button { font: inherit; line-height: inherit; padding: 0; border: 0 }",
                                        cell: "<article><button>Buy</button></article>")
        #expect(fixture.height() == 20)
        #expect(fixture.model.warnings.isEmpty)
    }
}
