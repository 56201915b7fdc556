import Testing
@testable import RenderList

/// Line boxes with the real fonts (Scripts/setup.sh installs them): what an inline-block and
/// fallback fonts add above and below the baseline. Every expected height was measured in
/// headless Chromium with the same CSS and text.
@Suite("Layout: line extents with real fonts")
struct LayoutLineExtentTests {
    static let font = #".list { font-family: "DejaVu Sans", sans-serif; font-size: 14px; line-height: normal } body { margin: 0 }"#
    static let badge = """
    span { display: inline-block; padding: 2px 6px; margin: 2px 4px 0 0; font-size: 12px; line-height: 16px; \
    border: 1px solid #ccc }
    """

    private func height(_ css: String, _ cell: String) throws -> Double {
        try LayoutFixture(css: Self.font + "\n" + css, cell: cell, base: false, metrics: ShapedTextMetrics()).height(width: 780)
    }

    @Test func aNumberLineHeightTakesTheFontSizeRoundedToLayoutUnits() {
        // Chromium's heights of 64 lines, over 130 sizes and numbers: 14.45 px is 14.453125
        // (the seventeenth and eighteenth outside testers' 14.45 px serif lines were short).
        #expect(LineBreaker.lineHeight(1.2, fontSize: 14.45) == 17.34375)
        #expect(LineBreaker.lineHeight(1.4, fontSize: 14.45) == 20.234375)
        #expect(LineBreaker.lineHeight(1.3, fontSize: 13.333) == 17.3125)
        #expect(LineBreaker.lineHeight(1.45, fontSize: 12) == 17.390625)
    }

    @Test func inlineBlockSitsOnItsLastLineBaseline() throws {
        // Badge: baseline 2 + 1 + 2 + 12 = 17 px below its margin top, 7 px of it below: 17 + 7 = 24
        // (not 24 + the strut's 3 px descent, as when it sat on its bottom edge).
        #expect(try height(Self.badge, "<div>tags <span>wit</span><span>identity</span></div>") == 24)
        // Two lines in a 20 px font with 30 px lines, 5 px padding below: 30 + 22 | 8 + 5.
        let nested = """
        <div>x <span style="display: inline-block; font-size: 20px; line-height: 30px">\
        <div>one</div><div style="padding-bottom: 5px">two</div></span></div>
        """
        #expect(try height("", nested) == 65)
    }

    @Test func inlineBlockWithoutLinesOrClippedSitsOnItsBottomMarginEdge() throws {
        // overflow: hidden: the 24 px margin box above the baseline, the strut's 3 px below.
        #expect(try height(Self.badge, #"<div>tags <span style="overflow: hidden">wit</span></div>"#) == 27)
        let empty = #"<div>x <span style="display: inline-block; width: 10px; height: 10px; margin-bottom: 3px"></span></div>"#
        #expect(try height("", empty) == 16)
    }

    @Test func aLineHeightBelowTheFontsExtentLeavesLessThanNothingBelowTheBaseline() throws {
        // The eighth outside tester's rows, as Chromium lays them out: the line box is the
        // line height, though the half-leading below the baseline is negative.
        #expect(try height("p { font-size: 38px; line-height: 20px; margin: 0 }", "<p>Short</p>") == 20)
        #expect(try height("p { font-size: 15px; line-height: 0; margin: 0 }", "<p>Short</p>") == 0)
    }

    @Test func fallbackFontsGrowLinesWithNormalLineHeight() throws {
        #expect(try height("", "<div>plain</div>") == 16)
        // Noto Sans CJK draws 我: 16 above, 4 below at 14 px (DejaVu Sans: 13 and 3).
        #expect(try height("", "<div>x我</div>") == 20)
        #expect(try height("", #"<div style="font-weight: bold; font-size: 16px">x我</div>"#) == 24)
        // A line height that is not normal ignores the fallback fonts.
        #expect(try height("", #"<div style="line-height: 1.4">x我</div>"#) == 19.59375)
        // Noto Color Emoji is 13 + 3 at 14 px: nothing beyond DejaVu Sans, but it raises Liberation
        // Serif's 12 + 3 (its 1 px line gap goes below) to 13 + 4.
        #expect(try height("", "<div>x 👋</div>") == 16)
        #expect(try height("", #"<div style="font-family: 'Liberation Serif'">x</div>"#) == 16)
        #expect(try height("", #"<div style="font-family: 'Liberation Serif'">x 👋</div>"#) == 17)
    }

    @Test func spacesAFontLacksAreItsOwnSpaceResized() throws {
        // HarfBuzz sets them with the font's space glyph (a narrow no-break space at half its
        // width): Liberation Sans keeps its 17 px line, where DejaVu Sans would make it 18 px.
        // Not the ideographic space: Blink finds a CJK font for it (21 px). Chromium: 15 px at
        // 375 px, and `13.<U+202F>7.<U+202F>2013 17:58` fits 113 px.
        let css = ".list { font-family: 'Liberation Sans'; font-size: 15px }"
        for space in ["\u{A0}", "\u{2002}", "\u{2007}", "\u{2009}", "\u{200A}", "\u{202F}", "\u{205F}"] {
            #expect(try height(css, "<div>a\(space)b</div>") == 17, "U+\(String(space.unicodeScalars.first!.value, radix: 16))")
        }
        #expect(try height(css, "<div>a\u{3000}b</div>") == 21)
        let fixture = try LayoutFixture(css: Self.font + "\n" + css, cell: "<div>13.\u{202F}7.\u{202F}2013 17:58</div>", base: false,
                                        metrics: ShapedTextMetrics())
        #expect(fixture.height(width: 113) == 17)
    }
}

/// Common characters (★, punctuation) join the script run around them, and Blink sets those the
/// listed families lack in the fallback face it found for the run's letters: `あ★` puts the
/// star in Noto Sans CJK (15 px wide, a 21 px line), a lone `★` in DejaVu Sans (13.45 px, 18 px).
/// At the start of a paragraph they join the run that follows. Heights measured in headless
/// Chromium, 15px sans-serif (Liberation Sans) at 375 px; an outside tester's row was 3 px short.
@Suite("Layout: common characters in script runs")
struct LayoutScriptRunTests {
    @Test(arguments: [
        (String(repeating: "あ", count: 25) + "★", 42.0),
        (String(repeating: "★", count: 25) + " あ", 42.0),
        ("★", 18.0),
        ("あ★", 21.0),
    ] as [(String, Double)])
    func commonCharactersTakeTheirRunsFallbackFace(text: String, chromium: Double) throws {
        let css = ".list { font: 15px sans-serif } p { margin: 0 }"
        let fixture = try LayoutFixture(css: css, cell: "<p>\(text)</p>", base: false, metrics: ShapedTextMetrics())
        #expect(try fixture.height(width: 375) == chromium)
    }

    @Test func aBoxWhoseSpaceEndsALineMakesThatLineAsTallAsItsStrut() throws {
        // The box starts on the line its leading space ends (where the space hangs), so its
        // strut counts there too; without its own vertical-align shift (`<sub>`), as in Blink.
        let big = "style=\"font-size: 26px; line-height: normal\""
        let chromium: [(String, css: String, [Double])] = [
            ("aaaa bbbb<span style=\"font-size: 26px\"> cccc</span>", "", [48, 48, 24, 24]),
            ("aaaa bbbb<span \(big)> cccc</span>", "", [60, 60, 30, 30]),
            ("aaaa bbbb<span \(big)> cccc</span>", "white-space: pre-wrap", [60, 60, 30, 30]),
            ("aaaa bbbb<sub style=\"line-height: normal\"> cccc</sub>", "", [42, 42, 22, 22]),
            ("aaaa bbbb<span \(big)> </span>cccc", "", [50, 50, 30, 30]),
        ]
        for (text, css, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [80, 100, 200, 400], articleCSS: css)
        }
    }

    @Test func aBoxAfterTextThatMayNotWrapStartsWhereTheLineMayBreak() throws {
        // Text that may not wrap and overflows its line ends it: the box that opens next starts
        // on the next line, its space collapsed there. A space that ends such text is no
        // opportunity: the line may break only after the box's collapsed space, so the box
        // starts on the line. The tenth outside tester's fuzz rows 1208, 495 and 1396.
        let big = "style=\"font-size: 26px; line-height: normal\""
        let nowrap = "style=\"white-space: nowrap\""
        let chromium: [(String, [Double])] = [
            ("<span \(nowrap)>aaaa bbbb</span><span \(big)> cccc</span>", [50, 50, 60, 60, 30]),
            ("<span \(nowrap)>aaaa bbbb </span><span \(big)> cccc</span>", [60, 60, 60, 60, 30]),
            ("aaaa <span \(nowrap)>bbbb</span><span \(big)> cccc</span>", [80, 80, 60, 60, 30]),
            ("<span \(nowrap)>aaaa bbbb</span> <span \(big)>cccc</span>", [50, 50, 50, 50, 30]),
            // A word that runs into such text is broken where that text starts: the box
            // after it starts with what comes next, not with the word's first part.
            ("aaaa b<span \(nowrap)> cccc dddd</span><span \(big)> eeee</span>", [70, 70, 70, 80, 60]),
            ("aaaa b<span \(nowrap)> cccc</span><span \(big)> eeee</span>", [70, 80, 80, 60, 30]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [40, 60, 80, 100, 200])
        }
    }

    /// The box starts on the overflowing line where the line overflowed before the last text
    /// of the word, and where that word ends in a space, under `overflow-wrap` too (which
    /// breaks the word across its texts first). The fuzzer's rows (Scripts/fuzz-heights.py,
    /// seeds 9 and 10); Chromium's heights.
    @Test func aBoxAfterAWordThatOverflowedBeforeItsLastTextStartsOnTheLine() throws {
        let big = "<span style=\"font-size: 30px; line-height: 40px\"> x</span>"
        let nowrap = { (text: String) in "<span style=\"white-space: nowrap\">\(text)</span>" }
        let chromium: [(String, css: String, [Double])] = [
            (nowrap("Donaudampfschifffahrt") + big, "", [60, 60, 60, 60, 80, 80]),
            (nowrap("Donaudampfschifffahrt") + nowrap("s") + big, "", [80, 80, 80, 80, 60, 80]),
            (nowrap("Donau") + nowrap("dampfschifffahrt") + big, "", [60, 60, 60, 60, 80, 80]),
            (nowrap("Donau") + nowrap("dampfschifffahrt") + nowrap("s") + big, "", [80, 80, 80, 80, 60, 80]),
            (nowrap("Donaudampfschifffahrt ") + big, "", [80, 80, 80, 80, 80, 40]),
            (nowrap("Donaudampfschifffahrt ") + big, "overflow-wrap: anywhere", [80, 80, 80, 80, 80, 40]),
        ]
        for (text, css, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [100, 150, 160, 170, 180, 200], articleCSS: css)
        }
        // A space that ends the text before counts: the line overflows there (174, 176 px).
        let narrow = [170.0, 172, 174, 176, 178, 180, 185]
        try DejaVuLines.expect(nowrap("Donaudampfschifffahrt ") + nowrap("s") + big, heights: [80, 80, 80, 80, 60, 60, 60], widths: narrow)
        try DejaVuLines.expect(nowrap("Donaudampfschifffahrt") + nowrap("s") + big, heights: [80, 80, 60, 60, 60, 60, 80], widths: narrow)
    }

    /// Under `pre-wrap` the space is preserved, and an inline-block that overflows its line
    /// still ends it: the box that opens after it starts the next line with that space (the
    /// fuzzer's seed 14: 5 px more than Chromium). Overflowing `nowrap` text does not end it.
    @Test func aPreservedSpaceAfterAnOverflowingInlineBlockStartsTheNextLine() throws {
        let big = "<span style=\"font-size: 30px; line-height: 40px\"> x</span>"
        let box = "<span style=\"display: inline-block; width: 100px; height: 14px\"></span>"
        for css in ["white-space: pre-wrap", ""] {
            try DejaVuLines.expect(box + big, heights: [60, 60, 80, 80, 80, 40], widths: [90, 98, 100, 102, 110, 140], articleCSS: css)
        }
        try DejaVuLines.expect("<span style=\"white-space: nowrap\">Donaudampfschifffahrt</span>" + big, heights: [80, 80, 80],
                               widths: [150, 170, 200], articleCSS: "white-space: pre-wrap")
    }
}
