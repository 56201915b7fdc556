import Foundation

/// Runs headless Chromium on one file and returns the DOM it dumps.
struct ChromiumRunner {
    /// The browser executable (`chromium` on the PATH by default).
    var executable: String
    /// The device scale factor (`--force-device-scale-factor`).
    var scale: Double = 1
    /// Variables set in Chromium's environment (`FONTCONFIG_FILE` for `--fonts-from`).
    var environment: [String: String] = [:]
    /// Longest wait for one run, in seconds.
    var timeout: Double = 600

    /// The first of `candidates` found on the PATH (or given as a path), if any.
    static func find(_ candidates: [String] = ["chromium", "chromium-browser", "google-chrome", "chrome"]) -> String? {
        BrowserProcess.find(candidates)
    }

    /// Loads `file` (absolute path) with virtual time, so the harness's work completes before
    /// the DOM is dumped, and returns the dumped DOM. A run that crashes (headless Chromium now
    /// and then dies of a signal on a loaded machine) is tried again, up to `attempts` times, each
    /// with a fresh profile; a run that exits with an error is not.
    func dumpDOM(of file: String, profile: String, attempts: Int = 3) throws(VerificationError) -> String {
        var signals: [Int32] = []
        for attempt in 1...max(1, attempts) {
            let result = try run(file, profile: attempt == 1 ? profile : "\(profile)-\(attempt)")
            if result.succeeded { return result.output }
            guard result.crashed else {
                throw VerificationError("\(executable) failed (status \(result.status)) on \(file).")
            }
            signals.append(result.status)
        }
        let list = signals.map(String.init).joined(separator: ", ")
        throw VerificationError("\(executable) crashed \(signals.count) times (signals \(list)) on \(file).")
    }

    private func run(_ file: String, profile: String) throws(VerificationError) -> BrowserProcess.Result {
        // At scale 1, Chromium's own default: the flag is left out, as it always was.
        let scaling = scale == 1 ? [] : ["--force-device-scale-factor=\(scale)"]
        let process = BrowserProcess(executable: executable, arguments: [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
            "--no-first-run", "--disable-extensions", "--allow-file-access-from-files",
            "--user-data-dir=\(profile)", "--virtual-time-budget=100000000", "--dump-dom",
        ] + scaling + [URL(fileURLWithPath: file).absoluteString], environment: environment, timeout: timeout)
        return try process.run(errorFile: URL(fileURLWithPath: profile + ".log"))
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
