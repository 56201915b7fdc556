import Testing
@testable import RenderList

/// How the layout sizes an `<img>` from its file's natural size. Every figure is what Chromium
/// 156 lays the same fixture out at in a 200 px column (block images).
@Suite("Layout: images sized by their files")
struct ImageSizingTests {
    private static let files: [String: NaturalSize] = [
        "banner.gif": NaturalSize(width: 30, height: 20),
        "viewbox.svg": NaturalSize(width: nil, height: nil, ratio: 4),
        "width-and-viewbox.svg": NaturalSize(width: 90, height: nil, ratio: 3),
        "bare.svg": NaturalSize(width: nil, height: nil, ratio: nil),
    ]

    private func height(_ src: String, css: String) throws -> Double {
        let fixture = try LayoutFixture(css: "img { display: block } .i { \(css) }",
                                        cell: #"<article><img class="i" alt="" src="\#(src)"/></article>"#,
                                        imageSize: { Self.files[$0] })
        let height = fixture.height(width: 200)
        #expect(fixture.model.warnings.isEmpty)
        return height
    }

    @Test(arguments: [
        ("banner.gif", "", 20.0), ("banner.gif", "width: 50px", 33.328125), ("banner.gif", "width: 100%", 133.328125),
        ("banner.gif", "max-width: 100%", 20),
        ("viewbox.svg", "", 50), ("viewbox.svg", "width: 50px", 12.5), ("viewbox.svg", "max-width: 100%", 50),
        ("width-and-viewbox.svg", "", 30), ("width-and-viewbox.svg", "width: 50px", 16.65625),
        ("width-and-viewbox.svg", "width: 100%", 66.65625),
        ("bare.svg", "", 150), ("bare.svg", "width: 50px", 150), ("bare.svg", "max-width: 100%", 150),
    ])
    func heightsMatchChromium(src: String, css: String, expected: Double) throws {
        #expect(try height(src, css: css) == expected)
    }

    /// A percentage-sized SVG with a viewBox 2:1 fills the column like a viewBox-only one.
    @Test func aRatioOnlyImageFillsTheColumn() throws {
        let fixture = try LayoutFixture(css: "img { display: block; margin: 0 10px; padding: 5px }",
                                        cell: #"<article><img alt="" src="p.svg"/></article>"#,
                                        imageSize: { _ in NaturalSize(width: nil, height: nil, ratio: 2) })
        // 200 − 20 margin − 10 padding = 170 wide, 85 high, plus 10 padding
        #expect(fixture.height(width: 200) == 95)
    }

    /// `width` and `height` attributes are presentational hints: any author rule for the
    /// dimension, `auto` too, overrides them, and the file's ratio beats theirs. The sixteenth
    /// outside tester's playlist (`<img width="37" height="23">`, a 30 × 20 GIF): Chromium's heights.
    @Test(arguments: [
        ("", 23.0), ("width: auto; height: auto", 20), ("max-width: 100%; height: auto", 24.65625),
        ("height: auto", 24.65625), ("width: auto", 23), ("width: 60px", 23),
    ])
    func authoredSizesOverrideTheAttributes(css: String, expected: Double) throws {
        let fixture = try LayoutFixture(css: "img { display: block } .i { \(css) }",
                                        cell: #"<article><img class="i" alt="" width="37" height="23" src="banner.gif"/></article>"#,
                                        imageSize: { Self.files[$0] })
        #expect(fixture.height(width: 200) == expected)
    }

    @Test func anUnknownFileStillWarns() throws {
        let fixture = try LayoutFixture(css: "img { display: block; width: 50px }",
                                        cell: #"<article><img alt="" src="gone.png"/></article>"#)
        #expect(fixture.height(width: 200) == 0)
        #expect(fixture.model.warnings.map(\.subject) == ["img"])
    }

    @Test func aFlexItemImageKeepsItsSizeUnderAPercentageMaximum() throws {
        // Its automatic minimum width is its own width (clamped by `max-width: 100%`, 200 px
        // here): a percentage maximum zeroes only its min-content contribution to a container.
        // So the text beside it is squeezed to its longest word, a line each, and the row is as
        // tall as the image, as in Chromium (the seventeenth outside tester's media rows).
        let css = "article { display: flex; align-items: flex-start } img { max-width: 100% } p { margin: 0 }"
        let files: [String: NaturalSize] = ["wide.jpg": NaturalSize(width: 800, height: 400)]
        let wide = try LayoutFixture(css: css, cell: #"<article><img alt="" src="wide.jpg"/><p>aaaa bbbb cccc</p></article>"#,
                                     imageSize: { files[$0] })
        #expect(wide.height(width: 200) == 100)
    }
}
