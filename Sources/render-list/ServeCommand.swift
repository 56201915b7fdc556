import ArgumentParser
import RenderListServer

/// `render-list serve DIR`: previews a built site over HTTP.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a built site over HTTP for previewing.",
        discussion: """
            Serves the files in DIR exactly as they are on disk, with index.html for \
            folders and the site's 404.html for missing pages. Stop with Ctrl+C.

            With --live-reload the server watches every file in DIR and reloads open \
            pages when one changes; a small script is then added to the HTML it sends \
            (never to the files on disk).
            """
    )

    @Argument(help: "The folder holding the built site.")
    var directory: String

    @Option(help: "The port to listen on; 0 picks a free port.")
    var port: Int = 8080

    @Option(help: "The address to listen on. Anything other than a loopback address shares the preview with your network.")
    var host: String = "127.0.0.1"

    @Flag(help: "Reload open pages when files in the folder change.")
    var liveReload = false

    @Option(help: "The URL path to serve the site at, such as /recipes/ for a site rendered with --base-url https://user.github.io/recipes/: paths outside it get the site's 404 page, as on the host.")
    var basePath = "/"

    func run() async throws {
        let server: PreviewServer
        do {
            server = try PreviewServer(
                directory: directory,
                host: host,
                port: port,
                liveReload: liveReload ? .watchServedFolder : .off,
                basePath: basePath
            )
        } catch {
            throw ValidationError(error.description)
        }
        try await server.run()
    }
}
