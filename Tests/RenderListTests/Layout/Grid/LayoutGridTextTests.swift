import Testing
@testable import RenderList

/// Grids of text in DejaVu Sans 15 px on 20 px lines, shaped as Chromium shapes it, 300 px
/// wide. Expected heights (and the track sizes in the comments) are Chromium 156's, read from
/// a page with the same CSS (`getBoundingClientRect().height`, `getComputedStyle(…).gridTemplateColumns`).
@Suite("Layout: grid with text")
struct LayoutGridTextTests {
    private func height(_ css: String, _ cell: String, width: Double = 300) throws -> Double {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "DejaVu Sans"; font-size: 15px; line-height: 20px }
        \(css)
        """, cell: cell, base: false, metrics: ShapedTextMetrics())
        return fixture.height(width: width)
    }

    @Test(arguments: [
        // 75px 225px: a percentage column of the content width.
        ("grid-template-columns: 25% 1fr", "<span>Schnellstraße entlang</span><span>short text that wraps a bit here</span>", 40.0),
        // 150px 150px; the first item keeps its shrink-to-fit width under justify-items: start.
        ("grid-template-columns: 1fr 1fr; justify-items: start",
         #"<span style="border: 1px solid">a b</span><span>The quick brown fox jumps over the lazy dog again</span>"#, 60),
        // 140.344px 159.656px: the auto columns grow from min-content towards max-content equally.
        ("grid-template-columns: auto auto", "<span>one two three four five six seven eight</span><span>nine ten eleven twelve thirteen fourteen</span>", 60),
        ("grid-template-columns: auto auto; justify-content: start",
         "<span>one two three four five six seven eight</span><span>nine ten eleven twelve thirteen fourteen</span>", 60),
        // A definite height: rows 1fr 2fr share it (33.3281px 66.6719px).
        ("grid-template-columns: max-content 1fr; height: 100px; grid-template-rows: 1fr 2fr",
         "<b>Key</b><span>value</span><b>Key two</b><span>a much longer value that wraps</span>", 100),
        // Text beside a block with margins: an anonymous item, and margins kept inside the item.
        ("grid-template-columns: minmax(100px, max-content) 1fr", #"text before<p style="margin: 10px 0">Paragraph with margins inside a grid item</p>"#, 60),
        // 120px 8.10938px 171.891px: fit-content() stops at 120 px.
        ("grid-template-columns: repeat(2, fit-content(120px)) 1fr", "<span>alpha beta gamma delta</span><span>ε</span><span>x</span>", 40),
    ])
    func gridOfText(css: String, items: String, expected: Double) throws {
        #expect(try height(".g { display: grid; \(css) }", #"<div class="g">\#(items)</div>"#) == expected, "\(css)")
    }

    @Test(arguments: [
        ("", 150.0), ("justify-items: start", 64), ("place-items: start", 64), ("place-items: stretch safe center", 64),
        ("justify-items: legacy left", 64), ("place-content: center", 150),
    ])
    func itemsNotStretchedTakeTheirShrinkToFitWidth(css: String, expected: Double) throws {
        // A 64 × 64 image at 100 % of its block in a 150 px column: as wide as the column when
        // the block stretches, else its natural 64 px (Chromium: 150px 150px / 150px or / 64px).
        let fixture = try LayoutFixture(css: """
        .g { display: grid; grid-template-columns: 1fr 1fr; \(css) } img { display: block; width: 100% }
        """, cell: #"<div class="g"><div><img src="photo.svg"/></div><span>x</span></div>"#,
                                        imageSize: { _ in NaturalSize(width: 64, height: 64) })
        #expect(fixture.height(width: 300) == expected, "\(css)")
        #expect(fixture.model.warnings.isEmpty, "\(css)")
    }

    @Test func inlineGridTakesItsShrinkToFitWidth() throws {
        // An inline grid in a 200 px box: max-content is too wide, so it fills 200 px: two 1fr
        // columns of 96 px and an 8 px gap; "gamma delta epsilon" wraps to three lines.
        let cell = #"<div style="width: 200px"><div class="g"><span>alpha beta</span><span>gamma delta epsilon</span></div></div>"#
        #expect(try height(".g { display: inline-grid; grid-template-columns: 1fr 1fr; column-gap: 8px }", cell) == 60)
    }

    @Test func inlineGridInAFlexRow() throws {
        // A flex item that is an inline grid (blockified), beside text: Chromium 80 px.
        let cell = """
        <div style="display: flex"><div class="g"><span>Zürich data</span><span>Lorem ipsum dolor sit amet consectetur \
        adipiscing elit sed do eiusmod</span></div><div>tail words here</div></div>
        """
        #expect(try height(".g { display: inline-grid; grid-template-columns: auto 1fr; gap: 10px }", cell) == 80)
    }
}
