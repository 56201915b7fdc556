import Foundation

/// Where a list's data comes from — a data file, or values in memory — and streams its
/// normalized ``ListItem``s, one at a time, so that memory does not grow with the number of rows.
///
/// A file's format (XML or binary property list, or JSON) is detected from its content, not
/// from its name. Normalization, as a table controller does it, is the same for files and values:
/// - a root array of rows is one untitled section; a root array of arrays is one untitled
///   section per inner array;
/// - a root dictionary with `sections` (dictionaries with `title`, `footer`, `rows`) gives
///   titled sections; one with `rows` (and optional `title`, `footer`) gives one section;
/// - a dictionary row keeps its keys as ``Row/fields`` and names ``Row/prototype`` with its
///   `cell` string; a scalar row becomes `["text": its description]`.
///
/// Images that rows name are found relative to ``imagesFolder``: the data file's folder, or for
/// values in memory the folder given as `imagesRelativeTo` (the working folder when nil).
public struct ListSource: Sendable {
    /// The data file; for values in memory, the name messages give them (`rows` unless named).
    public let path: String
    /// The folder image names in the rows are relative to (and may not leave).
    public let imagesFolder: String
    private let storage: Storage

    private enum Storage: Sendable {
        case file
        case value(DataValue)
        case binaryPropertyList(Data)
    }

    /// A source for the file at `path`; nothing is read until ``open()``.
    public init(path: String) {
        self.path = path
        imagesFolder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        storage = .file
    }

    /// A source for `list` held in memory, shaped as a data file's root: an array of rows
    /// (dictionaries, or scalars shown as `text`), an array of such arrays (one section each),
    /// or a dictionary with `rows` or `sections`.
    /// - Parameters:
    ///   - name: what messages call the values, in place of a file's path.
    ///   - imagesRelativeTo: the folder image names are relative to; nil: the working folder.
    public init(list: DataValue, name: String = "rows", imagesRelativeTo: String? = nil) {
        path = name
        imagesFolder = Self.folder(imagesRelativeTo)
        storage = .value(list)
    }

    /// A source for `rows`, one untitled section of dictionaries (see ``DataValue/init(any:)``
    /// for the values they may hold).
    /// - Throws: ``DataError`` when a value has no data value.
    public init(rows: [[String: Any]], name: String = "rows", imagesRelativeTo: String? = nil) throws(DataError) {
        var values: [DataValue] = []
        values.reserveCapacity(rows.count)
        for row in rows { values.append(try DataValue(any: row)) }
        self.init(list: .array(values), name: name, imagesRelativeTo: imagesRelativeTo)
    }

    /// A source for `list` encoded by its `Encodable` conformance — an array of rows, an array
    /// of arrays, or a value with `rows` or `sections`, as for ``init(list:name:imagesRelativeTo:)``.
    /// It is encoded once, into a compact binary property list whose rows are decoded one at a
    /// time as they are rendered: `Date` stays a date and `Data` bytes; a nil optional leaves
    /// its key out.
    /// - Throws: the encoder's `EncodingError`.
    public init(encoding list: some Encodable, name: String = "rows", imagesRelativeTo: String? = nil) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        path = name
        imagesFolder = Self.folder(imagesRelativeTo)
        storage = .binaryPropertyList(try encoder.encode(list))
    }

    /// The data file, or nil for values in memory.
    public var file: String? {
        if case .file = storage { return path }
        return nil
    }

    /// Opens the data and detects a file's format. Nothing past a file's first bytes is read
    /// yet (a binary property list is loaded whole, but its rows are decoded one at a time).
    /// - Throws: ``DataError`` when the file cannot be read, is empty, or is a damaged binary
    ///   property list.
    public func open() throws(DataError) -> ListReader {
        switch storage {
        case .file: return try openFile()
        case .value(let list):
            let normalizer = ListNormalizer(tokens: ValueTokenizer(root: list, name: path),
                                            outlineTokenizer: { [path] in ValueTokenizer(root: list, name: path) })
            return ListReader(path: path, format: .values, normalizer: normalizer)
        case .binaryPropertyList(let data):
            let file = try BinaryPlistFile(name: path, data: data)
            let normalizer = ListNormalizer(tokens: BinaryPlistTokenizer(file: file),
                                            outlineTokenizer: { BinaryPlistTokenizer(file: file) })
            return ListReader(path: path, format: .values, normalizer: normalizer)
        }
    }

    private func openFile() throws(DataError) -> ListReader {
        let format = try DataFormat.detect(path: path)
        let makeTokenizer: () throws(DataError) -> DataTokenizer
        switch format {
        case .xmlPropertyList:
            makeTokenizer = { [path] () throws(DataError) -> DataTokenizer in try XMLPlistTokenizer(path: path) }
        case .json:
            makeTokenizer = { [path] () throws(DataError) -> DataTokenizer in try JSONTokenizer(path: path) }
        case .binaryPropertyList, .values:  // a file's content never says .values
            let file = try BinaryPlistFile(path: path)
            makeTokenizer = { () throws(DataError) -> DataTokenizer in BinaryPlistTokenizer(file: file) }
        }
        let normalizer = ListNormalizer(tokens: try makeTokenizer(), outlineTokenizer: makeTokenizer)
        return ListReader(path: path, format: format, normalizer: normalizer)
    }

    /// `folder` made absolute; the working folder when nil.
    private static func folder(_ folder: String?) -> String {
        URL(fileURLWithPath: folder ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
    }
}
