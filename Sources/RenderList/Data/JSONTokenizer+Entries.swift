extension JSONTokenizer {
    /// The entries of the object just opened that are a key and a string or an array of
    /// strings, all without escapes, read straight from the chunk: a row's keys, texts and tags,
    /// without a token for each key and value. Stops (going back to the end of the last entry
    /// read, or the comma after it) at anything else, at the chunk's end, or while skipping;
    /// ``next()`` then reads the rest as before, and reports what is wrong, so rows read this
    /// way give the same values, locations and errors. Nil when it read no entry and not the
    /// object's end.
    func takeEntries(into entries: inout RowFields, watchedKey: String?) -> TakenEntries? {
        guard readsEntriesAtOnce, !skipping, expect == .firstKeyOrEnd else { return nil }
        var taken = TakenEntries(closed: false)
        var isFirst = true
        var mark = input.mark
        while true {
            guard input.skipWhitespaceInChunk(), let byte = input.peekInChunk() else { break }
            if byte == UInt8(ascii: "}"), isFirst {
                close(taken: &taken)
                return taken
            }
            guard let (key, value, location) = takeEntry(watched: watchedKey) else { break }
            entries.append(key, value)
            taken.lastKey = key
            if key == watchedKey { taken.watchedLocation = location }
            expect = .commaOrEnd
            mark = input.mark
            guard input.skipWhitespaceInChunk(), let next = input.peekInChunk() else { break }
            if next == UInt8(ascii: "}") {
                close(taken: &taken)
                return taken
            }
            guard next == UInt8(ascii: ",") else { break }
            input.advance(over: next)
            expect = .key
            isFirst = false
            mark = input.mark
        }
        input.reset(to: mark)
        return taken.lastKey == nil ? nil : taken
    }

    /// `"key": value` at the input, the key a simple string and the value one too, or an
    /// array of them, all in this chunk; nil when the input holds anything else there (then
    /// some of it may be consumed: the caller goes back).
    private func takeEntry(watched: String?) -> (key: String, value: DataValue, location: SourceLocation?)? {
        guard let key = takeQuotedString(), input.skipWhitespaceInChunk(), input.peekInChunk() == UInt8(ascii: ":") else {
            return nil
        }
        input.advance(over: UInt8(ascii: ":"))
        guard input.skipWhitespaceInChunk(), let first = input.peekInChunk() else { return nil }
        let location = key == watched ? SourceLocation(path: path, line: input.line, column: input.column) : nil
        input.advance(over: first)
        switch first {
        case UInt8(ascii: "\""):
            return input.takeSimpleString().map { (key, .string($0), location) }
        case UInt8(ascii: "["):
            // The array is one level deeper than this object, which ``next()`` checks too.
            guard containers.count < DataLimits.maximumDepth else { return nil }
            return takeStringArray().map { (key, .array($0), location) }
        default:
            return nil
        }
    }

    /// The rest of an array (its `[` consumed) of simple strings in this chunk, its `]`
    /// consumed; nil at anything else.
    private func takeStringArray() -> [DataValue]? {
        var items: [DataValue] = []
        guard input.skipWhitespaceInChunk() else { return nil }
        if input.peekInChunk() == UInt8(ascii: "]") {
            input.advance(over: UInt8(ascii: "]"))
            return items
        }
        while true {
            guard let item = takeQuotedString(), input.skipWhitespaceInChunk(), let next = input.peekInChunk() else {
                return nil
            }
            items.append(.string(item))
            input.advance(over: next)
            if next == UInt8(ascii: "]") { return items }
            guard next == UInt8(ascii: ","), input.skipWhitespaceInChunk() else { return nil }
        }
    }

    /// The simple string (``JSONInput/takeSimpleString()``) whose opening quote is at the input;
    /// nil at anything else.
    private func takeQuotedString() -> String? {
        guard input.peekInChunk() == UInt8(ascii: "\"") else { return nil }
        input.advance(over: UInt8(ascii: "\""))
        return input.takeSimpleString()
    }

    /// Consumes the object's `}` at the input (``closeObject()``), and says so in `taken`.
    private func close(taken: inout TakenEntries) {
        closeObject()
        taken.closed = true
    }
}
