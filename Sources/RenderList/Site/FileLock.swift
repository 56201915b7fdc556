import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock on a file beside the output folder, held for the life of a render, so that
/// two runs into one folder never interleave. The kernel drops it if the process dies.
final class FileLock {
    private let descriptor: Int32

    init(path: String, folder: String) throws(SiteError) {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SiteError(path: folder, message: "render-list could not create its lock file \(path) (\(String(cString: strerror(errno)))). Check that the folder holding the output is writable.")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw SiteError(path: folder, message: "Another render-list is writing into this folder right now (it holds \(path)). Wait for it to finish, then run again.")
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
