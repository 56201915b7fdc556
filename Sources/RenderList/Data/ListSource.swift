/// Reads a data file and streams its normalized ``ListItem``s, one at a time, so that memory
/// does not grow with the number of rows.
///
/// The format (XML or binary property list, or JSON) is detected from the file's content, not
/// from its name. Normalization, as a table controller does it:
/// - a root array of rows is one untitled section; a root array of arrays is one untitled
///   section per inner array;
/// - a root dictionary with `sections` (dictionaries with `title`, `footer`, `rows`) gives
///   titled sections; one with `rows` (and optional `title`, `footer`) gives one section;
/// - a dictionary row keeps its keys as ``Row/fields`` and names ``Row/prototype`` with its
///   `cell` string; a scalar row becomes `["text": its description]`.
public struct ListSource: Sendable {
    /// The data file.
    public let path: String

    /// A source for the file at `path`; nothing is read until ``open()``.
    public init(path: String) {
        self.path = path
    }

    /// Opens the file and detects its format. Nothing past the first bytes is read yet (a
    /// binary property list is loaded whole, but its rows are decoded one at a time).
    /// - Throws: ``DataError`` when the file cannot be read, is empty, or is a damaged binary
    ///   property list.
    public func open() throws(DataError) -> ListReader {
        let format = try DataFormat.detect(path: path)
        let makeTokenizer: () throws(DataError) -> DataTokenizer
        switch format {
        case .xmlPropertyList:
            makeTokenizer = { [path] () throws(DataError) -> DataTokenizer in try XMLPlistTokenizer(path: path) }
        case .json:
            makeTokenizer = { [path] () throws(DataError) -> DataTokenizer in try JSONTokenizer(path: path) }
        case .binaryPropertyList:
            let file = try BinaryPlistFile(path: path)
            makeTokenizer = { () throws(DataError) -> DataTokenizer in BinaryPlistTokenizer(file: file) }
        }
        let normalizer = ListNormalizer(tokens: try makeTokenizer(), outlineTokenizer: makeTokenizer)
        return ListReader(path: path, format: format, normalizer: normalizer)
    }
}
