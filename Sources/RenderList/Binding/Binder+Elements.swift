extension Binder {
    private typealias Names = TemplateNamespace

    /// Applies every binding of `element` and its descendants, then strips the binding attributes.
    /// Returns false when the element must leave the cell (its image is missing).
    @discardableResult
    func bind(_ element: XMLNode, scope: inout BindingScope, context: BindingContext) -> Bool {
        var keep = true
        guard element.hasAttribute(inNamespace: Names.staticURI) else {
            bindChildren(of: element, scope: &scope, context: context)
            return keep
        }
        let bindings = element.attributes.filter { $0.namespaceURI == Names.uri }
        var textKey: String?, fallback: String?, format: ValueFormat?, formatName: String?, linkKey: String?
        for binding in bindings {
            switch binding.name {
            case Names.text: textKey = binding.value
            case Names.fallback: fallback = binding.value
            case Names.format: (format, formatName) = (ValueFormat(binding.value), binding.value)
            case Names.link: linkKey = binding.value
            case let name where name.hasPrefix(Names.attributePrefix):
                let attribute = String(name.dropFirst(Names.attributePrefix.count))
                keep = bindAttribute(attribute, key: binding.value, on: element, scope: scope, context: context) && keep
            default: break
            }
        }
        if !bindings.isEmpty { element.removeAttributes(inNamespace: Names.uri) }
        if let textKey {
            let value = self.value(textKey, in: scope, isPlainText: fallback == nil).flatMap { $0.isEmpty ? nil : $0 }
            element.setText(value.map { formatter.cellText($0, format: format) } ?? TextSanitizer.clean(fallback ?? ""))
            if let slotRecording, let value {
                if scope.isRowLevel {
                    if value.isSlotText { slotRecording.note(element, key: textKey, format: formatName) }
                } else if textKey == ".", case .string = value {
                    slotRecording.noteItem(element)
                }
            }
        } else {
            bindChildren(of: element, scope: &scope, context: context)
        }
        if let linkKey { link(element, key: linkKey, textKey: textKey, scope: scope, context: context) }
        return keep
    }

    private func bindChildren(of element: XMLNode, scope: inout BindingScope, context: BindingContext) {
        var cursor = element.firstChild
        while let child = cursor {
            cursor = child.nextSibling
            guard child.isElement else { continue }
            if let key = child.attribute(Names.each, namespace: Names.uri) {
                repeatElement(child, key: key, scope: &scope, context: context)
            } else if !isKept(child, scope: scope) || !bind(child, scope: &scope, context: context) {
                remove(child)
            }
        }
    }

    /// `rl:each`: one copy of `element` per item of the array under `key`, in order; the
    /// element disappears when the value is missing or empty. A single value counts as one item.
    private func repeatElement(_ element: XMLNode, key: String, scope: inout BindingScope, context: BindingContext) {
        let items = value(key, in: scope)?.eachItems ?? []
        if let pending = boundKeys.current, pending.isSampling {
            for case .dictionary(let entries) in items { pending.sample(entries.keys, isRow: false) }
        }
        element.removeAttribute(Names.each, namespace: Names.uri)
        // A list that fills a list slot: each item's text is the slot after the one before.
        let listBase = scope.isRowLevel ? slotRecording?.listBase(of: key) : nil
        for (offset, item) in items.enumerated() {
            let copy = scratch.copy(of: element)
            element.insertBefore(copy)
            scope.push(item)
            slotRecording?.itemSlot = listBase.map { $0 + offset }
            if !isKept(copy.node, scope: scope) || !bind(copy.node, scope: &scope, context: context) {
                remove(copy.node)
            }
            scope.pop()
        }
        if listBase != nil { slotRecording?.itemSlot = nil }
        remove(element)
    }

    /// Unlinks and frees `element`, a node of the cell being filled, with every note of it.
    private func remove(_ element: XMLNode) {
        slotRecording?.forget(element)
        element.removeFromTree()
    }

    /// `rl:if` keeps the element when the key has a value; `rl:unless` when it has none.
    private func isKept(_ element: XMLNode, scope: BindingScope) -> Bool {
        if let key = element.attribute(Names.presence, namespace: Names.uri),
           value(key, in: scope)?.isEmpty ?? true {
            return false
        }
        if let key = element.attribute(Names.absence, namespace: Names.uri),
           !(value(key, in: scope)?.isEmpty ?? true) {
            return false
        }
        return true
    }

    /// `rl:link`: wraps the element's content in `<a href>` when the key holds a safe URL (an
    /// empty link is reported: `textKey` is the element's `rl:text`, if any).
    private func link(_ element: XMLNode, key: String, textKey: String?, scope: BindingScope, context: BindingContext) {
        guard let value = value(key, in: scope), !value.isEmpty else { return }
        let raw = TextSanitizer.clean(value.plainText)
        guard let url = URLPolicy.sanitize(raw) else {
            reportUnsafeURL(raw, key: key, context: context)
            return
        }
        let anchor = scratch.makeElement("a")
        anchor.node.setAttribute("href", to: url)
        element.wrapChildren(in: anchor)
        anchor.node.adoptNamespace(of: element)
        if Self.isEmptyLink(anchor.node) { reportEmptyLink(on: element, key: key, textKey: textKey, context: context) }
    }

    func reportUnsafeURL(_ raw: String, key: String, context: BindingContext) {
        let row = context.row.map { "Row \($0.index)" } ?? "A section"
        warnings.report(RenderWarning(
            location: context.row?.location, rowIndex: context.row?.index, key: key,
            message: "\(row): the URL \(DataValue.quoted(raw)) under the key \"\(key)\" is not one render-list publishes, so it was left out. Only http, https, mailto and tel URLs are written, and relative ones with no colon before their first slash, which browsers would read as a scheme (this is reported once per key)."
        ), kind: "unsafe-url")
    }
}
