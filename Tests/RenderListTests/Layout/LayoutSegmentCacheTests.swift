import Foundation
import Testing
@testable import RenderList

/// Words cut and measured once and kept (``TextSegmentCache``), and long Chinese and Japanese
/// runs added as they are cut (``LineBreaker/addLongIdeographicRun(_:run:afterSpace:kerningBefore:boundaryKerning:atTextEnd:)``),
/// break lines exactly as words cut every time: every text of every corpus, in styles that reach each part of a segment's
/// cut (kerning with spaces, closing marks, overflow-wrap, break-all, preserved white space,
/// a line clamp), at several widths, and twice (the second time from the cache).
@Suite("Layout: kept word cuts break lines as fresh ones")
struct LayoutSegmentCacheTests {
    static let styles = [
        #"font-family: "DejaVu Sans"; font-size: 15px; line-height: 20px"#,
        "font-family: Arial; font-size: 16px; line-height: normal; overflow-wrap: anywhere",
        "font-family: Georgia; font-size: 14px; letter-spacing: 1px; word-break: break-all",
        #"font-family: "Noto Sans CJK JP"; font-size: 13px; white-space: pre-wrap; text-transform: capitalize"#,
        "font-size: 12px; word-break: keep-all; line-height: 1.5",
    ]

    private struct Lines: Equatable {
        var height, maxLineWidth: Double
        var count: Int
        var lastBaseline: Double?
        var dropped: Bool
    }

    private static func texts() throws -> [String] {
        let folders = ["Corpora", "Outside", "Outside2"]
        var texts: [String] = []
        for folder in folders {
            let url = TestSupport.fixture(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".json") {
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url.appendingPathComponent(name)))
                let rows = (json as? [Any]) ?? ((json as? [String: Any])?["sections"] as? [[String: Any]])?.flatMap { $0["rows"] as? [Any] ?? [] } ?? []
                texts += rows.compactMap { ($0 as? [String: Any])?["text"] as? String }
            }
        }
        return texts
    }

    private func lines(_ texts: [String], style: ComputedStyle, metrics: ShapedTextMetrics, width: Double,
                       maxLines: Int?, fusing: Bool = true) -> Lines {
        var breaker = LineBreaker(metrics: metrics, available: width, maxLines: maxLines, strut: style)
        breaker.fusesIdeographicRuns = fusing
        for text in texts { breaker.addText(text, style: style) }
        breaker.finish()
        return Lines(height: breaker.height, maxLineWidth: breaker.maxLineWidth, count: breaker.lineCount,
                     lastBaseline: breaker.lastBaseline, dropped: breaker.droppedContent)
    }

    @Test(arguments: 0..<styles.count)
    func everyCorpusTextBreaksAlikeWithAndWithoutKeptWords(styleIndex: Int) throws {
        let fixture = try LayoutFixture(css: ".list { \(Self.styles[styleIndex]) }", cell: #"<div id="t">x</div>"#, base: false)
        let style = fixture.style(id: "t")
        let texts = try Self.texts()
        #expect(texts.count > 3_000)
        let kept = ShapedTextMetrics(), fresh = ShapedTextMetrics(keepsSegments: false)
        var mismatches: [String] = []
        for (index, text) in texts.enumerated() where styleIndex == 0 || index % 2 == 0 {
            // Each text alone, and after the one before it (a word may span two texts).
            let runs = index % 4 == 0 && index > 0 ? [texts[index - 1], text] : [text]
            let maxLines = index % 3 == 0 ? 2 : nil
            for width in [0, 241.5] {
                // Cut into segments every time, long Chinese and Japanese runs too.
                let expected = lines(runs, style: style, metrics: fresh, width: width, maxLines: maxLines, fusing: false)
                for pass in 0..<2 {
                    let found = lines(runs, style: style, metrics: kept, width: width, maxLines: maxLines)
                    if found != expected, mismatches.count < 5 {
                        mismatches.append("pass \(pass), width \(width): \(found) ≠ \(expected) for \(runs)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Words, names and tags come back row after row and are kept; a Chinese or Japanese
    /// clause or sentence (no spaces: one segment), with Latin letters in it or not, seldom
    /// does and is cut every time, alike.
    @Test func longChineseAndJapaneseRunsAreCutEveryTime() throws {
        let fixture = try LayoutFixture(css: #".list { font-family: "Noto Sans CJK JP"; font-size: 15px }"#,
                                        cell: #"<div id="t">x</div>"#, base: false)
        let metrics = ShapedTextMetrics()
        let cache = try #require(metrics.segmentCache)
        let run = TextRun(style: fixture.style(id: "t"), metrics: metrics)
        func cut(_ text: String) -> [TextSegment.Piece] {
            var text = text
            return text.withUTF8 { bytes in run.withSegment(bytes, hint: 0) { view, _ in Array(view.pieces) } }
        }
        let sentence = "吾輩は猫である。名前はまだ無い。"
        // Latin letters in it: ICU finds its opportunities, and it is a sentence all the same.
        let mixed = "支持HTML5和CSS并应以兄弟关系的精神相对待。"
        let short = ["時間", "夏目漱石", "東京都庁舎", "Straße", "unbreakable-looking", "支持HTML5"]
        for text in short + [sentence, mixed] { _ = cut(text) }
        #expect(cache.count == short.count)
        for text in [sentence, mixed] {
            let fresh = Array(text.utf8).withUnsafeBufferPointer { TextSegment($0, run: run) }
            #expect(fresh.pieces.count > TextSegmentCache.longestKeptIdeographicRun)
            #expect(cut(text).map(\.width) == fresh.pieces.map(\.width))
        }
        #expect(Array(sentence.utf8).withUnsafeBufferPointer { TextSegment($0, run: run) }.isIdeographic)
        #expect(!Array(mixed.utf8).withUnsafeBufferPointer { TextSegment($0, run: run) }.isIdeographic)
    }

    /// A word too long for any line (`overflow-wrap: anywhere`) is walked letter by letter
    /// once for each state of the line it starts on (after a text-indent, or on a later line)
    /// and placed from then on as it was walked: the lines are those of a breaker that keeps
    /// no words, pass after pass.
    @Test func aBrokenWordIsWalkedOnceAndThenPlacedAsItWas() throws {
        let fixture = try LayoutFixture(
            css: ".list { font-family: Arial; font-size: 16px; overflow-wrap: anywhere; text-indent: 9px }",
            cell: #"<div id="t">x</div>"#, base: false)
        let style = fixture.style(id: "t")
        // Words with no break opportunity inside: a URL has some (after a slash), as emoji do.
        let german = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen"
        let russian = "Превысокомногорассмотрительствующий"
        let texts = [german, "Ein \(german) hier", russian, "и \(russian) в \(german)"]
        let kept = ShapedTextMetrics(), fresh = ShapedTextMetrics(keepsSegments: false)
        let cache = try #require(kept.segmentCache)
        for pass in 0..<3 {
            for text in texts {
                let found = lines([text], style: style, metrics: kept, width: 120, maxLines: nil)
                #expect(found == lines([text], style: style, metrics: fresh, width: 120, maxLines: nil), "pass \(pass): \(text)")
                #expect(found.count > 2)
            }
        }
        // Each word from the indented first line and from a later line.
        #expect(cache.brokenWordCount == 4)
        // With a line limit, lines fill up midway: nothing more is kept.
        _ = lines([german], style: style, metrics: kept, width: 100, maxLines: 2)
        #expect(cache.brokenWordCount == 4)
    }

    /// The line breaker adds such runs as it cuts them, and leaves every other segment to the
    /// cut: short runs (kept), runs with a Latin letter or a space, and text whose
    /// `word-break` is not UAX #14's.
    @Test func onlyLongChineseAndJapaneseRunsAreAddedAsTheyAreCut() throws {
        let fixture = try LayoutFixture(css: #".a { font-family: "Noto Sans CJK JP"; font-size: 15px } .b { word-break: keep-all }"#,
                                        cell: #"<div><p id="t" class="a">x</p><p id="k" class="a b">x</p></div>"#, base: false)
        let metrics = ShapedTextMetrics()
        func added(_ text: String, id: String = "t") -> Bool {
            let style = fixture.style(id: id)
            var breaker = LineBreaker(metrics: metrics, available: 200, maxLines: nil, strut: style)
            var text = text
            return text.withUTF8 {
                breaker.addLongIdeographicRun($0, run: TextRun(style: style, metrics: metrics), afterSpace: false,
                                              kerningBefore: 0, atTextEnd: true) != nil
            }
        }
        #expect(added("吾輩は猫である。名前はまだ無い。"))
        #expect(added("「どういたしまして」と私は答えた。"))
        #expect(!added("東京都庁舎"))
        #expect(!added("吾輩は猫であるBut名前はまだ無い。"))
        #expect(!added("吾輩は猫である。名前はまだ無い。", id: "k"))
        #expect(!added("1234567890123"))
    }
}
