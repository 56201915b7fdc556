#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the server writes what the person at the terminal should see.
struct ServerOutput: Sendable {
    /// Progress: the URL, rebuild summaries.
    let info: @Sendable (String) -> Void
    /// Problems: rebuild errors.
    let error: @Sendable (String) -> Void

    /// Standard output and standard error, written unbuffered line by line.
    static let standard = ServerOutput(
        info: { line in writeLine(line, to: STDOUT_FILENO) },
        error: { line in writeLine(line, to: STDERR_FILENO) }
    )

    private static func writeLine(_ line: String, to descriptor: Int32) {
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
