import Testing
@testable import RenderList

/// What the outside tester's corpora found, with the real fonts: flags, breaks where two
/// elements' texts meet, the struts of empty inline boxes, and tab stops. Every expected height
/// was measured in headless Chromium with the same CSS and text.
@Suite("Layout: flags, element boundaries, inline-box struts and tabs")
struct LayoutInlineBoundaryTests {
    static let font = #".list { font-family: "DejaVu Sans", sans-serif; font-size: 15px; line-height: 20px }"#
    static let meta = """
    p { margin: 0; font-size: 12px; line-height: 16px } small { font-size: 10px }
    code { font-family: "DejaVu Sans Mono", monospace; font-size: 11px }
    """

    private func height(_ css: String, _ cell: String, width: Double) throws -> Double {
        try LayoutFixture(css: Self.font + "\n" + css, cell: cell, base: false, metrics: ShapedTextMetrics()).height(width: width)
    }

    @Test func flagsAreAsWideAsTheirGlyphs() throws {
        // 27 flags: two flags shaped across a break opportunity are no kerning pair (they would
        // form one flag glyph); Chromium fits 15 flags on a 288 px line.
        let flags = "🇯🇵🇨🇳🇰🇷🇺🇸🇬🇧🇫🇷🇩🇪🇮🇹🇪🇸🇵🇱🇨🇿🇷🇺🇺🇦🇧🇷🇦🇷🇲🇽🇨🇦🇦🇺🇳🇿🇿🇦🇪🇬🇳🇬🇰🇪🇮🇳🇹🇭🇻🇳🇮🇩"
        #expect(try height("", "<div>\(flags)</div>", width: 288) == 40)
    }

    @Test(arguments: [(40.0, 60.0), (50, 60), (60, 60), (70, 40), (80, 40), (100, 40), (140, 20)])
    func linesBreakWhereTwoElementsTextsMeet(width: Double, chromium: Double) throws {
        let cell = "<div><span>abcdef</span><span>猫</span><span>x</span><span>🐈</span><span>ab</span></div>"
        #expect(try height("", cell, width: width) == chromium)
    }

    @Test func latinTextsOfTwoElementsStayOneWord() throws {
        #expect(try height("", "<div><span>abcdef</span><span>ghi</span></div>", width: 60) == 20)
    }

    @Test func emptyInlineBoxesCountInTheirLine() throws {
        // The monospace code's strut reaches 1 px lower than the 12 px text's: 17, not 16.
        #expect(try height(Self.meta, "<p><strong>By</strong> <em>nobody</em> · <code></code> <small></small></p>", width: 400) == 17)
        // A box's strut goes with its first content: code starts the third line, not the second.
        let wrapped = "<p><strong>By</strong> <em>Maria Curie-Sklodowska</em> · <code>e=mc2</code> <small>today</small></p>"
        #expect(try height(Self.meta, wrapped, width: 120) == 50)
    }

    @Test func theEndOfABoxClosingAfterAnInlineBlockFitsWithIt() throws {
        // `aaaa ` and the 100 px box fit in 155 px, but not with the label's 8 px margin that
        // ends right after the box: the box goes to the next line, and the word after it to a third.
        let css = "label { margin-right: 8px } b { display: inline-block; width: 100px }"
        // (Every character 10 px wide, lines 20 px: ``LayoutFixture``.)
        let fixture = try LayoutFixture(css: css, cell: "<article>aaaa <label><b></b></label>bbbbbbbbbb</article>")
        #expect(fixture.height(width: 155) == 60)
        #expect(fixture.height(width: 158) == 40)
    }

    @Test(arguments: [(60.0, 80.0, 80.0), (90, 60, 60), (120, 40, 40), (180, 40, 40), (210, 40, 20), (240, 20, 20)])
    func tabsAdvanceToTheNextTabStop(width: Double, tabSize4: Double, tabSize8: Double) throws {
        let four = try height("div { white-space: pre-wrap; tab-size: 4 }", "<div>\tx\tyy\tzzz\twwww\tv\tu\tt</div>", width: width)
        let eight = try height("div { white-space: pre-wrap }", "<div>Name:\tAda\tLovelace\tx</div>", width: width)
        #expect(four == tabSize4)
        #expect(eight == tabSize8)
    }
}

/// The second outside tester's findings, measured in headless Chromium with the same CSS.
@Suite("Layout: zero width spaces and line clamps that cut content")
struct LayoutClampAndZeroWidthTests {
    static let font = LayoutInlineBoundaryTests.font
    static let clamp = """
    .c { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden }
    .c p { margin: 0 0 6px }
    """

    private func height(_ css: String, _ cell: String, width: Double = 200) throws -> Double {
        try LayoutFixture(css: Self.font + "\n" + css, cell: cell, base: false, metrics: ShapedTextMetrics()).height(width: width)
    }

    @Test func aZeroWidthSpaceMakesALine() throws {
        #expect(try height("", "<div>\u{200B}</div>") == 20)
        #expect(try height("", "<div>\u{200B} \u{200B} \u{200B} </div>") == 20)
        #expect(try height("", "<div>" + String(repeating: "\u{200B} ", count: 60) + "</div>", width: 60) == 100)
    }

    @Test func aClampThatCutsEndsTheBoxAtItsLastLine() throws {
        let long = String(repeating: "word ", count: 40)
        #expect(try height(Self.clamp, "<div class=\"c\"><p>\(long)</p></div>") == 40)
        #expect(try height(Self.clamp, "<div class=\"c\"><p>\(long)</p><p>more text</p></div>") == 40)
        #expect(try height(Self.clamp, "<div class=\"c\"><p>one</p><p>\(long)</p></div>") == 46)
        // Nothing cut: the margins stay.
        #expect(try height(Self.clamp, "<div class=\"c\"><p>one line</p><p>second</p></div>") == 52)
        #expect(try height(Self.clamp, "<div class=\"c\"><p>only one</p></div>") == 26)
    }
}

/// Kerning of a space with its neighbours (Liberation Sans, what Chromium draws Arial with here),
/// measured in headless Chromium: "AV AV AV" is 63.375 px wide, not the 65 px of its words and
/// spaces measured apart.
@Suite("Layout: kerning across spaces")
struct LayoutSpaceKerningTests {
    private func height(_ text: String, size: Double, width: Double) throws -> Double {
        let css = ".list { font-family: Arial, sans-serif; font-size: \(size)px; line-height: normal }"
        return try LayoutFixture(css: css, cell: "<div>\(text)</div>", base: false, metrics: ShapedTextMetrics()).height(width: width)
    }

    @Test(arguments: [(60.0, 34.0), (63, 34), (64, 17), (66, 17)])
    func spacesKernWithTheLettersBesideThem(width: Double, chromium: Double) throws {
        #expect(try height("AV AV AV", size: 15, width: width) == chromium)
    }

    @Test(arguments: [(190.0, 32.0), (193, 16), (196, 16)])
    func aSentenceFitsWhereChromiumFitsIt(width: Double, chromium: Double) throws {
        #expect(try height("Die Akkulaufzeit ist überragend", size: 14, width: width) == chromium)
    }

    /// A space joins the script run before it, and shaping stops where a run ends: after a
    /// Cyrillic word, a Latin "T" gets no kerning with the space ("а TL" is 28.734 px wide in
    /// Chromium, "a TL" 28.469). Liberation Serif (Times New Roman here), 15px/20px, at 28.6 px;
    /// found by an outside tester's row (`поддержка TL;DR`), which was 20 px short.
    @Test(arguments: [("а TL", 40.0), ("a TL", 20), ("а, TL", 40)])
    func aSpaceKernsOnlyWithinItsScriptRun(text: String, chromium: Double) throws {
        let css = ".list { font: 15px/20px 'Times New Roman', serif }"
        let fixture = try LayoutFixture(css: css, cell: "<div>\(text)</div>", base: false, metrics: ShapedTextMetrics())
        #expect(try fixture.height(width: 28.6) == chromium)
    }
}

/// Words broken inside: `overflow-wrap` reshapes each line's part (Arabic keeps its joined
/// forms), and `word-break: break-all` never breaks inside an emoji sequence or before `。`.
/// Expected heights measured in headless Chromium.
@Suite("Layout: words broken inside")
struct LayoutBrokenWordTests {
    private func height(_ css: String, _ text: String, width: Double) throws -> Double {
        let font = #".list { font-family: "DejaVu Sans", sans-serif; font-size: 15px; line-height: 20px }"#
        return try LayoutFixture(css: font + "\n" + css, cell: "<div>\(text)</div>", base: false,
                                 metrics: ShapedTextMetrics()).height(width: width)
    }

    @Test(arguments: [(120.0, 260.0, 160.0), (200, 160, 100), (288, 100, 80)])
    func overflowWrapMeasuresEachLineAsOneRun(width: Double, arabic: Double, url: Double) throws {
        let css = "div { overflow-wrap: anywhere }"
        #expect(try height(css, String(repeating: "مرحبا", count: 40), width: width) == arabic)
        let link = "https://example.org/AVAVAVAVTaTaTaTa/very-long-path-without-any-break/WAWAWAWAWA?q=VAVAVAVAVA"
        #expect(try height(css, link, width: width) == url)
    }

    @Test(arguments: [(200.0, 60.0), (400, 40), (768, 20)])
    func breakAllKeepsEmojiSequencesWhole(width: Double, chromium: Double) throws {
        let css = "div { word-break: break-all; font-size: 13px }"
        for sequence in ["🏳️‍🌈", "👨‍👩‍👧‍👦", "🇩🇪"] {
            #expect(try height(css, String(repeating: sequence, count: 30), width: width) == chromium, "\(sequence)")
        }
    }

    @Test func breakAllKeepsAFullStopOffTheLineStart() throws {
        let css = "div { word-break: break-all; font-size: 13px }"
        let text = String(repeating: "あ", count: 25) + "。" + String(repeating: "い", count: 24)
        let measured = try height(css, text, width: 333)
        #expect(measured == 60, "\(measured)")
    }
}

/// Letters, measured as Chromium sets them with Liberation Sans (Arial here): letter-spacing
/// once per grapheme cluster, simple title case for `capitalize`, and decomposed accents composed
/// in the font that has the composed letter. Expected heights measured in headless Chromium.
@Suite("Layout: clusters, title case and composed accents")
struct LayoutClusterTests {
    private func height(_ css: String, _ text: String, width: Double, lineHeight: String = "17px") throws -> Double {
        let font = ".list { font-family: Arial, sans-serif; font-size: 15px; line-height: \(lineHeight) }"
        return try LayoutFixture(css: font + "\n" + css, cell: "<div>\(text)</div>", base: false,
                                 metrics: ShapedTextMetrics()).height(width: width)
    }

    /// Chromium keeps ﬂ (its title case, Fl, is two letters): "ﬂow x" fits 41 px, "Flow x" needs 44.
    @Test(arguments: [(40.0, 34.0), (41, 17), (55, 17)])
    func capitalizeUsesTitleCase(width: Double, chromium: Double) throws {
        #expect(try height("div { text-transform: capitalize }", "ﬂow x", width: width) == chromium)
    }

    @Test(arguments: [(65.0, 34.0), (70, 17), (80, 17)])
    func letterSpacingGoesOncePerCluster(width: Double, chromium: Double) throws {
        #expect(try height("div { letter-spacing: 0.3em }", "a 👩‍💻 b", width: width) == chromium)
    }

    @Test(arguments: [(250.0, 34.0), (260, 17), (270, 17)])
    func decomposedAccentsAreComposedInThePrimaryFont(width: Double, chromium: Double) throws {
        let text = "Pr\u{30C}i\u{301}lis\u{30C} z\u{30C}lut\u{30C}ouc\u{30C}ky\u{301} ku\u{30A}n\u{30C} u\u{301}pe\u{30C}l d\u{30C}a\u{301}belske\u{301} o\u{301}dy"
        #expect(try height("", text, width: width, lineHeight: "normal") == chromium)
    }
}
