import Hummingbird

/// Serves a built site over HTTP for previewing, optionally reloading open
/// browser tabs when the site changes.
///
/// ```swift
/// let server = try PreviewServer(directory: "Public", port: 8080)
/// try await server.run()   // until SIGINT or SIGTERM
/// ```
///
/// Only GET and HEAD are answered, nothing outside `directory` is ever read,
/// and the server binds to the loopback address unless told otherwise.
public struct PreviewServer: Sendable {
    /// The folder as given, used in messages.
    public let directory: String
    /// The address to listen on.
    public let host: String
    /// The port to listen on; 0 picks a free port.
    public let port: Int
    /// What to watch and how to react to changes.
    public let liveReload: LiveReload
    /// The URL path the site is served at: `/`, or a project site's `/recipes/`.
    public var basePath: String { root.mount }

    private(set) var root: SiteRoot
    let hub: LiveReloadHub
    let output: ServerOutput

    /// Prepares to serve `directory`, which must be an existing folder, at the URL path
    /// `basePath` (`/recipes/` serves it as a host serves a project site: `/recipes/page/2/`,
    /// and the site's 404 page for every path outside it).
    ///
    /// - Throws: ``PreviewServerError`` when the folder or the port is unusable.
    public init(
        directory: String,
        host: String = "127.0.0.1",
        port: Int = 8080,
        liveReload: LiveReload = .off,
        basePath: String = "/"
    ) throws(PreviewServerError) {
        try self.init(directory: directory, host: host, port: port, liveReload: liveReload, output: .standard)
        let trimmed = basePath.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        root.mount = trimmed.isEmpty ? "/" : "/" + trimmed + "/"
    }

    init(directory: String, host: String, port: Int, liveReload: LiveReload, output: ServerOutput) throws(PreviewServerError) {
        guard (0...65535).contains(port) else { throw .invalidPort(port) }
        self.directory = directory
        self.host = host
        self.port = port
        self.liveReload = liveReload
        self.root = try SiteRoot(directory: directory)
        self.hub = LiveReloadHub()
        self.output = output
    }

    /// Serves until SIGINT or SIGTERM, then shuts down gracefully: open live
    /// reload streams are ended and requests in flight are completed.
    ///
    /// With ``LiveReload/rebuild(watching:rebuild:)`` the site is the one the
    /// caller has just rendered: it is rebuilt only when a watched file changes
    /// from the moment this is called.
    public func run() async throws {
        let loop = makeLiveLoop()
        let hub = self.hub
        let signals = ShutdownSignalObserver { Task { await hub.close() } }
        defer { signals.cancel() }
        let listening = ListeningFlag()
        let app = makeApplication { port in
            await listening.set()
            output.info("Serving \(directory) at \(Self.url(host: host, port: port))\(basePath.dropFirst())")
        }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                if let loop { group.addTask { await loop.run() } }
                try await app.runService()
                group.cancelAll()
            }
        } catch {
            guard await listening.value else {
                throw PreviewServerError.cannotListen(host: host, port: port, reason: String(describing: error))
            }
            throw error
        }
    }

    /// The application, for `run()` and for tests. `onRunning` receives the
    /// port actually bound.
    func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let isLive = if case .off = liveReload { false } else { true }
        let files = FileResponder(root: root, script: isLive ? LiveReloadScript() : nil, fileIO: FileIO())
        var app = Application(
            responder: SiteResponder(files: files, hub: isLive ? hub : nil),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }
        )
        app.logger.logLevel = .warning
        return app
    }

    /// The watcher loop for the live reload mode, or `nil` when it is off.
    func makeLiveLoop(interval: Duration = .milliseconds(200)) -> LivePreviewLoop? {
        switch liveReload {
        case .off:
            return nil
        case .watchServedFolder:
            let watcher = ChangeWatcher(paths: [root.path], interval: interval)
            return LivePreviewLoop(watcher: watcher, rebuild: nil, hub: hub, output: output)
        case .rebuild(let paths, let rebuild):
            let watcher = ChangeWatcher(paths: paths, interval: interval)
            var loop = LivePreviewLoop(watcher: watcher, rebuild: rebuild, hub: hub, output: output)
            loop.site = (root.path, root.mount)
            return loop
        }
    }

    /// `http://host:port/`, with IPv6 addresses in brackets.
    static func url(host: String, port: Int) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }
}

/// Remembers whether the server got as far as listening, to tell a failure
/// to bind from a failure later on.
private actor ListeningFlag {
    private(set) var value = false
    func set() { value = true }
}
