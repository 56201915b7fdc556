/// The template's page bindings: values every list page fills in its `<head>` (``PagePattern``).
/// `rl:page-text` on the head's `<title>` makes its text; `rl:page-attr-content` on a
/// `<meta name="…">` (or `property`) makes its `content`.
struct PageBindings {
    /// The `<title>`'s pattern, if it has one.
    var title: PagePattern?
    /// The `<meta>` elements whose `content` is bound, with their patterns.
    var contents: [(meta: XMLNode, pattern: PagePattern)] = []

    /// The binding names.
    static let textName = "page-text"
    static let contentName = "page-attr-content"
    /// The prefix that marks a binding as a page binding.
    static let prefix = "page-"

    /// The row keys the patterns read, each once.
    var keys: [String] {
        var keys: [String] = []
        for key in (title?.keys ?? []) + contents.flatMap(\.pattern.keys) where !keys.contains(key) { keys.append(key) }
        return keys
    }

    /// The pattern bound to `meta`'s `content`, if any.
    func content(of meta: XMLNode) -> PagePattern? {
        contents.first { $0.meta == meta }?.pattern
    }
}

extension TemplateScanner {
    /// Checks the bindings of `element`, which sits in the page's `<head>` when `inHead`: there
    /// only page bindings may stand (no row is there to read), and only there. Adds what it
    /// finds to `bindings`.
    func checkPageBindings(_ element: XMLNode, _ attributes: [XMLAttribute], inHead: Bool,
                           into bindings: inout PageBindings) throws(TemplateError) {
        for binding in attributes {
            let name = binding.name
            guard name.hasPrefix(PageBindings.prefix) else {
                if inHead {
                    throw TemplateError(path: path, line: element.line, "The binding rl:\(name) sits on <\(element.name)> in the page's <head>, where there is no row to read. Bind the page's title with rl:\(PageBindings.textName)=\"{site} – page {page} of {pages}\" on <title>, or a description with rl:\(PageBindings.contentName) on <meta name=\"description\">.")
                }
                continue
            }
            guard inHead else {
                throw TemplateError(path: path, line: element.line, "The page binding rl:\(name) sits on <\(element.name)> outside the page's <head>. Page bindings fill the <title> (rl:\(PageBindings.textName)) and <meta name=\"…\"> (rl:\(PageBindings.contentName)) of each page.")
            }
            let pattern = try pagePattern(binding, on: element)
            switch name {
            case PageBindings.textName where element.name == "title":
                bindings.title = pattern
            case PageBindings.contentName where element.name == "meta" && Self.isNamedMeta(element):
                bindings.contents.append((element, pattern))
            case PageBindings.textName, PageBindings.contentName:
                throw TemplateError(path: path, line: element.line, "The page binding rl:\(name) sits on <\(element.name)>. rl:\(PageBindings.textName) goes on <title>, and rl:\(PageBindings.contentName) on a <meta> with a name or property (and no http-equiv or charset).")
            default:
                throw TemplateError(path: path, line: element.line, "Unknown page binding rl:\(name) on <\(element.name)>. The page bindings are rl:\(PageBindings.textName) and rl:\(PageBindings.contentName).")
            }
        }
    }

    private func pagePattern(_ binding: XMLAttribute, on element: XMLNode) throws(TemplateError) -> PagePattern {
        switch PagePattern.parse(binding.value) {
        case .success(let pattern): return pattern
        case .failure(let error):
            throw TemplateError(path: path, line: element.line, "The binding rl:\(binding.name)=\"\(binding.value)\" on <\(element.name)> has \(error.problem). The placeholders are \(PagePattern.placeholders); write {{ and }} for braces.")
        }
    }

    /// A `<meta>` that describes the page (`name` or `property`) and neither redirects
    /// (`http-equiv`) nor sets the encoding.
    private static func isNamedMeta(_ meta: XMLNode) -> Bool {
        (meta.attribute("name") != nil || meta.attribute("property") != nil)
            && meta.attribute("http-equiv") == nil && meta.attribute("charset") == nil
    }
}
