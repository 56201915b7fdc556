import Testing
@testable import RenderList

/// Grid containers of fixed-size boxes, laid out 300 px wide. The expected heights are
/// Chromium 156's: each grid was loaded in a page with the same CSS at 300 px and its
/// `getBoundingClientRect().height` read (with `getComputedStyle(grid).gridTemplateColumns`
/// for the track sizes quoted in the comments).
@Suite("Layout: grid")
struct LayoutGridTests {
    @Test(arguments: [
        // A feed card: the 1fr column grows to its item's min-content width (500 px): 48 | 500.
        ("grid-template-columns: 48px 1fr; gap: 12px", #"<div style="height: 48px"></div><div style="width: 500px; height: 10px"></div>"#, 48.0),
        // 200 | 40 | 40: the first 1fr column keeps its item's 200 px; the rest share what is left.
        ("grid-template-columns: repeat(3, 1fr); column-gap: 10px", #"<div style="width: 200px; height: 30px"></div><div></div><div></div>"#, 30),
        // auto auto: 50 and 70, then the free 180 px shared (140 | 160); the spanning item is a second row.
        ("grid-template-columns: auto auto", #"<div style="width: 50px; height: 10px"></div><div style="width: 70px; height: 25px"></div><div style="height: 5px; grid-column: span 2"></div>"#, 30),
        // auto-fill: two 146 px columns fit, the third item wraps: 10 + 8 + 10.
        ("grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px", #"<div style="height: 10px"></div><div style="height: 10px"></div><div style="height: 10px"></div>"#, 28),
        // Rows minmax(30px, auto): 30, then 50 + 50 for the item spanning rows 2 and 3.
        ("grid-template-columns: 100px 100px; grid-auto-rows: minmax(30px, auto)", #"<div style="grid-column: 2; grid-row: 2 / 4; height: 100px"></div><div style="height: 10px"></div>"#, 130),
        // Areas: 'a a' / 'b c': rows 7 and 40 and a 5 px gap.
        ("grid-template-areas: 'a a' 'b c'; grid-template-columns: 1fr 2fr; row-gap: 5px", #"<div style="grid-area: c; height: 40px"></div><div style="grid-area: a; height: 7px"></div><div style="grid-area: b; height: 3px"></div>"#, 52),
        // A fixed 20 px row holds the 50 px item (it overflows); negative lines count from the end.
        ("grid-template-columns: 1fr 1fr 1fr; grid-template-rows: 20px", #"<div style="grid-column: -2 / -1; height: 50px"></div><div style="grid-row: 1; grid-column: span 2; height: 5px"></div>"#, 20),
        // Column flow: the items go side by side into a third, implicit column.
        ("grid-template-columns: 60px 60px; grid-auto-flow: column", #"<div style="height: 10px"></div><div style="height: 20px"></div><div style="height: 30px"></div>"#, 30),
    ])
    func heightsOfBoxes(css: String, items: String, height: Double) throws {
        let fixture = try LayoutFixture(css: ".g { display: grid; \(css) }", cell: #"<div class="g">\#(items)</div>"#)
        #expect(fixture.height(width: 300) == height, "\(css)")
    }

    @Test func autoFitCollapsesEmptyRepetitions() throws {
        // Chromium: 146px 146px 0px; the two items' row is 10 px, with no row for the empty track.
        let fixture = try LayoutFixture(css: """
        .g { display: grid; grid-template-columns: repeat(auto-fit, minmax(70px, 1fr)); gap: 8px }
        .g div { height: 10px }
        """, cell: #"<div class="g"><div></div><div></div></div>"#)
        #expect(fixture.height(width: 300) == 10)
    }

    @Test func unmodelledGridValuesAreWarnedAbout() throws {
        for css in ["grid-template-columns: [full] 1fr [end]", "grid-template-rows: subgrid", "grid-template: auto / 1fr"] {
            let fixture = try LayoutFixture(css: ".g { display: grid; \(css) }", cell: #"<div class="g"></div>"#)
            _ = fixture.height(width: 300)
            #expect(fixture.model.warnings.map(\.subject) == [css.components(separatedBy: ":")[0]], "\(css)")
        }
    }
}
