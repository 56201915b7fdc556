/// Streams the tokens of a ``DataValue`` held in memory, depth first with an explicit stack, so
/// that values in memory go through the same ``ListNormalizer`` as files: rows, arrays of
/// arrays and `sections` dictionaries are normalized alike.
///
/// Nothing is copied: the stack holds the arrays and dictionaries being walked (copy on write,
/// never written). A dictionary's keys come sorted, so that a render does not depend on the
/// order a hash table keeps them in. Nesting deeper than ``DataLimits/maximumDepth`` is refused,
/// as in files.
final class ValueTokenizer: DataTokenizer {
    let format = DataFormat.values
    /// The name messages give the values (they have no file).
    let path: String
    private let root: DataValue
    private var started = false
    private var stack: [Frame] = []

    /// A container being walked: its items (a dictionary's as sorted pairs) and the next one.
    private enum Frame {
        case array([DataValue], next: Int)
        /// `keyGiven`: the key of entry `next` was returned, its value comes next.
        case dictionary([(key: String, value: DataValue)], next: Int, keyGiven: Bool)
    }

    /// A tokenizer over `root`, named `name` in messages.
    init(root: DataValue, name: String) {
        self.root = root
        self.path = name
    }

    /// Values have no lines: locations name the values only.
    var location: SourceLocation { SourceLocation(path: path) }
    var rowLocation: SourceLocation? { nil }

    func next() throws(DataError) -> DataToken {
        guard started else {
            started = true
            return try open(root)
        }
        guard let frame = stack.popLast() else { return .end }
        switch frame {
        case .array(let items, let next):
            guard next < items.count else { return .arrayEnd }
            stack.append(.array(items, next: next + 1))
            return try open(items[next])
        case .dictionary(let entries, let next, let keyGiven):
            guard next < entries.count else { return .dictionaryEnd }
            guard keyGiven else {
                stack.append(.dictionary(entries, next: next, keyGiven: true))
                return .key(entries[next].key)
            }
            stack.append(.dictionary(entries, next: next + 1, keyGiven: false))
            return try open(entries[next].value)
        }
    }

    func skipContainer() throws(DataError) {
        _ = stack.popLast()
    }

    /// The token `value` starts; a container is pushed to be walked.
    private func open(_ value: DataValue) throws(DataError) -> DataToken {
        switch value {
        case .array(let items):
            try push(.array(items, next: 0))
            return .arrayStart
        case .dictionary(let entries):
            try push(.dictionary(entries.sorted { $0.key < $1.key }, next: 0, keyGiven: false))
            return .dictionaryStart
        default:
            return .scalar(value)
        }
    }

    private func push(_ frame: Frame) throws(DataError) {
        guard stack.count < DataLimits.maximumDepth else {
            throw DataError(kind: .limit,
                            message: "The values nest arrays and dictionaries more than \(DataLimits.maximumDepth) deep, deeper than a list needs.",
                            location: location)
        }
        stack.append(frame)
    }
}
