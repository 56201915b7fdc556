import ArgumentParser
import RenderList

/// `render-list init [DIR]`: writes a starter project (the built-in template, sample data and a
/// README) that renders as it is; never overwrites a file.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter project: Templates/list.xhtml, sample data and a README.",
        discussion: "Writes nothing when any of those files exists already."
    )

    @Argument(help: "The folder to write the project into (created when missing).")
    var directory = "."

    func run() throws {
        let written: [String]
        do {
            written = try StarterProject(folder: directory).write()
        } catch {
            Terminal.error("error: \(error)")
            throw ExitCode.failure
        }
        let into = directory == "." ? "this folder" : directory
        let move = directory == "." ? "" : "cd \(directory) && "
        Terminal.output("Wrote \(written.count) files into \(into) (\(StarterProject.files.map(\.path).filter { !$0.hasPrefix("photos/") }.joined(separator: ", ")) and photos/).")
        Terminal.output("Render it with: \(move)\(StarterProject.renderCommand)")
    }
}
