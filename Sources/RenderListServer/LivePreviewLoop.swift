/// Connects a ``ChangeWatcher`` to the rebuild closure and the tabs.
struct LivePreviewLoop: Sendable {
    let watcher: ChangeWatcher
    /// `nil` when only the served folder is watched: nothing to rebuild.
    let rebuild: (@Sendable () async throws -> String)?
    let hub: LiveReloadHub
    let output: ServerOutput
    /// The served folder and the URL path it is served at, when a rebuild writes it: tabs then
    /// reload only when their page changed (``PageChanges``).
    var site: (root: String, mount: String)?
    var keepAliveInterval: Duration = .seconds(15)
    /// The files as they were when the loop was made; changes made after
    /// that moment are reported even if they happen before `run()` starts.
    let baseline: ChangeWatcher.Snapshot

    init(watcher: ChangeWatcher, rebuild: (@Sendable () async throws -> String)?, hub: LiveReloadHub, output: ServerOutput) {
        self.watcher = watcher
        self.rebuild = rebuild
        self.hub = hub
        self.output = output
        self.baseline = watcher.snapshot()
    }

    /// Watches and keeps idle event streams alive until cancelled.
    func run() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await watcher.run(from: baseline) { await self.filesChanged() } }
            group.addTask { await self.sendKeepAlives() }
        }
    }

    /// Rebuilds if there is something to rebuild, then tells the tabs.
    func filesChanged() async {
        guard rebuild != nil else {
            output.info("Files changed; reloading open pages.")
            await hub.publish(.reload(summary: "Files changed."))
            return
        }
        await rebuildNow()
    }

    /// Runs `rebuild` and reports the outcome to the terminal and the tabs.
    func rebuildNow() async {
        guard let rebuild else { return }
        let files = site.map { ChangeWatcher(paths: [$0.root]) }
        let before = files?.snapshot()
        do {
            let summary = try await rebuild()
            output.info("Rebuilt: \(summary)")
            if let site, let before, let after = files?.snapshot(),
               let pages = PageChanges.paths(before: before, after: after, root: site.root, mount: site.mount) {
                await hub.publish(.pages(summary: summary, paths: pages))
            } else {
                await hub.publish(.reload(summary: summary))
            }
        } catch {
            let message = String(describing: error)
            output.error("Rebuild failed; still serving the last good site.\n\(message)")
            await hub.publish(.failure(message: message))
        }
    }

    private func sendKeepAlives() async {
        while (try? await Task.sleep(for: keepAliveInterval)) != nil {
            await hub.publish(.keepAlive)
        }
    }
}
