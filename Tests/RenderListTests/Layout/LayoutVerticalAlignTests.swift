import Testing
@testable import RenderList

/// `vertical-align: sub` and `super` (and `<sub>`/`<sup>`, which the browser's style sheet sets
/// so): the box's baseline moves by a fifth or a third of its parent's font size plus 1 px, its
/// text and inline boxes with it; `middle` centres an inline-block half its parent's x-height
/// above the baseline. Every expected height was measured in headless Chromium.
@Suite("Layout: sub, super and middle")
struct LayoutVerticalAlignTests {
    static func box(_ height: Int) -> String {
        #"<span style="display:inline-block;height:\#(height)px;width:5px;vertical-align:middle"></span>"#
    }

    @Test func middleCentresAnInlineBlockOnHalfTheParentsXHeight() throws {
        // DejaVu Sans has no OS/2 x-height: its `x` glyph's hinted top counts (9 px at 15 px);
        // Liberation Sans has one (6.87 px at 13 px). A box smaller than the line still moves
        // the line's bottom or top. Chromium's heights at 200 px, 15 px DejaVu Sans on 20 px lines.
        let chromium: [(String, Double)] = [
            ("x\(Self.box(17))", 20), ("x\(Self.box(19))", 20), ("x\(Self.box(21))", 21), ("x\(Self.box(23))", 23),
            (#"<span style="font-family:Liberation Sans;font-size:13px">x\#(Self.box(15))</span>"#, 21),
            (#"<span style="font-family:Liberation Sans;font-size:13px">x\#(Self.box(19))</span>"#, 21.0625),
            (#"<span style="font-family:Liberation Sans;font-size:13px">x\#(Self.box(22))</span>"#, 22.5625),
            (#"<span style="font-size:24px">x<span style="display:inline-block;font-size:11px;line-height:12px;vertical-align:middle">b</span></span>"#, 23),
            // The parent's x-height counts, not the box's own font's.
            (#"<span style="font-size:24px">x<span style="display:inline-block;font-size:11px;height:20px;width:4px;vertical-align:middle"></span></span>"#, 23),
            (#"<span style="font-size:9px">x<span style="display:inline-block;font-size:30px;height:18px;width:4px;vertical-align:middle"></span></span>"#, 22),
            (#"x<span style="display:inline-block;font-size:11px;line-height:18px;padding:0 6px;border:1px solid;vertical-align:middle">badge</span>"#, 20.5),
            (#"x<span style="display:inline-block;font-size:40px;line-height:30px;vertical-align:middle">b</span>"#, 30),
        ]
        for (cell, height) in chromium {
            try DejaVuLines.expect(cell, heights: [height], widths: [200])
        }
    }

    @Test func middleOnAnInlineBoxIsWarnedAbout() throws {
        let fixture = try LayoutFixture(css: "span { vertical-align: middle } img { vertical-align: middle }",
                                        cell: #"<p>a <span>b</span> <img width="10" height="10"/></p>"#)
        _ = fixture.height()
        #expect(fixture.model.warnings.map(\.subject) == ["vertical-align"])
    }

    static let long = "🎉 Größenverhältnisse und Übergangsbestimmungen müssen überprüft werden, bevor wir weitermachen."

    @Test(arguments: [
        ("16px 'DejaVu Sans'", "<p>x<sup>2</sup> y</p>", 300.0, 22.328125),
        ("16px/20px 'DejaVu Sans'", "<p>x<sup>2</sup> y</p>", 300, 25.328125),
        ("16px 'DejaVu Sans'", "<p>H<sub>2</sub>O</p>", 300, 22.1875),
        ("16px/20px 'DejaVu Sans'", "<p>H<sub>2</sub>O</p>", 300, 25.1875),
        ("16px/20px 'DejaVu Sans'", "<p>e<sup>x<sup>2</sup></sup></p>", 300, 29.765625),
        ("13px/1.5 'DejaVu Sans'", "<p>a<sup>b</sup><sub>c</sub></p>", 300, 25.15625),
        ("15px/18px 'DejaVu Sans'", "<p><span style='vertical-align:super'>s</span></p>", 300, 24),
        ("15px/18px 'DejaVu Sans'", "<p><span style='vertical-align:sub'>s</span></p>", 300, 22),
        ("16px/20px 'DejaVu Sans'", "<p>a<sup><span style='display:inline-block;height:10px;width:10px'></span></sup></p>", 300, 25.328125),
        ("16px/20px 'DejaVu Sans'", "<p>one two three<sup>4</sup> five</p>", 60, 85.328125),
        ("17px Arial", "<p>E=mc<sup>2</sup></p>", 300, 24.65625),
        ("11px/14px 'DejaVu Sans'", "<p>CO<sub>2</sub> and x<sup>n</sup></p>", 300, 21.84375),
        // A break opportunity right where the box starts: the box starts on the next line, and
        // the line it would have started on keeps its own height (an outside tester's case).
        ("13px/1.45 'DejaVu Sans'", "<p>\(Self.long) x<sub>中</sub></p>", 351, 58.96875),
        ("13px/1.45 'DejaVu Sans'", "<p>\(Self.long) x<sub>😀</sub></p>", 351, 58.96875),
        ("13px/1.45 'DejaVu Sans'", "<p>\(Self.long) x<sub>y</sub></p>", 351, 58.96875),
        ("13px/1.45 'DejaVu Sans'", "<p>\(Self.long) x<sup>中</sup></p>", 351, 59.859375),
    ])
    func subAndSuperMoveTheirBoxes(font: String, cell: String, width: Double, chromium: Double) throws {
        let css = ".list { font: \(font) } p { margin: 0 }"
        let height = try LayoutFixture(css: css, cell: cell, base: false, metrics: ShapedTextMetrics()).height(width: width)
        #expect(height == chromium)
    }
}

@Suite("Layout: number line heights")
struct LayoutNumberLineHeightTests {
    /// One line of text: its height is the line height, which Blink takes as a percentage of
    /// the font size in LayoutUnits and truncates. Measured in headless Chromium.
    @Test(arguments: [
        ("12px/1.45", 17.390625), ("13px/1.37", 17.796875), ("15.5px/1.3", 20.140625), ("11.1px/1.7", 18.859375),
        ("12px/145%", 17.40625), ("10px/1.2", 12),
    ])
    func numberLineHeightsAreTruncatedLikeBlinks(font: String, chromium: Double) throws {
        let css = ".list { font: \(font) 'DejaVu Sans' } p { margin: 0 }"
        #expect(try LayoutFixture(css: css, cell: "<p>a</p>", base: false, metrics: ShapedTextMetrics()).height() == chromium)
    }

    @Test func aSmallerFontsNumberLineHeightStartsFromItsLayoutUnitSize() throws {
        let css = ".list { font: 13px/1.5 'DejaVu Sans' } p { margin: 0; font-size: smaller }"
        #expect(try LayoutFixture(css: css, cell: "<p>a</p>", base: false, metrics: ShapedTextMetrics()).height() == 16.234375)
    }

    /// `vertical-align` lengths raise (or lower) the box's baseline by a whole number of
    /// LayoutUnits, for text, a larger font, images and inline-blocks alike (Chromium 156, DejaVu
    /// Sans 15 px on 20 px lines, 300 px wide).
    @Test(arguments: [
        ("-2px", [22.0, 20, 20, 24]), ("3px", [23, 25, 22, 25]), ("0.3em", [24.5, 28, 23.5, 26.5]),
        ("-0.5em", [27.5, 28, 22.5, 29.5]), ("-10px", [30, 28, 25, 32]), ("12px", [32, 34, 31, 34]),
        ("-1.5px", [21.5, 20.5, 20, 24]),
    ])
    func lengthsShiftTheBaseline(_ length: String, _ chromium: [Double]) throws {
        let image = #"<img src="a.gif" width="14" height="14" alt=""/>"#
        let cases = [
            ("span { vertical-align: \(length) }", "<p>Some text <span>shifted</span> here</p>"),
            ("span { vertical-align: \(length); font-size: 20px }", "<p>Text <span>big</span> x</p>"),
            ("img { vertical-align: \(length) }", "<p>Text \(image) x</p>"),
            ("b { display: inline-block; vertical-align: \(length); padding: 2px }", "<p>Text <b>box</b> x</p>"),
        ]
        for ((css, cell), expected) in zip(cases, chromium) {
            let fixture = try LayoutFixture(css: """
                body { margin: 0 } .list { font: 15px/20px "DejaVu Sans" } p { margin: 0 } \(css)
                """, cell: cell, base: false, metrics: ShapedTextMetrics())
            #expect(fixture.height(width: 300) == expected, "\(css)")
        }
    }
}
