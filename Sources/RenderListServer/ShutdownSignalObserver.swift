import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls a handler when SIGINT or SIGTERM arrives, alongside Hummingbird's
/// own graceful shutdown on the same signals.
///
/// The server needs this because a graceful shutdown waits for requests in
/// flight, and live reload event streams never finish on their own.
final class ShutdownSignalObserver: @unchecked Sendable {
    // Immutable after init; DispatchSource is thread-safe.
    private let sources: [any DispatchSourceSignal]

    init(signals: [Int32] = [SIGINT, SIGTERM], handler: @escaping @Sendable () -> Void) {
        sources = signals.map { number in
            // Dispatch delivers the signal only if its default action is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
    }

    /// Stops observing. The signals stay ignored; Hummingbird owns them.
    func cancel() {
        for source in sources { source.cancel() }
    }
}
