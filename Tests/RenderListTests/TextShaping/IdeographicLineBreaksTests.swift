import Foundation
import Testing
@testable import RenderList

/// The table-driven opportunities for ideographs and kana (``IdeographicLineBreaks``) must be
/// ICU's, byte for byte, wherever they answer: every character they take, next to every kind
/// of neighbour; random runs of them; and every run of them in the corpora's texts.
@Suite("Text shaping: ideographic line breaks against ICU")
struct IdeographicLineBreaksTests {
    /// ICU's breaks and the table's for `text`; the table's nil where it does not answer.
    /// `chinese`: ICU's rules for Chinese (`zh@lb=normal`), and the table's wave dashes as there.
    private func both(_ text: String, chinese: Bool = false) -> (icu: [UInt8], table: [UInt8]?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { utf8 in
            var icu: [UInt8] = [], table: [UInt8] = []
            #expect(LineBreakOpportunities.find(in: utf8, locale: chinese ? "zh" : "en", into: &icu))
            return (icu, IdeographicLineBreaks.find(in: utf8, waveDashBreaks: chinese, into: &table) ? table : nil)
        }
    }

    /// One of each class the table knows (ID, CJ, OP, CL, NS, EX, NU).
    private static let kinds = ["字", "ぁ", "「", "」", "・", "！", "7"]
    /// Those, and a few more of each.
    private static let neighbours = kinds + ["あ", "カ", "ー", "（", "、", "。", "）", "々", "ゝ", "？", "０", "Ａ"]

    @Test func everyCharacterItTakesBreaksAsInICU() {
        var taken = 0, mismatches: [String] = []
        for value in UInt32(0x2E80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(Character(scalar))
            guard both(character + "字").table != nil else { continue }
            taken += 1
            for neighbour in Self.kinds {
                for text in [neighbour + character, character + neighbour, neighbour + character + neighbour] {
                    let (icu, table) = both(text)
                    if let table, table != icu { mismatches.append(text) }
                }
            }
        }
        #expect(taken > 25_000)  // the CJK ideographs alone are more
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test func randomRunsBreakAsInICU() {
        var generator = SystemRandomNumberGenerator()
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 2...12, using: &generator)).map { _ in Self.neighbours.randomElement(using: &generator)! }.joined()
            guard text.utf8.contains(where: { $0 >= 0x80 }) else { continue }  // ASCII has a table of its own
            let (icu, table) = both(text)
            #expect(table != nil, "every neighbour is of a class it takes: \(text)")
            if let table, table != icu { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// In Chinese a line may break before 〜 and ゠, as ICU's Chinese rules say (and Chromium
    /// does: `日10時|〜18時` in 56 px of Liberation Sans 14 px, where Japanese keeps `時〜`).
    @Test func inChineseWaveDashesBreakAsInICUsChineseRules() {
        var mismatches: [String] = []
        let dashes = ["〜", "゠"]
        for dash in dashes {
            for neighbour in Self.neighbours + dashes {
                for text in [neighbour + dash, dash + neighbour, neighbour + dash + neighbour, "字" + dash + "7" + neighbour] {
                    let (icu, table) = both(text, chinese: true)
                    if let table, table != icu { mismatches.append(text) }
                    #expect(table != nil, "\(text)")
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 2...12, using: &generator)).map { _ in (Self.neighbours + dashes).randomElement(using: &generator)! }.joined()
            guard text.utf8.contains(where: { $0 >= 0x80 }) else { continue }
            let (icu, table) = both(text, chinese: true)
            if let table, table != icu { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        // Elsewhere they stay nonstarters.
        #expect(both("字〜字").table == [0, 0, 0, 0, 0, 0, 1, 0, 0])
        #expect(both("字〜字", chinese: true).table == [0, 0, 0, 1, 0, 0, 1, 0, 0])
    }

    @Test func everyCorpusRunBreaksAsInICU() throws {
        var runs = 0, mismatches: [String] = []
        for folder in ["Corpora", "Outside", "Outside2"] {
            let url = TestSupport.fixture(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".json") {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                for segment in text.split(whereSeparator: { $0.isWhitespace || $0 == "\"" }) {
                    let (icu, table) = both(String(segment))
                    guard let table else { continue }
                    runs += 1
                    if table != icu { mismatches.append(String(segment)) }
                }
            }
        }
        #expect(runs > 200)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test func otherCharactersAreLeftToICU() {
        for text in ["abc", "字a字", "字 字", "“字”", "字\u{3000}字", "🐈字", "字\u{0301}", "한국어", "字%", "12"] {
            #expect(both(text).table == nil, "\(text)")
        }
    }
}
