import Foundation
import Testing
@testable import RenderList

/// A site carries the faces its rows were measured with: on a visitor who has none of them
/// (only Roboto, Arimo or Open Sans), Chromium lays every row out at its estimate.
@Suite("Verification: embedded fonts on visitors without the measuring fonts")
struct EmbeddedFontsTests {
    /// Corpora in nine languages, with emoji and CJK fallback, ours and outside testers': among
    /// them `FontStacks`, written by a tester outside the team with the font stacks real sites
    /// use (`-apple-system, BlinkMacSystemFont, "Segoe UI"…`, `system-ui`, `ui-monospace`,
    /// `"Helvetica Neue"`), rows in `lang` of their own, and emoji in both presentations.
    static let corpora = ["Corpora/de", "Corpora/ja", "Corpora/zh", "Corpora/emoji", "Corpora/ch", "Corpora/buttons",
                          "Outside/europe", "Outside/cjk", "Outside5/shop:shop", "Outside12/wiki",
                          "FontStacks/mail", "FontStacks/forum", "FontStacks/changelog"]

    private func render(_ corpus: String, width: Int, into site: URL, extra: [String] = []) throws -> CommandResult {
        let (data, template) = VerifyCommandTests.files(corpus)
        return try CommandRunner.run(TestSupport.executable, [data, "-o", site.path, "--template", template,
                                                             "--width", String(width), "--rows-per-page", "100"] + extra)
    }

    @Test(arguments: corpora, ["roboto", "arimo", "open-sans"])
    func rowsHoldOnAVisitorWithOtherFonts(corpus: String, visitor: String) throws {
        let fonts = try VerifyOptionTests.visitorFonts().appendingPathComponent(visitor)
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        let rendered = try render(corpus, width: 375, into: site)
        #expect(rendered.status == 0, "\(rendered.errors)")
        #expect(rendered.output.contains(", fonts "), "\(rendered.output)")
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict", "--fonts-from", fonts.path])
        #expect(result.status == 0, "\(corpus) on \(visitor): \(result.output) \(result.errors)")
    }

    /// The faces, their licenses and the rules that name them are in the site; `--system-fonts`
    /// leaves them out and says what that costs.
    @Test func theSiteCarriesItsFacesAndLicensesUnlessToldNotTo() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Public")
        #expect(try render("Corpora/ja", width: 375, into: site).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("fonts").path)
        #expect(files.contains { $0.hasPrefix("dejavusans-") && $0.hasSuffix(".woff2") }, "\(files)")
        #expect(files.contains { $0.hasPrefix("notosanscjk-regular-") }, "\(files)")
        #expect(files.contains("LICENSE-fonts-dejavu-core.txt") && files.contains("LICENSE-fonts-noto-cjk.txt"), "\(files)")
        let css = try String(contentsOf: site.appendingPathComponent(SiteStyle.fileName), encoding: .utf8)
        #expect(css.contains("@font-face { font-family: \"rl DejaVu Sans\"") && css.contains("unicode-range: U+"), "\(css)")
        let templateCSS = try RenderedSite.templateCSS(in: site)
        #expect(templateCSS.contains("font-family: \"rl DejaVu Sans\", var(--rl-sans-serif), var(--rl-fallback)"))

        let plain = folder.appendingPathComponent("Plain")
        let result = try render("Corpora/ja", width: 375, into: plain, extra: ["--system-fonts"])
        #expect(result.status == 0 && result.errors.contains("warning: --system-fonts"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: plain.appendingPathComponent("fonts").path))
        #expect(!result.output.contains(", fonts "))
    }

    /// The bundled example carries at most 250 KB of fonts.
    @Test func theBundledExampleCarriesLittleFont() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let result = try CommandRunner.run(TestSupport.executable, [data, "-o", folder.path])
        #expect(result.status == 0)
        let fonts = folder.appendingPathComponent("fonts")
        let sizes = try FileManager.default.contentsOfDirectory(atPath: fonts.path).filter { $0.hasSuffix(".woff2") }.map {
            try FileManager.default.attributesOfItem(atPath: fonts.appendingPathComponent($0).path)[.size] as? Int ?? 0
        }
        #expect(!sizes.isEmpty && sizes.reduce(0, +) <= 250_000, "\(sizes)")
    }

    /// The page's own text (the site title "Quotes", the pager) is in the faces too: no row
    /// draws a "Q", and the title must not be drawn half in a font of the visitor's.
    @Test func theShellsTextIsInTheFaces() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        #expect(try CommandRunner.run(TestSupport.executable, [data, "-o", folder.path]).status == 0)
        let fonts = folder.appendingPathComponent("fonts")
        let dejaVu = try FileManager.default.contentsOfDirectory(atPath: fonts.path).filter { $0.hasPrefix("dejavusans-") }
        #expect(dejaVu.count >= 2, "\(dejaVu)")
        for name in dejaVu {
            let woff2 = try Data(contentsOf: fonts.appendingPathComponent(name))
            let openType = try #require(FontSubset.unpack(woff2: Array(woff2)))
            let file = folder.appendingPathComponent(name + ".ttf")
            try Data(openType).write(to: file)
            let face = try #require(ShapingFace(path: file.path))
            for letter in "QuotesNext" { #expect(face.hasGlyph(letter.unicodeScalars.first!.value), "\(name): \(letter)") }
        }
    }
}
