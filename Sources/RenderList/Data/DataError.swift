/// Why a data file could not be read or normalized: one value per failure, located in the file.
///
/// ``message`` is a whole sentence (or two) that quotes the offending value and says what to
/// write instead; ``description`` prefixes it with `file:line:column:`. Row numbers in messages
/// count from 0 over the whole file, as ``rowIndex`` and ``Row/index`` do: "Row 505" is the
/// file's 506th row.
public struct DataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is, for callers and tests that branch on it.
    public enum Kind: Equatable, Sendable {
        /// The file cannot be opened or read.
        case unreadable
        /// The file is empty or holds only whitespace.
        case empty
        /// The file's bytes are not valid UTF-8 text.
        case encoding
        /// The file is malformed or truncated XML or JSON, or not a property list.
        case syntax
        /// A binary property list's structure is damaged: trailer, offsets, references, cycles.
        case corrupt
        /// The file exceeds a limit that protects memory and the stack: depth, expansion.
        case limit
        /// A value is not what its place needs: an integer too large, a malformed date.
        case value
        /// The data's layout does not describe a list: the root, `sections` or `rows` are wrong.
        case shape
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The explanation, whole sentences without the location prefix.
    public var message: String
    /// Where in the file the problem is; the line and column are 0 when the format has none
    /// (binary property lists) or they are unknown.
    public var location: SourceLocation?
    /// The 0-based index of the row being read, when the problem is inside a row.
    public var rowIndex: Int?
    /// The row key whose value is wrong, when there is one (`cell`, `text`).
    public var key: String?
    /// True for errors found ahead of the row being read (libxml2 parses ahead of its reader):
    /// ``inRow(_:key:)`` leaves them alone rather than name a row that may be the wrong one.
    var isAheadOfRows = false

    /// An error of `kind` explained by `message` (whole sentences, no location prefix).
    public init(kind: Kind, message: String, location: SourceLocation? = nil,
                rowIndex: Int? = nil, key: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.rowIndex = rowIndex
        self.key = key
    }

    /// `file:line:column: message` on one line, leaving out what is unknown.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }

    /// This error as it happened inside row `index`: the message starts with `Row n: `.
    func inRow(_ index: Int, key: String? = nil) -> DataError {
        guard rowIndex == nil, !isAheadOfRows else { return self }
        var copy = self
        copy.rowIndex = index
        copy.key = copy.key ?? key
        copy.message = "Row \(index): " + Self.lowercasingFirst(message)
        return copy
    }

    /// This error, located at `location` unless it already has a line.
    func located(_ location: SourceLocation) -> DataError {
        guard (self.location?.line ?? 0) == 0 else { return self }
        var copy = self
        copy.location = location
        return copy
    }

    private static func lowercasingFirst(_ sentence: String) -> String {
        guard let first = sentence.first, first.isUppercase else { return sentence }
        let second = sentence.dropFirst().first
        if let second, second.isUppercase { return sentence }  // an acronym such as "JSON"
        return first.lowercased() + sentence.dropFirst()
    }
}
