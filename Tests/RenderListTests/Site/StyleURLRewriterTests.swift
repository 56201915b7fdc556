import Testing
@testable import RenderList

@Suite("Site: url()s of the template's CSS pointed at copied files")
struct StyleURLRewriterTests {
    private let copies = ["fonts/a b.woff2": "fonts/a b.woff2", "x.ttf": "fonts/x.ttf"]

    @Test(arguments: [
        (#"src: url("fonts/a b.woff2")"#, "src: url(\"\u{1}fonts/a%20b.woff2\")"),
        (#"src: url( 'x.ttf' ) format("truetype")"#, "src: url(\"\u{1}fonts/x.ttf\") format(\"truetype\")"),
        ("src: url(x.ttf), url(y.ttf)", "src: url(\"\u{1}fonts/x.ttf\"), url(y.ttf)"),
        ("background: url(fonts/x.ttf)", "background: url(fonts/x.ttf)"),
        ("src: url(\"x.ttf", "src: url(\"x.ttf"),
        ("no urls at all", "no urls at all"),
    ])
    func namedCopiesAreRewrittenAndNothingElse(css: String, expected: String) {
        #expect(StyleURLRewriter.rewrite(css, copies: copies) == expected)
    }
}
