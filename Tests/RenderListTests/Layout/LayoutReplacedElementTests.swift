import Testing
@testable import RenderList

/// Replaced boxes other than images, sized as Chromium sizes them (`Corpora/replaced` holds
/// these against Chromium itself): 300 × 150 by default, attributes, an inline `<svg>`'s
/// lengths and `viewBox`.
@Suite("Layout: video, canvas, iframe and inline svg")
struct LayoutReplacedElementTests {
    private func height(_ cell: String, css: String = "") throws -> Double {
        try LayoutFixture(css: "article { line-height: 0 } " + css, cell: "<article>\(cell)</article>").height(width: 375)
    }

    @Test func theBrowsersDefaultSizeAndAttributes() throws {
        #expect(try height("<video style='display: block'></video>") == 150)
        #expect(try height("<video width='320' style='display: block'></video>") == 150)  // no ratio of its own
        #expect(try height("<canvas width='100' height='50' style='display: block; width: 100%'></canvas>") == 187.5)
        #expect(try height("<canvas width='100' style='display: block'></canvas>") == 150)
        #expect(try height("<iframe style='display: block'></iframe>") == 154)  // inside its 2 px border
    }

    @Test func anInlineSvgBySizeAndViewBox() throws {
        let svg = "xmlns='http://www.w3.org/2000/svg' style='display: block'"
        #expect(try height("<svg \(svg)></svg>") == 150)
        #expect(try height("<svg \(svg) viewBox='0 0 24 12'></svg>") == 187.5)  // as wide as its container
        #expect(try height("<svg \(svg) width='24' viewBox='0 0 24 12'></svg>") == 12)
        #expect(try height("<svg \(svg) width='2em' height='1.5em'></svg>") == 15)
        // Written without its namespace, as HTML writes it, it is the same.
        #expect(try height("<svg style='display: block' width='24' viewBox='0 0 24 12'><path d='M0 0h1'/></svg>") == 12)
        // Its attributes yield to CSS, which a type selector brings.
        #expect(try height("<svg \(svg) width='24' height='24'></svg>", css: "svg { height: 16px }") == 16)
    }

    @Test func theStandardLineClampClampsNothing() throws {
        let fixture = try LayoutFixture(css: "p { margin: 0; line-clamp: 1; width: 30px }", cell: "<article><p>aaa bbb ccc</p></article>")
        #expect(fixture.height() == 60)
        #expect(fixture.model.warnings.isEmpty)
    }

    /// Checkboxes and radio buttons are 13 × 13 with Chromium's default margins, sitting on their
    /// border box's bottom edge (Chromium 156, DejaVu Sans 15 px on 20 px lines, 300 px wide);
    /// the type matches in any case, as the user agent's `[type=checkbox i]`.
    @Test(arguments: ["checkbox", "radio", "CheckBox"])
    func checkboxesAndRadioButtons(_ type: String) throws {
        let cases: [(String, String, Double)] = [
            ("", "<p><input type=\"\(type)\"/> Some label text</p>", 21),
            ("input { vertical-align: -2px }", "<p><input type=\"\(type)\"/> Some label</p>", 20),
            ("input { margin: 0; width: 16px; height: 16px }", "<p><input type=\"\(type)\"/> Label</p>", 21),
            ("p { font-size: 12px; line-height: normal }", "<p><input type=\"\(type)\"/> Label</p>", 19),
            ("p { display: flex; align-items: center; gap: 4px }", "<p><input type=\"\(type)\"/><span>Label</span></p>", 20),
        ]
        for (css, cell, chromium) in cases {
            let fixture = try LayoutFixture(css: """
                body { margin: 0 } .list { font: 15px/20px "DejaVu Sans" } p { margin: 0 } \(css)
                """, cell: cell, base: false, metrics: ShapedTextMetrics())
            let expected = type == "radio" && css.isEmpty ? 21 : chromium
            #expect(fixture.height(width: 300) == expected, "\(type): \(css)")
        }
        let block = try LayoutFixture(css: "body { margin: 0 } .list { font: 15px/20px \"DejaVu Sans\" } p { margin: 0 } input { display: block }",
                                      cell: "<p><input type=\"\(type)\"/>Label</p>", base: false, metrics: ShapedTextMetrics())
        #expect(block.height(width: 300) == (type == "radio" ? 36 : 39))
    }
}
