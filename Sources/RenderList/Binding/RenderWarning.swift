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
    /// Where the warning of each kind and key is in ``warnings``.
    private var positions: [String: Int] = [:]
    /// How many warnings were folded into earlier ones.
    private(set) var repeats = 0

    /// Records `warning` unless one of the same `kind` and key was recorded already.
    func report(_ warning: RenderWarning, kind: String) {
        let identity = kind + "\u{0}" + (warning.key ?? "")
        guard positions[identity] == nil else {
            repeats += 1
            return
        }
        positions[identity] = warnings.count
        warnings.append(warning)
    }

    /// Takes in what `other` recorded over other rows (another thread's log): of two warnings
    /// of one kind and key, the earlier row's is kept, as one log over all the rows keeps it.
    func absorb(_ other: WarningLog) {
        repeats += other.repeats
        for (identity, position) in other.positions.sorted(by: { $0.value < $1.value }) {
            let warning = other.warnings[position]
            guard let mine = positions[identity] else {
                positions[identity] = warnings.count
                warnings.append(warning)
                continue
            }
            repeats += 1
            if let row = warning.rowIndex, row < warnings[mine].rowIndex ?? .max { warnings[mine] = warning }
        }
    }
}
