import Testing
@testable import RenderList

/// Where a line may break around images and inline-blocks: before one as the content before it
/// says, after one as the `white-space` of the box around it says (not its own). Atomic inlines
/// in `nowrap` are one word with what touches them, which goes to the next line whole. The line
/// counts Chromium gives (boxes 60 × 14 px; a line is 21 px here, the box over the strut's
/// descent; `Corpora/nowrap` holds these against Chromium itself).
@Suite("Layout: line breaks around atomic inlines")
struct LayoutAtomicWrapTests {
    private let css = "article { line-height: 20px } .b { display: inline-block; width: 60px; height: 14px } .w { white-space: normal } .nw { white-space: nowrap }"

    private func height(_ cell: String, width: Double) throws -> Double {
        try LayoutFixture(css: css, cell: "<article>\(cell)</article>").height(width: width)
    }

    private func boxes(_ count: Int, _ attributes: String = "") -> String {
        String(repeating: #"<span class="b"\#(attributes)></span>"#, count: count)
    }

    @Test func boxesInNowrapStayOnOneLineWhateverTheirOwnWhiteSpace() throws {
        #expect(try height(#"<div class="nw">\#(boxes(7, #" style="white-space: normal""#))</div>"#, width: 200) == 21)
        // In a box that may wrap, their own `nowrap` keeps nothing together.
        #expect(try height(boxes(1) + boxes(2, #" style="white-space: nowrap""#) + boxes(4), width: 200) == 63)
    }

    @Test func aNowrapRunOfBoxesMovesToTheNextLineWhole() throws {
        // The end of the `nowrap` box is an opportunity, asked in the style around it.
        #expect(try height(#"<span class="nw">\#(boxes(4))</span>\#(boxes(3))"#, width: 130) == 63)
        #expect(try height(#"<span class="nw">\#(boxes(4))</span>\#(boxes(3))"#, width: 200) == 42)
        #expect(try height(#"<span class="b" style="width: 100px"></span><nobr>\#(boxes(2))</nobr>\#(boxes(2))"#, width: 200) == 63)
    }

    /// A space that ends a `nowrap` box is no opportunity, and the box's end after it is none
    /// either: Blink's opportunity is at the space. The image or inline-block that follows
    /// stays with the text, overflowing the line (the twenty-first outside tester's fuzzer:
    /// Chromium's one line where the model made two).
    @Test func aSpaceThatEndsNowrapTextKeepsTheNextBoxWithIt() throws {
        #expect(try height(#"<span class="nw">aaaa </span>\#(boxes(1))"#, width: 90) == 21)
        #expect(try height(#"<span class="nw">aaaa aaaa </span>\#(boxes(1))"#, width: 70) == 21)
        // Without the space, the end of the box is an opportunity (a line of text, one with the box).
        #expect(try height(#"<span class="nw">aaaa</span>\#(boxes(1))"#, width: 70) == 41)
    }

    /// Where the box around may break words and the word with the image is wider than any line,
    /// Blink breaks it before the `nowrap` text (`i` on one line, `e` and the box on the next);
    /// the model places the word whole and the box on the next line: as many lines. A word that
    /// fits a line of its own goes there whole, as without `overflow-wrap`, and so does one
    /// that starts with the `nowrap` text or, under `break-all`, one whose `nowrap` text starts
    /// with a space. Chromium's line counts.
    @Test func aBoxThatMayBreakWordsBreaksTheWordBeforeTheNowrapText() throws {
        let cell = #"i<span class="nw">e </span>\#(boxes(1, #" style="width: 65px""#))"#
        #expect(try height(cell, width: 70) == 21)
        #expect(try height(#"<div style="overflow-wrap: break-word">\#(cell)</div>"#, width: 70) == 41)
        #expect(try height(#"<div style="word-break: break-all">\#(cell)</div>"#, width: 70) == 41)
        // Blink moves the word to a fresh line first: `h`, `t`, then `e` with the box.
        let after = #"h t<span class="nw">e </span>\#(boxes(1, #" style="width: 65px""#))"#
        #expect(try height(#"<div style="overflow-wrap: break-word">\#(after)</div>"#, width: 70) == 61)
        #expect(try height(after, width: 70) == 41)
        // A word that starts with the `nowrap` text stays whole, overflowing its line.
        let alone = #"<span class="nw">e </span>\#(boxes(1, #" style="width: 65px""#))"#
        #expect(try height(#"<div style="overflow-wrap: break-word">\#(alone)</div>"#, width: 70) == 21)
        // `break-all` breaks no line before a space; `overflow-wrap` does.
        let space = #".<span class="nw"> e </span>\#(boxes(1, #" style="width: 65px""#))"#
        #expect(try height(#"<div style="word-break: break-all">\#(space)</div>"#, width: 70) == 21)
        #expect(try height(#"<div style="overflow-wrap: break-word">\#(space)</div>"#, width: 70) == 41)
        let fitting = #"aaaa <span class="nw">eeee </span>\#(boxes(1, #" style="width: 40px""#)) cc"#
        #expect(try height(#"<div style="overflow-wrap: break-word">\#(fitting)</div>"#, width: 100) == 61)
    }

    /// Where `nowrap` text ends in a character that UAX #14 lets no line break after (an opening
    /// bracket or quote, a no-break space, a zero-width joiner), the image or inline-block after
    /// it stays on its line; after a hyphen it may go to the next. Next to text that may wrap,
    /// a line always may break before it. Under `overflow-wrap`, a word with it that overflows
    /// a line of its own is broken before it (`t`, `«`, then the box). The fuzzer's rows
    /// (seeds 7 and 10); DejaVu Sans, Chromium's heights.
    @Test func nowrapTextThatEndsInAnOpeningMarkKeepsTheNextBoxWithIt() throws {
        let box = { (width: Int) in #"<span style="display: inline-block; width: \#(width)px; height: 14px"></span>"# }
        let nowrap = { (text: String) in #"<span style="white-space: nowrap">\#(text)</span>"# }
        let widths = [100.0, 120, 140, 160, 180, 200]
        for ending in ["(", "«", "&#x200D;", "&#xA0;"] {
            try DejaVuLines.expect(nowrap("aaaa bbbb" + ending) + box(60), heights: [20, 20, 20, 20, 20, 20], widths: widths)
        }
        try DejaVuLines.expect(nowrap("aaaa bbbb-") + box(60), heights: [40, 40, 40, 20, 20, 20], widths: widths)
        try DejaVuLines.expect("aaaa bbbb(" + box(60), heights: [40, 40, 40, 20, 20, 20], widths: widths)
        let quote = "t " + nowrap("«") + box(110)
        let narrow = [100.0, 110, 115, 120, 125, 130]
        for css in ["overflow-wrap: anywhere", "overflow-wrap: break-word"] {
            try DejaVuLines.expect(quote, heights: [60, 60, 60, 40, 40, 20], widths: narrow, articleCSS: css)
        }
        try DejaVuLines.expect(quote, heights: [40, 40, 40, 40, 40, 20], widths: narrow, articleCSS: "word-break: break-all")
        try DejaVuLines.expect(quote, heights: [40, 40, 40, 40, 40, 20], widths: narrow)
    }

    /// An image or inline-block that overflows its line ends it where it ends: a box that opens
    /// right after it, before a space, starts on the next line, as after `nowrap` text (the
    /// fuzzer's row: Chromium's line as tall as the box, not as the big text's strut). One that
    /// fits leaves the space hanging on its line, and the box's strut with it.
    @Test func aBoxThatOpensAfterAnOverflowingImageStartsOnTheNextLine() throws {
        let big = #"<span style="font-size: 30px; line-height: 40px"> xxxxxx</span>"#
        #expect(try height(boxes(1, #" style="width: 80px""#) + big, width: 70) == 61)
        #expect(try height(boxes(1, #" style="width: 50px""#) + big, width: 70) == 80)
    }

    /// An inline-block is as wide as its content's max-content width, which counts the
    /// preserved spaces that end its lines (`pre-wrap`, not `normal`: Chromium's `abc ` is a
    /// space wider than `abc`), so the text after it goes to the next line.
    @Test func preservedSpacesThatEndAnInlineBlockWidenIt() throws {
        let box = { (whiteSpace: String) in #"<span style="display: inline-block; white-space: \#(whiteSpace)">abc </span>xxxxx"# }
        #expect(try height(box("pre-wrap"), width: 85) == 40)
        #expect(try height(box("normal"), width: 85) == 20)
    }

    /// The spaces of `pre` text are no opportunities either: `ccc` and the `pre` text after it
    /// are one word, which goes to the next line whole (outside tester 20: Chromium's two lines).
    @Test func preservedSpacesOfTextThatMayNotWrapJoinItsWord() throws {
        let cell = #"<span>aaa bbb ccc</span><code style="white-space: pre">xx xx xx xx</code>"#
        #expect(try LayoutFixture(css: "article { font-size: 10px; line-height: 20px }", cell: "<article>\(cell)</article>")
            .height(width: 150) == 40)
        // A preserved space that ends the word is part of it: it does not hang (a chat bubble's
        // `<code>` ending with a space took a line more in Chromium).
        let ending = #"<span>aaa bbb ccc</span><code style="white-space: pre">xx </code>"#
        #expect(try LayoutFixture(css: "article { font-size: 10px; line-height: 20px }", cell: "<article>\(ending)</article>")
            .height(width: 135) == 40)
    }
}
