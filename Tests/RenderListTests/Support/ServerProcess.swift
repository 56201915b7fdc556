import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `render-list … --serve` process for a test: started, asked for its URL, stopped.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var printed = ""

    init(_ executable: URL, _ arguments: [String], in folder: URL) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.printed += text }
        }
        try process.run()
    }

    deinit { stop() }

    /// Everything the process printed so far.
    var output: String { lock.withLock { printed } }

    /// The URL from the `Serving … at URL` line, waiting up to `seconds` for it.
    func url(within seconds: Double = 30) throws -> URL {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let match = output.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression) {
                return URL(string: String(output[match]))!
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw ServerProcessError(message: "no URL within \(seconds) s; it printed: \(output)")
    }

    func stop() {
        if process.isRunning {
            process.interrupt()
            process.waitUntilExit()
        }
    }

    /// The body of `url`, fetched over HTTP.
    static func fetch(_ url: URL) async throws -> String {
        let (data, _) = try await URLSession.shared.data(from: url)
        return String(decoding: data, as: UTF8.self)
    }
}

struct ServerProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
