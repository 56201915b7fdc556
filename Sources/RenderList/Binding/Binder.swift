/// Fills deep copies of the template's prototypes with data: the web twin of dequeuing a cell
/// and setting its item. One binder serves one renderer; the copies it makes belong to its own
/// scratch document, so that several binders can work side by side.
final class Binder {
    let template: Template
    let scratch = XMLDocument()
    let formatter: ValueFormatter
    let assets: AssetResolving
    let warnings: WarningLog
    /// Notes the text nodes of the row's text slots in the cell being filled, while set.
    var slotRecording: SlotRecording?
    /// The keys each prototype binds that no row has had yet.
    let boundKeys = BoundKeyLog()

    init(template: Template, assets: AssetResolving, warnings: WarningLog) {
        self.template = template
        self.formatter = ValueFormatter(language: template.language)
        self.assets = assets
        self.warnings = warnings
    }

    /// A filled copy of the prototype `row` names (the default prototype when it names none).
    /// - Throws: ``BindingError`` when the row names a prototype the template does not have.
    func cell(for row: Row, recording: SlotRecording? = nil) throws(BindingError) -> XMLFragment {
        let identifier = row.prototype ?? TemplateNamespace.Identifier.defaultCell
        guard let prototype = template.prototype(identifier) else {
            throw BindingError.unknownPrototype(identifier, row: row, template: template)
        }
        slotRecording = recording
        defer { slotRecording = nil }
        return fill(prototype, fields: row.fields, context: BindingContext(row: row, prototype: prototype))
    }

    /// The filled `Header` (or `Footer`) prototype for `section`, or nil when the section has no
    /// title (footer) or the template no such prototype (a warning: the title is not shown).
    func decoration(_ identifier: String, for section: Section) -> XMLFragment? {
        let text = identifier == TemplateNamespace.Identifier.header ? section.title : section.footer
        guard let text, !text.isEmpty else { return nil }
        guard let prototype = template.prototype(identifier) else {
            reportMissingDecoration(identifier, text: text)
            return nil
        }
        var fields: [String: DataValue] = ["title": .string(section.title ?? "")]
        if let footer = section.footer { fields["footer"] = .string(footer) }
        return fill(prototype, fields: fields, context: BindingContext(row: nil, prototype: prototype))
    }

    private func fill(_ prototype: Prototype, fields: [String: DataValue], context: BindingContext) -> XMLFragment {
        if boundKeys.begin(prototype, fields: fields) { reportImagesWithoutAlt(in: prototype) }
        defer { boundKeys.end() }
        let copy = scratch.copy(of: prototype.element)
        var scope = BindingScope(row: fields)
        bind(copy.node, scope: &scope, context: context)
        return copy
    }

    /// The value of `key` in `scope`, noted for ``boundKeys`` while its prototype has keys no
    /// row had yet. Every binding looks its key up here; `isPlainText`: for an `rl:text`
    /// without `rl:default`.
    func value(_ key: String, in scope: BindingScope, isPlainText: Bool = false) -> DataValue? {
        let value = scope.value(for: key)
        if let pending = boundKeys.current { pending.note(key, found: value != nil, isPlainText: isPlainText) }
        return value
    }
}

/// The text nodes that hold a row's text slots (``PrototypeSlots``) in the cell filled for it.
final class SlotRecording {
    let slots: PrototypeSlots
    /// The slot of each text node that holds slot text.
    private(set) var nodes: [XMLNode: Int] = [:]
    /// The slot of the first item of each list that fills a list slot in this row's shape.
    private var listBases: [String: Int] = [:]
    /// The slot of the item whose copy is being filled, inside such a list's `rl:each`.
    var itemSlot: Int?

    /// - Parameter shape: the row's shape, which says how many items each list slot holds.
    init(slots: PrototypeSlots, shape: RowShape) {
        self.slots = slots
        var base = slots.slots.count
        for (position, field) in shape.fields.enumerated() {
            guard case .slotList(let count) = field else { continue }
            listBases[slots.keyUses[position].key] = base
            base += count
        }
    }

    /// Notes that `element` now holds, as its only child, the text of `rl:text="key"` in `format`.
    func note(_ element: XMLNode, key: String, format: String?) {
        guard let slot = slots.slot(key: key, format: format), let text = element.firstChild else { return }
        nodes[text] = slot
    }

    /// Notes that `element` now holds, as its only child, the text of the item ``itemSlot``.
    func noteItem(_ element: XMLNode) {
        guard let itemSlot, let text = element.firstChild else { return }
        nodes[text] = itemSlot
    }

    /// Forgets the text nodes under `element`, which is about to leave the cell and be freed (a
    /// later text node at the same address must not pass for a slot).
    func forget(_ element: XMLNode) {
        guard !nodes.isEmpty else { return }
        element.forEachDescendant { nodes[$0] = nil }
    }

    /// The slot of the first item of the row-level `rl:each="key"`, when it fills a list slot.
    func listBase(of key: String) -> Int? {
        listBases[key]
    }
}

/// What a binding needs to know about the row it fills, for warnings.
struct BindingContext {
    /// The row, nil for a section's header or footer.
    let row: Row?
    /// The prototype being filled.
    let prototype: Prototype
}
