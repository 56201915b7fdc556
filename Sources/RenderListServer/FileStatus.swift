#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says about a path, reduced to what the server and the
/// watcher need. Symbolic links are followed.
struct FileStatus: Sendable, Equatable {
    /// The kinds of file the server tells apart.
    enum Kind: Sendable, Equatable {
        case regular
        case directory
        case other
    }

    let kind: Kind
    let size: Int
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let inode: UInt64

    /// Reads the status of `path`, or returns `nil` when it cannot be read
    /// (missing file, dangling link, permission denied).
    static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStatus(
            kind: kind,
            size: Int(info.st_size),
            modifiedSeconds: Int(modified.tv_sec),
            modifiedNanoseconds: Int(modified.tv_nsec),
            inode: UInt64(info.st_ino)
        )
    }

    /// Returns the canonical absolute path of `path` with every symbolic link
    /// resolved, or `nil` when the path does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
