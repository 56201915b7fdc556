import Foundation
import Testing

/// What the user reads when something is off: warnings for output that would be silently
/// wrong, and errors and command-line messages that point the right way.
@Suite("Messages, end to end", .serialized)
struct MessageTests {
    private func run(_ arguments: [String], in folder: URL? = nil) throws -> CommandResult {
        try CommandRunner.run(TestSupport.executable, arguments, in: folder)
    }

    @Test func aMistypedKeyInTheTemplateIsOneWarningWithTheNearestKey() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOfFile: TestSupport.defaultTemplate, encoding: .utf8)
        let typo = original.replacingOccurrences(of: "<p class=\"text\" rl:text=\"text\">Be yourself", with: "<p class=\"text\" rl:text=\"txet\">Be yourself")
        try #require(typo != original)
        let template = TestSupport.write(typo, to: "t.xhtml", in: folder)
        let line = typo.components(separatedBy: "\n").firstIndex { $0.contains("rl:text=\"txet\"") }! + 1
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let result = try run([example, "-o", folder.appendingPathComponent("Public").path, "--template", template])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.components(separatedBy: "\n").filter { $0.contains("\"txet\"") } == [
            "warning: \(template):\(line): No row shown with the prototype \"QuoteCell\" has the key \"txet\" that rl:text binds here, so that binding never had a value. Did you mean \"text\"? Fix the key in the template or in the data.",
        ])
    }

    @Test func aTitledSectionWithoutAHeaderPrototypeIsAWarning() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = TestSupport.write(TestSupport.template(prototypes: ""), to: "t.xhtml", in: folder)
        let data = TestSupport.write(#"{"title": "Wit", "rows": ["a", "b"]}"#, to: "d.json", in: folder)
        let result = try run([data, "-o", folder.appendingPathComponent("Public").path, "--template", template])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("warning: \(template):5: A section has the title \"Wit\", but the template has no Header prototype, so no section's title is shown. Add an element with rl:prototype=\"Header\" rl:text=\"title\" to the list container."), "\(result.errors)")
    }

    @Test func aTemplateOutsideTheXHTMLNamespaceIsAnError() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = TestSupport.template(prototypes: "").replacingOccurrences(of: "xmlns=\"http://www.w3.org/1999/xhtml\" ", with: "")
        let template = TestSupport.write(text, to: "t.xhtml", in: folder)
        let data = TestSupport.write(#"["a"]"#, to: "d.json", in: folder)
        let output = folder.appendingPathComponent("Public")
        let result = try run([data, "-o", output.path, "--template", template])
        #expect(result.status != 0)
        #expect(result.errors.contains("\(template):2: The root element <html> has no xmlns=\"http://www.w3.org/1999/xhtml\""), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func outIsAnotherNameForOutput() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.write(#"["a"]"#, to: "d.json", in: folder)
        let output = folder.appendingPathComponent("Site")
        let result = try run([data, "--out", output.path, "--template", TestSupport.defaultTemplate])
        #expect(result.status == 0, "\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test func watchPointsToServe() throws {
        let result = try run(["Examples/quotes.plist", "--watch"], in: TestSupport.repository)
        #expect(result.status != 0)
        #expect(result.errors.contains("render-list has no --watch option. Use --serve: it serves the site, watches the data, the template and the images, and renders again on change."), "\(result.errors)")
        #expect(!result.errors.contains("Did you mean"))
    }

    @Test(arguments: [("serv", "serve"), ("verfy", "verify"), ("estimte", "estimate")])
    func aMistypedCommandIsNamedAsOne(typed: String, meant: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run([typed, "site"], in: folder)
        #expect(result.status != 0)
        #expect(result.errors.hasPrefix("Error: Unknown command '\(typed)'. Did you mean '\(meant)'?"), "\(result.errors)")
    }

    /// The default command's first argument is the data file: a file named like a command is data.
    @Test func aDataFileNamedLikeACommandIsRendered() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestSupport.write(#"["a"]"#, to: "serv", in: folder)
        let result = try run(["serv", "-o", "Public", "--template", TestSupport.defaultTemplate], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Rendered 1 row"))
    }
}
