import Testing
@testable import RenderList

/// Text fields, `<textarea>` and drop-down `<select>` sized as Blink sizes them: from their
/// font's average character width and line, their `size`, `cols` and `rows`, and their widest
/// option. Every character of ``LayoutFixture`` is 10 px wide (the average of a font that tells
/// none is the width of `0`), the controls' font is 10 px (ascent 8, descent 2) and the list's
/// lines are 20 px. `Corpora/controls` and `FormRow/settings` check the same in Chromium.
@Suite("Layout: form controls")
struct LayoutFormControlsTests {
    private static let controls = "input, select, textarea { font-size: 10px } "

    @Test func aTextFieldIsOneLineOfItsFontTall() throws {
        let block = Self.controls + "input { display: block } "
        // 10 px of `normal` line, 1 px padding and 2 px border above and below.
        #expect(try LayoutFixture(css: block, cell: "<article><input value='a long value that does not wrap'/></article>").height(width: 60) == 16)
        #expect(try LayoutFixture(css: block + "input { line-height: 30px }", cell: "<article><input/></article>").height() == 36)
        // A line height no taller than the font size gets `normal`, as Blink's inner editor does.
        #expect(try LayoutFixture(css: block + "input { line-height: 8px }", cell: "<article><input/></article>").height() == 16)
    }

    @Test func aTextFieldIsSizeCharactersWide() throws {
        // Two fields of 9 characters (90 px and 8 px of padding and border each) share a
        // 200 px line; of 10 they do not.
        let nine = try LayoutFixture(css: Self.controls, cell: "<article><input size='9'/><input size='9'/></article>")
        #expect(nine.height(width: 200) == 20)
        let ten = try LayoutFixture(css: Self.controls, cell: "<article><input size='10'/><input size='10'/></article>")
        #expect(ten.height(width: 200) == 40)
        // No size is 20 characters: 208 px.
        #expect(try LayoutFixture(css: Self.controls, cell: "<article><input/> x</article>").height(width: 210) == 40)
    }

    @Test func aTextAreaIsRowsLinesTall() throws {
        let block = Self.controls + "textarea { display: block } "
        // 3 lines of 10 px, 2 px padding and 1 px border above and below.
        #expect(try LayoutFixture(css: block, cell: "<article><textarea rows='3'>text that is never laid out</textarea></article>").height() == 36)
        #expect(try LayoutFixture(css: block, cell: "<article><textarea>x</textarea></article>").height() == 26, "2 rows by default")
        #expect(try LayoutFixture(css: block + "textarea { overflow-x: scroll }", cell: "<article><textarea rows='1'/></article>").height() == 31,
                "a horizontal scrollbar under overflow-x: scroll")
    }

    @Test func aDropDownBoxIsOneLineOfItsFontWhateverItsLineHeight() throws {
        let block = Self.controls + "select { display: block; line-height: 40px } "
        let cell = "<article><select><option>a long option</option><option>b</option></select></article>"
        // Ascent and descent, 1 px of the theme's above and below, the 1 px border.
        #expect(try LayoutFixture(css: block, cell: cell).height(width: 50) == 14)
        // Without the theme it is a line of its line height.
        #expect(try LayoutFixture(css: block + "select { appearance: none }", cell: cell).height(width: 50) == 42)
    }

    @Test func aDropDownBoxIsAsWideAsItsWidestOption() throws {
        // 12 characters, 20 px of the theme's and 2 of border: 142 px, beside a 10 px word.
        let cell = "<article><select><optgroup label='g'><option>12345678</option></optgroup><option label='abcdefghijkl'>x</option></select>x</article>"
        #expect(try LayoutFixture(css: Self.controls, cell: cell).height(width: 152) == 20)
        #expect(try LayoutFixture(css: Self.controls, cell: cell).height(width: 151) == 40)
    }

    @Test func anInputButtonIsOneLineOfItsLabel() throws {
        let block = Self.controls + "input { display: block } "
        // A line of 10 px, 1 px padding and 2 px border above and below; the label never wraps.
        #expect(try LayoutFixture(css: block, cell: "<article><input type='button' value='a b c d e f'/></article>").height(width: 50) == 16)
        #expect(try LayoutFixture(css: block, cell: "<article><input type='button'/></article>").height() == 16, "an empty label is a line too")
        // `Submit` (60 px), 12 px of padding and 4 of border, beside a 10 px word.
        let submit = try LayoutFixture(css: Self.controls, cell: "<article><input type='submit'/>x</article>")
        #expect(submit.height(width: 86) == 20 && submit.height(width: 85) == 40)
    }

    @Test func aNumberFieldIsAsWideAsItsLongestLimit() throws {
        let xhtml = #"<div xmlns="http://www.w3.org/1999/xhtml"><input type="number" size="3"/><input type="number" min="1" max="99" size="30"/>"#
            + #"<input type="number" min="-10" max="10" step="0.25"/><input type="number" min="1" max="9" step="any"/></div>"#
        let document = try XMLDocument.parse(bytes: Array(xhtml.utf8), path: "number.xhtml")
        let elements = document.root!.childElements
        #expect(elements.map { FormControl.fieldCharacters($0).count } == [20, 2, 6, 20])
        #expect(elements.map { FormControl.fieldCharacters($0).withSpinButton } == [false, true, true, false])
    }

    @Test func aThemedInputButtonsLineIsNormalWhateverItsLineHeight() throws {
        let css = Self.controls + "input, button { display: block; line-height: 30px } "
        #expect(try LayoutFixture(css: css, cell: "<article><input type='submit'/></article>").height() == 16)
        #expect(try LayoutFixture(css: css + "input { border: 1px solid }", cell: "<article><input type='submit'/></article>").height() == 34,
                "drawn by CSS, it keeps its line height")
        #expect(try LayoutFixture(css: css, cell: "<article><button>Go</button></article>").height() == 36, "a <button> keeps it")
        #expect(try LayoutFixture(css: css, cell: "<article><input/></article>").height() == 36, "a text field keeps it")
    }

    @Test func theAttributesAreReadAsBrowsersReadThem() throws {
        let xhtml = """
            <div xmlns="http://www.w3.org/1999/xhtml"><input size=" 7"/><input size="0"/><input size="x"/><input type="EMAIL"/>\
            <input type="date"/><textarea cols="0" rows="5"/><select size="1"/><select size="4"/><select multiple="multiple"/></div>
            """
        let document = try XMLDocument.parse(bytes: Array(xhtml.utf8), path: "controls.xhtml")
        let elements = document.root!.childElements
        #expect(elements[0...2].map { FormControl.fieldCharacters($0).count } == [7, 20, 20])
        #expect(FormControl.InputType(elements[3]) == .text && FormControl.InputType(elements[4]) == .unmodelled("date"))
        #expect(FormControl.textAreaGrid(elements[5]) == (columns: 20, rows: 5))
        #expect(elements[6...8].map(FormControl.isMenuList) == [true, false, false])
    }
}
