import Foundation
import Testing

/// What the user reads when something is off: warnings for output that would be silently
/// wrong, and errors and command-line messages that point the right way.
@Suite("Messages, end to end", .serialized)
struct MessageTests {
    private func run(_ arguments: [String], in folder: URL? = nil) throws -> CommandResult {
        try CommandRunner.run(TestSupport.executable, arguments, in: folder)
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
