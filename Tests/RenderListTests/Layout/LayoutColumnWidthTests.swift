import Testing
@testable import RenderList

@Suite("Layout: list column width")
struct LayoutColumnWidthTests {
    /// The width the container's CSS gives it (`width` or `max-width`), nil when it says none.
    private func listColumnWidth(container: XMLNode, stylesheet: Stylesheet) -> Double? {
        let column = ListColumn(container: container, stylesheet: stylesheet, metrics: nil,
                                viewport: stylesheet.environment.viewportWidth)
        return column.specifiesWidth ? column.width : nil
    }

    private func width(_ css: String) throws -> Double? {
        let fixture = try LayoutFixture(css: css, cell: "<article>a</article>", base: false)
        return listColumnWidth(container: fixture.container, stylesheet: fixture.stylesheet)
    }

    @Test func maxWidthWithBorderBoxPadding() throws {
        #expect(try width(".list { max-width: 600px; padding: 0 20px; box-sizing: border-box }") == 560)
    }

    @Test func percentageAgainstTheViewport() throws {
        // viewport 1280, body margin 8 → main 1264 → 50% = 632
        #expect(try width(".list { width: 50% }") == 632)
    }

    @Test func narrowViewportWinsOverMaxWidth() throws {
        let fixture = try LayoutFixture(css: ".list { max-width: 40rem }", cell: "<article/>", base: false)
        let narrow = Stylesheet.collect(from: fixture.document.root!,
                                        environment: MediaEnvironment(viewportWidth: 500, viewportHeight: 800))
        #expect(listColumnWidth(container: fixture.container, stylesheet: narrow) == 484)
        #expect(listColumnWidth(container: fixture.container, stylesheet: fixture.stylesheet) == 640)
    }

    @Test func nilWhenTheCSSDoesNotSay() throws {
        #expect(try width(".list { padding: 10px }") == nil)
    }
}
