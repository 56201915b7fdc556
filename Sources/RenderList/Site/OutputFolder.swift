import CFileSystem
import Foundation

/// The folder a site is published into, and the discipline around it: a lock against two runs
/// at once, a staging folder beside it where the new site is written, and an atomic swap at the
/// end. A run that fails or is killed leaves the previous site complete; files that render-list
/// did not write (listed in no manifest of ours) are carried into every new site, never deleted.
final class OutputFolder {
    /// The folder as the user named it, and as it really is (symlinks resolved).
    let path: String
    let resolved: URL
    /// Where the new site is written until it is published.
    let staging: URL
    static let manifestName = ".render-list-manifest"
    private let lock: FileLock
    /// Folders of the staging tree known to exist.
    private var madeFolders: Set<String> = []
    /// Guards ``madeFolders``: pages and images are staged from several threads.
    private let foldersLock = NSLock()

    /// Checks that `path` may be published into and takes its lock.
    /// - Parameter protected: files the render reads (data, template); the output folder may
    ///   neither be their folder nor contain them.
    init(path: String, protected: [String]) throws(SiteError) {
        self.path = path
        resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
        try OutputFolderPolicy.check(resolved, named: path, protected: protected)
        let parent = resolved.deletingLastPathComponent()
        let name = resolved.lastPathComponent
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        lock = try FileLock(path: parent.appendingPathComponent(".\(name).render-list.lock").path, folder: path)
        staging = parent.appendingPathComponent(".\(name).render-list-new")
        try recoverInterruptedRun(parent: parent, name: name)
        try Self.makeFreshFolder(staging)
    }

    deinit {
        abandon()
    }

    /// Removes the staging folder and what was written into it; the previous site stays as it
    /// was. A failed render calls it at once: threads that rendered rows may hold the folder
    /// past the error, and a staging folder left behind would take room on a full disk.
    func abandon() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// The URL of `relative` inside the staging folder, with its folders created.
    func stagedFile(_ relative: String) throws(SiteError) -> URL {
        let url = staging.appendingPathComponent(relative)
        let folder = url.deletingLastPathComponent()
        foldersLock.lock()
        defer { foldersLock.unlock() }
        guard !madeFolders.contains(folder.path) else { return url }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            madeFolders.insert(folder.path)
        } catch {
            throw SiteError(path: path, message: "render-list could not create a folder for \(relative) (\(error.localizedDescription)). Check that the folder beside the output is writable.")
        }
        return url
    }

    /// Writes the manifest of `written`, carries over the files render-list did not write, and
    /// swaps the staging folder in place of the old site in one step.
    func publish(written: [String]) throws(SiteError) {
        try ForeignFiles(site: resolved, path: path).carry(into: staging, written: Set(written))
        _ = try write(written.sorted().joined(separator: "\n") + "\n", to: Self.manifestName)
        try swapIn()
    }

    private func swapIn() throws(SiteError) {
        let manager = FileManager.default
        let retired = resolved.deletingLastPathComponent().appendingPathComponent(".\(resolved.lastPathComponent).render-list-old")
        if !manager.fileExists(atPath: resolved.path) {
            guard rename(staging.path, resolved.path) == 0 else { throw failure("move the new site into place") }
            return
        }
        if rl_exchange_paths(staging.path, resolved.path) == 0 {
            try? manager.removeItem(at: staging) // holds the previous site now
            return
        }
        guard rename(resolved.path, retired.path) == 0 else { throw failure("set the previous site aside") }
        guard rename(staging.path, resolved.path) == 0 else {
            _ = rename(retired.path, resolved.path)
            throw failure("move the new site into place")
        }
        try? manager.removeItem(at: retired)
    }

    /// A run killed between the two renames of the fallback swap left the old site aside: put it
    /// back. Leftover staging folders are ours and are removed.
    private func recoverInterruptedRun(parent: URL, name: String) throws(SiteError) {
        let manager = FileManager.default
        let retired = parent.appendingPathComponent(".\(name).render-list-old")
        if manager.fileExists(atPath: retired.path) {
            if !manager.fileExists(atPath: resolved.path) {
                guard rename(retired.path, resolved.path) == 0 else { throw failure("restore the previous site") }
            } else {
                try? manager.removeItem(at: retired)
            }
        }
    }

    private static func makeFreshFolder(_ url: URL) throws(SiteError) {
        let manager = FileManager.default
        do {
            if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw SiteError(path: url.path, message: "render-list could not create its staging folder (\(error.localizedDescription)). Check that the folder holding the output is writable.")
        }
    }

    private func failure(_ action: String) -> SiteError {
        SiteError(path: path, message: "render-list could not \(action) (\(String(cString: strerror(errno)))). The previous site is unchanged.")
    }
}
