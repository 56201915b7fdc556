import Foundation

/// Runs headless Chromium on one file and returns the DOM it dumps.
struct ChromiumRunner {
    /// The browser executable (`chromium` on the PATH by default).
    var executable: String
    /// Longest wait for one run, in seconds.
    var timeout: Double = 600

    /// The first of `candidates` found on the PATH (or given as a path), if any.
    static func find(_ candidates: [String] = ["chromium", "chromium-browser", "google-chrome", "chrome"]) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in candidates {
            if name.contains("/") { if FileManager.default.isExecutableFile(atPath: name) { return name } else { continue } }
            for directory in paths {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Loads `file` (absolute path) with virtual time, so the harness's work completes before
    /// the DOM is dumped, and returns the dumped DOM.
    func dumpDOM(of file: String, profile: String) throws(VerificationError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
            "--no-first-run", "--disable-extensions", "--allow-file-access-from-files",
            "--user-data-dir=\(profile)", "--virtual-time-budget=100000000", "--dump-dom",
            URL(fileURLWithPath: file).absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw VerificationError("could not start \(executable): \(error.localizedDescription)")
        }
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw VerificationError("\(executable) failed (status \(process.terminationStatus)) on \(file)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Why verification could not run (not: rows that are off, which are its result).
public struct VerificationError: Error, CustomStringConvertible, Sendable {
    /// The message, a whole sentence.
    public var description: String

    init(_ message: String) {
        description = message
    }
}
