import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock on a file beside the output folder, held for the life of a render, so that
/// two runs into one folder never interleave. The kernel drops it if the process dies.
///
/// The file is removed when the lock is released (and when the run is interrupted by SIGINT,
/// SIGTERM or SIGHUP), so that it does not linger beside the site. A run that opened the file
/// just before its holder removed it would lock a file no one else can see: it checks that the
/// file it locked is still the one at the path, and opens the path again when it is not.
final class FileLock {
    private let descriptor: Int32
    private let path: String

    init(path: String, folder: String) throws(SiteError) {
        self.path = path
        var attempts = 0
        while true {
            let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw SiteError(path: folder, message: "render-list could not create its lock file \(path) (\(String(cString: strerror(errno)))). Check that the folder holding the output is writable.")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw SiteError(path: folder, message: "Another render-list is writing into this folder right now (it holds \(path)). Wait for it to finish, then run again.")
            }
            attempts += 1
            if Self.isStillAtPath(descriptor, path) || attempts == 10 {
                self.descriptor = descriptor
                break
            }
            close(descriptor)
        }
        InterruptCleanup.register(path)
    }

    deinit {
        InterruptCleanup.unregister()
        // Removed while still held: a run waiting for it finds the path gone, or a new file.
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Whether the file open at `descriptor` is the one at `path` (not removed since it was opened).
    private static func isStillAtPath(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }
}

/// Removes the lock file of the render in progress when the process is interrupted (Ctrl+C,
/// `kill`), then lets the signal end the process as it would have. Installed only for signals
/// nobody else handles: the preview server's own handlers are left alone.
enum InterruptCleanup {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The lock file's path as a C string, read by the handler (which may only call
    /// async-signal-safe functions, such as unlink).
    nonisolated(unsafe) private static var lockPath: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var installed: [Int32] = []

    static func register(_ path: String) {
        unregister()
        lockPath = strdup(path)
        for number in signals {
            let previous = signal(number, handle)
            if previous == nil {  // SIG_DFL
                installed.append(number)
            } else {
                signal(number, previous)
            }
        }
    }

    static func unregister() {
        for number in installed { signal(number, SIG_DFL) }
        installed = []
        let path = lockPath
        lockPath = nil
        free(path)
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        if let path = InterruptCleanup.lockPath { unlink(path) }
        signal(number, SIG_DFL)
        raise(number)
    }
}
