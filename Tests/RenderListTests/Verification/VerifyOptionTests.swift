import Foundation
import Testing
@testable import RenderList

/// `verify`'s engine options: every engine lays rows out for real, `--fonts-from` takes effect,
/// and wrong arguments are answered in whole sentences.
@Suite("Verification options: --browser, --scale and --fonts-from", .serialized)
struct VerifyOptionTests {
    /// Roboto, Arimo and Open Sans in folders of their own (`Scripts/visitor-fonts.sh`, once).
    static func visitorFonts() throws -> URL {
        let destination = TestSupport.repository.appendingPathComponent(".build/visitor-fonts")
        let script = TestSupport.repository.appendingPathComponent("Scripts/visitor-fonts.sh")
        let result = try CommandRunner.run(script, [destination.path])
        try #require(result.status == 0, "Scripts/visitor-fonts.sh failed: \(result.errors)")
        return destination
    }

    /// A row far below the frame's 800 px (row 90 of 100), its estimate and stand-in both 40 px
    /// too tall: a row still skipped (`content-visibility: auto`) would report exactly that
    /// estimate, so it comes out 40 px off only when the engine really lays it out. (Firefox
    /// leaves a skipped row skipped when it goes straight from `auto` to `visible`; the
    /// harness's stand-in step, through `hidden`, is what makes it lay the row out.)
    @Test(arguments: ["chromium", "firefox", "webkit"])
    func rowsAreLaidOutForRealInEveryEngine(browser: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try BrowserVerifyTests.site("Corpora/en", in: folder)
        let page = site.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        // The page's row 90 (from 0), as verify names it.
        let rows = html.matches(of: /data-row="" data-height="([0-9]+)" style="--rl-height:([0-9]+)px"/)
        let row = try #require(rows.count > 90 ? rows[90] : nil)
        let (height, standIn) = (Int(row.1)!, Int(row.2)!)
        // The engine's own error on the row first (WebKit sets some lines otherwise than Blink).
        let before = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--browser", browser, "--rows"])
        let own = try #require(before.output.split(separator: "\n").first { $0.hasPrefix("index.html\t90\t") }, "\(before.output)")
        let ownError = Double(own.split(separator: "\t")[4])!
        try html.replacingCharacters(in: row.range, with: "data-row=\"\" data-height=\"\(height + 40)\" style=\"--rl-height:\(standIn + 40)px\"")
            .write(to: page, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--browser", browser, "--rows"])
        let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("index.html\t90\t") }, "\(result.output)")
        let fields = line.split(separator: "\t").map(String.init)
        #expect(fields[2] == String(height + 40) && abs(Double(fields[4])! - ownError - 40) < 0.5, "\(browser): \(line), before: \(own)")
        #expect(result.errors.contains("Stand-ins: 120 of 120 data rows hold"), "\(result.errors)")
    }

    /// A page in "DejaVu Sans" that carries no fonts (`--system-fonts`), laid out by a visitor
    /// who has only Roboto, sets other lines; a site rendered with Roboto alone (the same
    /// fontconfig configuration) is exact with it. (A site that carries its fonts holds on such
    /// a visitor: `EmbeddedFontsTests`.)
    @Test func fontsFromLaysThePagesOutWithThoseFontsAlone() throws {
        let roboto = try Self.visitorFonts().appendingPathComponent("roboto")
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try BrowserVerifyTests.site("Corpora/en", in: folder.appendingPathComponent("system"), extra: ["--system-fonts"])
        for browser in ["chromium", "firefox"] {
            let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--browser", browser, "--fonts-from", roboto.path])
            let figures = try #require(BrowserVerifyTests.figures(result.output), "\(result.output) \(result.errors)")
            #expect(figures.exact * 2 < figures.rows, "\(browser) with Roboto alone: \(result.output)")
        }
        let configuration = folder.appendingPathComponent("fonts.conf")
        try VisitorFonts(path: roboto.path).configuration(cache: folder.appendingPathComponent("cache"))
            .write(to: configuration, atomically: true, encoding: .utf8)
        let robotoSite = try BrowserVerifyTests.site("Corpora/en", in: folder.appendingPathComponent("roboto"),
                                                     environment: ["FONTCONFIG_FILE=\(configuration.path)"], extra: ["--system-fonts"])
        let result = try CommandRunner.run(TestSupport.executable, ["verify", robotoSite.path, "--fonts-from", roboto.path, "--strict"])
        #expect(result.status == 0 && result.output.contains("120 exact"), "\(result.output) \(result.errors)")
    }

    @Test func theFontConfigurationNamesTheFolderAlone() throws {
        let roboto = try Self.visitorFonts().appendingPathComponent("roboto")
        let text = try VisitorFonts(path: roboto.path).configuration(cache: URL(fileURLWithPath: "/tmp/cache"))
        #expect(text.contains("<dir>\(roboto.standardizedFileURL.path)</dir>") && text.contains("<cachedir>/tmp/cache</cachedir>"))
        #expect(!text.contains("<include") && !text.contains("/usr/share/fonts") && !text.contains("<alias"))
        // fontconfig drops a file whose comments hold two hyphens, and the browser then uses
        // the system's fonts without a word.
        let comments = text.matches(of: /<!--(.*?)-->/).map { String($0.1) }
        #expect(comments.allSatisfy { !$0.contains("--") })
    }

    @Test(arguments: [
        (["--browser", "safari"], "There is no browser called \"safari\" to verify in; pass chromium, firefox or webkit."),
        (["--scale", "abc"], "The scale \"abc\" is not a number; pass a device scale factor such as 1, 1.5, 2 or 2.625."),
        (["--scale", "0"], "The scale 0 is out of range; pass a device scale factor from 0.25 to 8, such as 1, 1.5, 2 or 2.625."),
        (["--browser", "firefox", "--scale", "2.625"], "Firefox cannot lay pages out at a scale of 2.625: it keeps a whole number of its 60 app units to a device pixel, and would use 2.609;"),
        (["--browser", "webkit", "--scale", "1.5"], "WebKit lays pages out at whole scales only (GDK_SCALE), so not at 1.5; pass 1, 2, 3 or 4, or verify in Chromium or Firefox."),
        (["--fonts-from", "/nowhere/fonts"], "There is no folder at /nowhere/fonts to take the visitor's fonts from; pass a folder of font files to --fonts-from."),
    ])
    func wrongArgumentsAreAnsweredInWholeSentences(arguments: [String], message: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", site.path]).status == 0)
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path] + arguments)
        #expect(result.status != 0)
        #expect(result.errors.contains("error: " + message), "\(result.errors)")
        let line = result.errors.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasSuffix(".") && line.split(separator: "\n").count == 1, "\(result.errors)")
    }

    @Test func aFontFolderWithoutFontsIsAnError() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: VerificationError.self) { try VisitorFonts(path: folder.path) }
        #expect(Browser.allCases.allSatisfy { (try? $0.check(scale: 2)) != nil })
        #expect((try? Browser.firefox.check(scale: 1.25)) != nil && (try? Browser.firefox.check(scale: 1.3)) == nil)
    }
}
