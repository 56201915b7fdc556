/// The keys that give a prototype's rows to the feeds, from binding attributes on the
/// prototype's root: `rl:feed-title` (which makes its rows feed entries), and optionally
/// `rl:feed-link`, `rl:feed-date` and `rl:feed-summary`.
struct FeedKeys: Equatable {
    /// The key of an entry's title.
    let title: String
    /// The key of the URL an entry links to; nil: the row on its page (`#row-N`).
    let link: String?
    /// The key of an entry's date (a date, or ISO 8601 text); nil: the entries are undated.
    let date: String?
    /// The key of an entry's summary; nil: none.
    let summary: String?

    static let titleName = "feed-title"
    static let linkName = "feed-link"
    static let dateName = "feed-date"
    static let summaryName = "feed-summary"
    /// Every feed binding's name.
    static let names: Set<String> = [titleName, linkName, dateName, summaryName]

    /// The feed keys on `root`, the root of the prototype `identifier`; nil when it has none.
    /// - Throws: ``TemplateError`` when it names a link, date or summary but no title, or sits on
    ///   a section's header or footer.
    static func read(_ root: XMLNode, identifier: String, path: String) throws(TemplateError) -> FeedKeys? {
        func key(_ name: String) -> String? { root.attribute(name, namespace: TemplateNamespace.uri) }
        guard names.contains(where: { key($0) != nil }) else { return nil }
        if identifier == TemplateNamespace.Identifier.header || identifier == TemplateNamespace.Identifier.footer {
            throw TemplateError(path: path, line: root.line, "The prototype \"\(identifier)\" has feed bindings, but section headers and footers are not rows and never become feed entries. Move the rl:feed- bindings to a row's prototype.")
        }
        guard let title = key(titleName) else {
            throw TemplateError(path: path, line: root.line, "The prototype \"\(identifier)\" has feed bindings but no rl:feed-title. Add rl:feed-title=\"KEY\" naming the key of an entry's title, or remove the other rl:feed- bindings.")
        }
        return FeedKeys(title: title, link: key(linkName), date: key(dateName), summary: key(summaryName))
    }
}
