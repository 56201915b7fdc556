import Foundation
import Testing
@testable import RenderList

@Suite("Text shaping: grapheme clusters")
struct GraphemeClusterTests {
    private static func clusters(_ text: String) -> [GraphemeCluster] {
        Array(text.utf8).withUnsafeBufferPointer { GraphemeCluster.split($0) }
    }

    private static func ranges(_ text: String) -> [Range<Int>] {
        Array(text.utf8).withUnsafeBufferPointer { bytes in GraphemeCluster.ranges(bytes).map { $0.start..<$0.end } }
    }

    @Test func marksJoinersSelectorsModifiersAndFlagsJoinTheirBase() {
        let accented = Self.clusters("e\u{301}x")
        #expect(accented.map(\.base) == [0x65, 0x78] && accented[0].visibleScalars == [0x65, 0x301])
        let family = Self.clusters("👨\u{200D}👩\u{200D}👧!")
        #expect(family.count == 2 && family[0].visibleScalars == [0x1F468, 0x1F469, 0x1F467])
        let flags = Self.clusters("🇩🇪🇫🇷")  // two flags, not one cluster of four indicators
        #expect(flags.map(\.visibleScalars.count) == [2, 2])
        let wave = Self.clusters("👋🏽")
        #expect(wave.count == 1 && wave[0].visibleScalars == [0x1F44B, 0x1F3FD])
        let smiley = Self.clusters("☺\u{FE0F}☺\u{FE0E}")
        #expect(smiley.map(\.isEmojiPresentation) == [true, false] && smiley.map(\.isTextPresentation) == [false, true])
        #expect(smiley[0].visibleScalars == [0x263A])
        // A selector that starts the text is a cluster of its own with no glyph, presenting nothing.
        let leading = Self.clusters("\u{FE0F}a")
        #expect(leading.map(\.base) == [0xFE0F, 0x61] && leading[0].visibleScalars.isEmpty && !leading[0].isEmojiPresentation)
    }

    /// A joiner after a character that is no emoji ends its cluster (UAX #29 GB11): the flag or
    /// emoji after it stands alone, and Chromium draws `Hi .‍🇩🇪` on one line 44 px wide in
    /// Liberation Serif 16 px (the eighth outside tester's rows). Joiners between letters still join.
    @Test func aJoinerAfterALetterDoesNotPullInAnEmoji() throws {
        #expect(Self.clusters(".\u{200D}🇩🇪").map(\.visibleScalars.count) == [1, 2])
        #expect(Self.clusters("a\u{200D}🏳\u{FE0F}\u{200D}🌈").map(\.visibleScalars.count) == [1, 2])
        #expect(Self.clusters("क\u{200D}ष").count == 1)
        let css = #"body { margin: 0 } .list { font-family: "Liberation Serif"; font-size: 16px; line-height: 22px } p { margin: 0 }"#
        func height(_ text: String, _ width: Double) throws -> Double {
            try LayoutFixture(css: css, cell: "<p>\(text)</p>", base: false, metrics: ShapedTextMetrics()).height(width: width)
        }
        #expect(try height("Hi .\u{200D}🇩🇪", 44) == 22)
        #expect(try height("Hi .\u{200D}🇩🇪", 43.875) == 44)
        #expect(try height("Hi a\u{200D}🏳\u{FE0F}\u{200D}🌈", 47.25) == 22)
        #expect(try height("Hi a\u{200D}🏳\u{FE0F}\u{200D}🌈", 47) == 44)
    }

    /// The walk without arrays finds the clusters `split` makes, in every corpus text.
    @Test func rangesAreTheClustersOfSplit() throws {
        var texts = ["e\u{301}x", "👨\u{200D}👩\u{200D}👧!", "🇩🇪🇫🇷🇮", "\u{FE0F}a\u{200D}", "Rindfleischetikettierung", ""]
        let corpora = TestSupport.fixture("Corpora")
        for name in try FileManager.default.contentsOfDirectory(atPath: corpora.path).sorted() where name.hasSuffix(".json") {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: corpora.appendingPathComponent(name)))
            let rows = (json as? [Any]) ?? ((json as? [String: Any])?["sections"] as? [[String: Any]])?.flatMap { $0["rows"] as? [Any] ?? [] } ?? []
            texts += rows.compactMap { ($0 as? [String: Any])?["text"] as? String }
        }
        #expect(texts.count > 500)
        for text in texts {
            #expect(Self.ranges(text) == Self.clusters(text).map { $0.start..<$0.end }, "\(text)")
        }
    }
}
