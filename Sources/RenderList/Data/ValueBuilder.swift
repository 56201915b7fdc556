/// Builds one whole value (a row, a nested field) from a tokenizer's stream, with an explicit
/// stack instead of recursion: nesting is bounded by the tokenizers' depth limit, never by the
/// thread's stack.
struct ValueBuilder {
    /// A container being filled.
    private struct Partial {
        var isDictionary: Bool
        var items: [DataValue] = []
        var entries: [String: DataValue] = [:]
        /// A row's dictionary gathers its entries here rather than in ``entries``.
        var row: RowFields?
        var key: String?

        init(isDictionary: Bool, isRow: Bool = false) {
            self.isDictionary = isDictionary
            if isRow {
                row = RowFields()
            } else if isDictionary {
                // Made with its room (reserving it later went through unspecialized generic code).
                entries = Dictionary(minimumCapacity: 8)
            }
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
        while true {
            if watching { result.watchedLocation = tokens.location; watching = false }
            var finished: DataValue?
            switch token {
            case .dictionaryStart, .arrayStart:
                stack.append(Partial(isDictionary: token == .dictionaryStart, isRow: asRow && stack.isEmpty && token == .dictionaryStart))
                // A row's plain entries, read at once where the format can.
                if stack.count == 1, stack[0].row != nil,
                   let taken = tokens.takeEntries(into: &stack[0].row!, watchedKey: watchedKey) {
                    outerKey = taken.lastKey
                    if let location = taken.watchedLocation { result.watchedLocation = location }
                    if taken.closed, var row = stack.removeLast().row {
                        row.compact()
                        result.row = row
                        return result
                    }
                }
            case .dictionaryEnd, .arrayEnd:
                if stack.count == 1, var row = stack[0].row {
                    stack.removeLast()
                    row.compact()
                    result.row = row
                    return result
                }
                finished = stack.removeLast().value
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
                insert(finished, into: &stack[stack.count - 1])
            }
            token = try nextToken(under: outerKey)
        }
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
        if partial.row != nil {
            if let key = partial.key { partial.row!.append(key, value) }
            partial.key = nil
        } else if partial.isDictionary {
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
