#if canImport(Glibc)
import Glibc
#endif

/// The bytes libFuzzer hands a target, written to a file: render-list's readers take paths, so
/// every input goes through the same file-opening code the command uses. The file lives in a
/// folder of this process's own under `FUZZ_INPUT_DIR`, else /dev/shm (memory-backed) when it
/// exists, else /tmp, and is rewritten for each input.
enum FuzzInput {
    /// The folder of this process's input files.
    private static let folder: String = {
        // Scripts/fuzz.sh names a folder it removes after the run (libFuzzer's fork mode
        // starts a process per job, each with a folder of its own).
        let base = getenv("FUZZ_INPUT_DIR").map { String(cString: $0) }
            ?? (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp")
        var template = Array("\(base)/render-list-fuzz-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { fatalError("cannot create a folder for fuzz inputs") }
        return String(cString: template)
    }()

    /// Writes `size` bytes from `data` to the file `name` in this process's folder.
    /// - Returns: the file's path.
    static func write(_ data: UnsafePointer<UInt8>?, _ size: Int, name: String) -> String {
        let path = "\(folder)/\(name)"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { fatalError("cannot write \(path)") }
        defer { close(descriptor) }
        var written = 0
        while written < size, let data {
            let count = Glibc.write(descriptor, data + written, size - written)
            guard count > 0 else { fatalError("cannot write \(path)") }
            written += count
        }
        return path
    }

    /// Copies the file at `source` to `destination`.
    /// - Returns: false when either file cannot be opened.
    static func copy(_ source: String, to destination: String) -> Bool {
        let input = open(source, O_RDONLY)
        guard input >= 0 else { return false }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard output >= 0 else { return false }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { return count == 0 }
            guard buffer.withUnsafeBytes({ Glibc.write(output, $0.baseAddress, count) }) == count else { return false }
        }
    }
}
