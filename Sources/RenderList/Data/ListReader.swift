/// Streams the normalized items of one data file, one at a time; made by ``ListSource/open()``.
///
/// Items come in data order: each section's ``ListItem/sectionStart(_:)`` (with its title and
/// footer), its rows, then its ``ListItem/sectionEnd(_:)``. Only the current row is held in
/// memory. A reader is not thread-safe; use it from one task at a time.
public final class ListReader {
    /// The format detected from the file's content.
    public let format: DataFormat
    /// The data file.
    public let path: String
    private let normalizer: ListNormalizer
    private var failure: DataError?

    init(path: String, format: DataFormat, normalizer: ListNormalizer) {
        self.path = path
        self.format = format
        self.normalizer = normalizer
    }

    /// The next item, or nil after the last section's end.
    /// - Throws: ``DataError`` for a malformed file or a value that cannot be a row. The stream
    ///   stops there: every later call throws the same error.
    public func next() throws(DataError) -> ListItem? {
        if let failure { throw failure }
        do throws(DataError) {
            return try normalizer.next()
        } catch {
            failure = error
            throw error
        }
    }

    /// How many rows have been delivered so far.
    public var rowCount: Int { normalizer.rowCount }
}
