import Testing
@testable import RenderList

/// Chinese and Japanese lines with the real fonts (DejaVu Sans 15 px on 20 px lines, CJK from
/// Noto Sans CJK). Every expected height was read from Chromium 156 laying out the same text
/// in a block that wide.
@Suite("Layout: CJK punctuation, kerning and line breaks")
struct LayoutCJKTests {
    private func height(_ text: String, width: Double) throws -> Double {
        try DejaVuLines.height(text, width: width)
    }

    @Test func punctuationNextToPunctuationIsHalfWidth() throws {
        // 天下难事必 | 作。「天下难 (「 after 。 is half) | 事」」天下难事 (the first 」 is half)
        // | 天下难事」。天 | 下; full-width marks would need a sixth line.
        #expect(try height("天下难事必作。「天下难事」」天下难事天下难事」。天下", width: 100) == 100)
    }

    @Test func anOpeningMarkStartingALineIsFullWidth() throws {
        // 天天。 | 「天天 | 天: at the start of the second line 「 takes 15 px; half-width it would
        // leave room for the last 天 (52.5 px).
        #expect(try height("天天。「天天天", width: 52.5) == 60)
    }

    @Test func aClosingBracketOverflowingTheLineEndIsHalfWidth() throws {
        // 105 px of ideographs and 」: 112.5 px with 」 half-width.
        #expect(try height("天下难事必作于」", width: 113) == 20)
        #expect(try height("天下难事必作于」", width: 112) == 40)
        // Dots are never trimmed at a line end.
        #expect(try height("天下难事必作于，", width: 113) == 40)
    }

    @Test func kanaKernAcrossBreakOpportunities() throws {
        // で and あ kern in pairs: 207.16 px instead of 210.
        #expect(try height("であであであであであであであ", width: 207.5) == 20)
        #expect(try height("であであであであであであであ", width: 207) == 40)
    }

    @Test func aLineFitsWhenItsWidthInLayoutUnitsFits() throws {
        // Ideographs are 15.0001 px: 44 of them (660.005 px) still fill a 660 px line.
        #expect(try height(String(repeating: "天", count: 88), width: 660) == 40)
        // 147 overflow by more than 1/64 px: lines of 146, 146 and 2.
        #expect(try height(String(repeating: "天", count: 294), width: 2205) == 60)
    }

    @Test func aLineEndingInsideAKernedPairFitsOnlyBelowTheRoom() throws {
        // す kerns with べ, not with 天. A line that would end between す and べ is shaped again
        // without the pair: 43 ideographs and す, 660 px (plus a hair), then fill no 660 px line
        // (43 | すべ and 42 | 天), though they do before 天 (44 | 44).
        let kerned = String(repeating: "天", count: 43) + "すべ" + String(repeating: "天", count: 43)
        let plain = String(repeating: "天", count: 43) + "す天" + String(repeating: "天", count: 43)
        #expect(try height(kerned, width: 660) == 60)
        #expect(try height(plain, width: 660) == 40)
        // 1/64 px more room, and it fits; 1/64 px less, and neither does.
        #expect(try height(kerned, width: 660.015625) == 40)
        #expect(try height(plain, width: 659.984375) == 60)
        // A run short enough to be cut as one segment breaks the same way.
        #expect(try height("天天天すべ天天天", width: 60) == 60)
        #expect(try height("天天天す天天天天", width: 60) == 40)
        #expect(try height("天天天すべ天天天", width: 60.015625) == 40)
    }

    @Test func aLineStartingInsideAKernedPairHasTheRoomBlinksRoundedPositionsLeave() throws {
        // Each text has a line that starts inside a kerned pair (ザ|ア, ュ|イ, パ|し): Blink
        // shapes its first character again and finds the end of the room from positions in the
        // text rounded up to LayoutUnits, which leave 1/64 px too little for the line's last
        // character here (the next width fits it). Chromium's heights at the width, 1/64 px
        // less and 1/64 px more; italic DejaVu Sans, as the default template's quotes.
        let chromium: [(String, Double, [Double])] = [
            ("てル AI まアゲュえもべしザア宿 Hello  Tokyo ザゆえクイア、。とは AI ネ吾く文ルえてケダ。と world ルサ語ネに 2026年 天イイ",
             308.09375, [80, 80, 60]),
            ("ふ吾 world い口 Tokyo 南吾フ。パぺ大朝ぽぬアひ OK す知大ケえュイず。 AI 、朝ケ AI 今どぃ、どらえアぱネし口ア宿ーイ。らノにぐグヨに、ひ。もにドケ、ぷークずしア Hello",
             311.125, [100, 100, 80]),
            ("ジ OK 、アジラ、 2026年  Version 3.1 ヤも world ンュえケパし新 Tokyo イぷ知。是ぜぬ阪ハイにクコっノアサ。。南。スいどギテ日へとル Hello イず Tokyo えあラ自れど木え大ら",
             310.3125, [100, 100, 80]),
        ]
        for (text, width, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [width - 0.015625, width, width + 0.015625],
                                   articleCSS: "font-style: italic; overflow-wrap: break-word")
        }
    }

    @Test func aLineInsideATextEndingAtAKernedPairFitsByRoundedPositions() throws {
        // Lines that start inside a text (after a word `overflow-wrap` broke, or after a
        // break in it), ending between イ and ズ (kerned): Chromium measures the line from two
        // positions in the text rounded up to LayoutUnits, and サイ (30.0002 px) fits 30 px
        // where its width alone would not (`850|g、|サイ|ズは`, four lines and not five).
        // Chromium's heights at 1/64 px less, the width, and 1/64 px more.
        for text in ["850g、サイズは", "WWg、サイズは", "mmm、サイズは", "1234、サイズは"] {
            try DejaVuLines.expect(text, heights: [100, 80, 80], widths: [29.984375, 30, 30.015625],
                                   articleCSS: "overflow-wrap: break-word")
        }
        try DejaVuLines.expect("850g、サイズは幅30×奥行20×高さ5cm。", heights: [200, 180, 180],
                               widths: [44.984375, 45, 45.015625], articleCSS: "overflow-wrap: break-word")
        // At the start of the text the line's width decides, as before (60 px of 15.0001 px kana).
        #expect(try height("天天天すべ天天天", width: 60) == 60)
    }

    @Test func inChineseALineBreaksBeforeAWaveDash() throws {
        // 〜 and ゠ are nonstarters, but in Chinese Chromium breaks before them as before an
        // ideograph (`日10時|〜18時`); in Japanese, as elsewhere, they stay with the character
        // before. Chromium's heights at 45, 50, 55 and 60 px.
        let widths = [45.0, 50, 55, 60]
        for lang in ["zh", "zh-Hant"] {
            try DejaVuLines.expect("<span lang=\"\(lang)\">日10時〜18時</span>", heights: [60, 40, 40, 40], widths: widths)
            try DejaVuLines.expect("<span lang=\"\(lang)\">日10時゠18時</span>", heights: [60, 40, 40, 40], widths: widths)
        }
        try DejaVuLines.expect("<span lang=\"ja\">日10時〜18時</span>", heights: [60, 60, 60, 60], widths: widths)
        try DejaVuLines.expect("<span lang=\"ja\">日10時゠18時</span>", heights: [60, 60, 60, 60], widths: widths)
    }

    @Test func aCurlyQuoteBeforeAnEmojiBreaksByTheEmojisEastAsianWidth() throws {
        // LB19a: a closing quote after ？ parts from ⭐, 😀 or ✈ (East Asian wide), not from 🏳
        // or 🏳️‍🌈 (neutral width). Chromium's heights at 35 to 110 px, every 15 px.
        let chromium: [(String, [Double])] = [
            ("她问：“明天还去吗？”⭐", [140, 100, 80, 60, 40, 40]),
            ("她问：“明天还去吗？”🏳️", [120, 80, 80, 60, 40, 40]),
            ("他说：“好的。”😀好", [100, 80, 60, 40, 40, 40]),
            ("问：“图书馆”🏳️‍🌈我", [100, 80, 60, 40, 40, 40]),
            ("她说：‘是的’✈️走", [100, 80, 40, 40, 40, 40]),
            ("“😀”我们", [40, 40, 20, 20, 20, 20]),
            ("问。“⭐”好", [60, 40, 40, 20, 20, 20]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: stride(from: 35.0, through: 110, by: 15))
        }
    }

    @Test func symbolsBrokenUnderOverflowWrapKeepTheFaceOfTheirScriptRun() throws {
        // ━ and ★ beside CJK join its script run and are drawn 1 em wide in its face; a run of
        // them too long for the line is broken between them in that face, not in the primary
        // font's own fallback. Liberation Serif 17 px, Chromium's heights at 60, 80, 100, 130 px.
        let css = """
        body { margin: 0 } .list { font-family: "Liberation Serif", serif; font-size: 17px; line-height: 20px }
        article { overflow-wrap: anywhere }
        """
        let chromium: [(String, [Double])] = [
            ("━━━━━━好", [60, 40, 40, 20]), ("━━━━━━ 好", [60, 40, 40, 20]), ("好━━━━━━", [60, 60, 60, 20]),
            ("★★★★★★★★★★好", [80, 60, 60, 40]), ("━━━━━━━━━━━━━━━━━━━━━━好的", [160, 120, 100, 80]),
        ]
        for (text, heights) in chromium {
            let fixture = try LayoutFixture(css: css, cell: "<article>\(text)</article>", base: false,
                                            metrics: ShapedTextMetrics())
            for (width, expected) in zip([60.0, 80, 100, 130], heights) {
                #expect(fixture.height(width: width) == expected, "\(text) at \(width) px")
            }
        }
    }

    @Test func curlyQuotesBetweenIdeographsAllowBreaks() throws {
        // 问。 | “图书馆，” | 我说 needs breaks before “ and after ” (Unicode 15.1 LB19a).
        #expect(try height("问。“图书馆，”我说", width: 60) == 60)
    }

    /// The table of open and close marks, and the blocks known to hold none (kana to the
    /// compatibility ideographs), agree with each scalar's general category, over every range
    /// the trims look at and around them.
    @Test func marksAreClassedByTheirGeneralCategory() {
        let spacing = PunctuationSpacing(dot: .close, colon: .middle, semicolon: .middle, quotesAreFullwidth: true,
                                          halfWidthReduction: 7, halfWidthAdvance: 7)
        let special: Set<UInt32> = [0x2018, 0x2019, 0x201C, 0x201D, 0x3000, 0xB7, 0x2027, 0x30FB, 0x3001, 0x3002,
                                    0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B]
        var wrong: [String] = []
        for value: UInt32 in Array(0x2000...0xFB10) + Array(0xFF00...0xFF70) + [0x28, 0x29, 0xB7] where !special.contains(value) {
            let fullwidth = (0x3000...0x303F).contains(value) || (0xFF01...0xFF60).contains(value)
            let expected: HanKerning.CharType = switch Unicode.Scalar(value)?.properties.generalCategory {
            case .openPunctuation?: fullwidth ? .open : .openNarrow
            case .closePunctuation?: fullwidth ? .close : .closeNarrow
            default: .other
            }
            if HanKerning.type(of: value, in: spacing) != expected { wrong.append(String(value, radix: 16)) }
            let trims = expected == .close || expected == .closeNarrow && fullwidth
            if HanKerning.mayTrimAtLineEnd(value) != trims { wrong.append("end " + String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "misclassed: \(wrong)")
    }

    @Test func marksAreClassedWithTheirFacesSpacing() {
        let japanese = PunctuationSpacing(dot: .close, colon: .middle, semicolon: .middle, quotesAreFullwidth: false,
                                          halfWidthReduction: 7.5, halfWidthAdvance: 7.5)
        #expect(HanKerning.type(of: 0x300C, in: japanese) == .open) // 「
        #expect(HanKerning.type(of: 0xFF09, in: japanese) == .close) // ）
        #expect(HanKerning.type(of: 0x3002, in: japanese) == .close) // 。 sits on the left
        #expect(HanKerning.type(of: 0xFF1A, in: japanese) == .middle) // ：
        #expect(HanKerning.type(of: 0x30FB, in: japanese) == .middle) // ・
        #expect(HanKerning.type(of: 0x201C, in: japanese) == .openNarrow) // proportional “
        #expect(HanKerning.type(of: 0x28, in: japanese) == .openNarrow) // (
        #expect(HanKerning.type(of: 0xFF01, in: japanese) == .other) // ！
        #expect(HanKerning.type(of: 0x5929, in: japanese) == .other) // 天
        var traditional = japanese
        (traditional.dot, traditional.quotesAreFullwidth) = (.other, true)
        #expect(HanKerning.type(of: 0x3002, in: traditional) == .other) // 。 centred
        #expect(HanKerning.type(of: 0x201D, in: traditional) == .close)
        #expect(HanKerning.mayTrimAtLineEnd(0x300D) && HanKerning.mayTrimAtLineEnd(0x201D))
        #expect(!HanKerning.mayTrimAtLineEnd(0x3002) && !HanKerning.mayTrimAtLineEnd(0x29))
    }
}
