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
}
