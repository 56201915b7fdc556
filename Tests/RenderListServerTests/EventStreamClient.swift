#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP client for reading a server-sent event stream in tests,
/// written on plain sockets because a streaming response never ends and the
/// test clients wait for the whole body.
final class EventStreamClient {
    enum Failure: Error, CustomStringConvertible {
        case cannotConnect(Int32)
        case timedOut(waitingFor: String, received: String)
        case closed(received: String)

        var description: String {
            switch self {
            case .cannotConnect(let code): "Could not connect to the test server (errno \(code))."
            case .timedOut(let text, let received): "Timed out waiting for \(text.debugDescription); received \(received.debugDescription)."
            case .closed(let received): "The server closed the stream; received \(received.debugDescription)."
            }
        }
    }

    private let descriptor: Int32
    /// Everything received so far.
    private var received: [UInt8] = []
    /// Where the next `wait(for:)` starts looking.
    private var cursor = 0
    private var receivedText: String { String(decoding: received, as: UTF8.self) }

    /// Connects to 127.0.0.1:`port` and requests `path`.
    init(port: Int, path: String) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw Failure.cannotConnect(errno)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let request = Array("GET \(path) HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit { close(descriptor) }

    /// Waits until `text` arrives after whatever the previous wait consumed,
    /// and returns everything received up to and including it. The patience is generous: the
    /// suite runs beside hundreds of other tests, some of them driving Chromium, and on a busy
    /// two-core machine the watcher's task has been seen to wait more than 10 s for a thread.
    @discardableResult
    func wait(for text: String, timeout: Duration = .seconds(40)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            // Read before looking at the clock: on a busy machine this task may wake long after
            // its sleep, past the deadline, with the awaited text already in the socket.
            var closing: (any Error)?
            do { try readAvailable() } catch { closing = error }
            if let match = received[cursor...].firstRange(of: Array(text.utf8)) {
                let chunk = String(decoding: received[cursor..<match.upperBound], as: UTF8.self)
                cursor = match.upperBound
                return chunk
            }
            if let closing { throw closing }
            guard ContinuousClock.now < deadline else { throw Failure.timedOut(waitingFor: text, received: receivedText) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    private func readAvailable() throws {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: buffer[..<count])
                continue
            }
            if count == 0 { throw Failure.closed(received: receivedText) }
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            throw Failure.closed(received: receivedText)
        }
    }
}
