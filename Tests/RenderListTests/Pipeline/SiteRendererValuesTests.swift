import Foundation
import Testing
@testable import RenderList

/// Rendering values in memory: the same site as the file they came from, byte for byte.
@Suite("Pipeline: rendering values in memory", .serialized)
struct SiteRendererValuesTests {
    private static let examples = TestSupport.repository.appendingPathComponent("Examples")

    /// The example quotes, read into memory with Foundation.
    private func exampleQuotes() throws -> DataValue {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent("quotes.plist"))
        return try DataValue(any: try PropertyListSerialization.propertyList(from: data, format: nil))
    }

    private func render(_ source: ListSource, into output: URL) throws -> RenderSummary {
        let options = RenderOptions(source: source, outputPath: output.path, templatePath: TestSupport.defaultTemplate,
                                    pageRule: .count(10))
        return try SiteRenderer(options: options).render()
    }

    @Test func theExampleInMemoryRendersTheGoldenPages() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let source = ListSource(list: try exampleQuotes(), imagesRelativeTo: Self.examples.path)
        let summary = try render(source, into: output)
        #expect(summary.rows == 29)
        #expect(summary.pages == 3)
        #expect(summary.warnings.isEmpty)
        #expect(summary.inputFiles.allSatisfy { !$0.hasSuffix("quotes.plist") })
        for page in ["index.html", "page/2/index.html", "page/3/index.html"] {
            let golden = TestSupport.fixture("Golden/quotes-" + page.replacingOccurrences(of: "/", with: "-"))
            #expect(try Data(contentsOf: output.appendingPathComponent(page)) == (try Data(contentsOf: golden)), "\(page)")
        }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("images/photos/wilde.svg").path))
    }

    @Test func codableRowsRenderWithImagesFromTheWorkingFolderByDefault() throws {
        struct Quote: Encodable { var cell = "QuoteCell"; var text: String; var personName: String }
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let quotes = (1...3).map { Quote(text: "Quote \($0)", personName: "Person \($0)") }
        let summary = try render(try ListSource(encoding: quotes), into: output)
        #expect(summary.rows == 3)
        let site = try RenderedSite(folder: output)
        #expect(site.rowIDs.count == 3 && site.shows(inOrder: ["Quote 1", "Quote 2", "Quote 3"]))
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Quote 3") && page.contains("Person 2"))
    }

    @Test func anImageOutsideTheImagesFolderIsLeftOut() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows: [[String: Any]] = [["cell": "QuoteCell", "text": "A", "personName": "B", "imageName": "../quotes.plist"]]
        let source = try ListSource(rows: rows, imagesRelativeTo: Self.examples.appendingPathComponent("photos").path)
        let summary = try render(source, into: folder.appendingPathComponent("Public"))
        #expect(summary.rows == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Public/images").path))
    }
}
