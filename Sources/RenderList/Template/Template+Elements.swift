extension Template {
    /// Calls `visit` with every element of every prototype, in document order, prototypes by
    /// identifier: what the template-wide checks walk (``nestedLinkWarnings``,
    /// ``unmodelledElementWarnings``).
    func forEachPrototypeElement(_ visit: (XMLNode) -> Void) {
        func walk(_ element: XMLNode) {
            visit(element)
            for child in element.childElements { walk(child) }
        }
        for identifier in prototypeIdentifiers {
            if let prototype = prototype(identifier) { walk(prototype.element) }
        }
    }
}
