/// Something a render could do, but that the user should hear about (a missing image, a URL that
/// was dropped). Warnings never stop a render.
public struct RenderWarning: Equatable, Sendable, CustomStringConvertible {
    /// Where it comes from, when known.
    public var location: SourceLocation?
    /// The data row involved, if any.
    public var rowIndex: Int?
    /// The data key involved, if any.
    public var key: String?
    /// A whole sentence.
    public var message: String

    /// A warning; `message` is a whole sentence.
    public init(location: SourceLocation? = nil, rowIndex: Int? = nil, key: String? = nil, message: String) {
        self.location = location
        self.rowIndex = rowIndex
        self.key = key
        self.message = message
    }

    /// `warning: file:line: message`.
    public var description: String {
        "warning: " + (location.map { "\($0): " } ?? "") + message
    }
}

/// Collects warnings, once per kind and key, so a problem repeated on a million rows is one line.
final class WarningLog {
    private(set) var warnings: [RenderWarning] = []
    private var seen: Set<String> = []
    /// How many warnings were folded into earlier ones.
    private(set) var repeats = 0

    /// Records `warning` unless one of the same `kind` and key was recorded already.
    func report(_ warning: RenderWarning, kind: String) {
        let identity = kind + "\u{0}" + (warning.key ?? "")
        guard seen.insert(identity).inserted else {
            repeats += 1
            return
        }
        warnings.append(warning)
    }
}
