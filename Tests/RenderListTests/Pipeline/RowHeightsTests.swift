import Foundation
import Testing
@testable import RenderList

@Suite("Height estimation alone, and row heights replayed from row shapes laid out before")
struct RowHeightsTests {
    private let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path

    @Test func theEstimatesAreTheHeightsARenderWrites() throws {
        var estimated: [Int: Double] = [:]
        let summary = try HeightEstimator(dataPath: example, templatePath: TestSupport.defaultTemplate).estimate { estimated[$0] = $1 }
        #expect(summary.rows == 29 && estimated.count == 29)
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public").path
        _ = try SiteRenderer(options: RenderOptions(dataPath: example, outputPath: output, templatePath: TestSupport.defaultTemplate)).render()
        let html = try RenderedSite(folder: URL(fileURLWithPath: output)).pages.map(\.html).joined()
        let written = RenderedSite.matches(#"data-row="" data-height="([0-9.]+)""#, in: html).compactMap(Double.init)
        #expect(written == (0..<29).map { estimated[$0] ?? -1 })
    }

    @Test func estimatePrintsHeightsAsThePagesWriteThem() throws {
        // To 1/64 px: a height with a fraction of a LayoutUnit (0.4/64 from an em margin)
        // printed as it is differed from the page's data-height (outside tester 11).
        #expect(HeightEstimator.written(672.646875) == "672.640625")
        #expect(HeightEstimator.written(40) == "40")
        let result = try CommandRunner.run(TestSupport.executable, ["estimate", example, "--template", TestSupport.defaultTemplate,
                                                                    "--rows", "--threads", "1"])
        #expect(result.status == 0)
        var estimated: [Int: Double] = [:]
        _ = try HeightEstimator(dataPath: example, templatePath: TestSupport.defaultTemplate).estimate { estimated[$0] = $1 }
        // Standard output holds the rows alone; the summary goes to standard error.
        #expect(result.errors.contains("Estimated 29 rows"), "\(result.errors)")
        let printed = result.output.split(separator: "\n").map { $0.split(separator: "\t").dropFirst().first.map(String.init) ?? "" }
        #expect(printed == (0..<29).map { HeightEstimator.written(estimated[$0] ?? -1) })
    }

    /// Heights with replay on two threads, and with every row laid out in full on one, and how
    /// many rows were replayed.
    private func bothWays(data: String, template: String, width: Double? = nil) throws -> (replayed: [Double], full: [Double], count: Int) {
        var replayed: [Double] = [], full: [Double] = []
        var estimator = HeightEstimator(dataPath: data, templatePath: template, width: width)
        estimator.threads = 2
        let summary = try estimator.estimate { replayed.append($1) }
        var single = HeightEstimator(dataPath: data, templatePath: template, width: width, cachesHeights: false)
        single.threads = 1
        _ = try single.estimate { full.append($1) }
        return (replayed, full, summary.replayedRows)
    }

    @Test func rowsComeBackInDataOrderFromEveryThread() throws {
        let data = TestSupport.fixture("Outside/europe.json").path
        var indices: [Int] = []
        var estimator = HeightEstimator(dataPath: data, templatePath: TestSupport.defaultTemplate)
        estimator.threads = 3
        let summary = try estimator.estimate { index, _ in indices.append(index) }
        #expect(indices == Array(0..<summary.rows) && summary.rows == 267)
    }

    @Test func replayedHeightsAreTheLaidOutOnes() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = ["a", "quote", "that", "wraps", "over", "Überschrift", "lines", "in", "the", "column", "漢字の行", "👍🏽", "—", "well-known"]
        let rows: [[String: Any]] = (0..<120).map { index in
            let text = (0..<(index % 37 + 1)).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ")
            var row: [String: Any] = ["cell": "QuoteCell", "text": text, "url": "https://example.org/\(index)"]
            if index % 3 == 0 { row["personName"] = "Person \(index)" }
            if index % 5 == 0 { row["cell"] = "AdCell"; row["title"] = text.uppercased() }
            return row
        }
        try expectReplayedAsLaidOut(rows, in: folder, replayedMoreThan: 60, "most rows share a few shapes and line counts")
    }

    /// Short slot texts that come back (names, titles) are laid out once per tape and then
    /// looked up: the lines kept for one text must never answer for another.
    @Test func repeatedShortTextsGetTheirOwnLines() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Same byte lengths, different widths and line counts; some wrap at 240 px, some do not.
        let titles = ["iiii iiii iiii iiii iiii iiii iiii", "WWWW WWWW WWWW WWWW WWWW WWWW WWWW", "漢字の行漢字の行", "Ünïcödé",
                      "a", "W", "well-known well-known well-known well-known well-known",
                      // Canonically equivalent to each other: equal as Swift strings, not as bytes.
                      "Ångström Å", "A\u{30A}ngstro\u{308}m \u{212B}"]
        let rows: [[String: Any]] = (0..<180).map { index in
            ["cell": "AdCell", "title": titles[index % titles.count], "text": titles[(index / 3) % titles.count],
             "url": "https://example.org/ad"]
        }
        try expectReplayedAsLaidOut(rows, in: folder, replayedMoreThan: 120, "nine titles and nine texts make few shapes")
    }

    /// Estimates `rows` with the default template at 240 and 375 px both ways: the heights agree,
    /// and more than `least` rows were replayed.
    private func expectReplayedAsLaidOut(_ rows: [[String: Any]], in folder: URL, replayedMoreThan least: Int,
                                         _ why: Comment) throws {
        let data = folder.appendingPathComponent("rows.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        for width in [240.0, 375] {
            let result = try bothWays(data: data.path, template: TestSupport.defaultTemplate, width: width)
            #expect(result.replayed == result.full)
            #expect(result.count > least, why)
        }
    }

    @Test(arguments: VerifyCommandTests.corpora + ["Outside/custom"])
    func everyCorpusGetsTheSameHeightsEitherWay(corpus: String) throws {
        let (data, template) = VerifyCommandTests.files(corpus)
        for width in [320.0, 768] {
            let result = try bothWays(data: data, template: template, width: width)
            #expect(result.replayed == result.full, "\(corpus) at \(width) px")
        }
    }

    @Test func textUnderALineClampIsLaidOutInFull() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = TestSupport.template(
            prototypes: #"<div rl:prototype="Clamped" class="c"><p rl:text="text">x</p><p rl:text="more">y</p></div>"#,
            head: "<style>.list { width: 200px } .c { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; } p { margin: 0 }</style>")
        let templatePath = TestSupport.write(template, to: "t.xhtml", in: folder)
        let rows = (0..<20).map { ["cell": "Clamped", "text": String(repeating: "word ", count: $0 % 4 + 1), "more": String(repeating: "more ", count: 9 - $0 % 9)] }
        let data = folder.appendingPathComponent("rows.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        let result = try bothWays(data: data.path, template: templatePath)
        #expect(result.replayed == result.full)
        #expect(result.count == 0, "lines left under the clamp carry over from one paragraph to the next")
    }

    @Test func slotsAreTheKeysThatOnlyFillText() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <div rl:prototype="P"><p rl:text="title"/><p rl:text="title" rl:format="date"/><p rl:text="name" rl:if="name"/>
            <a rl:link="url"><span rl:text="author.name"/></a><ul><li rl:each="tags" rl:text="label"/></ul></div>
            """))
        let slots = PrototypeSlots(prototype: try #require(template.prototype("P")).element)
        #expect(slots.keys == ["author", "label", "name", "tags", "title", "url"])
        #expect(slots.slots == [.init(key: "title", format: nil), .init(key: "title", format: "date")])
        #expect(slots.slotsOfKey == [nil, nil, nil, nil, [0, 1], nil])
        #expect(slots.isLinkOnly == [false, false, false, false, false, true])
        #expect(slots.listOfKey.allSatisfy { $0 == nil }, "a loop whose items bind a key is no list slot")
    }

    @Test func listSlotsAreLoopsThatOnlySetEachItemsText() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <div rl:prototype="P"><ul rl:if="tags"><li rl:each="tags" rl:text="."/></ul>
            <p><span rl:each="dates"><b rl:text="." rl:format="date"/></span></p>
            <p rl:unless="dates">none</p>
            <i rl:each="ids" rl:text="." rl:attr-title="."/><i rl:each="names" rl:text="."/><b rl:text="names"/>
            <i rl:each="twice" rl:text="."/><i rl:each="twice" rl:text="."/></div>
            """))
        let slots = PrototypeSlots(prototype: try #require(template.prototype("P")).element)
        #expect(slots.keys == ["dates", "ids", "names", "tags", "twice"])
        #expect(slots.listOfKey.map { $0?.format } == [.some("date"), nil, nil, .some(nil), nil])
    }

    @Test func rowsWithListsOfTextReplayAndGetTheLaidOutHeights() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tags = ["wit", "life", "code", "時間", "любовь", "práce", "🐈", "long-tag-with-hyphens-that-wraps-the-line"]
        let rows: [[String: Any]] = (0..<160).map { index in
            var row: [String: Any] = ["cell": "QuoteCell", "text": "Quote \(index) " + String(repeating: "word ", count: index % 9)]
            switch index % 8 {
            case 0: break
            case 1: row["tags"] = tags[index % tags.count]  // one value counts as one item
            case 2: row["tags"] = ["", "blank"]  // an empty item: not a list of texts
            case 3: row["tags"] = [7, 12]  // numbers: not texts either
            case 4: row["tags"] = [] as [String]
            default: row["tags"] = (0..<(index % 5 + 1)).map { tags[($0 * 3 + index) % tags.count] }
            }
            return row
        }
        try expectReplayedAsLaidOut(rows, in: folder, replayedMoreThan: 120, "rows whose tags differ only in their text share a shape")
    }
}
