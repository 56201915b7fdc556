import Testing
@testable import RenderList

/// `ch` is the advance of `0` in the element's font (Blink's zero width), and in its parent's
/// font for `font-size`. Widths Chromium computed (`getComputedStyle`), in LayoutUnits.
@Suite("Layout: the ch unit")
struct LayoutChUnitTests {
    private func width(_ css: String, _ cell: String, id: String = "x") throws -> Double? {
        let fixture = try LayoutFixture(css: "body { margin: 0 } " + css, cell: cell, base: false, metrics: ShapedTextMetrics())
        guard case .px(let value) = fixture.style(id: id).width else { return nil }
        return LayoutUnit.floor(value)
    }

    @Test func aChIsTheAdvanceOfZeroInTheWholeFont() throws {
        // The weight declared after the width still counts: DejaVu Sans Bold's 0 is wider.
        #expect(try width("", #"<div id="x" style="font-family: 'DejaVu Sans'; font-size: 16px; width: 10ch; font-weight: bold"></div>"#)
            == 111.328125)
        #expect(try width("", #"<div id="x" style="font-family: sans-serif; font-size: 13px; width: 7.3ch"></div>"#) == 52.765625)
        // The monospace family's own default size (13 px) and DejaVu Sans Mono's 0.
        #expect(try width("", #"<div id="x" style="font-family: monospace; width: 10ch"></div>"#) == 78.265625)
    }

    @Test func aFontSizeInChTakesTheParentsFont() throws {
        let cell = #"<div style="font-family: 'DejaVu Sans'; font-size: 16px"><div id="x" style="font-size: 1.5ch; width: 10ch"></div></div>"#
        let fixture = try LayoutFixture(css: "body { margin: 0 }", cell: cell, base: false, metrics: ShapedTextMetrics())
        #expect(abs(fixture.style(id: "x").fontSize - 15.26953125) < 0.0001)
        // Set at 15.25 px (the size floored to 1/100 px, then to 1/64 px, as glyphs are).
        #expect(try width("", cell) == 97.015625)
    }

    @Test func chNeedsAMeasurer() {
        var resolver = LengthResolver(fontSize: 10, rootFontSize: 16, environment: MediaEnvironment())
        #expect(resolver.length(.dimension(10, "ch")) == nil)
        resolver.fontUnits = { FontUnits(ch: 6.5, ex: 5) }
        #expect(resolver.length(.dimension(10, "ch")) == 65)
    }
}
