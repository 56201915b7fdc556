import Foundation
import Testing
@testable import RenderList

/// `render-list verify` against headless Chromium, on corpora the height model gets exact.
@Suite("Verification: row heights against Chromium")
struct VerifyCommandTests {
    /// Every exactness corpus: ours (`Corpora`) and those a tester outside the team wrote
    /// (`Outside`), each with the template beside it or else the default one.
    static let corpora: [String] = [
        "Corpora/en", "Corpora/de", "Corpora/ru", "Corpora/cs", "Corpora/pl", "Corpora/zh", "Corpora/ja",
        "Corpora/zh-extra", "Corpora/ja-extra", "Corpora/emoji", "Corpora/long", "Corpora/all-cells",
        "Corpora/custom", "Corpora/feed", "Corpora/ch", "Corpora/nowrap", "Corpora/replaced", "Corpora/embeds", "Corpora/fuzz",
        "Corpora/selectors", "Corpora/generated", "Corpora/ratio", "Corpora/valign", "Corpora/buttons", "Corpora/grid",
        "Corpora/has", "Corpora/floats", "Corpora/tables", "Corpora/spans", "Corpora/nesting", "Corpora/markers", "Corpora/supports", "Corpora/nthof", "Corpora/progress", "Corpora/controls",
        "Outside/europe", "Outside/cjk", "Outside/emoji_long", "Outside/custom", "Outside/custom2",
        "Outside2/c1_news", "Outside2/c2_cjk", "Outside2/c3_emoji", "Outside2/c4_edge", "Outside2/feed:t_feed",
        "Outside2/chat:t_chat", "Outside2/chat_edge:t_chat", "Outside2/chat_noclass:t_chat", "Outside2/tt:t_tt",
        "Outside2/clamp:t_clamp",
        "Outside3/sections", "Outside3/subsup", "Outside4/main", "Outside4/main2", "Outside4/main3",
        "Outside5/quotes", "Outside5/shop:shop", "Outside5/chat:chat", "Outside5/log:log",
        "Outside6/quotes", "Outside6/shop:shop", "Outside6/forum:forum", "Outside6/lyrics:lyrics",
        "Outside7/changelog:changelog", "Outside7/recipes2:recipes2", "Outside7/news:newsC", "Outside7/chat:chat2",
        "Outside8/settings", "Outside8/bugs", "Outside8/changelog:changelog2", "Outside8/orders",
        "Outside9/bank", "Outside9/timetable", "Outside9/issues", "Outside10/playlist", "Outside10/library",
        "Outside11/weather", "Outside12/wiki", "Outside13/glossary", "Outside14/dict", "Outside14/edges",
        "FontStacks/mail", "FontStacks/forum", "FontStacks/changelog",
        // Written by an outside tester: cards laid out as grids (areas, a spanning image beside a
        // clamped title, a second prototype naming an area its grid lacks), and an article index
        // whose type is all calc(), clamp(), min() and max() of rem, em, ch and vw.
        "GridCards/cards", "FluidType/articles",
        // Written by an outside tester: a settings page of checkboxes, drop-down boxes, text
        // fields, text areas, progress bars and buttons in flex and grid rows.
        "FormRow/settings", "FormCart/cart",
    ]

    /// Warnings a corpus's template draws and whose rows are exact all the same (a `<summary>`
    /// whose disclosure triangle is not modelled, where no summary is long enough to wrap).
    static let expectedWarnings: [String: [String]] = [
        "Outside13/glossary": ["<summary>"],
        // The first row's border colour: a row in the middle is assumed, and heights hold.
        "Outside15/issues": [".Box-row:first-of-type"],
        // Nested @media of the window's width: with --width one window is measured, and said
        // so; without it every viewport class is (exact at 22 widths, checked by hand).
        "Corpora/nesting": ["@media (min-width: 700px)", "@media (max-width: 400px)"],
        // The same for fluid templates under --width; tabular digits, which DejaVu's digits are already.
        "GridCards/cards": ["@media (max-width: 480px)", "@media (min-width: 768px)", "@media (min-width: 1024px)",
                            "font-variant-numeric"],
        "FluidType/articles": ["@media (min-width: 40em)", "@media (min-width: 64em)"],
        "FormRow/settings": ["@media (max-width: 599px)"],
        "FormCart/cart": ["@media (max-width: 30rem)", "@media (min-width: 48em)", "font-variant-numeric"],
    ]

    /// The data and template of `corpus` (`folder/name`, or `folder/name:template`).
    static func files(_ corpus: String) -> (data: String, template: String) {
        let parts = corpus.split(separator: ":").map(String.init)
        let data = TestSupport.fixture("\(parts[0]).json").path
        let folder = (parts[0] as NSString).deletingLastPathComponent
        let own = TestSupport.fixture(parts.count > 1 ? "\(folder)/\(parts[1]).xhtml" : "\(parts[0]).xhtml").path
        return (data, FileManager.default.fileExists(atPath: own) ? own : TestSupport.defaultTemplate)
    }

    private func render(_ corpus: String, width: Int, into output: URL) throws -> CommandResult {
        let (data, template) = Self.files(corpus)
        return try CommandRunner.run(TestSupport.executable, [data, "-o", output.path, "--template", template,
                                                             "--width", String(width), "--rows-per-page", "100"])
    }

    @Test(arguments: corpora, [320, 375, 768])
    func corpusRowsMatchChromium(corpus: String, width: Int) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let rendered = try render(corpus, width: width, into: site)
        let warnings = rendered.errors.split(separator: "\n").filter { line in
            line.contains("warning") && !Self.expectedWarnings[corpus, default: []].contains { line.contains($0) }
        }
        #expect(rendered.status == 0 && warnings.isEmpty, "\(rendered.errors)")
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(result.status == 0, "\(corpus) at \(width) px: \(result.output) \(result.errors)")
        #expect(result.output.contains(" rows on ") && result.output.contains("exact (< 0.5 px"), "\(result.output)")
    }

    /// CSS the model does not understand is reported with the template's lines: the outside
    /// tester's first template, with `all-small-caps` and `top` where it has `small-caps`
    /// and `middle` (which the model lays out). `top` is laid out in table cells, so it is
    /// reported where an inline-level box uses it (the badge, line 109).
    @Test func unmodelledCSSOfATemplateIsReported() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (data, template) = Self.files("Outside/custom")
        let changed = try String(contentsOfFile: template, encoding: .utf8)
            .replacingOccurrences(of: "font-variant: small-caps", with: "font-variant: all-small-caps")
            .replacingOccurrences(of: "vertical-align: middle", with: "vertical-align: top")
        let copy = folder.appendingPathComponent("custom.xhtml")
        try changed.write(to: copy, atomically: true, encoding: .utf8)
        let rendered = try CommandRunner.run(TestSupport.executable, [data, "-o", folder.appendingPathComponent("Public").path,
                                                                      "--template", copy.path, "--width", "375"])
        #expect(rendered.status == 0)
        #expect(rendered.errors.contains("custom.xhtml:32: The height model does not understand font-variant"), "\(rendered.errors)")
        #expect(rendered.errors.contains("custom.xhtml:109: The height model does not understand vertical-align"), "\(rendered.errors)")
    }

    /// Section headers and footers carry their estimate (it paginates) and are verified too.
    @Test func sectionHeadersAndFootersAreVerified() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let rendered = try CommandRunner.run(TestSupport.executable, [example, "-o", site.path, "--template", TestSupport.defaultTemplate])
        #expect(rendered.status == 0)
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict", "--viewport-width", "390"])
        #expect(result.status == 0 && result.output.contains("Verified 35 rows on 1 page (29 data rows, 6 section headers and footers): 35 exact"), "\(result.output)")
        let rows = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--rows", "--viewport-width", "390"])
        #expect(rows.output.contains("index.html\theader\t60\t60\t0\tWit"), "\(rows.output)")
        // Standard output holds the rows alone, six tab-separated fields each; the summary goes
        // to standard error (outside tester 21).
        #expect(rows.output.split(separator: "\n").allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 6 }, "\(rows.output)")
        #expect(rows.errors.contains("Verified 35 rows on 1 page"), "\(rows.errors)")
    }

    /// Rows the browser has not rendered yet hold their estimated border-box height: the
    /// stand-in (`contain-intrinsic-size`) sizes the content box, so it leaves out the row's
    /// padding and border. A stand-in off by more than half a pixel fails `--strict`.
    @Test func rowsStandInAtTheirEstimateBeforeTheyRender() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", site.path, "--width", "400"]).status == 0)
        let held = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(held.status == 0 && held.output.contains("Stand-ins: 29 of 29 data rows hold their estimated height"), "\(held.output)")

        // The first row's stand-in written as its border-box height: too tall by 14 + 14 px.
        let page = site.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let first = try #require(html.range(of: #"data-height="([0-9.]+)" style="--rl-height:[0-9.]+px""#, options: .regularExpression))
        let height = try #require(RenderedSite.matches(#"data-height="([0-9.]+)""#, in: String(html[first])).first)
        let wrong = html.replacingCharacters(in: first, with: "data-height=\"\(height)\" style=\"--rl-height:\(height)px\"")
        try wrong.write(to: page, atomically: true, encoding: .utf8)
        let off = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(off.status != 0)
        #expect(off.output.contains("Stand-ins: 28 of 29 data rows"), "\(off.output)")
        #expect(off.output.contains("index.html row 0 at 1280 px: estimate \(height), stands in at \(Int(Double(height)! + 28)) before it renders"), "\(off.output)")
    }

    /// Rows that embed remote pages in iframes (there is no network here) are measured on every
    /// page: the frames are left empty, and before they were, Chromium stopped before the last
    /// pages had loaded. Ten pages of twenty rows: the old harness failed on nearly every run.
    @Test func rowsEmbeddingRemotePagesAreMeasuredOnEveryPage() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let (data, template) = Self.files("Corpora/embeds")
        let rendered = try CommandRunner.run(TestSupport.executable, [data, "-o", site.path, "--template", template,
                                                                     "--width", "375", "--rows-per-page", "20"])
        #expect(rendered.status == 0, "\(rendered.errors)")
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(result.status == 0 && result.output.contains("Verified 200 rows on 10 pages: 200 exact"), "\(result.output) \(result.errors)")
    }

    /// A page of the user's own kept in the site folder is not measured: only the pages the
    /// manifest lists are (outside tester 21).
    @Test func onlyThePagesRenderListWroteAreMeasured() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", site.path]).status == 0)
        let own = #"<!DOCTYPE html><html><body><div data-row="0" data-height="5">x</div></body></html>"#
        try own.write(to: site.appendingPathComponent("probe.html"), atomically: true, encoding: .utf8)
        #expect(SiteVerifier(directory: site.path).pages() == ["index.html"])
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path])
        #expect(result.output.contains(" on 1 page ") && !result.output.contains("probe.html"), "\(result.output)")
    }

    @Test func aFolderWithoutPagesIsAnError() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(TestSupport.executable, ["verify", folder.path])
        #expect(result.status != 0)
        #expect(result.errors.contains("holds no .html pages"))
        let missing = try CommandRunner.run(TestSupport.executable, ["verify", folder.appendingPathComponent("Nowhere").path])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("There is no folder at"), "\(missing.errors)")
    }

    @Test func reportFiguresCountExactAndNearRows() {
        let rows = [0.0, 0.25, -0.5, 1.0, -3].enumerated().map { index, error in
            MeasuredRow(page: "index.html", row: index, estimate: 20 + error, measured: 20, text: "row \(index)")
        }
        let report = VerificationReport(rows: rows, pages: 1, chromiumSeconds: 0.002)
        #expect(report.exact == 2)
        #expect(report.withinOnePixel == 4)
        #expect(!report.meetsTarget)
        #expect(report.worst(2).map(\.row) == [4, 3])
        #expect(report.chromiumRowsPerSecond == 2500)
    }

    @Test func standInsCountOnlyDataRowsWhoseStandInWasMeasured() {
        let rows = [
            MeasuredRow(page: "index.html", row: 0, estimate: 40, measured: 40, text: "a", standIn: 40.25),
            MeasuredRow(page: "index.html", row: 1, estimate: 40, measured: 40, text: "b", standIn: 65),
            MeasuredRow(page: "index.html", row: -1, estimate: 30, measured: 30, text: "h", kind: .header),
        ]
        let report = VerificationReport(rows: rows, pages: 1, chromiumSeconds: 1)
        #expect(report.standInsMeasured == 2)
        #expect(report.standInsOff.map(\.row) == [1])
        #expect(report.exact == 3 && !report.meetsTarget)
    }

    @Test func harnessStringsAreSafeInsideAScript() {
        #expect(ScriptLiteral.string("a\"b\\c</script>\u{2028}") == #""a\"b\\c\u003c/script>\u2028""#)
    }
}
