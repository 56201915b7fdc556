import Testing
@testable import RenderList

/// Fullwidth marks where a line ends and where elements' texts meet, in Liberation Sans 16 px
/// with CJK from Noto Sans CJK (16.00003 px an ideograph) and `line-height: normal`. Every
/// expected height was read from Chromium 156 laying out the same paragraph in a block that
/// wide (24 px a line of CJK, 18 px one of Latin only).
@Suite("Layout: fullwidth marks at line ends and element edges")
struct LayoutCJKLineEndTests {
    private func height(_ cell: String, width: Double) throws -> Double {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "Liberation Sans", sans-serif } p { margin: 0 }
        """, cell: "<p>\(cell)</p>", base: false, metrics: ShapedTextMetrics())
        return fixture.height(width: width)
    }

    @Test func aTrimmedClosingMarkTakesItsOwnRounding() throws {
        // あいう）| えお needs 56.03125 px: あいう rounded up (48.015625) and the half-width ）
        // rounded up (8.015625), not their sum rounded up (56.015625).
        #expect(try height("あいう）えお", width: 56.015625) == 48)
        #expect(try height("あいう）えお", width: 56) == 72)
        #expect(try height("<em>（更新）</em>です", width: 56.015625) == 48)
        #expect(try height("<em>（更新）</em>です", width: 56) == 72)
    }

    @Test func onlyTextThatWrapsSetsItsClosingMarkHalfWidthToFitTheLine() throws {
        // Uhr. （注）fits 74 px with ）set half-width; under `nowrap` ）keeps its width, and
        // （注）goes to a line of its own below 82 px (a fuzz row of the tenth outside tester).
        #expect(try height("Uhr. （注）", width: 74) == 24)
        #expect(try height("Uhr. （注）", width: 73.5) == 42)
        #expect(try height("Uhr. <span style='white-space: nowrap'>（注）</span>", width: 82) == 24)
        #expect(try height("Uhr. <span style='white-space: nowrap'>（注）</span>", width: 81.5) == 42)
    }

    @Test func aLineStartingInsideATextMeasuresFromTheTextsPositions() throws {
        // 字更はし〈》 on the second line: its width is the difference of two positions in the
        // text, each rounded up from the text's start, so 88 px hold it.
        #expect(try height("「策育子字字更はし〈》", width: 88) == 48)
        #expect(try height("「策育子字字更はし〈》", width: 87.984375) == 72)
    }

    @Test func aWordThatStartsALineRoundsItsOwnPartOfTheText() throws {
        // た | （更 | 新） | で: 新） then takes 32.015625 px on its line, and で no longer fits.
        #expect(try height("た<em>（更新）</em>で", width: 48) == 96)
        #expect(try height("た<em>（更新）</em>で", width: 64) == 48)
    }

    @Test func aClosingMarkBeforeASpaceInTheNextElementKeepsItsWidth() throws {
        // The line breaks after the space, not after ）: （更 | 新） rm -rf /tmp/cache.
        let cell = "彼女は笑顔で言った。 <em>（更新）</em> rm -rf /tmp/cache"
        #expect(try height(cell, width: 223) == 48)
        #expect(try height(cell, width: 145) == 66)
    }

    @Test func aClosingMarkBeforeTheSpaceThatEndsTheParagraphIsSetHalfWidth() throws {
        // Blink removes the white space that ends a paragraph, so the ） ends the line there.
        #expect(try height("あいう） ", width: 56.015625) == 24)
        #expect(try height("あいう） ", width: 56) == 48)
        #expect(try height("<em>あいう）</em>\n   ", width: 56.015625) == 24)
        #expect(try height("<em>あいう）</em> <b></b> ", width: 56.015625) == 24)
        // Anything else after the space, and the line ends before the word.
        #expect(try height("あいう） えお", width: 56.015625) == 72)
        #expect(try height("<em>あいう）</em> <b>え</b>", width: 56.015625) == 48)
    }

    @Test func anIdeographicSpaceHangsAtALinesEnd() throws {
        // U+3000 at the end of a line hangs past it (CSS Text's other space separators):
        // あいう　 fits 42 px at 14 px. Chromium's heights, sans-serif 14 px on 20 px lines.
        let css = "body { margin: 0 } p { margin: 0; font-family: sans-serif; font-size: 14px; line-height: 20px }"
        let review = "<p>レビュー：★★★★☆　使いやすいけど、説明書がわかりにくいです。</p>"
        let chromium: [(String, width: Double, height: Double)] = [
            ("<p>あいう　えお</p>", 41, 60), ("<p>あいう　えお</p>", 42, 40), (review, 140, 80), (review, 152, 60),
        ]
        for (cell, width, height) in chromium {
            let fixture = try LayoutFixture(css: css, cell: cell, base: false, metrics: ShapedTextMetrics())
            #expect(fixture.height(width: width) == height, "\(cell) at \(width) px")
        }
    }

    @Test func aClosingMarkBeforeAForcedBreakKeepsItsWidth() throws {
        #expect(try height("あいう）<br/>えお", width: 56.015625) == 72)
        #expect(try height("あいう） <br/>えお", width: 56.015625) == 72)
    }

    @Test func marksMeetingAcrossElementsAreSetHalfWidth() throws {
        // 。 before 」 in another element: 72.03125 px on one line, not 80.
        #expect(try height("言った。<b>」</b>あ", width: 88.03125) == 24)
        #expect(try height("言った。<b>」</b>あ", width: 88.015625) == 48)
        // 『 after ， in the element before: 月，『abc on the first line.
        #expect(try height("月，<em>『abc</em>彼。育新（彼", width: 73) == 72)
        // ） before a smaller 」: half-width at its own size.
        #expect(try height("あ）<small>」あ</small>", width: 50.671875) == 24)
        #expect(try height("あ）<small>」あ</small>", width: 50.640625) == 43)
    }

    @Test func aLineBeforeAHalfWidthOpeningMarkIsShapedAgain() throws {
        // The break between ） and （ (set half-width after it) is not safe: あいう） fills 64 px
        // but for a hair, which Blink's reshaped line does not allow, and then it does not try
        // the half-width ）. With too little room for the hair to matter, it does.
        #expect(try height("あいう）（えお", width: 64.015625) == 48)
        #expect(try height("あいう）（えお", width: 64) == 72)
        #expect(try height("あいう）（えお", width: 57) == 48)
        #expect(try height("あいう）（えお", width: 56) == 72)
        #expect(try height("子発】》》【rm<span>育」で」URL東</span>", width: 64) == 120)
    }

    @Test func aWordBrokenBetweenItsCharactersSetsItsMarksHalfWidth() throws {
        // `overflow-wrap` breaks a word too long for any line between its characters; its
        // fullwidth marks are set half-width next to each other and a closing one at a line's
        // end, which decides whether the word needs breaking at all. Chromium's heights in
        // Japanese, DejaVu Sans 15 px (Noto Sans CJK JP), line-height 1.4.
        let chromium: [(String, css: String, width: Double, height: Double)] = [
            ("致。」", "", 20, 42), ("致。」", "", 32, 21), ("致。」", "overflow-wrap: anywhere; ", 20, 42),
            ("対応のBluetooth。」と", "", 41, 105), ("対応のBluetooth。」と", "", 59, 63),
            ("「東京」。", "", 20, 105), ("（注）", "font-family: 'Liberation Sans'; font-size: 14px; ", 23, 39.1875),
        ]
        for (text, css, width, height) in chromium {
            let fixture = try LayoutFixture(css: """
            body { margin: 0; font-family: "DejaVu Sans"; font-size: 15px; line-height: 1.4 }
            p { margin: 0; overflow-wrap: break-word; \(css)}
            """, cell: "<p>\(text)</p>", base: false, metrics: ShapedTextMetrics(), lang: "ja")
            #expect(fixture.height(width: width) == height, "\(text) at \(width) px")
        }
    }

    @Test func aMarkSetHalfWidthAfterTheOneBeforeItTakesItsWidthBackOnTheNextLine() throws {
        // ，「 meet at the end of the first line: on the next, 「 is full width again, so the
        // line ends before 致 unless 「包装完好，和描述一致。」 fits with 」 set half-width
        // (180.003 px), measured from the line's start where Blink shaped it again. DejaVu
        // Sans 15 px on 20 px lines, CJK in Noto Sans CJK; the tenth outside tester's fuzz row 805.
        try DejaVuLines.expect("递三天就到了，」买家说，「包装完好，和描述一致。」", heights: [60, 60, 40],
                               widths: [174, 180, 180.015625])
    }

    @Test func aLongIdeographicRunEndsWithTheEdgesOfItsBox() throws {
        // The box's end padding follows the run's last character, before the space: it does
        // not fit the first line below 4 + 126 + 4 px. The tenth outside tester's fuzz row 393.
        try DejaVuLines.expect("<span style='padding-right: 4px'>あああああああああ </span>", heights: [40, 40, 40, 20],
                               widths: [130, 135, 138, 140])
    }
}
