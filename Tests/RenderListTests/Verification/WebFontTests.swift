import Foundation
import Testing
@testable import RenderList

/// The template's `@font-face` fonts: rows are measured with them, the site carries copies that
/// every page points at, and Chromium, laying the pages out with those copies, agrees. The family
/// exists only through the rules (the test puts DejaVu Serif's files under its name).
@Suite("Web fonts: measured with, copied into the site, and what Chromium uses")
struct WebFontTests {
    private static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    /// The fixture's template and rows in a fresh folder, with the font files when `fonts`.
    private func folder(fonts: Bool) throws -> URL {
        let folder = TestSupport.temporaryFolder()
        for name in ["webfont.xhtml", "rows.json"] {
            try FileManager.default.copyItem(at: TestSupport.fixture("WebFont/\(name)"), to: folder.appendingPathComponent(name))
        }
        guard fonts else { return folder }
        let fontFolder = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fontFolder, withIntermediateDirectories: true)
        for (file, name) in [("DejaVuSerif.ttf", "Fixture Serif.ttf"), ("DejaVuSerif-Bold.ttf", "Fixture Serif Bold.ttf")] {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.dejaVu + file), to: fontFolder.appendingPathComponent(name))
        }
        return folder
    }

    private func render(_ folder: URL) throws -> (CommandResult, site: URL) {
        let site = folder.appendingPathComponent("Public")
        let result = try CommandRunner.run(TestSupport.executable, [
            folder.appendingPathComponent("rows.json").path, "-o", site.path,
            "--template", folder.appendingPathComponent("webfont.xhtml").path, "--width", "375", "--rows-per-page", "30",
        ])
        return (result, site)
    }

    private func heights(_ site: URL) throws -> [String] {
        RenderedSite.matches(#"data-height="([0-9.]+)""#, in: try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8))
    }

    @Test func rowsAreMeasuredWithTheCopiedFontsAndChromiumAgrees() throws {
        let folder = try folder(fonts: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (rendered, site) = try render(folder)
        #expect(rendered.status == 0 && !rendered.errors.contains("warning"), "\(rendered.errors)")
        for name in ["Fixture Serif.ttf", "Fixture Serif Bold.ttf"] {
            let copy = site.appendingPathComponent("fonts/\(name)").path
            #expect(FileManager.default.contentsEqual(atPath: copy, andPath: folder.appendingPathComponent("fonts/\(name)").path))
        }
        let first = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        let second = try String(contentsOf: site.appendingPathComponent("page/2/index.html"), encoding: .utf8)
        // The template's CSS is a file of the site, under styles/, that the pages link to.
        let css = try RenderedSite.templateCSS(in: site)
        #expect(css.contains(#"src: url("../fonts/Fixture%20Serif.ttf") format("truetype")"#))
        #expect(css.contains(#"src: url("../fonts/Fixture%20Serif%20Bold.ttf"); font-weight: bold"#))
        #expect(first.contains(#"<link rel="stylesheet" href="styles/"#) && !first.contains("<style"))
        #expect(second.contains(#"<link rel="stylesheet" href="../../styles/"#))
        let verified = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(verified.status == 0 && verified.output.contains("70 exact"), "\(verified.output) \(verified.errors)")
    }

    @Test func aMissingFontFileIsReportedAndFallbackFontsMeasure() throws {
        let with = try folder(fonts: true), without = try folder(fonts: false)
        defer { for folder in [with, without] { try? FileManager.default.removeItem(at: folder) } }
        let (measured, site) = try render(with)
        let (fallback, fallbackSite) = try render(without)
        #expect(measured.status == 0 && fallback.status == 0)
        #expect(fallback.errors.contains("webfont.xhtml:9: The @font-face rule for \"Fixture Serif\" names \"fonts/Fixture Serif.ttf\""), "\(fallback.errors)")
        // No copy of the missing file: the fonts folder holds the embedded faces alone.
        let written = (try? FileManager.default.contentsOfDirectory(atPath: fallbackSite.appendingPathComponent("fonts").path)) ?? []
        #expect(!written.contains { $0.hasPrefix("Fixture") }, "\(written)")
        let (a, b) = (try heights(site), try heights(fallbackSite))
        #expect(a.count == 30 && b.count == 30)
        #expect(zip(a, b).filter { $0 != $1 }.count > 20, "DejaVu Serif sets other lines than the fallback font")
    }

    @Test func weightsMatchAsCSSMatchesThem() {
        func face(_ weights: ClosedRange<Int>, italic: Bool = false) -> WebFont {
            WebFont(family: "F", weights: weights, italic: italic, path: "\(weights)\(italic)", source: "", line: 1)
        }
        let faces = [face(300...300), face(400...400), face(600...600), face(900...900)]
        #expect(WebFont.best(of: faces, weight: 400, italic: false)?.weights == 400...400)
        #expect(WebFont.best(of: faces, weight: 450, italic: false)?.weights == 400...400)
        #expect(WebFont.best(of: faces, weight: 500, italic: false)?.weights == 400...400)
        #expect(WebFont.best(of: faces, weight: 700, italic: false)?.weights == 900...900)
        #expect(WebFont.best(of: faces, weight: 200, italic: false)?.weights == 300...300)
        #expect(WebFont.best(of: [face(100...900)], weight: 650, italic: false)?.weights == 100...900)
        #expect(WebFont.best(of: faces + [face(400...400, italic: true)], weight: 700, italic: true)?.italic == true)
    }
}

@Suite("Web fonts: rules the model cannot follow are reported")
struct WebFontWarningTests {
    private func resolve(_ css: String, files: [String: Data]) throws -> (fonts: [WebFont], warnings: [String]) {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let sheet = Stylesheet(parsing: css, startLine: 1, environment: MediaEnvironment())
        let result = WebFont.resolve(sheet.fontFaces, templatePath: folder.appendingPathComponent("t.xhtml").path)
        return (result.fonts, result.warnings.map(\.description))
    }

    @Test func aFileThatIsNoFontIsReportedAndNotUsed() throws {
        let (fonts, warnings) = try resolve(#"@font-face { font-family: "X"; src: url("Broken.ttf") }"#,
                                            files: ["Broken.ttf": Data("not a font".utf8)])
        #expect(fonts.isEmpty)
        #expect(warnings.count == 1 && warnings[0].contains("names \"Broken.ttf\", which is not a TrueType, OpenType, WOFF or WOFF2 file"), "\(warnings)")
    }

    @Test func metricDescriptorsAreReportedButTheFontIsUsed() throws {
        let font = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        let css = #"@font-face { font-family: "X"; src: url(F.ttf); size-adjust: 80%; ascent-override: 120%; line-gap-override: normal }"#
        let (fonts, warnings) = try resolve(css, files: ["F.ttf": font])
        #expect(fonts.count == 1)
        #expect(warnings.count == 1 && warnings[0].contains("does not apply size-adjust: 80%, ascent-override: 120% of the @font-face rule for \"X\""), "\(warnings)")
    }
}
