/// Builds one whole value (a row, a nested field) from a tokenizer's stream, with an explicit
/// stack instead of recursion: nesting is bounded by the tokenizers' depth limit, never by the
/// thread's stack.
struct ValueBuilder {
    /// A container being filled.
    private struct Partial {
        var isDictionary: Bool
        var items: [DataValue] = []
        var entries: [String: DataValue] = [:]
        var key: String?

        /// `isRow`: a row's dictionary, whose entries are gathered apart (``RowFields``).
        init(isDictionary: Bool, isRow: Bool = false) {
            self.isDictionary = isDictionary
            // Made with its room (reserving it later went through unspecialized generic code).
            if isDictionary, !isRow { entries = Dictionary(minimumCapacity: 8) }
        }

        var value: DataValue { isDictionary ? .dictionary(entries) : .array(items) }
    }

    /// The value read, and where the outermost dictionary's ``watchedKey`` value starts.
    struct Result {
        var value: DataValue
        var watchedLocation: SourceLocation?
        /// A row's entries, when it was read as a row (``read(startingWith:asRow:)``) and is a
        /// dictionary (``value`` is then a placeholder).
        var row: RowFields?
    }

    let tokens: DataTokenizer
    /// A key of the outermost dictionary whose value's location is kept (`cell`), for messages.
    var watchedKey: String?
    /// The containers being filled, outermost first; kept with its room from one value to the
    /// next (a reader that keeps one builder for every row allocates no stack per row).
    private var stack: [Partial] = []

    /// A builder over `tokens`, keeping where the value of `watchedKey` starts.
    init(tokens: DataTokenizer, watchedKey: String? = nil) {
        self.tokens = tokens
        self.watchedKey = watchedKey
    }

    /// Reads the value that `first` (just returned by the tokenizer) starts. A `null` inside a
    /// dictionary leaves its key out. Errors inside name the outermost key they happened under.
    /// `asRow`: a dictionary's entries come back as ``Result/row``.
    mutating func read(startingWith first: DataToken, asRow: Bool = false) throws(DataError) -> Result {
        stack.removeAll(keepingCapacity: true)
        var token = first
        var outerKey: String?
        var watching = false
        var result = Result(value: .bool(false))
        // A row's entries, kept apart from the stack (whose first container is then the row).
        var row: RowFields?
        while true {
            if watching { result.watchedLocation = tokens.location; watching = false }
            var finished: DataValue?
            switch token {
            case .dictionaryStart, .arrayStart:
                let isRow = asRow && stack.isEmpty && token == .dictionaryStart
                stack.append(Partial(isDictionary: token == .dictionaryStart, isRow: isRow))
                if isRow {
                    row = RowFields()
                    if let closed = takeEntries(into: &row!, outerKey: &outerKey, result: &result), closed {
                        return Self.result(result, row: row!)
                    }
                }
            case .dictionaryEnd, .arrayEnd:
                let partial = stack.removeLast()
                if stack.isEmpty, let row { return Self.result(result, row: row) }
                finished = partial.value
            case .scalar(let value):
                finished = value
            case .key(let key):
                stack[stack.count - 1].key = key
                if stack.count == 1 { outerKey = key; watching = key == watchedKey }
            case .null:
                guard let top = stack.last, top.isDictionary else {
                    throw nullInArray(inside: stack.isEmpty ? nil : outerKey)
                }
                stack[stack.count - 1].key = nil
            case .end:
                throw DataError(kind: .syntax, message: "The file ends in the middle of a value.",
                                location: tokens.errorLocation(), key: outerKey)
            }
            if let finished {
                if stack.isEmpty { result.value = finished; return result }
                add(finished, row: &row)
            }
            token = try nextToken(under: outerKey)
        }
    }

    /// Puts a finished value into the container being filled: into `row` when that is the row's.
    private mutating func add(_ value: DataValue, row: inout RowFields?) {
        guard stack.count == 1, row != nil else { return insert(value, into: &stack[stack.count - 1]) }
        if let key = stack[0].key { row!.append(key, value) }
        stack[0].key = nil
    }

    /// A row's plain entries, read at once where the format can
    /// (``DataTokenizer/takeEntries(into:watchedKey:)``): whether that read the row's end too,
    /// or nil when it read nothing.
    private func takeEntries(into entries: inout RowFields, outerKey: inout String?, result: inout Result) -> Bool? {
        guard let taken = tokens.takeEntries(into: &entries, watchedKey: watchedKey) else { return nil }
        outerKey = taken.lastKey
        if let location = taken.watchedLocation { result.watchedLocation = location }
        return taken.closed
    }

    /// `result` for the complete row `row`.
    private static func result(_ result: Result, row: RowFields) -> Result {
        var result = result
        var row = row
        row.compact()
        result.row = row
        return result
    }

    /// The tokenizer's next token; an error names the outermost key it happened under.
    private func nextToken(under key: String?) throws(DataError) -> DataToken {
        do throws(DataError) {
            return try tokens.next()
        } catch {
            var error = error
            if error.key == nil, !error.isAheadOfRows { error.key = key }
            throw error
        }
    }

    private func insert(_ value: DataValue, into partial: inout Partial) {
        if partial.isDictionary {
            if let key = partial.key { partial.entries[key] = value }
            partial.key = nil
        } else {
            partial.items.append(value)
        }
    }

    private func nullInArray(inside key: String?) -> DataError {
        DataError(kind: .value,
                  message: "An array holds null, which has no place in a list. Remove the null, or write a value such as \(tokens.format.example(string: "")).",
                  location: tokens.errorLocation(), key: key)
    }
}
