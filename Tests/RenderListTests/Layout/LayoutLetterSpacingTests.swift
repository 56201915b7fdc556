import Testing
@testable import RenderList

/// `letter-spacing` as Chromium 156 applies it, 1 px on DejaVu Sans 15 px: no common ligatures
/// (`ffi` is three letters), nothing after invisible characters (soft hyphens, zero-width
/// spaces), and nothing in Arabic, which Chromium sets without it.
@Suite("Layout: letter-spacing")
struct LayoutLetterSpacingTests {
    @Test(arguments: [
        ("مرحبا بالعالم", [40.0, 40, 40, 20, 20]),
        ("Ab\u{AD}cd", [40, 20, 20, 20, 20]),
        ("ff ff ff ff", [80, 40, 40, 20, 20]),
        ("ffi ffl ffi ffl", [80, 40, 40, 40, 20]),
        ("Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrt", [80, 80, 80, 80, 40]),
    ])
    func chromiumsHeights(text: String, heights: [Double]) throws {
        try DejaVuLines.expect(text, heights: heights, widths: [30, 42, 67, 85, 120], articleCSS: "letter-spacing: 1px")
    }

    @Test func zeroWidthSpacesTakeNone() throws {
        // 78.03 px in Chromium: eight letters with their spacing, none after the seven spaces.
        try DejaVuLines.expect("a\u{200B}b\u{200B}c\u{200B}d\u{200B}e\u{200B}f\u{200B}g\u{200B}h", heights: [40, 20, 20],
                               widths: [70, 79, 84], articleCSS: "letter-spacing: 1px")
    }
}
