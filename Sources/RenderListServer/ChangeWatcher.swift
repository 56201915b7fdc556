#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Detects changes to files by polling their status, which works the same on
/// every platform and file system.
///
/// A watched path may be a file or a folder; folders are walked recursively
/// (symbolic links to folders are not followed). A path that is missing is
/// watched for appearing. A change is reported once the files have stopped
/// changing for one polling interval, so a burst of writes becomes one event.
struct ChangeWatcher: Sendable {
    /// Everything known about the watched files at one moment.
    typealias Snapshot = [String: FileStatus]

    let paths: [String]
    let interval: Duration

    init(paths: [String], interval: Duration = .milliseconds(200)) {
        self.paths = paths
        self.interval = interval
    }

    /// Polls until cancelled, calling `onChange` after each settled change
    /// relative to `baseline`. Changes made while `onChange` runs are
    /// reported afterwards.
    func run(from baseline: Snapshot, onChange: @Sendable () async -> Void) async {
        var last = baseline
        while !Task.isCancelled {
            guard (try? await Task.sleep(for: interval)) != nil else { return }
            var current = snapshot()
            guard current != last else { continue }
            while true {
                guard (try? await Task.sleep(for: interval)) != nil else { return }
                let next = snapshot()
                if next == current { break }
                current = next
            }
            last = current
            await onChange()
        }
    }

    /// The current status of every watched file.
    func snapshot() -> Snapshot {
        var result: Snapshot = [:]
        for path in paths {
            if Self.isRealDirectory(path) {
                Self.walk(path, into: &result)
            } else if let status = FileStatus.of(path) {
                result[path] = status
            }
        }
        return result
    }

    private static func walk(_ folder: String, into result: inout Snapshot) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            if isRealDirectory(path) {
                walk(path, into: &result)
            } else if let status = FileStatus.of(path) {
                result[path] = status
            }
        }
    }

    /// Whether `path` is a folder itself rather than a link to one.
    private static func isRealDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
