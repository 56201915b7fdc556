import Foundation
import Testing

/// Another Swift package depends on the RenderList library by path, as a package that depends
/// on it by version would, and renders rows it holds in memory. The package is written into a
/// temporary folder and built there with its own scratch path; its dependencies resolve as this
/// package's do. It takes minutes (it compiles the library once more): set
/// `RENDER_LIST_SKIP_CONSUMER=1` to leave it out.
@Suite("A package that depends on RenderList, end to end",
       .enabled(if: ProcessInfo.processInfo.environment["RENDER_LIST_SKIP_CONSUMER"] != "1"))
struct ConsumerPackageTests {
    /// The consumer's manifest: one executable that uses the `RenderList` product, with this
    /// repository as a path dependency (its identity is the folder's name).
    static var manifest: String {
        let root = TestSupport.repository.standardizedFileURL.path
        return """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            platforms: [.macOS(.v14)],
            dependencies: [.package(path: \(quoted(root)))],
            targets: [
                .executableTarget(name: "Consumer", dependencies: [
                    .product(name: "RenderList", package: \(quoted(URL(fileURLWithPath: root).lastPathComponent))),
                ]),
            ]
        )

        """
    }

    /// The consumer's program: three rows from a `Codable` type, rendered into the folder its
    /// argument names with the built-in template.
    static let program = """
        import RenderList

        struct Quote: Codable {
            var cell = "QuoteCell"
            var text: String
            var personName: String
        }

        let quotes = (1...3).map { Quote(text: "Consumer quote \\($0)", personName: "Person \\($0)") }
        let options = RenderOptions(source: try ListSource(encoding: quotes), outputPath: CommandLine.arguments[1],
                                    templatePath: nil)
        let summary = try SiteRenderer(options: options).render()
        print("Rendered \\(summary.rows) rows on \\(summary.pages) page.")

        """

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test(.timeLimit(.minutes(20)))
    func aConsumerPackageBuildsAndRendersRowsInMemory() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("Consumer"), scratch = folder.appendingPathComponent("scratch")
        TestSupport.write(Self.manifest, to: "Package.swift", in: package)
        TestSupport.write(Self.program, to: "Sources/Consumer/main.swift", in: package)
        let swift = try #require(CommandRunner.find(["swift"]), "no swift on the PATH")
        let built = try CommandRunner.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path,
                                                  "--product", "Consumer"])
        try #require(built.status == 0, "swift build failed:\n\(built.output)\n\(built.errors)")
        // Only the library's own modules were compiled: no command-line parser, no server.
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("debug/Modules").path)) ?? []
        #expect(!modules.contains { $0.hasPrefix("ArgumentParser") || $0.hasPrefix("Hummingbird") || $0.hasPrefix("RenderListServer") })
        let site = folder.appendingPathComponent("Public")
        let ran = try CommandRunner.run(scratch.appendingPathComponent("debug/Consumer"), [site.path], in: folder)
        #expect(ran.status == 0, "\(ran.errors)")
        #expect(ran.output == "Rendered 3 rows on 1 page.\n")
        let rendered = try RenderedSite(folder: site)
        #expect(rendered.rowIDs.count == 3 && rendered.shows(inOrder: ["Consumer quote 1", "Consumer quote 2", "Consumer quote 3"]))
        let page = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect((1...3).allSatisfy { page.contains("Consumer quote \($0)") && page.contains("Person \($0)") })
    }
}
