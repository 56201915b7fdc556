import Testing
@testable import RenderList

/// Text in an `<article>` set in DejaVu Sans 15 px on 20 px lines with the real fonts (CJK,
/// Hangul and emoji from Noto), laid out as Chromium lays out the same text in a block that
/// wide: the layout suites read their expected heights from Chromium 156 that way.
enum DejaVuLines {
    /// `articleCSS`: declarations for the article (`word-break: keep-all`).
    static func height(_ text: String, width: Double, articleCSS: String = "") throws -> Double {
        let css = """
        body { margin: 0 } .list { font-family: "DejaVu Sans", sans-serif; font-size: 15px; line-height: 20px }
        article { \(articleCSS) }
        """
        let fixture = try LayoutFixture(css: css, cell: "<article>\(text)</article>", base: false,
                                        metrics: ShapedTextMetrics())
        return fixture.height(width: width)
    }

    /// Expects each text's heights at `widths`, in order, as Chromium gave them.
    static func expect(_ text: String, heights: [Double], widths: some Sequence<Double>, articleCSS: String = "",
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for (width, expected) in zip(widths, heights) {
            let height = try Self.height(text, width: width, articleCSS: articleCSS)
            #expect(height == expected, "\(text) at \(width) px", sourceLocation: sourceLocation)
        }
    }
}
