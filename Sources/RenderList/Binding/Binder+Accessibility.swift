/// What a render writes that works but fails its readers, reported once per prototype: an
/// empty link (`rl:link` around nothing), an `<img>` without `alt`, and a section title or
/// footer that no `Header` or `Footer` prototype shows.
extension Binder {
    /// The warnings for keys that a prototype binds and that no row shown with it had.
    func unboundKeyWarnings() -> [RenderWarning] {
        boundKeys.warnings(templatePath: template.path)
    }

    /// Whether the `<a>` an `rl:link` made holds nothing a reader could see or hear.
    static func isEmptyLink(_ anchor: XMLNode) -> Bool {
        var child = anchor.firstChild
        while let node = child {
            if node.isElement { return false }
            if node.kind == .text, !node.textContent.allSatisfy(\.isWhitespace) { return false }
            child = node.nextSibling
        }
        return true
    }

    func reportEmptyLink(on element: XMLNode, key: String, textKey: String?, context: BindingContext) {
        let row = context.row.map { "Row \($0.index)" } ?? "A section"
        let fix = textKey.map { "The element's text comes from the key \(DataValue.quoted($0)), which the row lacks or leaves empty: give the row a \(DataValue.quoted($0)), or add rl:default=\"…\" to the element." }
            ?? "Give the element content in the template."
        warnings.report(RenderWarning(
            location: SourceLocation(path: template.path, line: element.line), rowIndex: context.row?.index, key: context.prototype.identifier,
            message: "\(row) is linked by rl:link=\(DataValue.quoted(key)) on a <\(element.name)> of the prototype \(DataValue.quoted(context.prototype.identifier)), but the link holds nothing: an empty link cannot be seen, and screen readers announce it by its URL alone. \(fix) (This is reported once per prototype.)"
        ), kind: "empty-link")
    }

    /// `rl:attr-alt` on an `<img>` found no value in the row: the image is written without alt.
    func reportImageWithoutAlt(_ image: XMLNode, key: String, context: BindingContext) {
        let row = context.row.map { "Row \($0.index)" } ?? "A section"
        warnings.report(RenderWarning(
            location: SourceLocation(path: template.path, line: image.line), rowIndex: context.row?.index, key: context.prototype.identifier,
            message: "\(row) has no text under the key \(DataValue.quoted(key)), so the <img> of the prototype \(DataValue.quoted(context.prototype.identifier)) that takes its alt from it is written without alt: screen readers then read out the image's file name. Give every row a \(DataValue.quoted(key)). (This is reported once per prototype.)"
        ), kind: "image-without-alt")
    }

    /// An `<img>` of `prototype` with neither `alt` nor `rl:attr-alt`: every row's is written
    /// without alt.
    func reportImagesWithoutAlt(in prototype: Prototype) {
        var found: XMLNode?
        func visit(_ element: XMLNode) {
            if found == nil, element.name == "img", element.attribute("alt") == nil,
               element.attribute(TemplateNamespace.attributePrefix + "alt", namespace: TemplateNamespace.uri) == nil {
                found = element
            }
            for child in element.childElements where found == nil { visit(child) }
        }
        visit(prototype.element)
        guard let image = found else { return }
        warnings.report(RenderWarning(
            location: SourceLocation(path: template.path, line: image.line), key: prototype.identifier,
            message: "The <img> of the prototype \(DataValue.quoted(prototype.identifier)) has no alt attribute, so it is written without one: screen readers then read out the image's file name. Write alt=\"…\" on it (alt=\"\" for a decorative image), or bind it with rl:attr-alt. (This is reported once per prototype.)"
        ), kind: "image-without-alt")
    }

    /// A section's title (or footer) that the template has no `Header` (`Footer`) prototype for.
    func reportMissingDecoration(_ identifier: String, text: String) {
        let isHeader = identifier == TemplateNamespace.Identifier.header
        let what = isHeader ? "the title" : "the footer"
        let key = isHeader ? "title" : "footer"
        warnings.report(RenderWarning(
            location: SourceLocation(path: template.path, line: template.container.line), key: identifier,
            message: "A section has \(what) \(DataValue.quoted(text)), but the template has no \(identifier) prototype, so no section's \(key) is shown. Add an element with rl:prototype=\"\(identifier)\" rl:text=\"\(key)\" to the list container. (This is reported once.)"
        ), kind: "missing-decoration")
    }
}
