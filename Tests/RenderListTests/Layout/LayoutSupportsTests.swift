import Testing
@testable import RenderList

/// `@supports`, answered as Chromium answers it: its rules apply when the condition holds.
/// Every character is 10 px wide and lines are 20 px high (see ``LayoutFixture``).
@Suite("Layout: @supports")
struct LayoutSupportsTests {
    @Test(arguments: [
        ("(display: grid)", true), ("not (display: grid)", false), ("(-moz-appearance: none)", false),
        ("(-webkit-line-clamp: 2)", true), ("(aspect-ratio: 1) and (gap: 1rem)", true),
        ("(display: grid) and (-ms-grid-row: 1)", false), ("(-ms-grid-row: 1) or (display: flex)", true),
        ("not ((display: grid) and (float: left))", false), ("selector(:has(> img))", true),
        ("selector(a:hover)", true), ("(--brand: red)", true),
    ])
    func conditionsHoldAsInChromium(condition: String, holds: Bool) {
        #expect(SupportsCondition.evaluate(condition) == holds, "\(condition)")
    }

    @Test(arguments: ["(display: grid) and (gap: 1px) or (float: left)", "display: grid", "(display: grid"])
    func conditionsThatCannotBeReadAreNone(condition: String) {
        #expect(SupportsCondition.evaluate(condition) == nil)
    }

    @Test func rulesApplyWhenTheConditionHolds() throws {
        let cases: [(css: String, height: Double)] = [
            ("@supports (display: grid) { p { padding-top: 10px } }", 30),
            ("@supports not (display: grid) { p { padding-top: 10px } }", 20),
            ("@supports (-moz-appearance: none) { p { padding-top: 10px } }", 20),
            // Nested in a rule: its declarations are the rule's.
            ("p { @supports (gap: 1px) { padding-top: 5px } }", 25),
        ]
        for (css, height) in cases {
            let fixture = try LayoutFixture(css: "p { margin: 0 } " + css, cell: "<article><p>a</p></article>")
            #expect(fixture.height() == height, "\(css)")
            #expect(fixture.stylesheet.warnings.isEmpty, "\(css)")
        }
    }
}
