import Foundation

/// Runs a program and collects what it printed.
struct CommandResult {
    var status: Int32
    var output: String
    var errors: String
}

enum CommandRunner {
    /// Runs `executable` with `arguments` in `folder` and waits for it.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             output: String(decoding: outData, as: UTF8.self),
                             errors: String(decoding: errData, as: UTF8.self))
    }

    /// The first of `names` found on the PATH.
    static func find(_ names: [String]) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }
}
