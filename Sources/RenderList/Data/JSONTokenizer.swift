/// A streaming pull parser for JSON (RFC 8259) over a file's bytes: it never holds more than
/// one 64 KiB chunk and the value being returned, and it reports line and column in errors.
final class JSONTokenizer: DataTokenizer {
    let format = DataFormat.json
    let path: String
    let input: JSONInput
    /// The open containers, innermost last: true for an object.
    private(set) var containers: [Bool] = []
    var expect = Expect.rootValue
    private var tokenLine = 1
    private var tokenColumn = 1
    /// While skipping, strings and numbers are checked but not built.
    var skipping = false
    /// Whether a row's plain entries are read at once (``takeEntries(into:watchedKey:)``);
    /// tests turn it off to hold the two ways to each other.
    let readsEntriesAtOnce: Bool

    enum Expect { case rootValue, value, firstValueOrEnd, key, firstKeyOrEnd, commaOrEnd, done }

    init(path: String, readsEntriesAtOnce: Bool = true) throws(DataError) {
        self.path = path
        self.readsEntriesAtOnce = readsEntriesAtOnce
        input = try JSONInput(path: path)
        if try input.peek() == 0xEF {  // a UTF-8 byte order mark
            for expected: UInt8 in [0xEF, 0xBB, 0xBF] where try input.take() != expected {
                throw syntaxError("The file starts with a broken byte order mark. Save it as UTF-8.")
            }
        }
    }

    var location: SourceLocation {
        SourceLocation(path: path, line: tokenLine, column: tokenColumn)
    }

    func next() throws(DataError) -> DataToken {
        while true {
            try input.skipWhitespace()
            tokenLine = input.line
            tokenColumn = input.column
            let byte = try input.peek()
            switch expect {
            case .done:
                guard let byte else { return .end }
                throw unexpected(byte, wanted: "the end of the file, since the root value is complete")
            case .commaOrEnd:
                guard let byte else { throw truncated() }
                // The message is made only when it is needed: this runs after every value.
                func wanted() -> String { "a comma or the end of the \(containers.last! ? "object" : "array")" }
                if let token = try closing(byte, wanted: wanted()) { return token }
                guard byte == UInt8(ascii: ",") else { throw unexpected(byte, wanted: wanted()) }
                input.advance(over: byte)
                expect = containers.last! ? .key : .value
            case .key, .firstKeyOrEnd:
                guard let byte else { throw truncated() }
                if expect == .firstKeyOrEnd, let token = try closing(byte, wanted: "a key or the end of the object") { return token }
                return try key(byte)
            case .rootValue, .value, .firstValueOrEnd:
                guard let byte else { throw expect == .rootValue ? noValue() : truncated() }
                if expect == .firstValueOrEnd, let token = try closing(byte, wanted: "a value or the end of the array") { return token }
                return try value(byte)
            }
        }
    }

    func skipContainer() throws(DataError) {
        skipping = true
        defer { skipping = false }
        var level = 1
        while level > 0 {
            switch try next() {
            case .arrayStart, .dictionaryStart: level += 1
            case .arrayEnd, .dictionaryEnd: level -= 1
            case .end: throw truncated()
            default: continue
            }
        }
    }

    /// `}` or `]` closing the innermost container, or nil for any other byte.
    private func closing(_ byte: UInt8, wanted: @autoclosure () -> String) throws(DataError) -> DataToken? {
        guard byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") else { return nil }
        let isObject = byte == UInt8(ascii: "}")
        guard containers.last == isObject else { throw unexpected(byte, wanted: wanted()) }
        closeContainer(over: byte)
        return isObject ? .dictionaryEnd : .arrayEnd
    }

    /// Consumes `byte`, the `}` or `]` at the input that closes the innermost container.
    private func closeContainer(over byte: UInt8) {
        input.advance(over: byte)
        containers.removeLast()
        valueFinished()
    }

    /// Consumes the `}` at the input that closes the innermost container, an object, as
    /// ``next()`` does when it returns ``DataToken/dictionaryEnd`` there.
    func closeObject() {
        (tokenLine, tokenColumn) = (input.line, input.column)
        closeContainer(over: UInt8(ascii: "}"))
    }

    private func key(_ byte: UInt8) throws(DataError) -> DataToken {
        guard byte == UInt8(ascii: "\"") else { throw unexpected(byte, wanted: "a key in double quotes") }
        input.advance(over: byte)
        let key = try string()
        try input.skipWhitespace()
        guard try input.peek() == UInt8(ascii: ":") else {
            throw syntaxError("The key \(DataValue.quoted(key)) is not followed by a colon. Write \"key\": value.", here: true)
        }
        input.advance(over: UInt8(ascii: ":"))
        expect = .value
        return .key(key)
    }

    private func value(_ byte: UInt8) throws(DataError) -> DataToken {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard containers.count < DataLimits.maximumDepth else {
                throw DataError(kind: .limit, message: "Arrays and objects are nested more than \(DataLimits.maximumDepth) deep. Flatten the data.", location: location)
            }
            input.advance(over: byte)
            let isObject = byte == UInt8(ascii: "{")
            containers.append(isObject)
            expect = isObject ? .firstKeyOrEnd : .firstValueOrEnd
            return isObject ? .dictionaryStart : .arrayStart
        case UInt8(ascii: "\""):
            input.advance(over: byte)
            let text = try string()
            valueFinished()
            return .scalar(.string(text))
        default:
            let token = try literalOrNumber(byte)
            valueFinished()
            return token
        }
    }

    private func valueFinished() {
        expect = containers.isEmpty ? .done : .commaOrEnd
    }
}
