import Foundation
import Testing

/// render-list installed alone into a bin folder runs from any folder: its default template and
/// the starter project are carried in the binary.
@Suite("Installed anywhere, end to end", .serialized)
struct InstallTests {
    /// The built binary copied alone into `bin/` of a fresh temporary folder, as the README's
    /// install step copies it; and an empty folder beside it to run in.
    private func installed() throws -> (binary: URL, work: URL, root: URL) {
        let root = TestSupport.temporaryFolder()
        let bin = root.appendingPathComponent("bin"), work = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let binary = bin.appendingPathComponent("render-list")
        try FileManager.default.copyItem(at: TestSupport.executable, to: binary)
        return (binary, work, root)
    }

    @Test func aCopiedBinaryRendersFromAnEmptyFolderWithTheBuiltInTemplate() throws {
        let (binary, work, root) = try installed()
        defer { try? FileManager.default.removeItem(at: root) }
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let result = try CommandRunner.run(binary, [example, "-o", "Public", "--rows-per-page", "10"], in: work)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Rendered 29 rows on 3 pages ("))
        // The built-in template renders the example byte for byte as the repository's does.
        let page = try Data(contentsOf: work.appendingPathComponent("Public/index.html"))
        #expect(page == (try Data(contentsOf: TestSupport.fixture("Golden/quotes-index.html"))))
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("Public/images/photos/wilde.svg").path))
    }

    @Test func aTemplatesFolderInTheWorkingFolderWinsOverTheBuiltInOne() throws {
        let (binary, work, root) = try installed()
        defer { try? FileManager.default.removeItem(at: root) }
        TestSupport.write(TestSupport.template(prototypes: "").replacingOccurrences(of: "<title>Test</title>", with: "<title>Mine</title>"),
                          to: "Templates/list.xhtml", in: work)
        TestSupport.write(#"["one"]"#, to: "data.json", in: work)
        let result = try CommandRunner.run(binary, ["data.json", "-o", "Public"], in: work)
        #expect(result.status == 0, "\(result.errors)")
        let page = try String(contentsOf: work.appendingPathComponent("Public/index.html"), encoding: .utf8)
        #expect(page.contains("<title>Mine</title>"))
    }

    @Test func initWritesAProjectThatRendersAsItIs() throws {
        let (binary, work, root) = try installed()
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try CommandRunner.run(binary, ["init"], in: work)
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output.contains("render-list data.plist -o Public"))
        let readme = try String(contentsOf: work.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`render-list data.plist -o Public`"))
        let template = try Data(contentsOf: work.appendingPathComponent("Templates/list.xhtml"))
        #expect(template == (try Data(contentsOf: URL(fileURLWithPath: TestSupport.defaultTemplate))))
        let result = try CommandRunner.run(binary, ["data.plist", "-o", "Public"], in: work)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "the sample data names a missing image or an unknown key: \(result.errors)")
        let site = try RenderedSite(folder: work.appendingPathComponent("Public"))
        #expect(try site.rowIndices(data: work.appendingPathComponent("data.plist").path) == Array(0..<29))
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("Public/images/photos/curie.svg").path))
    }

    @Test func initIntoANamedFolderCreatesIt() throws {
        let (binary, work, root) = try installed()
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try CommandRunner.run(binary, ["init", "my-list"], in: work)
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output.contains("cd my-list && render-list data.plist -o Public"))
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("my-list/data.plist").path))
    }

    @Test func initOverwritesNothingAndWritesNothingWhenAFileExists() throws {
        let (binary, work, root) = try installed()
        defer { try? FileManager.default.removeItem(at: root) }
        TestSupport.write("my own notes", to: "README.md", in: work)
        let result = try CommandRunner.run(binary, ["init"], in: work)
        #expect(result.status == 1)
        #expect(result.errors.contains("README.md: This file exists already in"), "\(result.errors)")
        #expect(result.errors.contains("Nothing was written."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["README.md"])
        #expect(try String(contentsOf: work.appendingPathComponent("README.md"), encoding: .utf8) == "my own notes")
    }
}
