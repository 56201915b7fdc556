import CLibXML2

/// One attribute of an element, copied out of libxml2.
struct XMLAttribute: Equatable {
    /// Local name, without a prefix.
    var name: String
    /// Namespace URI, or nil for an attribute without a prefix.
    var namespaceURI: String?
    /// The attribute's value with entities and character references resolved.
    var value: String
}

extension XMLNode {
    /// The element's attributes in document order (namespace declarations are not attributes).
    var attributes: [XMLAttribute] {
        var result: [XMLAttribute] = []
        var cursor = pointer.pointee.properties
        while let attribute = cursor {
            result.append(XMLAttribute(
                name: attribute.pointee.name.map { String(cString: $0) } ?? "",
                namespaceURI: attribute.pointee.ns?.pointee.href.map { String(cString: $0) },
                value: Self.value(of: attribute)
            ))
            cursor = attribute.pointee.next
        }
        return result
    }

    /// The value of the attribute `name` in `namespaceURI` (nil: no namespace), or nil.
    func attribute(_ name: String, namespace namespaceURI: String? = nil) -> String? {
        property(name, namespace: namespaceURI).map(Self.value(of:))
    }

    /// The element's own attribute `name` in `namespaceURI` (nil: no namespace); never the
    /// default a DTD in the document declares, which `xmlHasNsProp` also returns: that is a
    /// declaration, not an attribute, and must be neither read nor removed as one.
    private func property(_ name: String, namespace namespaceURI: String?) -> xmlAttrPtr? {
        let found = namespaceURI.map { xmlHasNsProp(pointer, name, $0) } ?? xmlHasNsProp(pointer, name, nil)
        guard let found, found.pointee.type == XML_ATTRIBUTE_NODE else { return nil }
        return found
    }

    /// Sets the unprefixed attribute `name` to `value`, replacing any old value.
    func setAttribute(_ name: String, to value: String) {
        if let existing = property(name, namespace: nil) {
            xmlRemoveProp(existing)
        }
        // xmlNewProp escapes nothing and keeps the value as one text child, which is what we want.
        xmlNewProp(pointer, name, value)
    }

    /// Removes the attribute `name` in `namespaceURI` (nil: no namespace) if present.
    func removeAttribute(_ name: String, namespace namespaceURI: String? = nil) {
        if let found = property(name, namespace: namespaceURI) { xmlRemoveProp(found) }
    }

    /// Removes every attribute in `namespaceURI`.
    func removeAttributes(inNamespace namespaceURI: String) {
        var cursor = pointer.pointee.properties
        while let attribute = cursor {
            cursor = attribute.pointee.next
            if let href = attribute.pointee.ns?.pointee.href, String(cString: href) == namespaceURI {
                xmlRemoveProp(attribute)
            }
        }
    }

    /// The text of an attribute, joined from its text children.
    static func value(of attribute: xmlAttrPtr) -> String {
        var text = ""
        var cursor = attribute.pointee.children
        while let node = cursor {
            if let content = node.pointee.content { text += String(cString: content) }
            cursor = node.pointee.next
        }
        return text
    }
}

extension XMLNode {
    /// The name of the first entity referenced inside one of the element's attribute values.
    var entityReferencedInAttributes: String? {
        var attribute = pointer.pointee.properties
        while let current = attribute {
            var child = current.pointee.children
            while let node = child {
                if node.pointee.type == XML_ENTITY_REF_NODE { return XMLNode(node).name }
                child = node.pointee.next
            }
            attribute = current.pointee.next
        }
        return nil
    }
}

extension XMLNode {
    /// The first attribute written with `prefix` whose prefix is not bound to `namespace`: its
    /// local name, and the namespace the prefix is bound to (nil: none, libxml2 then keeps the
    /// prefix in the attribute's name).
    func misboundAttribute(prefix: String, namespace: String) -> (name: String, namespace: String?)? {
        let qualified = prefix + ":"
        var attribute = pointer.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            let name = current.pointee.name.map { String(cString: $0) } ?? ""
            guard let ns = current.pointee.ns else {
                if name.hasPrefix(qualified) { return (String(name.dropFirst(qualified.count)), nil) }
                continue
            }
            let href = ns.pointee.href.map { String(cString: $0) }
            if ns.pointee.prefix.map({ String(cString: $0) }) == prefix, href != namespace { return (name, href) }
        }
        return nil
    }
}
