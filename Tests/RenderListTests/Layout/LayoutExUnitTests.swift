import Testing
@testable import RenderList

/// `ex` is the x-height of the element's primary font as Blink's `SimpleFontData` has it from
/// Skia (the OS/2 table's, else the `x` glyph's height), and its parent's font's for
/// `font-size`. Widths Chromium computed (`getComputedStyle`), in LayoutUnits.
@Suite("Layout: the ex unit")
struct LayoutExUnitTests {
    private func width(_ cell: String, id: String = "x") throws -> Double? {
        let fixture = try LayoutFixture(css: "body { margin: 0 }", cell: cell, base: false, metrics: ShapedTextMetrics())
        guard case .px(let value) = fixture.style(id: id).width else { return nil }
        return LayoutUnit.floor(value)
    }

    @Test(arguments: [(String, Double)]([
        ("font-family: 'DejaVu Sans'; font-size: 16px; width: 10ex", 90),
        ("font-family: 'DejaVu Sans'; font-size: 16px; width: 10ex; font-weight: bold", 90),
        ("font-family: sans-serif; font-size: 13px; width: 7.3ex", 50.125),
        // The monospace family's own default size (13 px) and DejaVu Sans Mono's x-height.
        ("font-family: monospace; width: 10ex", 70),
        ("font-family: 'Liberation Serif'; font-size: 15px; width: 10ex", 68.84375),
        ("font-family: 'DejaVu Serif'; font-size: 11px; width: 3.5ex", 21),
    ]))
    func anExIsTheXHeightOfThePrimaryFont(style: String, width expected: Double) throws {
        #expect(try width(#"<div id="x" style="\#(style)"></div>"#) == expected, "\(style)")
    }

    @Test func aFontSizeInExTakesTheParentsFont() throws {
        let cell = #"<div style="font-family: 'DejaVu Sans'; font-size: 16px"><div id="x" style="font-size: 1.5ex; width: 10ex"></div></div>"#
        let fixture = try LayoutFixture(css: "body { margin: 0 }", cell: cell, base: false, metrics: ShapedTextMetrics())
        #expect(fixture.style(id: "x").fontSize == 13.5)
        #expect(try width(cell) == 80)
        #expect(fixture.model.warnings.isEmpty)
    }

    @Test func exNeedsAMeasurer() {
        var resolver = LengthResolver(fontSize: 10, rootFontSize: 16, environment: MediaEnvironment())
        #expect(resolver.length(.dimension(2, "ex")) == nil)
        resolver.fontUnits = { FontUnits(ch: 6.5, ex: 5) }
        #expect(resolver.length(.dimension(2, "ex")) == 10)
    }
}
