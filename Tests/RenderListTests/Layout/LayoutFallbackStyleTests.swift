import Testing
@testable import RenderList

/// Characters the primary font lacks fall back to the font fontconfig sorts first for them
/// with no weight or slant in the query, as in Chromium: a bold or italic run takes the regular
/// face (Blink draws it with synthetic bold or slant, at the regular face's advances), even
/// where a bold face of that font exists (DejaVu Sans Bold and Noto Sans CJK Bold do).
@Suite("Layout: fallback fonts for bold and italic text")
struct LayoutFallbackStyleTests {
    private static let widths: [Double] = [100, 150, 200, 250, 300]

    private func expect(_ text: String, font: String, heights: [Double],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let css = "body { margin: 0 } .list { font: \(font) } article { line-height: 30px }"
        let fixture = try LayoutFixture(css: css, cell: "<article>\(text)</article>", base: false,
                                        metrics: ShapedTextMetrics())
        for (width, expected) in zip(Self.widths, heights) {
            #expect(fixture.height(width: width) == expected, "\(text) at \(width) px", sourceLocation: sourceLocation)
        }
    }

    /// Chromium's heights at 100, 150, 200, 250 and 300 px; with DejaVu Sans Bold for the
    /// Arabic (which is wider) the first texts took a line more at 150 and 250 px.
    @Test func arabicInBoldSerifFallsBackToTheRegularFace() throws {
        let font = "bold 22px \"DejaVu Serif\""
        try expect("مرحبا بالعالم مرحبا بالعالم مرحبا", font: font, heights: [150, 90, 60, 60, 30])
        try expect("١٢٣ مرحبا بالعالم Battery prices", font: font, heights: [120, 120, 60, 60, 60])
        try expect("Ελληνικά ★★★ ━━ مرحبا", font: font, heights: [90, 90, 60, 60, 30])
    }

    @Test func boldItalicFallsBackToTheRegularFaceToo() throws {
        let font = "bold italic 22px \"Liberation Sans\""
        try expect("مرحبا بالعالم مرحبا بالعالم مرحبا", font: font, heights: [150, 90, 60, 60, 30])
        try expect("Ελληνικά ★★★ ━━ مرحبا ☺☺☺", font: font, heights: [120, 90, 60, 60, 60])
    }

    /// A letter with combining marks the font lacks: the whole cluster goes to the font that
    /// draws all of it (x̶ in DejaVu Sans), else stays in the font with a missing glyph for the
    /// mark (x⃝: DejaVu Sans has x but not ⃝); a mark with a script of its own (҉, Cyrillic) is
    /// set apart from a Latin base. Chromium's heights in Liberation Serif, 16 px on 22 px lines.
    @Test func combiningMarksTheFontLacks() throws {
        let chromium: [(String, width: Double, height: Double)] = [
            ("Hi x⃝⃝x", 47.5, 44), ("Hi x⃝⃝x", 47.75, 22), ("Hi x҉҉x", 49.25, 44), ("Hi x҉҉x", 49.5, 22),
            ("Hi x̶x", 30, 44), ("Hi x̶x", 40, 22),
        ]
        for (text, width, height) in chromium {
            let fixture = try LayoutFixture(css: """
            body { margin: 0; font-family: "Liberation Serif", serif; font-size: 16px; line-height: 22px } p { margin: 0 }
            """, cell: "<p>\(text)</p>", base: false, metrics: ShapedTextMetrics())
            #expect(fixture.height(width: width) == height, "\(text) at \(width) px")
        }
    }
}
