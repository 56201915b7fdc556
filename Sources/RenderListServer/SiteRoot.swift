/// The folder being served, and the only place files are ever read from.
///
/// A request path is percent-decoded exactly once. Paths containing NUL bytes
/// or backslashes (raw or encoded), invalid percent escapes or `.`/`..`
/// segments are rejected as bad requests. The remaining path is resolved with
/// `realpath(3)` and must still lie inside the canonical root, so symbolic
/// links that lead out of the folder are treated as missing files.
struct SiteRoot: Sendable {
    /// The outcome of mapping a request path to the file system.
    enum Resolution: Sendable, Equatable {
        /// A regular file inside the root; `name` is the requested file name,
        /// which decides the content type.
        case file(path: String, name: String, status: FileStatus)
        /// A folder requested without its trailing slash.
        case redirect(location: String)
        /// Nothing servable exists at this path.
        case notFound
        /// The path can never name a file inside the root.
        case badRequest(reason: String)
    }

    /// Canonical absolute path of the root folder.
    let path: String
    /// The URL path the folder is served at, still percent-encoded, from `/` to `/`: `/` for a
    /// host's root, `/recipes/` for a project site (`--base-url`'s path). Paths outside it are
    /// missing, and the path itself without its last `/` is sent to it.
    var mount = "/"

    /// Creates a root for `directory`, which must exist and be a folder.
    init(directory: String) throws(PreviewServerError) {
        guard let canonical = FileStatus.canonicalPath(directory),
            FileStatus.of(canonical)?.kind == .directory
        else { throw .notADirectory(path: directory) }
        self.path = canonical
    }

    /// Maps a raw (still percent-encoded) request path to a file.
    func resolve(rawPath full: String, query: String = "") -> Resolution {
        guard mount != "/" else { return resolve(rawPath: full, inMount: full, query: query) }
        guard full.hasPrefix(mount) else {
            return full + "/" == mount ? .redirect(location: Self.folderLocation(rawPath: full, query: query)) : .notFound
        }
        return resolve(rawPath: "/" + full.dropFirst(mount.count), inMount: full, query: query)
    }

    /// Maps `rawPath`, relative to ``mount`` (`full` is the request's whole path), to a file.
    private func resolve(rawPath: String, inMount full: String, query: String) -> Resolution {
        let segments: [String]
        switch RequestPath.decode(rawPath) {
        case .failure(let reason): return .badRequest(reason: reason.description)
        case .success(let decoded): segments = decoded
        }
        let wantsFolder = rawPath.hasSuffix("/")
        let candidate = segments.isEmpty ? path : path + "/" + segments.joined(separator: "/")
        guard let (resolved, status) = contained(candidate) else { return .notFound }
        switch status.kind {
        case .directory where !wantsFolder:
            return .redirect(location: Self.folderLocation(rawPath: full, query: query))
        case .directory:
            guard let (index, indexStatus) = contained(resolved + "/index.html"),
                indexStatus.kind == .regular
            else { return .notFound }
            return .file(path: index, name: "index.html", status: indexStatus)
        case .regular where !wantsFolder:
            return .file(path: resolved, name: segments.last ?? "", status: status)
        case .regular, .other:
            return .notFound
        }
    }

    /// Resolves a path relative to the root itself, such as `404.html`.
    func file(named name: String) -> Resolution {
        guard let (resolved, status) = contained(path + "/" + name), status.kind == .regular else {
            return .notFound
        }
        return .file(path: resolved, name: name, status: status)
    }

    /// Canonicalises `candidate` and returns it with its status when it lies
    /// inside the root.
    private func contained(_ candidate: String) -> (String, FileStatus)? {
        guard let resolved = FileStatus.canonicalPath(candidate) else { return nil }
        let inside = resolved == path || resolved.hasPrefix(path == "/" ? "/" : path + "/")
        guard inside, let status = FileStatus.of(resolved) else { return nil }
        return (resolved, status)
    }

    /// Builds the redirect target for a folder: the same raw path with one
    /// leading slash (so `//host` can never become a protocol-relative URL)
    /// and a trailing slash.
    private static func folderLocation(rawPath: String, query: String) -> String {
        let trimmed = rawPath.drop { $0 == "/" }
        let location = "/" + trimmed + "/"
        return query.isEmpty ? location : location + "?" + query
    }
}
