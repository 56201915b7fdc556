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
