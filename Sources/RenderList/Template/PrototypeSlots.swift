/// What of a row reaches a prototype's cell, read from its bindings once: every key a binding
/// reads, and the text slots, the `rl:text` bindings whose key does nothing else. A row's text in
/// a slot changes the cell's lines but not its structure, styles or images (as a table view cell
/// prototype's labels change text but not the cell's layout); any other key can.
final class PrototypeSlots {
    /// One text slot: the key and the `rl:format` of its `rl:text`.
    struct Slot: Hashable {
        let key: String
        let format: String?
    }

    /// How the bindings use each key any binding reads (the first part of a path such as
    /// `author.name`), sorted by key: what the shape of a row reads for every row (``RowShape``).
    let keyUses: [KeyUse]
    /// The text slots, in document order.
    let slots: [Slot]
    /// Each slot's format, parsed.
    let formats: [ValueFormat?]

    /// How the bindings use one key. A class: every row's shape reads every key's use (a
    /// struct was copied, its strings and arrays retained one by one, for each key of each row).
    final class KeyUse {
        let key: String
        /// The slots it fills when it does nothing but fill slots, else nil.
        let slots: [Int]?
        /// Whether the key does nothing but give `rl:link` its URL.
        let isLinkOnly: Bool
        /// Whether the key does nothing but name the image of `<img>` elements (`rl:attr-src`),
        /// and maybe test its presence with `rl:if`/`rl:unless`. Layout then reads of the key
        /// only which image size it shows (``RowShape``): the photo of a quote.
        let isImageSourceOnly: Bool
        /// The attributes it sets (`rl:attr-NAME`), when the key does nothing but set attributes
        /// that layout does not read and maybe test its presence; else nil: an `<a>`'s `href`, a
        /// `title`, a `data-id`.
        let inertAttributes: InertAttributes?
        /// The format of its list slot, when the key does nothing but repeat one element with
        /// `rl:each` (and maybe test its presence with `rl:if`/`rl:unless`), and that element
        /// binds nothing but its own text to each item (`rl:text="."`). Each item of a row's
        /// list is then a text slot (``RowShape``): the tags of a quote.
        let list: ListSlot?

        init(key: String, slots: [Int]?, isLinkOnly: Bool, isImageSourceOnly: Bool, inertAttributes: InertAttributes?,
             list: ListSlot?) {
            self.key = key
            self.slots = slots
            self.isLinkOnly = isLinkOnly
            self.isImageSourceOnly = isImageSourceOnly
            self.inertAttributes = inertAttributes
            self.list = list
        }
    }

    /// Attributes whose value the layout of a cell reads itself (selectors aside): `rl:attr-`
    /// bindings of the others change no height.
    static let layoutAttributes: Set<String> = ["class", "id", "style", "lang", "width", "height", "src", "media"]

    /// The attributes a key sets that layout does not read: neither the cell's layout itself
    /// (``layoutAttributes``) nor any selector, and no URL but an `href` (binding reports a refused
    /// URL, and an element that cannot do without its URL leaves the cell).
    struct InertAttributes: Equatable {
        let names: Set<String>
        /// Whether `href` is among them: a value it refuses is reported, so it counts as inert
        /// only when ``URLPolicy`` keeps it.
        let holdsLink: Bool
    }

    /// A key's list slot: the `rl:format` of its items' text.
    struct ListSlot: Hashable {
        let format: String?
        let parsedFormat: ValueFormat?
    }

    /// The slots and keys of the prototype `element`, whose stylesheet's selectors test the
    /// attributes `selectorAttributes` (lowercased).
    init(prototype element: XMLNode, selectorAttributes: Set<String> = []) {
        var uses = Uses()
        uses.visit(element, inLoop: false)
        var slots: [Slot] = []
        keyUses = uses.keys.sorted().map { key in
            KeyUse(key: key, slots: uses.slotIndices(of: key, in: &slots), isLinkOnly: uses.isLinkOnly(key),
                   isImageSourceOnly: uses.isImageSourceOnly(key),
                   inertAttributes: uses.inertAttributes(of: key, selectorAttributes: selectorAttributes),
                   list: uses.listSlot(of: key))
        }
        self.slots = slots
        formats = slots.map { $0.format.flatMap(ValueFormat.init) }
    }

    /// The index of the slot that `rl:text="key"` with this format fills, if it is one.
    func slot(key: String, format: String?) -> Int? {
        slots.firstIndex(of: Slot(key: key, format: format))
    }

    fileprivate struct Uses {
        var keys: Set<String> = []
        var texts: [String: [String?]] = [:]
        var otherUses: Set<String> = []
        var links: Set<String> = []
        /// Bindings that read each key.
        var count: [String: Int] = [:]
        /// Of those, `rl:if` and `rl:unless` outside loops.
        var presence: [String: Int] = [:]
        /// Of those, `rl:attr-src` on `<img>` outside loops.
        var imageSources: [String: Int] = [:]
        /// Of those, `rl:attr-NAME` outside loops for attributes layout does not read (selectors
        /// aside), and their names.
        var inertAttributes: [String: (count: Int, names: Set<String>)] = [:]
        /// `rl:each` outside loops, by key: the format of the element's item text when the
        /// element binds nothing else (``ListSlot``), else nil.
        var loops: [String: [String??]] = [:]

        mutating func visit(_ element: XMLNode, inLoop: Bool) {
            let loopKey = element.attribute(TemplateNamespace.each, namespace: TemplateNamespace.uri)
            if let loopKey, !inLoop, !loopKey.contains(".") {
                loops[loopKey, default: []].append(Self.itemTextFormat(of: element))
            }
            let inLoop = inLoop || loopKey != nil
            var format: String?
            var textKey: String?
            for binding in element.attributes where binding.namespaceURI == TemplateNamespace.uri {
                switch binding.name {
                case TemplateNamespace.fallback, TemplateNamespace.prototype: break
                // Feed bindings give the feeds their values; the cell never shows them.
                case let name where FeedKeys.names.contains(name): break
                // So does rl:id: it names the row's permalink id, which layout never reads.
                case TemplateNamespace.anchor: break
                case TemplateNamespace.format: format = binding.value
                case TemplateNamespace.text: textKey = binding.value
                case TemplateNamespace.link where !inLoop && !binding.value.contains("."):
                    keys.insert(binding.value)
                    links.insert(binding.value)
                    count[binding.value, default: 0] += 1
                case TemplateNamespace.presence where !inLoop && !binding.value.contains("."),
                     TemplateNamespace.absence where !inLoop && !binding.value.contains("."):
                    presence[binding.value, default: 0] += 1
                    use(binding.value, asText: false)
                case Self.imageSource where !inLoop && element.name == "img" && !binding.value.contains("."):
                    imageSources[binding.value, default: 0] += 1
                    use(binding.value, asText: false)
                case let name where name.hasPrefix(TemplateNamespace.attributePrefix) && !inLoop && !binding.value.contains("."):
                    let attribute = String(name.dropFirst(TemplateNamespace.attributePrefix.count)).lowercased()
                    if !PrototypeSlots.layoutAttributes.contains(attribute),
                       attribute == "href" ? !Binder.requiresURL(element.name.lowercased(), attribute)
                                           : !URLPolicy.urlAttributes.contains(attribute) {
                        inertAttributes[binding.value, default: (0, [])].count += 1
                        inertAttributes[binding.value, default: (0, [])].names.insert(attribute)
                    }
                    use(binding.value, asText: false)
                default: use(binding.value, asText: false)
                }
            }
            if let textKey {
                if inLoop || textKey.contains(".") { use(textKey, asText: false) } else {
                    use(textKey, asText: true)
                    texts[textKey, default: []].append(format)
                }
            }
            for child in element.childElements { visit(child, inLoop: inLoop) }
        }

        /// The `rl:format` of the item text of a loop `element` whose only bindings are its
        /// `rl:each` and, on one element of it, `rl:text="."` (with `rl:format`, `rl:fallback`);
        /// nil when it binds anything else.
        private static func itemTextFormat(of element: XMLNode) -> String?? {
            var found: String??
            var clean = true
            func walk(_ node: XMLNode, isRoot: Bool) {
                var text: String?, format: String?
                for binding in node.attributes where binding.namespaceURI == TemplateNamespace.uri {
                    switch binding.name {
                    case TemplateNamespace.each where isRoot, TemplateNamespace.fallback: break
                    case TemplateNamespace.text: text = binding.value
                    case TemplateNamespace.format: format = binding.value
                    default: clean = false
                    }
                }
                if let text {
                    if text != "." || found != nil { clean = false }
                    found = .some(format)
                } else {
                    if format != nil { clean = false }
                    for child in node.childElements { walk(child, isRoot: false) }
                }
            }
            walk(element, isRoot: true)
            guard clean, let found else { return nil }
            return .some(found)
        }

        /// The binding that names an image's file.
        private static let imageSource = TemplateNamespace.attributePrefix + "src"

        private mutating func use(_ key: String, asText: Bool) {
            guard key != "." else { return }
            let first = String(key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            count[first, default: 0] += 1
            keys.insert(first)
            if !asText || first != key { otherUses.insert(first) }
        }
    }
}

private extension PrototypeSlots.Uses {
    /// The slots `key` fills when it does nothing but fill slots (added to `slots` when new).
    func slotIndices(of key: String, in slots: inout [PrototypeSlots.Slot]) -> [Int]? {
        guard !otherUses.contains(key), let found = texts[key] else { return nil }
        return found.map { format in
            let slot = PrototypeSlots.Slot(key: key, format: format)
            if let index = slots.firstIndex(of: slot) { return index }
            slots.append(slot)
            return slots.count - 1
        }
    }

    func isLinkOnly(_ key: String) -> Bool {
        links.contains(key) && !otherUses.contains(key) && texts[key] == nil
    }

    func inertAttributes(of key: String, selectorAttributes: Set<String>) -> PrototypeSlots.InertAttributes? {
        guard let inert = inertAttributes[key], selectorAttributes.isDisjoint(with: inert.names),
              count[key] == inert.count + (presence[key] ?? 0) else { return nil }
        return PrototypeSlots.InertAttributes(names: inert.names, holdsLink: inert.names.contains("href"))
    }

    func isImageSourceOnly(_ key: String) -> Bool {
        guard let sources = imageSources[key] else { return false }
        return count[key] == sources + (presence[key] ?? 0)
    }

    func listSlot(of key: String) -> PrototypeSlots.ListSlot? {
        guard let loops = loops[key], loops.count == 1, let format = loops[0],
              count[key] == 1 + (presence[key] ?? 0) else { return nil }
        return PrototypeSlots.ListSlot(format: format, parsedFormat: format.flatMap(ValueFormat.init))
    }
}
