extension Template {
    /// Elements in a prototype's `<p>` before which the HTML parser ends the paragraph, as
    /// warnings (once per element): the written page is HTML, so such an element and what
    /// follows it leave the paragraph, and the row is laid out otherwise than its estimate.
    var paragraphEndWarnings: [RenderWarning] {
        var warnings: [RenderWarning] = []
        forEachPrototypeElement { element in
            guard SelectorMatcher.isHTML(element), Self.endsParagraph.contains(element.name), Self.inParagraph(element)
            else { return }
            warnings.append(RenderWarning(
                location: SourceLocation(path: path, line: element.line), key: "<\(element.name)>",
                message: "<\(element.name)> inside <p>: browsers end the paragraph before it, so it and what follows it leave the paragraph and these rows are laid out otherwise than their estimated heights. Use a <div> for the paragraph."))
        }
        return warnings
    }

    /// The elements whose start tag closes an open `<p>` in the HTML parser ("in body" insertion mode).
    private static let endsParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "search", "section",
        "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "form", "li", "dd", "dt", "plaintext",
        "table", "hr", "xmp",
    ]

    private static let shieldsParagraph: Set<String> = [
        "button", "td", "th", "caption", "object", "marquee", "applet", "html", "template",
    ]

    /// Whether a `<p>` holds `element`, with no element between that shields it (the parser's
    /// button scope: a button, a table cell, an embedded object) or that ends it first (the
    /// warning is that one's).
    private static func inParagraph(_ element: XMLNode) -> Bool {
        var cursor = element.parent
        while let node = cursor, node.isElement {
            if SelectorMatcher.isHTML(node) {
                if node.name == "p" { return true }
                if endsParagraph.contains(node.name) || shieldsParagraph.contains(node.name) { return false }
            }
            cursor = node.parent
        }
        return false
    }
}
