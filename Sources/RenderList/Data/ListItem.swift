/// One item of the normalized list, in the order the data file gives them.
///
/// Every data file, whatever its shape, becomes this stream: each section opens with
/// ``sectionStart(_:)``, holds its rows, and closes with ``sectionEnd(_:)``. A flat list is one
/// section without a title.
public enum ListItem: Equatable, Sendable {
    /// A section opens; its title and footer are known before its first row.
    case sectionStart(Section)
    /// One data row of the current section.
    case row(Row)
    /// The section opened by the matching ``sectionStart(_:)`` closes.
    case sectionEnd(Section)
}

/// A section of the list, with its optional title and footer.
public struct Section: Equatable, Sendable {
    /// 0-based position among the file's sections.
    public var index: Int
    /// The section's `title`; nil or empty: no header is rendered.
    public var title: String?
    /// The section's `footer`; nil or empty: no footer is rendered.
    public var footer: String?

    /// A section at `index` with an optional title and footer.
    public init(index: Int, title: String? = nil, footer: String? = nil) {
        self.index = index
        self.title = title
        self.footer = footer
    }
}

/// One data row, normalized the way a table controller normalizes its rows.
public struct Row: Equatable, Sendable {
    /// 0-based position among all data rows of the file, in data order.
    public var index: Int
    /// The section the row belongs to.
    public var section: Int
    /// The prototype the row names with its `cell` key; nil means the default prototype.
    public var prototype: String?
    /// The row's keys. A scalar row (string, number, date, bool) becomes `["text": its description]`.
    /// Made from the row's entries as the file gave them each time it is read (the pipeline
    /// reads the few keys it needs without it).
    public var fields: [String: DataValue] {
        get { entries.dictionary }
        set { entries = RowFields(newValue) }
    }
    /// ``fields`` as the data file gives them, read without hashing (``RowFields``).
    var entries: RowFields
    /// Where the row starts in the data file, when the format knows it.
    public var location: SourceLocation?

    /// A row at `index` (among all rows) in section `section`.
    public init(index: Int, section: Int, prototype: String? = nil,
                fields: [String: DataValue], location: SourceLocation? = nil) {
        self.init(index: index, section: section, prototype: prototype, entries: RowFields(fields), location: location)
    }

    /// A row whose keys hold `entries`.
    init(index: Int, section: Int, prototype: String?, entries: RowFields, location: SourceLocation?) {
        self.index = index
        self.section = section
        self.prototype = prototype
        self.entries = entries
        self.location = location
    }

    /// Rows are equal when their places, prototypes and ``fields`` are, whatever order their
    /// keys came in.
    public static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.index == rhs.index && lhs.section == rhs.section && lhs.prototype == rhs.prototype
            && lhs.location == rhs.location && lhs.fields == rhs.fields
    }
}

/// A place in a source file: 1-based line and column, 0 when unknown.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// The file, as it was given to ``ListSource``.
    public var path: String
    /// 1-based line; 0 when unknown or the format has no lines.
    public var line: Int
    /// 1-based column in characters; 0 when unknown.
    public var column: Int

    /// A place in `path`; line and column default to unknown.
    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, leaving out what is unknown.
    public var description: String {
        guard line > 0 else { return path }
        return column > 0 ? "\(path):\(line):\(column)" : "\(path):\(line)"
    }
}
