import CLibXML2

/// A libxml2 document. It owns its `xmlDoc` and frees it, with every node linked into it, on deinit.
///
/// Nodes handed out by a document (``XMLNode``) are plain views: they stay valid only while the
/// document that holds them is alive.
final class XMLDocument {
    let pointer: xmlDocPtr

    /// The parse options render-list uses for every file it did not write: no network, no
    /// entity substitution, no DTD loading, no XInclude, and libxml2's size limits kept.
    static let safeOptions: Int32 = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)

    private init(owning pointer: xmlDocPtr) {
        self.pointer = pointer
    }

    /// An empty document to copy prototype nodes into (a per-renderer scratch document).
    convenience init() {
        guard let doc = xmlNewDoc("1.0") else {
            preconditionFailure("libxml2 could not allocate an empty document")
        }
        self.init(owning: doc)
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    /// Parses the file at `path` with ``safeOptions``.
    /// - Throws: ``XMLParseError`` with the line and column libxml2 reports.
    static func parse(fileAt path: String) throws(XMLParseError) -> XMLDocument {
        try withParserContext(path: path) { context in
            xmlCtxtReadFile(context, path, nil, safeOptions)
        }
    }

    /// Parses `bytes` as if read from `path` (used for messages only).
    static func parse(bytes: [UInt8], path: String) throws(XMLParseError) -> XMLDocument {
        try withParserContext(path: path) { context in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlCtxtReadMemory(context, $0, Int32(buffer.count), path, nil, safeOptions)
                }
            }
        }
    }

    private static func withParserContext(
        path: String, _ read: (xmlParserCtxtPtr) -> xmlDocPtr?
    ) throws(XMLParseError) -> XMLDocument {
        let errors = ErrorCollector(path: path)
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(errors).toOpaque()) { box, error in
            guard let box, let error else { return }
            Unmanaged<ErrorCollector>.fromOpaque(box).takeUnretainedValue().record(error.pointee)
        }
        defer { XMLErrorSilencer.install() }
        guard let context = xmlNewParserCtxt() else {
            preconditionFailure("libxml2 could not allocate a parser context")
        }
        defer { xmlFreeParserCtxt(context) }
        let doc = withExtendedLifetime(errors) { read(context) }
        let wellFormed = context.pointee.wellFormed != 0
        if let doc, wellFormed {
            return XMLDocument(owning: doc)
        }
        if let doc { xmlFreeDoc(doc) }
        // libxml2 goes on after some errors; the first one is where the mistake is.
        throw errors.first ?? XMLParseError(path: path, libxmlError: context.pointee.lastError)
    }

    /// The document element, if any.
    var root: XMLNode? {
        xmlDocGetRootElement(pointer).map(XMLNode.init)
    }

    /// A deep copy of `node` (from any document) that belongs to this document but is linked
    /// nowhere yet. The returned ``XMLFragment`` frees it unless it is linked into a tree.
    func copy(of node: XMLNode) -> XMLFragment {
        guard let copy = xmlDocCopyNode(node.pointer, pointer, 1) else {
            preconditionFailure("libxml2 could not copy a node")
        }
        return XMLFragment(owning: copy, document: self)
    }

    /// A new element named `name` (no namespace) that belongs to this document, linked nowhere.
    func makeElement(_ name: String) -> XMLFragment {
        guard let node = xmlNewDocNode(pointer, nil, name, nil) else {
            preconditionFailure("libxml2 could not allocate an element")
        }
        return XMLFragment(owning: node, document: self)
    }
}

/// A node tree that belongs to a document but is not linked into it: the deep copy of a
/// prototype while it is filled, measured and written. It owns its node until the node is linked
/// into a tree (``XMLNode/insertBefore(_:)``, ``XMLNode/appendChild(_:)-(XMLFragment)``,
/// ``XMLNode/wrapChildren(in:)``), which hands the node over: from then on the tree frees it, and
/// the fragment never touches it again, even if the tree has freed it by the time the fragment goes.
final class XMLFragment {
    /// The fragment's top node.
    let node: XMLNode
    /// Keeps the document (and its name dictionary) alive as long as the fragment.
    let document: XMLDocument
    /// Whether the fragment still owns (and on deinit frees) its node.
    private(set) var ownsNode = true

    init(owning pointer: xmlNodePtr, document: XMLDocument) {
        self.node = XMLNode(pointer)
        self.document = document
    }

    /// Gives up the node to the tree it is about to be linked into; a node is handed over once.
    func handOver() -> xmlNodePtr {
        precondition(ownsNode, "an XMLFragment's node was linked into a tree twice")
        ownsNode = false
        return node.pointer
    }

    deinit {
        if ownsNode { xmlFreeNode(node.pointer) }
    }
}

/// Keeps libxml2 from printing parse errors to standard error; they are reported as values.
enum XMLErrorSilencer {
    /// Installs a no-op structured error handler for the calling thread (libxml2 keeps it per thread).
    static func install() {
        xmlSetStructuredErrorFunc(nil) { _, _ in }
    }
}
