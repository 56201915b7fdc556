import Testing
@testable import RenderList

/// Break opportunities as Chromium 156 finds them (checked by laying the texts out at
/// min-content width, one segment per line).
@Suite("Text shaping: line break opportunities")
struct LineBreakOpportunitiesTests {
    /// The text split at its opportunities.
    private func segments(_ text: String) -> [String] {
        var breaks: [UInt8] = []
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { utf8 in
            _ = LineBreakOpportunities.find(in: utf8, into: &breaks)
            QuoteLineBreaks.apply(to: utf8, breaks: &breaks)
        }
        var result: [String] = []
        var start = 0
        for offset in 1...bytes.count where offset == bytes.count || breaks[offset] != 0 {
            result.append(String(decoding: bytes[start..<offset], as: UTF8.self))
            start = offset
        }
        return result
    }

    @Test func smallKanaAndTheLengthMarkMayStartALine() {
        // CSS line-break: normal, which Blink uses for auto; 々 and ゝ still may not.
        #expect(segments("コンピューター") == ["コ", "ン", "ピ", "ュ", "ー", "タ", "ー"])
        #expect(segments("ョ々ーゝ") == ["ョ々", "ーゝ"])
    }

    @Test func curlyQuotesBreakOnlyBetweenEastAsianCharacters() {
        #expect(segments("问。“图书馆，”我") == ["问。", "“图", "书", "馆，”", "我"])
        #expect(segments("书“A”和") == ["书“A”和"])
        #expect(segments("「“好”」") == ["「“好”」"])
    }
}
