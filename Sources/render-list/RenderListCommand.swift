import ArgumentParser

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
}
