extension Template {
    /// Elements with `rl:link` whose content holds a link (`<a>`), as warnings: the written
    /// `<a>` would hold another, which HTML does not allow, and browsers split the outer one,
    /// so such a row may lay out otherwise than its estimate.
    var nestedLinkWarnings: [RenderWarning] {
        var warnings: [RenderWarning] = []
        forEachPrototypeElement { element in
            let links = element.attributes.contains { $0.namespaceURI == TemplateNamespace.uri && $0.name == TemplateNamespace.link }
            guard links, Self.holdsLink(element) else { return }
            warnings.append(RenderWarning(
                location: SourceLocation(path: path, line: element.line), key: "rl:link",
                message: "rl:link on <\(element.name)> wraps content that holds a link (<a>), and HTML does not nest links: browsers split the outer one, so these rows may be laid out otherwise than their estimated heights. Put rl:link on an element without links inside."))
        }
        return warnings
    }

    private static func holdsLink(_ element: XMLNode) -> Bool {
        element.childElements.contains { ($0.name == "a" && SelectorMatcher.isHTML($0)) || holdsLink($0) }
    }
}
