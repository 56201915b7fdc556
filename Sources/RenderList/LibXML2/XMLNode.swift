import CLibXML2

/// A view of one libxml2 node. It does not own the node: the ``XMLDocument`` or ``XMLFragment``
/// holding it must outlive every `XMLNode` taken from it.
struct XMLNode: Hashable {
    let pointer: xmlNodePtr

    init(_ pointer: xmlNodePtr) {
        self.pointer = pointer
    }

    /// What kind of node this is, as far as render-list cares.
    enum Kind: Equatable {
        case element, text, comment, entityReference, processingInstruction, other
    }

    var kind: Kind {
        switch pointer.pointee.type {
        case XML_ELEMENT_NODE: .element
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: .text
        case XML_COMMENT_NODE: .comment
        case XML_ENTITY_REF_NODE: .entityReference
        case XML_PI_NODE: .processingInstruction
        default: .other
        }
    }

    var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

    /// The local name (`div`, `prototype`), without a prefix.
    var name: String {
        pointer.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The namespace URI of an element, or nil.
    var namespaceURI: String? {
        pointer.pointee.ns?.pointee.href.map { String(cString: $0) }
    }

    /// The line the node started on in its source file (0 for nodes made in memory).
    var line: Int {
        Int(xmlGetLineNo(pointer))
    }

    /// The text of a text or comment node; for other nodes, all descendant text joined. Entity
    /// references count as empty: their children belong to the DTD, not to the tree.
    var textContent: String {
        switch kind {
        case .text, .comment:
            return pointer.pointee.content.map { String(cString: $0) } ?? ""
        case .entityReference:
            return ""
        default:
            var text = ""
            for child in children { text += child.textContent }
            return text
        }
    }

    var parent: XMLNode? {
        guard let parent = pointer.pointee.parent,
              parent.pointee.type == XML_ELEMENT_NODE else { return nil }
        return XMLNode(parent)
    }

    var firstChild: XMLNode? { pointer.pointee.children.map(XMLNode.init) }
    var nextSibling: XMLNode? { pointer.pointee.next.map(XMLNode.init) }
    var previousSibling: XMLNode? { pointer.pointee.prev.map(XMLNode.init) }

    /// All child nodes, in order.
    var children: [XMLNode] {
        var result: [XMLNode] = []
        var cursor = pointer.pointee.children
        while let node = cursor {
            result.append(XMLNode(node))
            cursor = node.pointee.next
        }
        return result
    }

    /// Child elements only, in order.
    var childElements: [XMLNode] { children.filter(\.isElement) }

    /// This node and every descendant, depth first, in document order. An entity reference is
    /// visited but not entered (its children are the entity's declaration in the DTD).
    func forEachDescendant(_ body: (XMLNode) throws -> Void) rethrows {
        try body(self)
        guard kind != .entityReference else { return }
        var cursor = pointer.pointee.children
        while let node = cursor {
            try XMLNode(node).forEachDescendant(body)
            cursor = node.pointee.next
        }
    }
}

extension XMLNode {
    /// Whether the node belongs to `document`.
    func belongs(to document: XMLDocument) -> Bool {
        pointer.pointee.doc == document.pointer
    }
}
