#if canImport(Glibc)
import Glibc
#endif

/// Runs work on a fresh thread with a small stack (1 MiB, as much as a secondary thread gets
/// with AddressSanitizer's larger frames taken into account), so that recursion growing with
/// the input's nesting overflows here, in the fuzzer, rather than on some thread in production.
enum SmallStack {
    static let size = 1 << 20

    /// Runs `body` on a new thread with a ``size``-byte stack and waits for it.
    static func run(_ body: @escaping () -> Void) {
        final class Box { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        guard status == 0 else { fatalError("pthread_create failed: \(status)") }
        pthread_join(thread, nil)
    }
}
