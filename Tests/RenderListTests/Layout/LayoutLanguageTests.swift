import Testing
@testable import RenderList

/// Text whose `lang` is Chinese, Japanese or Korean: the fonts that stand for the generic
/// families and for missing characters, the glyphs shaped (`locl`), how fullwidth marks are
/// trimmed and where quotes break. Every expected height was read from Chromium 156 laying out
/// the same paragraph in a block that wide.
@Suite("Layout: the language of the text")
struct LayoutLanguageTests {
    private func height(_ cell: String, css: String, width: Double, lang: String? = nil) throws -> Double {
        let fixture = try LayoutFixture(css: "body { margin: 0 } p { margin: 0 }\n" + css, cell: cell, base: false,
                                        metrics: ShapedTextMetrics(), lang: lang)
        return fixture.height(width: width)
    }

    @Test func genericFamiliesTakeTheLanguagesFont() throws {
        // Noto Sans CJK's line is 24 px at 16 px, Liberation Sans's 18, Noto Serif CJK's 23.
        let css = ".list { font-family: 'Liberation Sans', sans-serif }"
        #expect(try height("<p lang='ja' style='font-family: sans-serif'>abc</p>", css: css, width: 300) == 24)
        #expect(try height("<p style='font-family: sans-serif'>abc</p>", css: css, width: 300) == 18)
        #expect(try height("<p lang='zh-Hans' style='font-family: serif'>abc</p>", css: css, width: 300) == 23)
        // A named family stays; the standard font (no font-family) is the language's sans-serif.
        #expect(try height("<p lang='ko'>abc</p>", css: css, width: 300) == 18)
        #expect(try height("<p lang='ko'>abc</p>", css: "", width: 300) == 24)
        #expect(try height("<p>abc</p>", css: "", width: 300) == 18)
    }

    @Test func monospaceIsTheJapaneseMonospaceFontOnlyInJapanese() throws {
        // Noto Sans Mono CJK JP in Japanese; DejaVu Sans Mono in Chinese.
        let css = "body { font-family: 'DejaVu Sans'; font-size: 15px; line-height: 1.6 }"
        #expect(try height("<p><span>すに</span><code>abc</code></p>", css: css, width: 600, lang: "ja") == 25)
        #expect(try height("<p><span>すに</span><code>abc</code></p>", css: css, width: 600, lang: "zh-Hans") == 24)
    }

    @Test func fallbackFontsFollowTheLanguage() throws {
        // ；． trim in Noto Sans CJK SC (Simplified Chinese); ！；．。 in TC are centred and
        // keep their width, so the last ideograph wraps; in JP they trim.
        let css = "body { font-family: 'DejaVu Sans', sans-serif; font-size: 15px; line-height: 24px }"
        let simplified = String(repeating: "中", count: 22) + "；．中"
        let traditional = String(repeating: "中", count: 20) + "！；．。中"
        #expect(try height("<p>\(simplified)</p>", css: css, width: 370, lang: "zh-Hans") == 24)
        #expect(try height("<p>\(traditional)</p>", css: css, width: 370, lang: "zh-Hant") == 48)
        #expect(try height("<p>\(traditional)</p>", css: css, width: 370, lang: "ja") == 24)
    }

    @Test func curlyQuotesAreFullwidthInChinese() throws {
        let css = "body { font-family: 'Noto Sans CJK JP', sans-serif; font-size: 15px; line-height: 24px }"
        let cell = "<p>" + String(repeating: "中", count: 22) + "“中”中</p>"
        #expect(try height(cell, css: css, width: 375, lang: "zh-Hans") == 48)
        #expect(try height(cell, css: css, width: 375) == 24)
    }

    @Test func theLanguagesGlyphsDecideTheTrim() throws {
        // In Simplified Chinese the JP face's colon is drawn as in SC, at the left: it trims
        // before the comma.
        let css = ".list { font-family: 'Noto Sans CJK JP'; line-height: 28px }"
        #expect(try height("<p lang='zh-Hans'>很：，会</p>", css: css, width: 56) == 28)
        #expect(try height("<p lang='zh-Hans'>很：，会</p>", css: css, width: 55.5) == 56)
        #expect(try height("<p>很：，会</p>", css: css, width: 63.5) == 56)
    }

    @Test func slantedQuotesAreNotTrimmed() throws {
        // ‘ after 「 is set half-width, but not in italics (Blink slants the face).
        let css = ".list { font-family: 'Noto Serif CJK JP', serif; font-size: 17px; line-height: 28px }"
        #expect(try height("<p lang='zh-Hant'><span>很「</span><span>‘在</span></p>", css: css, width: 59.5) == 28)
        #expect(try height("<p lang='zh-Hant'><span>很「</span><span>‘在</span></p>", css: css, width: 59) == 56)
        #expect(try height("<p lang='zh-Hant'><span>很「</span><em>‘在</em></p>", css: css, width: 67.5) == 56)
        #expect(try height("<p lang='zh-Hant'><span>很「</span><em>‘在</em></p>", css: css, width: 68) == 28)
    }

    @Test func slantedMarksAreClassedByTheirInkInWholePixels() throws {
        // Blink reads the slanted ink of a face it slants in whole pixels: the Simplified
        // Chinese colon stays at the left (and trims before 「) at 12 and 16 px, not at 13; the
        // centred Traditional Chinese comma trims at 13 px, not at 14. The bold face's too: its
        // full stop no longer trims at 14 px. Lines 1 em high, 1.6 em wide.
        let chromium: [(lang: String, mark: String, size: Double, weight: Int, height: Double)] = [
            ("zh-Hans", "：", 12, 400, 12), ("zh-Hans", "：", 13, 400, 26), ("zh-Hans", "：", 16, 400, 16),
            ("zh-Hans", "，", 13, 400, 13), ("zh-Hant", "，", 13, 400, 13), ("zh-Hant", "，", 14, 400, 28),
            ("zh-Hans", "。", 13, 700, 13), ("zh-Hans", "。", 14, 700, 28), ("zh-Hans", "：", 12, 700, 12),
            ("zh-Hans", "：", 14, 700, 28),
        ]
        for (lang, mark, size, weight, expected) in chromium {
            let css = "body { font-family: 'Liberation Sans' } p { font-size: \(size)px; font-weight: \(weight); font-style: italic; line-height: 1 }"
            #expect(try height("<p>\(mark)「</p>", css: css, width: size * 1.6, lang: lang) == expected,
                    "\(lang) \(mark) at \(size) px, weight \(weight)")
        }
    }

    @Test func aQuoteThatIsNotInlineStartsAndEndsWithItsMarks() throws {
        // Its `::before` and `::after` are inline content of its own lines, whatever its display
        // (the eighteenth outside tester's line-clamped review quotes): “ and ” widen the line.
        let text = "Budget regions quarterly across figures afternoon. abc"
        let css = ".list { font-family: 'Liberation Sans'; font-size: 14px; line-height: 20px }"
        let clamp = "display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden"
        for display in ["display: block", "display: inline-block", clamp] {
            #expect(try height("<p lang='en'><q style='\(display)'>\(text)</q></p>", css: css, width: 340) == 40, "\(display)")
            #expect(try height("<p lang='en'><q style='\(display)'>\(text)</q></p>", css: css, width: 380) == 20, "\(display)")
        }
    }

    @Test func quoteElementsTakeTheLanguagesMarks() throws {
        // The marks Chromium 156 draws around `<q>a<q>b</q>c</q>` (outer open and close, inner
        // open and close), read from its layout text.
        let chromium: [(String, String)] = [
            ("en", "“”‘’"), ("ru", "«»„“"), ("de", "„“‚‘"), ("cs", "„“‚‘"), ("pl", "„”«»"), ("ja", "「」『』"),
            ("zh", "“”‘’"), ("zh-Hans", "“”‘’"), ("zh-Hant", "「」『』"), ("zh-TW", "“”‘’"), ("ko", "“”‘’"),
            ("fr", "«»«»"), ("uk", "«»„“"), ("it", "«»“”"), ("es", "“”‘’"), ("nl", "‘’‘’"), ("sv", "””’’"),
            ("fi", "””’’"), ("he", "””’’"), ("el", "«»“”"), ("hu", "„”»«"), ("nb", "«»‘’"), ("sk", "„“‚‘"),
            ("bg", "„“„“"), ("DE-at", "„“‚‘"),
        ]
        for (tag, expected) in chromium {
            let marks = QuoteMarks(languageTag: tag)
            let (outer, inner) = (marks.marks(depth: 0), marks.marks(depth: 1))
            #expect(outer.open + outer.close + inner.open + inner.close == expected, "\(tag)")
        }
        // And they are measured: Russian «» are wider than “ ” in DejaVu Sans.
        let css = ".list { font-family: 'DejaVu Sans'; font-size: 15px; line-height: 20px }"
        #expect(try height("<p lang='ru'>x <q>Привет</q></p>", css: css, width: 88) == 40)
        #expect(try height("<p lang='en'>x <q>Привет</q></p>", css: css, width: 88) == 20)
        // The marks are the parent's language's, not the quote's own (Chromium: “ok” for
        // `<q lang="ru">ok</q>` in English text).
        #expect(try height("<p lang='en'>x <q lang='ru'>Привет</q></p>", css: css, width: 88) == 20)
        #expect(try height("<p lang='ru'>x <q lang='en'>Привет</q></p>", css: css, width: 88) == 40)
    }

    @Test func chineseBreaksAroundCurlyQuotesAsAroundBrackets() throws {
        // 很 | “a and 很” | a in Chinese; no break in Japanese.
        let css = ".list { font-family: 'Noto Serif CJK JP', serif; font-size: 17px; line-height: 28px }"
        #expect(try height("<p lang='zh-Hant'>很“a</p>", css: css, width: 43) == 56)
        #expect(try height("<p lang='zh-Hant'>很”a</p>", css: css, width: 43) == 56)
        #expect(try height("<p lang='zh-Hant'>很“a</p>", css: css, width: 43.5) == 28)
        #expect(try height("<p lang='ja'>很“a</p>", css: css, width: 20) == 28)
    }

    @Test func lettersTheLanguagesFontLacksAreDrawnFromTheirParts() throws {
        // Noto Sans CJK JP has no ś or ż but has s, z and the combining marks: it draws them.
        let css = "p { font-family: sans-serif; font-size: 16px; line-height: 20px }"
        #expect(try height("<p>Zażółć gęślą jaźń</p>", css: css, width: 130, lang: "ja") == 20)
        #expect(try height("<p>Zażółć gęślą jaźń</p>", css: css, width: 120, lang: "ja") == 40)
        #expect(try height("<p>śśś śśś śśś śśś śśś</p>", css: css, width: 49, lang: "ja") == 60)
    }

    @Test func languageTags() {
        #expect(TextLocale(languageTag: "ja-JP") == .japanese)
        #expect(TextLocale(languageTag: "ja-Latn") == .standard)
        #expect(TextLocale(languageTag: "zh") == .simplifiedChinese)
        #expect(TextLocale(languageTag: "zh_TW") == .traditionalChinese)
        #expect(TextLocale(languageTag: "zh-Hant-HK") == .hongKongChinese)
        #expect(TextLocale(languageTag: "zh-Hans-HK") == .simplifiedChinese)
        #expect(TextLocale(languageTag: "yue") == .hongKongChinese)
        #expect(TextLocale(languageTag: "ko-KR") == .korean)
        #expect(TextLocale(languageTag: "de") == .standard)
        #expect(TextLocale(languageTag: "") == .standard)
    }
}
