import CLibXML2

/// libxml2's streaming reader (`xmlTextReader`) over one file. It owns its `xmlTextReaderPtr`
/// and frees it on deinit.
///
/// The reader walks the document node by node and frees nodes it has moved past, so memory
/// stays flat however long the file is. It parses with ``options`` only: no network, no entity
/// substitution, no DTD loading, no XInclude, and libxml2's size and depth limits kept.
final class XMLTextReader {
    /// The kinds of node the reader reports, as far as render-list cares.
    enum NodeType: Equatable {
        case element, endElement, text, whitespace, comment, processingInstruction
        case entityReference, documentType, other
    }

    /// The only parse option render-list gives the reader.
    static let options = Int32(XML_PARSE_NONET.rawValue)

    /// The file being read.
    let path: String
    private let pointer: xmlTextReaderPtr
    private let errors: ErrorCollector

    /// Opens `path` for reading. Nothing is parsed yet.
    /// - Throws: ``XMLParseError`` when libxml2 cannot open the file.
    init(path: String) throws(XMLParseError) {
        XMLErrorSilencer.install()
        guard let reader = xmlReaderForFile(path, nil, Self.options) else {
            throw XMLParseError(path: path, line: 0, column: 0, reason: "the file cannot be opened")
        }
        self.path = path
        self.pointer = reader
        self.errors = ErrorCollector(path: path)
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
        }, Unmanaged.passUnretained(errors).toOpaque())
    }

    deinit {
        xmlFreeTextReader(pointer)
    }

    /// Moves to the next node in document order.
    /// - Returns: false once the document is read to its end.
    /// - Throws: ``XMLParseError`` with libxml2's line, column and message for malformed XML.
    func read() throws(XMLParseError) -> Bool {
        let status = xmlTextReaderRead(pointer)
        if let error = errors.first { throw error }
        if status < 0 {
            throw XMLParseError(path: path, line: parserLine, column: parserColumn,
                                reason: "the file is not well-formed XML")
        }
        return status == 1
    }

    /// The current node's type.
    var nodeType: NodeType {
        switch xmlReaderTypes(rawValue: UInt32(xmlTextReaderNodeType(pointer))) {
        case XML_READER_TYPE_ELEMENT: .element
        case XML_READER_TYPE_END_ELEMENT: .endElement
        case XML_READER_TYPE_TEXT, XML_READER_TYPE_CDATA: .text
        case XML_READER_TYPE_WHITESPACE, XML_READER_TYPE_SIGNIFICANT_WHITESPACE: .whitespace
        case XML_READER_TYPE_COMMENT: .comment
        case XML_READER_TYPE_PROCESSING_INSTRUCTION: .processingInstruction
        case XML_READER_TYPE_ENTITY_REFERENCE: .entityReference
        case XML_READER_TYPE_DOCUMENT_TYPE: .documentType
        default: .other
        }
    }

    /// An element name interned in the reader's dictionary: comparing two is comparing
    /// pointers, much cheaper than making a `String` of every node's name.
    struct Name: Equatable {
        fileprivate let pointer: UnsafePointer<xmlChar>?
    }

    /// `name` interned in this reader's dictionary, to compare with ``localNameToken``.
    func intern(_ name: String) -> Name {
        Name(pointer: xmlTextReaderConstString(pointer, name))
    }

    /// The current node's local name as an interned ``Name``.
    var localNameToken: Name {
        Name(pointer: xmlTextReaderConstLocalName(pointer))
    }

    /// The current node's local name (`dict`, `key`), without a prefix; "" when it has none.
    var localName: String {
        xmlTextReaderConstLocalName(pointer).map { String(cString: $0) } ?? ""
    }

    /// The text of the current text, whitespace, CDATA or comment node; nil for other nodes.
    var value: String? {
        xmlTextReaderConstValue(pointer).map { String(cString: $0) }
    }

    /// True when the current node is an empty element such as `<true/>` (no end node follows).
    var isEmptyElement: Bool {
        xmlTextReaderIsEmptyElement(pointer) == 1
    }

    /// The current node's depth in the tree, 0 for the document element.
    var depth: Int {
        Int(xmlTextReaderDepth(pointer))
    }

    /// The line libxml2 recorded for the current node (element or text), or 0. libxml2 stores
    /// node lines in 16 bits, so from line 65,535 on this is 65,535: use ``parserLine`` there.
    var nodeLine: Int {
        guard let node = xmlTextReaderCurrentNode(pointer) else { return 0 }
        return Int(xmlGetLineNo(node))
    }

    /// The line the parser has reached. The reader parses ahead of the current node by up to
    /// one 512-byte chunk, so this can be a few lines past it.
    var parserLine: Int {
        Int(xmlTextReaderGetParserLineNumber(pointer))
    }

    /// The column the parser has reached (see ``parserLine``).
    var parserColumn: Int {
        Int(xmlTextReaderGetParserColumnNumber(pointer))
    }
}

/// Keeps the first error libxml2 reports through a structured error handler (a reader's, or a
/// document parse's).
final class ErrorCollector {
    let path: String
    private(set) var first: XMLParseError?

    init(path: String) {
        self.path = path
    }

    func record(_ error: xmlError) {
        guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        first = XMLParseError(path: path, libxmlError: error)
    }
}
