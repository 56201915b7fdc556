import Testing
@testable import RenderList

/// Chromium's default size for the `monospace` family alone is 13 px where other families get
/// 16: an element that switches to or from it with a size not in absolute units takes it.
/// Chromium's heights (no CSS but the template's: the browser's own styles for `pre` and `code`).
@Suite("Layout: the monospace family's default size")
struct LayoutMonospaceSizeTests {
    private func height(_ css: String, _ cell: String) throws -> Double {
        try LayoutFixture(css: "body { margin: 0 } " + css, cell: cell, base: false, metrics: ShapedTextMetrics()).height(width: 375)
    }

    @Test func preAndCodeAreThirteenPixels() throws {
        #expect(try height("", "<pre>a\nb\nc</pre>") == 45)
        #expect(try height("", "<p>Run <code>git push</code></p>") == 18)
    }

    @Test func anAbsoluteSizeStaysAndOthersScale() throws {
        // Three lines of a <pre> without margins: at 15 px set above it (kept), at 1.25em above
        // it (20 px, scaled by 13/16), and at `large` above it (16 px from the monospace table).
        let pre = #"<pre style="margin: 0">a\#nb\#nc</pre>"#
        #expect(try height("", #"<div style="font-size: 15px">\#(pre)</div>"#) == 54)
        #expect(try height("", #"<div style="font-size: 1.25em">\#(pre)</div>"#) == 57)
        #expect(try height("", #"<div style="font-size: large">\#(pre)</div>"#) == 57)
    }
}
