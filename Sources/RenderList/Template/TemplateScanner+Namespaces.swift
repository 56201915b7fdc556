/// The namespaces a template must declare: XHTML's on the root element, and `urn:render-list`
/// for the `rl:` prefix of the bindings. Without them libxml2 still reads the file, but the
/// pages would be laid out as some other XML and the bindings would be plain attributes.
extension TemplateScanner {
    /// XHTML's namespace, which the root element must be in.
    static let xhtml = "http://www.w3.org/1999/xhtml"

    /// Throws when `root` is not in the XHTML namespace.
    func checkXHTMLNamespace(of root: XMLNode) throws(TemplateError) {
        guard let namespace = root.namespaceURI else {
            throw TemplateError(path: path, line: root.line, "The root element <\(root.name)> has no xmlns=\"\(Self.xhtml)\", so the template is not XHTML and browsers would lay its pages out wrong. Add xmlns=\"\(Self.xhtml)\" to <\(root.name)>.")
        }
        guard namespace == Self.xhtml else {
            throw TemplateError(path: path, line: root.line, "The root element <\(root.name)> is in the namespace \(DataValue.quoted(namespace)), not XHTML's, so browsers would lay its pages out wrong. Write xmlns=\"\(Self.xhtml)\" on <\(root.name)>.")
        }
    }

    /// Throws when `element` has an attribute written `rl:NAME` whose prefix is not bound to
    /// ``TemplateNamespace/uri``: it would be no binding at all.
    func checkBindingPrefix(of element: XMLNode) throws(TemplateError) {
        guard let misbound = element.misboundAttribute(prefix: "rl", namespace: TemplateNamespace.uri) else { return }
        let bound = misbound.namespace.map { "is bound to \(DataValue.quoted($0))" } ?? "is not bound to any namespace"
        throw TemplateError(path: path, line: element.line, "The attribute rl:\(misbound.name) on <\(element.name)> is no binding: the rl: prefix \(bound), not to \(TemplateNamespace.uri). Add xmlns:rl=\"\(TemplateNamespace.uri)\" to the root element (and remove any other xmlns:rl).")
    }
}
