/// One step of a data file read as a stream: the common language of the three format readers,
/// which the normalizer turns into ``ListItem``s without knowing the format.
enum DataToken: Equatable {
    case dictionaryStart
    /// A dictionary key; the key's value follows.
    case key(String)
    case dictionaryEnd
    case arrayStart
    case arrayEnd
    /// A scalar: string, integer, real, boolean, date or data.
    case scalar(DataValue)
    /// JSON `null` or a binary property list's null object: in a dictionary, the key is absent.
    case null
    /// The end of the file, after the root value.
    case end

    /// A name for the token in messages: `a dictionary`, `the integer 7`, `the end of the file`.
    var phrase: String {
        switch self {
        case .dictionaryStart: "a dictionary"
        case .arrayStart: "an array"
        case .scalar(let value): value.phrase
        case .null: "null"
        case .key(let key): "the key \(DataValue.quoted(key))"
        case .dictionaryEnd: "the end of a dictionary"
        case .arrayEnd: "the end of an array"
        case .end: "the end of the file"
        }
    }
}

/// Limits every format reader enforces, so that hostile files cannot exhaust the stack,
/// memory or time.
enum DataLimits {
    /// The deepest nesting of arrays and dictionaries accepted.
    static let maximumDepth = 512
}

/// A pull reader of one data file's ``DataToken``s. Each format has one; they check the
/// format's syntax and nesting, and track where in the file they are.
protocol DataTokenizer: AnyObject {
    /// The file's format.
    var format: DataFormat { get }
    /// The file being read.
    var path: String { get }
    /// Where the token last returned by ``next()`` starts; cheap, asked for every row.
    var location: SourceLocation { get }
    /// ``location`` for a row's ``Row/location``: nil when the format has no lines.
    var rowLocation: SourceLocation? { get }

    /// The next token; ``DataToken/end`` once the root value is complete, and again after that.
    func next() throws(DataError) -> DataToken

    /// Called right after ``next()`` returned ``DataToken/arrayStart`` or
    /// ``DataToken/dictionaryStart``: reads past the matching end without building values.
    func skipContainer() throws(DataError)

    /// ``location``, made as precise as possible for an error message (may read the file again).
    func errorLocation() -> SourceLocation

    /// Called right after ``next()`` returned a row's ``DataToken/dictionaryStart``: reads the entries
    /// the format can read faster than token by token into `entries`, and says how far it got
    /// (``TakenEntries``); nil when it reads none that way (then nothing was read).
    func takeEntries(into entries: inout RowFields, watchedKey: String?) -> TakenEntries?

    /// `location`, a value's earlier ``location``, made as precise as possible for a message.
    func errorLocation(at location: SourceLocation, of value: DataValue) -> SourceLocation
}

/// What ``DataTokenizer/takeEntries(into:watchedKey:)`` read: ``next()`` goes on from there.
struct TakenEntries {
    /// Whether the dictionary's end was read too (the dictionary is complete).
    var closed: Bool
    /// The last key read.
    var lastKey: String?
    /// Where the value of the watched key starts, when it was read.
    var watchedLocation: SourceLocation?
}

extension DataTokenizer {
    func takeEntries(into entries: inout RowFields, watchedKey: String?) -> TakenEntries? { nil }
    var rowLocation: SourceLocation? { location }
    func errorLocation() -> SourceLocation { location }
    func errorLocation(at location: SourceLocation, of value: DataValue) -> SourceLocation { location }
}
