import Testing
@testable import RenderList

/// `word-break: keep-all`, DejaVu Sans 15 px on 20 px lines (CJK and Hangul from Noto Sans CJK):
/// no break between two letters or digits, ideographs, kana and Hangul included, but the
/// opportunities UAX #14 gives around punctuation, spaces and symbols stay (Blink's
/// `ShouldKeepAfterKeepAll`). Every expected height was read from Chromium 156 laying out the
/// same text in a block that wide (60 to 380 px, every 20 px).
@Suite("Layout: word-break: keep-all")
struct LayoutKeepAllTests {
    private static let widths = Array(stride(from: 60.0, through: 380, by: 20))

    private static let chromium: [(String, [Double])] = [
        ("北京今天发布了新的空气质量标准，预计明年开始实施。他说：“我们一定会按时完成任务。”",
         [80, 80, 80, 80, 80, 80, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 40]),
        ("한국어 문장도 조금 넣어 봅니다. 줄바꿈이 어떻게 될까요?",
         [140, 120, 100, 80, 60, 60, 60, 60, 40, 40, 40, 40, 40, 40, 40, 40, 20]),
        ("東京都は来年から新しいごみ分別ルールを導入すると発表しました。「明日は晴れるかな？」と彼女は空を見上げた。",
         [60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 40, 40, 40]),
        ("Keep all 漢字とかな、English words 123 and １２３。",
         [140, 120, 100, 100, 80, 60, 60, 60, 40, 40, 40, 40, 40, 40, 40, 40, 40]),
    ]

    @Test(arguments: 0..<chromium.count)
    func textBreaksOnlyAroundPunctuationAndSpaces(_ index: Int) throws {
        let (text, heights) = Self.chromium[index]
        try DejaVuLines.expect(text, heights: heights, widths: Self.widths, articleCSS: "word-break: keep-all")
    }
}
