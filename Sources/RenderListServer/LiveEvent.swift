/// A message sent to browser tabs over the live reload event stream.
enum LiveEvent: Sendable, Equatable {
    /// Sent once when a tab connects.
    case ready
    /// The site was rebuilt; the tab should reload. Carries the summary.
    case reload(summary: String)
    /// The rebuild failed; the tab should show the message over the page.
    case failure(message: String)
    /// A comment that keeps idle connections open and reveals closed ones.
    case keepAlive

    /// The event in `text/event-stream` format, including the blank line
    /// that ends it.
    var serialized: String {
        switch self {
        case .ready: "retry: 1000\nevent: ready\ndata: ok\n\n"
        case .reload(let summary): "event: reload\n" + Self.dataLines(summary) + "\n"
        case .failure(let message): "event: failure\n" + Self.dataLines(message) + "\n"
        case .keepAlive: ": keep-alive\n\n"
        }
    }

    /// One `data:` line per line of `text`, so multi-line messages survive.
    private static func dataLines(_ text: String) -> String {
        let normalized = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        return normalized.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "data: \($0)\n" }
            .joined()
    }
}
