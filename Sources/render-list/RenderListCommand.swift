import ArgumentParser
import Foundation
import RenderList

/// `render-list`: renders list data into a paginated static site; `serve` previews it.
@main
struct RenderListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-list",
        abstract: "Turn list data into a fast, paginated static web site.",
        discussion: """
            Rows are designed as cell prototypes in one XHTML template; every row gets a copy of \
            the prototype it names, filled with its data, with its height predicted before any \
            browser sees it.
            """,
        version: "0.1.0",
        subcommands: [Render.self, Init.self, Serve.self, Verify.self, Estimate.self],
        defaultSubcommand: Render.self
    )

    /// Parses the command line and runs the command it names. A first word that is no file
    /// but nearly a subcommand's name (`serv`, `verfy`) is taken for a mistyped command:
    /// otherwise the default command would read it as its data file.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first) {
            let names = configuration.subcommands.map { $0._commandName } + ["help"]
            if let name = NearestName.nearest(to: first, among: names, limit: 2) {
                exit(withError: ValidationError("Unknown command '\(first)'. Did you mean '\(name)'?"))
            }
        }
        await main(nil)
    }
}
