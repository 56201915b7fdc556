/// CSS the layout stage read but does not model, and that can change a row's height.
struct LayoutWarning: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line in the template where the declaration, rule or attribute starts (0: unknown).
    var line: Int
    /// The property, at-rule or selector concerned (`width`, `@media`, `::before`).
    var subject: String
    /// What the model did instead, in plain words.
    var message: String

    var description: String { "line \(line): \(subject): \(message)" }
}

/// Collects warnings once per (subject, line), in the order they were first seen.
final class LayoutWarningLog {
    private(set) var warnings: [LayoutWarning] = []
    private var seen: Set<SeenKey> = []

    private struct SeenKey: Hashable {
        var subject: String
        var line: Int
    }

    /// Records a warning unless one with the same subject and line was recorded already.
    func record(_ subject: String, line: Int, _ message: String) {
        guard seen.insert(SeenKey(subject: subject, line: line)).inserted else { return }
        warnings.append(LayoutWarning(line: line, subject: subject, message: message))
    }

    /// Records every warning of `others` (deduplicated).
    func record(contentsOf others: [LayoutWarning]) {
        for warning in others { record(warning.subject, line: warning.line, warning.message) }
    }
}
