/// Checks one binding attribute of the template when it loads.
struct BindingRule {
    let path: String
    let line: Int

    private static let keyed: Set<String> = FeedKeys.names.union([
        TemplateNamespace.text, TemplateNamespace.presence, TemplateNamespace.absence,
        TemplateNamespace.each, TemplateNamespace.link, TemplateNamespace.anchor,
    ])
    private static let markers: Set<String> = [
        TemplateNamespace.list, TemplateNamespace.pager, TemplateNamespace.empty,
    ]
    private static let known = keyed.union(markers).union([
        TemplateNamespace.prototype, TemplateNamespace.fallback, TemplateNamespace.format,
    ])

    func check(_ binding: XMLAttribute, on element: XMLNode) throws(TemplateError) {
        let name = binding.name
        if name.hasPrefix(TemplateNamespace.attributePrefix) {
            try checkAttributeBinding(String(name.dropFirst(TemplateNamespace.attributePrefix.count)), key: binding.value)
            return
        }
        guard Self.known.contains(name) else {
            let list = (Self.known.sorted() + ["attr-NAME"]).map { "rl:\($0)" }.joined(separator: ", ")
            throw TemplateError(path: path, line: line, "Unknown binding rl:\(name) on <\(element.name)>. The bindings are \(list).")
        }
        if Self.keyed.contains(name), binding.value.isEmpty {
            throw TemplateError(path: path, line: line, "The binding rl:\(name) on <\(element.name)> names no key. Write the data key, for example rl:\(name)=\"text\".")
        }
        if name == TemplateNamespace.format, ValueFormat(binding.value) == nil {
            throw TemplateError(path: path, line: line, "The format \"\(binding.value)\" is not one render-list knows. Use number, number:2, percent, date, date:short, date:long, date:full, date:iso, datetime, time or date:PATTERN such as date:yyyy-MM-dd.")
        }
    }

    private func checkAttributeBinding(_ attribute: String, key: String) throws(TemplateError) {
        let lowered = attribute.lowercased()
        if lowered.isEmpty || !lowered.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":" }) {
            throw TemplateError(path: path, line: line, "The binding rl:attr-\(attribute) does not name an attribute. Write rl:attr-href=\"url\" to set href from the key url.")
        }
        if lowered.hasPrefix("on") {
            throw TemplateError(path: path, line: line, "The binding rl:attr-\(attribute) would put data into the event handler \"\(attribute)\". Data never runs as code; remove the binding.")
        }
        if lowered == "srcdoc" {
            throw TemplateError(path: path, line: line, "The binding rl:attr-\(attribute) would put data into a document. Remove the binding.")
        }
        if key.isEmpty {
            throw TemplateError(path: path, line: line, "The binding rl:attr-\(attribute) names no key. Write the data key, for example rl:attr-\(attribute)=\"url\".")
        }
    }
}
