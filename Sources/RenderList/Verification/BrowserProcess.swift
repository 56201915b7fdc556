import Foundation

/// One run of a browser (or of the driver that runs one): its arguments, the environment it
/// gets besides ours, and the longest it may take.
struct BrowserProcess {
    /// What the run printed, and how it ended.
    struct Result {
        var output: String
        var errors: String
        var succeeded: Bool
        var status: Int32
        /// Whether a signal ended it (the browser crashed), not its own exit nor our timeout.
        var crashed: Bool
    }

    var executable: String
    var arguments: [String]
    /// Variables set (or replaced) in the environment the process inherits.
    var environment: [String: String] = [:]
    /// Longest wait, in seconds; the process is stopped after it.
    var timeout: Double = 600

    /// The first of `candidates` found on the PATH (or given as a path), if any.
    static func find(_ candidates: [String]) -> String? {
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

    /// Runs the process to its end; standard error goes to `errorFile` while it runs.
    func run(errorFile: URL) throws(VerificationError) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let errors = try? FileHandle(forWritingTo: errorFile)
        process.standardError = errors ?? FileHandle.nullDevice
        defer { try? errors?.close() }
        do { try process.run() } catch {
            throw VerificationError("Could not start \(executable): \(error.localizedDescription).")
        }
        let start = DispatchTime.now()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let timedOut = seconds >= timeout
        let written = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return Result(output: String(decoding: data, as: UTF8.self), errors: written,
                      succeeded: process.terminationReason == .exit && process.terminationStatus == 0,
                      status: process.terminationStatus,
                      crashed: process.terminationReason == .uncaughtSignal && !timedOut)
    }
}
