import Testing
@testable import RenderList

/// `<progress>` and `<meter>` as Chromium draws them: an inline-block 10em (5em) wide and 1em
/// tall, border-box, lowered 0.2em, whose content (fallback text) is never laid out. Chromium
/// 156 at 16 px (DejaVu Sans, 20 px lines): a progress 160 × 16 in a 20 px line, 300 × 16 as a
/// block, 0 × 16 with `width: auto`, 6 px tall with `height: 6px` and a border; a meter 80 × 16.
/// Every character of ``LayoutFixture`` is 10 px wide, on 20 px lines.
@Suite("Layout: progress and meter")
struct LayoutProgressTests {
    @Test func aProgressBarIsAnEmptyInlineBlockOneEmTall() throws {
        let fixture = try LayoutFixture(css: "", cell: "<article><progress id='p' value='3' max='10'>30 % of a long fallback text</progress></article>")
        let style = fixture.style(id: "p")
        #expect(style.display == .inlineBlock && style.boxSizing == .borderBox)
        #expect(style.width == .px(100) && style.height == .px(10))
        // The fallback text would wrap onto several lines at 60 px; the bar sits on one line.
        #expect(fixture.height(width: 60) == 20)
    }

    @Test func aMeterIsHalfAsWide() throws {
        let fixture = try LayoutFixture(css: "", cell: "<article><meter id='m' value='2'>2 of 5</meter></article>")
        #expect(fixture.style(id: "m").width == .px(50))
        #expect(fixture.height() == 20)
    }

    @Test func asABlockItIsAsTallAsItsStylesSay() throws {
        let block = try LayoutFixture(css: "progress { display: block; width: 100% }", cell: "<article><progress>text</progress></article>")
        #expect(block.height() == 10)
        let styled = try LayoutFixture(css: "progress { display: block; height: 6px; border: 1px solid; padding: 1px }",
                                       cell: "<article><progress>text</progress></article>")
        #expect(styled.height() == 6, "border-box: the border and padding are inside the 6 px")
        let unsized = try LayoutFixture(css: "meter { display: block; height: auto }", cell: "<article><meter>text</meter></article>")
        #expect(unsized.height() == 0, "no content of its own")
    }

    @Test func aTallBarRaisesItsLine() throws {
        // 40 px tall, lowered 8 px: 32 px above the baseline, more than the 20 px line's 16.
        let fixture = try LayoutFixture(css: "progress { font-size: 40px }", cell: "<article><progress>x</progress></article>")
        #expect(fixture.height() > 20)
    }
}
