/// The keys one prototype binds that no row shown with it has had yet: a typo such as
/// `rl:text="sumary"` leaves every row's element empty without a word otherwise.
///
/// An `rl:text` without `rl:default` expects its key in some row: one that no row has is
/// reported. Every other binding is optional by design (`rl:if` tests whether a row has the
/// key, `rl:link` links when the row has a URL): one whose key no row has is reported only
/// when the rows have a key that is nearly the same, a likely typo.
///
/// Cheap on a long run: a key leaves ``pending`` the first time a lookup finds it, and once
/// every key has been found the binder stops asking (``BoundKeyLog``). The key names rows hold
/// are gathered from the first ``sampleRows`` rows only, for the "did you mean" of a warning.
final class BoundKeys {
    /// Where a key is bound first: the template line and the binding (`rl:text`), and whether
    /// every binding of the key is optional (see above).
    struct Site {
        let line: Int
        let binding: String
        let isOptional: Bool
    }

    let prototype: Prototype
    /// Keys bound in the prototype that no lookup has found yet.
    private(set) var pending: [String: Site] = [:]
    /// Of those, the keys looked up at least once (a key inside an element that was never kept
    /// was never asked for: no warning).
    private var asked: Set<String> = []
    /// Key names the rows (and the items of their lists) hold, up to ``seenLimit``.
    private var seen: Set<String> = []
    private var sampled = 0
    static let sampleRows = 1_000
    static let seenLimit = 256

    init(prototype: Prototype) {
        self.prototype = prototype
        collect(prototype.element)
    }

    private func collect(_ element: XMLNode) {
        let hasDefault = element.attribute(TemplateNamespace.fallback, namespace: TemplateNamespace.uri) != nil
        for binding in element.attributes where binding.namespaceURI == TemplateNamespace.uri && binding.value != "." {
            let name = binding.name
            guard BoundKeys.keyed.contains(name) || name.hasPrefix(TemplateNamespace.attributePrefix) else { continue }
            let site = Site(line: element.line, binding: "rl:" + name, isOptional: name != TemplateNamespace.text || hasDefault)
            if pending[binding.value].map({ $0.isOptional && !site.isOptional }) ?? true { pending[binding.value] = site }
        }
        for child in element.childElements { collect(child) }
    }

    private static let keyed: Set<String> = [
        TemplateNamespace.text, TemplateNamespace.presence, TemplateNamespace.absence,
        TemplateNamespace.each, TemplateNamespace.link,
    ]

    /// Whether every bound key has been found.
    var isComplete: Bool { pending.isEmpty }

    /// Whether the rows' key names are still gathered.
    var isSampling: Bool { sampled < Self.sampleRows && seen.count < Self.seenLimit }

    /// Notes a lookup of `key` that found a value, or did not. A key whose site is a plain
    /// `rl:text` counts as asked for only when that kind of binding missed it (`isPlainText`),
    /// not when an `rl:if` that guards the element did.
    func note(_ key: String, found: Bool, isPlainText: Bool) {
        guard let index = pending.index(forKey: key) else { return }
        if found {
            pending.remove(at: index)
        } else if isPlainText || pending.values[index].isOptional {
            asked.insert(key)
        }
    }

    /// Notes the key names of a row (`isRow`) or of one item of its lists.
    func sample(_ names: Dictionary<String, DataValue>.Keys, isRow: Bool) {
        if isRow { sampled += 1 }
        for name in names where seen.count < Self.seenLimit { seen.insert(name) }
    }

    /// Takes in what `other`, the same prototype's keys on another thread, learned from other
    /// rows: a key is pending only while no row of either has it.
    func absorb(_ other: BoundKeys) {
        pending = pending.filter { other.pending[$0.key] != nil }
        asked.formUnion(other.asked)
        for name in other.seen where seen.count < Self.seenLimit { seen.insert(name) }
        sampled += other.sampled
    }

    /// One warning per key that was asked for and never found (an optional one only with a
    /// near key to suggest).
    func warnings(templatePath: String) -> [RenderWarning] {
        let names = seen.sorted()
        return pending.filter { asked.contains($0.key) }.sorted { ($0.value.line, $0.key) < ($1.value.line, $1.key) }
            .compactMap { key, site in
                let near = NearestName.nearest(to: key, among: names, limit: max(2, key.count / 3))
                guard near != nil || !site.isOptional else { return nil }
                return warning(key: key, site: site, near: near, names: names, templatePath: templatePath)
            }
    }

    private func warning(key: String, site: Site, near: String?, names: [String], templatePath: String) -> RenderWarning {
        let what = [TemplateNamespace.Identifier.header, TemplateNamespace.Identifier.footer].contains(prototype.identifier)
            ? "section" : "row"
        let hint: String
        if let near {
            hint = "Did you mean \(DataValue.quoted(near))?"
        } else if names.isEmpty {
            hint = "Its \(what)s have no keys at all."
        } else {
            let shown = names.prefix(12).map { DataValue.quoted($0) }.joined(separator: ", ")
            hint = "Its \(what)s have the keys \(shown)\(names.count > 12 ? "…" : "")."
        }
        return RenderWarning(
            location: SourceLocation(path: templatePath, line: site.line), key: key,
            message: "No \(what) shown with the prototype \(DataValue.quoted(prototype.identifier)) has the key \(DataValue.quoted(key)) that \(site.binding) binds here, so that binding never had a value. \(hint) Fix the key in the template or in the data."
        )
    }
}

/// The ``BoundKeys`` of every prototype a binder has filled, and those of the cell it is filling
/// while some of its keys are still pending.
final class BoundKeyLog {
    private var byPrototype: [String: BoundKeys] = [:]
    /// The keys of the prototype being filled, nil once all of them were found.
    private(set) var current: BoundKeys?

    /// Starts filling `prototype` for `fields`; returns true the first time it is filled.
    func begin(_ prototype: Prototype, fields: [String: DataValue]) -> Bool {
        var isNew = false
        let keys = byPrototype[prototype.identifier] ?? {
            isNew = true
            let made = BoundKeys(prototype: prototype)
            byPrototype[prototype.identifier] = made
            return made
        }()
        current = keys.isComplete ? nil : keys
        if let current, current.isSampling { current.sample(fields.keys, isRow: true) }
        return isNew
    }

    /// Ends the filling of a cell.
    func end() { current = nil }

    /// Takes in what `other`, another thread's log, learned from other rows.
    func absorb(_ other: BoundKeyLog) {
        for (identifier, keys) in other.byPrototype {
            if let mine = byPrototype[identifier] { mine.absorb(keys) } else { byPrototype[identifier] = keys }
        }
    }

    /// The warnings of every prototype, in the order of their lines.
    func warnings(templatePath: String) -> [RenderWarning] {
        byPrototype.values.sorted { $0.prototype.line < $1.prototype.line }.flatMap { $0.warnings(templatePath: templatePath) }
    }
}
