/// What the server watches, and what it does when something changes.
public enum LiveReload: Sendable {
    /// Serve the files exactly as they are on disk; no script is inserted.
    case off

    /// Watch every file under the served folder and tell open tabs to reload
    /// when any of them changes (after writes have settled for 200 ms).
    case watchServedFolder

    /// Live preview: watch `paths` (files or folders), call `rebuild` after
    /// each settled change, then tell open tabs to reload: only those that
    /// show a page whose file changed, when nothing else in the served folder
    /// changed (a stylesheet, a font, an image reloads every tab).
    ///
    /// `rebuild` returns a one-line summary printed to standard output. When
    /// it throws, the error's description is printed to standard error and
    /// shown over the page in every open tab; the files already in the
    /// served folder keep being served, so `rebuild` must not leave a
    /// half-written site behind when it fails.
    case rebuild(watching: [String], rebuild: @Sendable () async throws -> String)
}
