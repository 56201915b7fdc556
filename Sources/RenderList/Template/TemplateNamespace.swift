/// The binding vocabulary: attributes in this namespace drive rendering and never reach the output.
///
/// Declare it on the template's root element as `xmlns:rl="urn:render-list"`.
public enum TemplateNamespace {
    /// The namespace URI of every binding attribute.
    public static let uri = "urn:render-list"
    /// ``uri`` for byte-level comparisons.
    static let staticURI: StaticString = "urn:render-list"

    /// Marks the list container: the element whose prototype children become rows.
    static let list = "list"
    /// Marks a cell prototype and gives its identifier (the reuse identifier).
    static let prototype = "prototype"
    /// Marks the element whose content becomes the pager.
    static let pager = "pager"
    /// Marks the element whose content says that the list is empty (shown only then).
    static let empty = "empty"
    /// Text content from a key.
    static let text = "text"
    /// Fallback text when the key of `text` is missing or empty.
    static let fallback = "default"
    /// Formatting for `text`: `number`, `number:2`, `percent`, `date`, `date:long`, `date:yyyy-MM-dd`…
    static let format = "format"
    /// Keeps the element only when the key is present and not empty.
    static let presence = "if"
    /// Keeps the element only when the key is missing or empty.
    static let absence = "unless"
    /// Repeats the element for every item of an array value.
    static let each = "each"
    /// Wraps the element's content in a link to the key's URL, when the row has one.
    static let link = "link"
    /// On a prototype's root: the key whose value, as a slug, is each row's permalink id
    /// (``RowAnchors``).
    static let anchor = "id"
    /// Prefix of attribute bindings: `rl:attr-href="url"` sets `href` from the key `url`.
    static let attributePrefix = "attr-"

    /// The identifiers that have a role of their own.
    public enum Identifier {
        /// The default prototype: rows that name none, and scalar rows.
        public static let defaultCell = "Cell"
        /// The prototype of a section's header (keys `title`, `footer`).
        public static let header = "Header"
        /// The prototype of a section's footer (keys `title`, `footer`).
        public static let footer = "Footer"
    }
}
