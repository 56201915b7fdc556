import Foundation

/// A message sent to browser tabs over the live reload event stream.
enum LiveEvent: Sendable, Equatable {
    /// Sent once when a tab connects.
    case ready
    /// The site was rebuilt; the tab should reload. Carries the summary.
    case reload(summary: String)
    /// The site was rebuilt and changed only these pages (their URL paths, decoded): a tab
    /// reloads when it shows one of them, or shows a failed rebuild's message. Carries the summary.
    case pages(summary: String, paths: [String])
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
        case .pages(let summary, let paths): "event: pages\n" + Self.dataLines(Self.json(summary: summary, paths: paths)) + "\n"
        case .failure(let message): "event: failure\n" + Self.dataLines(message) + "\n"
        case .keepAlive: ": keep-alive\n\n"
        }
    }

    /// `{"summary": …, "pages": […]}` on one line.
    private static func json(summary: String, paths: [String]) -> String {
        let quoted = ([summary] + paths).map { text in
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                    escaped += String(format: "\\u%04x", scalar.value)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        }
        return "{\"summary\":\(quoted[0]),\"pages\":[\(quoted.dropFirst().joined(separator: ","))]}"
    }

    /// One `data:` line per line of `text`, so multi-line messages survive.
    private static func dataLines(_ text: String) -> String {
        let normalized = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        return normalized.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "data: \($0)\n" }
            .joined()
    }
}
