import Testing
@testable import RenderList

/// Media Queries 4 range syntax, and the viewport widths at which a query's outcome changes.
@Suite("Layout: media ranges and breakpoints")
struct MediaRangeTests {
    private func matches(_ query: String, width: Double) -> MediaQuery.Result {
        MediaQuery.evaluate(query, in: MediaEnvironment(viewportWidth: width))
    }

    @Test func rangeSyntaxIsEvaluated() {
        #expect(matches("(width >= 40em)", width: 640) == .matches)
        #expect(matches("(width >= 40em)", width: 639) == .doesNotMatch)
        #expect(matches("(width > 600px)", width: 600) == .doesNotMatch)
        #expect(matches("(400px <= width < 700px)", width: 400) == .matches)
        #expect(matches("(400px <= width < 700px)", width: 700) == .doesNotMatch)
        #expect(matches("screen and (600px < width)", width: 601) == .matches)
        #expect(matches("(height > 900px)", width: 1280) == .doesNotMatch)
    }

    @Test func breakpointsAreWhereOutcomesChange() {
        func starts(_ query: String) -> [Double] { MediaQuery.widthBreakpoints(query).map(\.narrowest) }
        #expect(starts("(min-width: 768px)") == [768])
        #expect(starts("(max-width: 600px)") == [600.015625])
        #expect(starts("(width >= 40em)") == [640])
        let step = 1.0 / 64
        let expected: [Double] = [400 + step, 700 + step]
        #expect(starts("(400px < width <= 700px)") == expected)
        #expect(starts("(prefers-color-scheme: dark)").isEmpty)
        #expect(starts("(min-height: 500px)").isEmpty)
    }

    /// Pages switch to the class above a `max-width: 600px` with its exact complement: a browser
    /// at exactly 600 px still matches `max-width: 600px` (and Chromium 156 also matches
    /// `min-width: 600.015625px` there).
    @Test func aClassAboveAMaximumIsItsComplement() {
        let above = MediaQuery.widthBreakpoints("(max-width: 600px)")
        #expect(above.map(\.condition) == ["not all and (max-width: 600px)"])
        #expect(MediaQuery.widthBreakpoints("(min-width: 48em)").map(\.condition) == ["(min-width: 768px)"])
        // The template's own number: Chromium at 600 px matches `max-width: 599.984375px` (within
        // its 1/64 px tolerance) but not `max-width: 599.98px` (an outside tester's Bootstrap grid).
        #expect(MediaQuery.widthBreakpoints("(max-width: 599.98px)").map(\.condition) == ["not all and (max-width: 599.98px)"])
        #expect(MediaQuery.widthBreakpoints("(min-width: 37.49875em)").map(\.condition) == ["(min-width: 599.98px)"])
    }

    @Test func viewportUnitsOfEveryKindResolve() throws {
        let fixture = try LayoutFixture(css: "p { width: 10vmin; height: 10vmax; margin-left: 10svw }", cell: "<p>a</p>", base: false)
        _ = fixture  // parsed without warnings
        #expect(fixture.stylesheet.warnings.isEmpty)
    }
}
