/// Finds the parts of a template (list container, prototypes, pager, head) and checks every
/// binding attribute once, when the template loads, so that rendering never meets a bad one.
struct TemplateScanner {
    let path: String

    struct Parts {
        var container: XMLNode
        var pager: XMLNode?
        var emptyNotice: XMLNode?
        var head: XMLNode
        var prototypes: [String: Prototype]
        var pageBindings: PageBindings
    }

    func scan(_ document: XMLDocument) throws(TemplateError) -> Parts {
        guard let root = document.root else {
            throw TemplateError(path: path, "The template has no root element. Start it with <html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:rl=\"\(TemplateNamespace.uri)\">.")
        }
        try checkXHTMLNamespace(of: root)
        var found = Found()
        try walk(root, insideRawText: false, found: &found)
        guard let head = found.head else {
            throw TemplateError(path: path, line: root.line, "The template has no <head> element. Add one: the pages need it for their title and links.")
        }
        guard let container = found.containers.first else {
            throw TemplateError(path: path, line: root.line, "The template has no list container. Mark the element that holds the prototypes with rl:list=\"\".")
        }
        if found.containers.count > 1 {
            throw TemplateError(path: path, line: found.containers[1].line, "The template marks a second list container with rl:list (the first is on line \(container.line)). Keep one.")
        }
        let prototypes = try collectPrototypes(in: container)
        return Parts(container: container, pager: found.pagers.first, emptyNotice: found.emptyNotices.first,
                     head: head, prototypes: prototypes, pageBindings: found.pageBindings)
    }

    private struct Found {
        var head: XMLNode?
        var containers: [XMLNode] = []
        var pagers: [XMLNode] = []
        var emptyNotices: [XMLNode] = []
        var pageBindings = PageBindings()
    }

    private func walk(_ element: XMLNode, insideRawText: Bool, found: inout Found) throws(TemplateError) {
        if element.name == "head", found.head == nil { found.head = element }
        try checkBindingPrefix(of: element)
        let reference = element.children.first(where: { $0.kind == .entityReference })?.name
            ?? element.entityReferencedInAttributes
        if let reference {
            throw TemplateError(path: path, line: element.line, "The template uses the entity &\(reference); declared in its DOCTYPE. render-list expands no entities (they can read files or multiply text); write the text itself or a character reference such as &#160; instead.")
        }
        let bindings = element.attributes.filter { $0.namespaceURI == TemplateNamespace.uri }
        let local = element.name.lowercased()  // an HTML parser reads <SCRIPT> and svg:script as scripts
        let rowBindings = bindings.filter { !$0.name.hasPrefix(PageBindings.prefix) }
        if let binding = bindings.first {
            if insideRawText || Self.rawTextElements.contains(local) {
                let place = insideRawText ? "inside a <script> or <style>" : "on <\(element.name)>"
                throw TemplateError(path: path, line: element.line, "The binding rl:\(binding.name) sits \(place). Data never goes into scripts or styles; move the binding to an ordinary element.")
            }
            if Self.closedToData.contains(local), let binding = rowBindings.first {
                throw TemplateError(path: path, line: element.line, "The binding rl:\(binding.name) sits on <\(element.name)>, which decides what a page loads, where it goes or how it animates. Data never chooses that; write the element's attributes in the template.")
            }
        }
        if let feed = bindings.first(where: { FeedKeys.names.contains($0.name) }),
           element.attribute(TemplateNamespace.prototype, namespace: TemplateNamespace.uri) == nil {
            throw TemplateError(path: path, line: element.line, "The binding rl:\(feed.name) sits on <\(element.name)>, which is not a prototype's root. Feed bindings name the keys a row gives the feeds: move it to the element with rl:prototype.")
        }
        if bindings.contains(where: { $0.name == TemplateNamespace.anchor }),
           element.attribute(TemplateNamespace.prototype, namespace: TemplateNamespace.uri) == nil {
            throw TemplateError(path: path, line: element.line, "The binding rl:id sits on <\(element.name)>, which is not a prototype's root. rl:id names the key of a row's permalink id: move it to the element with rl:prototype.")
        }
        try checkPageBindings(element, bindings, inHead: Self.isInside(found.head, element), into: &found.pageBindings)
        for binding in rowBindings {
            try BindingRule(path: path, line: element.line).check(binding, on: element)
            switch binding.name {
            case TemplateNamespace.list: found.containers.append(element)
            case TemplateNamespace.pager: found.pagers.append(element)
            case TemplateNamespace.empty: found.emptyNotices.append(element)
            default: break
            }
        }
        let raw = insideRawText || Self.rawTextElements.contains(local)
        for child in element.childElements {
            try walk(child, insideRawText: raw, found: &found)
        }
    }

    /// Whether `element` is `head` or inside it.
    private static func isInside(_ head: XMLNode?, _ element: XMLNode) -> Bool {
        guard let head else { return false }
        var node: XMLNode? = element
        while let current = node {
            if current == head { return true }
            node = current.parent
        }
        return false
    }

    /// Elements whose content is code: no binding on them or inside them.
    static let rawTextElements: Set<String> = ["script", "style"]
    /// Elements whose attributes load or run something (a stylesheet, a base URL, a refresh, an
    /// SVG animation that can set `href`): no binding on them.
    static let closedToData: Set<String> = [
        "link", "base", "meta", "animate", "set", "animatemotion", "animatetransform", "animatecolor", "discard",
    ]

    private func collectPrototypes(in container: XMLNode) throws(TemplateError) -> [String: Prototype] {
        var prototypes: [String: Prototype] = [:]
        for child in container.childElements {
            guard let identifier = child.attribute(TemplateNamespace.prototype, namespace: TemplateNamespace.uri) else {
                if child.attribute(TemplateNamespace.empty, namespace: TemplateNamespace.uri) != nil { continue }
                throw TemplateError(path: path, line: child.line, "The <\(child.name)> inside the list container is not a prototype. Give it rl:prototype=\"Name\", or move it out of the element marked rl:list.")
            }
            if child.attribute(TemplateNamespace.each, namespace: TemplateNamespace.uri) != nil {
                throw TemplateError(path: path, line: child.line, "The prototype \"\(identifier)\" has rl:each on its root element. A prototype is one row; put rl:each on an element inside it.")
            }
            if let earlier = prototypes[identifier] {
                throw TemplateError(path: path, line: child.line, "The prototype identifier \"\(identifier)\" is used twice (first on line \(earlier.line)). Give each prototype its own identifier.")
            }
            let feed = try FeedKeys.read(child, identifier: identifier, path: path)
            let anchorKey = try RowAnchors.key(of: child, identifier: identifier, path: path)
            prototypes[identifier] = Prototype(identifier: identifier, element: child, line: child.line, feed: feed,
                                               anchorKey: anchorKey)
        }
        guard !prototypes.isEmpty else {
            throw TemplateError(path: path, line: container.line, "The list container has no prototypes. Add an element with rl:prototype=\"\(TemplateNamespace.Identifier.defaultCell)\" to it: rows that name no prototype use it.")
        }
        return prototypes
    }
}
