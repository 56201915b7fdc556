import Testing
@testable import RenderList

/// CSS math functions in lengths: `calc()` with percentages, and `min()`, `max()`, `clamp()`
/// of lengths.
@Suite("Layout: calc(), min(), max() and clamp()")
struct LayoutCSSCalcTests {
    private let resolver = LengthResolver(fontSize: 10, rootFontSize: 16, environment: MediaEnvironment())

    private func dimension(_ value: String) -> Dimension? {
        guard let component = CSSValueParser.components(of: value).first else { return nil }
        return resolver.dimension(component)
    }

    @Test(arguments: [
        ("calc(50% - 10px)", Dimension.calc(px: -10, percent: 50)),
        ("calc(100% - 2 * 1.5em)", .calc(px: -30, percent: 100)),
        ("calc((100% - 1rem) / 2)", .calc(px: -8, percent: 50)),
        ("calc(2em + 4px)", .px(24)),
        ("calc(50% - 3%)", .percent(47)),
        ("calc(3 * (10px + 5%))", .calc(px: 30, percent: 15)),
        ("calc(1.5e1px)", .px(15)),
        ("min(2em, 30px)", .px(20)),
        ("max(2em, 30px, 1rem)", .px(30)),
        ("clamp(1rem, 1em, 2rem)", .px(16)),
        ("calc(10px + min(1em, 5px))", .px(15)),
        ("min(600px, 100%)", .math(.min, [.px(600), .percent(100)])),
        ("clamp(10px, calc(50% - 1em), 2rem)", .math(.clamp, [.px(10), .calc(px: -10, percent: 50), .px(32)])),
    ])
    func mathFunctionsEvaluateToALengthAndAPercentage(value: String, expected: Dimension) {
        #expect(dimension(value) == expected, "\(value)")
    }

    @Test(arguments: ["calc(10px -5px)", "calc(10px * 2px)", "calc(10px / 0)", "calc(2)", "calc(min(50%, 10px) + 1px)", "min(50%, 2)",
                      "calc(10px + 2)", "calc(1ch + 2px)", "clamp(1px, 2px)"])
    func whatIsNotALengthStaysUnsupported(value: String) {
        #expect(dimension(value) == nil, "\(value)")
    }

    @Test func aCalcResolvesAgainstItsBase() {
        #expect(Dimension.calc(px: -10, percent: 50).resolve(against: 300) == 140)
        #expect(Dimension.calc(px: -10, percent: 50).resolve(against: nil) == nil)
        #expect(Dimension.calc(px: -10, percent: 50).isPercentage)
        let capped = Dimension.math(.min, [.px(600), .percent(100)])
        #expect(capped.resolve(against: 320) == 320 && capped.resolve(against: 800) == 600)
        #expect(capped.resolve(against: nil) == nil && capped.isPercentage)
    }

    /// Chromium's heights, DejaVu Sans 16px / 20px (outside tester 14: a card grid with
    /// `flex: 1 1 calc(50% - 10px)` was laid out on one line, up to 860 px off).
    @Test func layoutUsesTheCalculatedLengths() throws {
        func height(_ cell: String, width: Double) throws -> Double {
            try LayoutFixture(css: """
            body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 16px; line-height: 20px }
            """, cell: cell, base: false, metrics: ShapedTextMetrics()).height(width: width)
        }
        let item = "<div style='flex: 1 1 calc(50% - 10px); min-width: 0'>x</div>"
        #expect(try height("<div style='display: flex; flex-wrap: wrap'>\(item)\(item)\(item)</div>", width: 320) == 40)
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor."
        #expect(try height("<article><div style='width: calc(100% - 250px)'>\(text)</div></article>", width: 320) == 200)
        #expect(try height("<article><div style='width: calc(100% - 250px)'>\(text)</div></article>", width: 375) == 140)
        let capped = "<article><div style='max-width: min(300px, 80%)'>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod.</div></article>"
        #expect(try height(capped, width: 320) == 60)
        #expect(try height(capped, width: 768) == 60)
        let padded = "<article><div style='padding: 0 clamp(8px, 5%, 24px)'>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.</div></article>"
        #expect(try height(padded, width: 375) == 60)
        #expect(try height("<article><div style='font-size: clamp(12px, 2em, 20px); line-height: 1.3'>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do.</div></article>", width: 320) == 78)
    }

    /// Math functions of plain numbers are numbers, in every property that takes one.
    @Test(arguments: [("calc(1 + 0.5)", 1.5), ("max(1.2, 1.5)", 1.5), ("calc(3 / 2 * 2)", 3.0),
                      ("clamp(1, 0.5 * 5, 2)", 2.0), ("calc(min(2, 3) * 1.25)", 2.5)])
    func mathOfNumbersIsANumber(value: String, expected: Double) {
        let components = DeclarationApplier.evaluatingNumbers(CSSValueParser.components(of: value), resolver)
        #expect(components == [.number(expected)])
        #expect(DeclarationApplier.evaluatingNumbers(CSSValueParser.components(of: "calc(1px + 2)"), resolver).first != .number(3))
    }

    /// A shop template's `html { font-size: calc(1.0 * 62.5%) }` (every rem wrong without it),
    /// percentages of the font size in line-height, and numbers from calc() where a number goes.
    @Test func percentagesOfTheFontSizeAndNumbersInsideMathFunctions() throws {
        let fixture = try LayoutFixture(css: """
            html { font-size: calc(1.0 * 62.5%) } .a { font-size: 1.6rem; line-height: calc(1 + 0.5) }
            .b { font-size: calc(100% * 1.25); line-height: calc(120% + 2px) } .c { line-height: max(1.2, 1.5); flex-grow: calc(2 * 1.5) }
            """, cell: #"<div><p class="a" id="a">x</p><p class="b" id="b">x</p><p class="c" id="c">x</p></div>"#, base: false)
        let a = fixture.style(id: "a"), b = fixture.style(id: "b"), c = fixture.style(id: "c")
        #expect(a.fontSize == 16)
        #expect(a.lineHeight == .number(1.5))
        #expect(b.fontSize == 12.5)  // 125 % of the 10 px it inherits
        #expect(b.lineHeight == .px(17))
        #expect(c.lineHeight == .number(1.5))
        #expect(c.flexGrow == 3)
    }
}
