import Foundation

/// Gives every data row's root element its permalink id, as rows stream by: the slug of the key
/// its prototype names with `rl:id` (``slug(_:)``), else `row-` and a hash of what the row holds
/// (``contentID(of:)``), never its place, so that no row's id changes when rows are inserted
/// before it; an id the template's author wrote on the prototype's root (`id` or `rl:attr-id`)
/// is kept as it is. Ids never repeat an id the template uses (on the page shell,
/// in a prototype or in a stylesheet's selector); a later duplicate gets `-2`, `-3`…
///
/// A stylesheet whose selectors test the `id` attribute itself (`[id]`) could lay a row out
/// differently once it has an id, so then rows keep only ids of the author's (``givesIDs``).
///
/// Rows with the same key, or the same content, ask for the same id, so the ids given are kept,
/// as 64-bit hashes (a hash that collides only costs an id a suffix): about 16 bytes a row.
struct RowAnchors {
    /// Ids rows never get: those the template uses or its selectors name.
    private let reserved: Set<String>
    /// Whether ids are kept in ``given``: when rows get ids, or some prototype has `rl:id`.
    private let tracksIDs: Bool
    /// Whether rows get ids the template does not give them (not when selectors test `[id]`).
    let givesIDs: Bool
    /// Hashes of the ids given so far (with ``tracksIDs``).
    private var given: Set<UInt64> = []
    /// The next suffix to try for ids that were repeated.
    private var nextSuffix: [String: Int] = [:]

    /// The longest slug, in characters.
    static let maximumLength = 64

    /// The anchors of rows filled from `template` and laid out by `layout`'s models.
    init(template: Template, layout: LayoutSetup) {
        let selected = layout.models.map(\.selectedIDs)
        self.init(template: template, selectorIDs: selected.reduce(into: []) { $0.formUnion($1.names) },
                  testsIDAttribute: selected.contains { $0.testsAttribute })
    }

    init(template: Template, selectorIDs: Set<String>, testsIDAttribute: Bool = false) {
        var reserved = selectorIDs
        template.document.root?.forEachDescendant { node in
            if node.isElement, let id = node.attribute("id"), !id.isEmpty { reserved.insert(id) }
        }
        self.reserved = reserved
        givesIDs = !testsIDAttribute
        tracksIDs = givesIDs || template.prototypes.values.contains { $0.anchorKey != nil }
    }

    /// The id of `row`, whose filled cell's root is `root`, set on `root`; `key`: its prototype's
    /// `rl:id`; nil when it has none of the author's and ``givesIDs`` is false.
    mutating func anchor(_ row: Row, root: XMLNode, key: String?) -> String? {
        let proposal = propose(row, root: root, key: key)
        let id = settle(proposal)
        if case .generated = proposal, let id { root.setAttribute("id", to: id) }
        return id
    }

    /// The id a row would have before the rows ahead of it are known: what
    /// ``propose(_:root:key:)`` finds, which ``settle(_:)`` turns into the row's id in data order.
    enum Proposal: Equatable {
        /// The author's id on the root, kept as it is.
        case own(String)
        /// An id made from the row (its key's slug, or its ``contentID(of:)``), made unique when
        /// settled.
        case generated(String)
        /// No id (``givesIDs`` is false and the root has none).
        case none

        /// The id the row has if no row ahead of it took it.
        var id: String? {
            switch self {
            case .own(let id), .generated(let id): id
            case .none: nil
            }
        }
    }

    /// What id `row` asks for (see ``anchor(_:root:key:)``), without changing anything: rows on
    /// other threads propose ids while the rows ahead of them are still being filled.
    func propose(_ row: Row, root: XMLNode, key: String?) -> Proposal {
        propose(row, root: root, key: key) { row.contentKey }
    }

    /// ``propose(_:root:key:)``, the row's ``Row/contentKey`` asked of `contentKey` (only when
    /// the id is made of it), so that a caller that needs the key too hashes the row once.
    func propose(_ row: Row, root: XMLNode, key: String?, contentKey: () -> UInt64) -> Proposal {
        if let own = root.attribute("id"), !own.isEmpty { return .own(own) }
        guard givesIDs else { return .none }
        let text = key.flatMap { BindingScope(row: row.fields).value(for: $0)?.plainText } ?? ""
        let slug = Self.slug(text)
        return .generated(slug.isEmpty ? Self.contentID(contentKey()) : slug)
    }

    /// `row-` and 12 hexadecimal digits of the row's ``Row/contentKey``: the same wherever the
    /// row moves and whatever is inserted before it (`row-3f09a1c27be4`).
    static func contentID(of row: Row) -> String {
        contentID(row.contentKey)
    }

    /// The id made of a row's ``Row/contentKey`` `key`.
    static func contentID(_ key: UInt64) -> String {
        let digits = String(key >> 16, radix: 16)
        return "row-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// The id a row that made `proposal` is written with before it is settled: its proposed id,
    /// or when the template takes that one the first of `ID-2`, `ID-3`… the template does not.
    /// Its final id is never one the template takes either, so whichever of the two the cell has,
    /// no selector of the template tests it: the cell lays out and is styled the same, and only
    /// the id needs changing when it is settled (``RenderedRow/renamed(to:)``).
    func tentative(_ proposal: Proposal) -> String? {
        guard case .generated(let base) = proposal, reserved.contains(base) else { return proposal.id }
        var suffix = 2
        while reserved.contains("\(base)-\(suffix)") { suffix += 1 }
        return "\(base)-\(suffix)"
    }

    /// The id of the row that made `proposal`, the rows before it settled: its proposed id, or
    /// that id with a suffix when a row before it or the template took it.
    mutating func settle(_ proposal: Proposal) -> String? {
        switch proposal {
        case .own(let own):
            if tracksIDs { given.insert(Self.hash(own)) }
            return own
        case .generated(let base): return unique(base)
        case .none: return nil
        }
    }

    /// `base`, or `base-2`, `base-3`… when `base` is taken.
    private mutating func unique(_ base: String) -> String {
        guard isTaken(base) else { return take(base) }
        var suffix = nextSuffix[base] ?? 2
        while isTaken("\(base)-\(suffix)") { suffix += 1 }
        nextSuffix[base] = suffix + 1
        return take("\(base)-\(suffix)")
    }

    private func isTaken(_ id: String) -> Bool {
        reserved.contains(id) || (tracksIDs && given.contains(Self.hash(id)))
    }

    private mutating func take(_ id: String) -> String {
        if tracksIDs { given.insert(Self.hash(id)) }
        return id
    }

    /// `text` as a readable HTML id: Unicode-normalized (NFC) and lowercased; letters, digits
    /// and `_` kept (of any script); every run of other characters one `-`; no `-` at either
    /// end; at most ``maximumLength`` characters. Empty when `text` has no letter or digit.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in text.precomposedStringWithCanonicalMapping.lowercased() {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
                if slug.count >= maximumLength { break }
            } else {
                pendingDash = true
            }
        }
        return slug
    }

    /// FNV-1a: the same for the same id in every run, so suffixes do not change between renders.
    private static func hash(_ id: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(id.utf8)
        return hash.unmixed
    }

    /// The `rl:id` key on `root`, the root of the prototype `identifier`; nil when it has none.
    /// - Throws: ``TemplateError`` when it sits on a section's header or footer, or on a root
    ///   whose `id` the template already writes or binds.
    static func key(of root: XMLNode, identifier: String, path: String) throws(TemplateError) -> String? {
        guard let key = root.attribute(TemplateNamespace.anchor, namespace: TemplateNamespace.uri) else { return nil }
        if identifier == TemplateNamespace.Identifier.header || identifier == TemplateNamespace.Identifier.footer {
            throw TemplateError(path: path, line: root.line, "The prototype \"\(identifier)\" has rl:id, but section headers and footers are not rows and get no permalink. Move rl:id to a row's prototype.")
        }
        let bound = root.attribute(TemplateNamespace.attributePrefix + "id", namespace: TemplateNamespace.uri) != nil
        if root.attribute("id") != nil || bound {
            throw TemplateError(path: path, line: root.line, "The prototype \"\(identifier)\" has rl:id=\"\(key)\" and also gives its root an id\(bound ? " with rl:attr-id" : ""). Keep one: rl:id makes a readable, unique id from the key; an id of your own is used as it is.")
        }
        return key
    }
}
