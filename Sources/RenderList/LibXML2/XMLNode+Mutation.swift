import CLibXML2

extension XMLNode {
    /// Replaces all children with one text node holding `text` (not parsed: markup stays text).
    func setText(_ text: String) {
        removeChildren()
        guard let node = xmlNewDocText(pointer.pointee.doc, text) else {
            preconditionFailure("libxml2 could not allocate a text node")
        }
        xmlAddChild(pointer, node)
    }

    /// Unlinks and frees every child.
    func removeChildren() {
        var cursor = pointer.pointee.children
        while let node = cursor {
            cursor = node.pointee.next
            xmlUnlinkNode(node)
            xmlFreeNode(node)
        }
    }

    /// Unlinks this node from its tree and frees it. The node must not be used afterwards.
    func removeFromTree() {
        xmlUnlinkNode(pointer)
        xmlFreeNode(pointer)
    }

    /// Unlinks this node from its tree without freeing it (the caller links it elsewhere).
    func unlink() {
        xmlUnlinkNode(pointer)
    }

    /// Links `fragment`'s node as the last child of this node; the tree owns it from now on.
    func appendChild(_ fragment: XMLFragment) {
        xmlAddChild(pointer, fragment.handOver())
    }

    /// Links an unlinked `node` as the last child of this node.
    func appendChild(_ node: XMLNode) {
        xmlAddChild(pointer, node.pointer)
    }

    /// Links `fragment`'s node right before this node; the tree owns it from now on.
    func insertBefore(_ fragment: XMLFragment) {
        xmlAddPrevSibling(pointer, fragment.handOver())
    }

    /// Moves all children of this node under `element`, then makes `element` the only child;
    /// the tree owns `element`'s node from now on.
    func wrapChildren(in element: XMLFragment) {
        let wrapper = element.handOver()
        var cursor = pointer.pointee.children
        while let node = cursor {
            cursor = node.pointee.next
            xmlUnlinkNode(node)
            xmlAddChild(wrapper, node)
        }
        xmlAddChild(pointer, wrapper)
    }
}

extension XMLNode {
    /// Puts this element in the namespace `other` is in (used for elements made in memory, such
    /// as the `<a>` of a link, so that they are XHTML like their neighbours).
    func adoptNamespace(of other: XMLNode) {
        xmlSetNs(pointer, other.pointer.pointee.ns)
    }
}
