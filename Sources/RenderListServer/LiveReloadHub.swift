/// Fans live reload events out to every connected browser tab.
///
/// The hub remembers whether the last rebuild failed, so a tab that connects
/// (or reloads) while the site is broken is shown the error straight away.
actor LiveReloadHub {
    private var subscribers: [Int: AsyncStream<LiveEvent>.Continuation] = [:]
    private var nextID = 0
    private var currentFailure: String?
    private var isClosed = false

    /// The number of connected tabs.
    var subscriberCount: Int { subscribers.count }

    /// Registers a tab. The stream starts with `.ready`, then the current
    /// failure if there is one; it finishes when the hub closes.
    func subscribe() -> (id: Int, events: AsyncStream<LiveEvent>) {
        let (events, continuation) = AsyncStream.makeStream(of: LiveEvent.self, bufferingPolicy: .bufferingNewest(32))
        let id = nextID
        nextID += 1
        continuation.yield(.ready)
        if let currentFailure { continuation.yield(.failure(message: currentFailure)) }
        if isClosed {
            continuation.finish()
        } else {
            subscribers[id] = continuation
        }
        return (id, events)
    }

    /// Forgets a tab whose connection has ended.
    func unsubscribe(_ id: Int) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    /// Sends `event` to every tab and records the build state it implies.
    func publish(_ event: LiveEvent) {
        switch event {
        case .reload, .pages: currentFailure = nil
        case .failure(let message): currentFailure = message
        case .ready, .keepAlive: break
        }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// Ends every stream so open requests complete and the server can shut
    /// down gracefully; later subscribers get a stream that ends at once.
    func close() {
        isClosed = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }
}
