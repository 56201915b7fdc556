/// Matches selectors against an element of a row cell that is not linked into the page: above
/// the cell's top element come the list container and its real ancestors.
struct SelectorMatcher {
    /// The cell's top element (its siblings, the other rows, are unknown).
    let cellRoot: XMLNode?
    /// The list container of the template, standing in for the cell's parent.
    let container: XMLNode?
    /// Set when a selector asked for the position of the cell's top element among the rows:
    /// the model then assumes a row in the middle of the list (no `:first-child`, no sibling).
    private(set) var askedRowPosition = false
    /// Set when a sibling combinator reached the cell's top element (the other rows).
    private(set) var askedRowSibling = false
    /// Whether the cell's top element counts as both first and last of the rows: the test of
    /// whether its position could matter at all (``positionMayMatter(_:_:)``).
    private var rowAtEdges = false
    /// The element a `:has()` is being tested on: the only one its ``CompoundSelector/scope``
    /// compound matches.
    private var scope: XMLNode?

    init(cellRoot: XMLNode?, container: XMLNode?) {
        self.cellRoot = cellRoot
        self.container = container
    }

    /// The element's parent in the page the cell will be part of.
    func parent(of element: XMLNode) -> XMLNode? {
        element == cellRoot ? container : element.parent
    }

    /// Whether `selector` matches `element`.
    mutating func matches(_ selector: ComplexSelector, _ element: XMLNode) -> Bool {
        matches(selector, at: selector.compounds.count - 1, element)
    }

    /// Whether `selector`, which asked for the row's position and came out `matched` for
    /// `element` in a middle row, could come out otherwise in another row: it does with the row
    /// first and last (or, for a counted position, anywhere), or it asked for the rows next to
    /// it (`.row + .row`). A selector whose other parts fail anyway (`.body p:last-child` where no
    /// row sits in a `.body`) does not depend on the position.
    func positionMayMatter(_ selector: ComplexSelector, _ element: XMLNode, matched: Bool) -> Bool {
        var relaxed = SelectorMatcher(cellRoot: cellRoot, container: container)
        relaxed.rowAtEdges = true
        return relaxed.matches(selector, element) != matched || relaxed.askedRowSibling
    }

    /// Whether a row beside the cell could be compound `index` of `selector` as far as the
    /// compounds before it tell: they test its ancestors, which are the cell's. When they cannot
    /// match (`.more li + li`, where no row sits inside `.more`), where the row sits does not matter.
    private mutating func siblingRowMayMatch(_ selector: ComplexSelector, _ index: Int) -> Bool {
        guard index > 0, let cellRoot else { return true }
        switch selector.combinators[index - 1] {
        case .child:
            return parent(of: cellRoot).map { matches(selector, at: index - 1, $0) } ?? false
        case .descendant:
            return anAncestor(of: cellRoot, matches: selector, at: index - 1)
        case .adjacentSibling, .generalSibling:
            return true
        }
    }

    /// Whether some ancestor of `element` matches `selector` up to compound `index`.
    private mutating func anAncestor(of element: XMLNode, matches selector: ComplexSelector, at index: Int) -> Bool {
        var ancestor = parent(of: element)
        while let current = ancestor {
            if matches(selector, at: index, current) { return true }
            ancestor = parent(of: current)
        }
        return false
    }

    private mutating func matches(_ selector: ComplexSelector, at index: Int, _ element: XMLNode) -> Bool {
        guard matches(selector.compounds[index], element) else { return false }
        guard index > 0 else { return true }
        switch selector.combinators[index - 1] {
        case .child:
            guard let parent = parent(of: element) else { return false }
            return matches(selector, at: index - 1, parent)
        case .descendant:
            return anAncestor(of: element, matches: selector, at: index - 1)
        case .adjacentSibling:
            if element == cellRoot, siblingRowMayMatch(selector, index - 1) { askedRowSibling = true }
            guard let sibling = previousElement(of: element) else { return false }
            return matches(selector, at: index - 1, sibling)
        case .generalSibling:
            if element == cellRoot, siblingRowMayMatch(selector, index - 1) { askedRowSibling = true }
            var sibling = previousElement(of: element)
            while let current = sibling {
                if matches(selector, at: index - 1, current) { return true }
                sibling = previousElement(of: current)
            }
            return false
        }
    }

    private mutating func matches(_ compound: CompoundSelector, _ element: XMLNode) -> Bool {
        if compound.scope { return element == scope }
        if let tag = compound.tag {
            // (`svg` matches an inline <svg>, as in the written pages: HTML puts it in SVG's namespace.)
            guard element.name == tag, Self.isHTML(element) || element.namespaceURI == XHTML.svgNamespace
            else { return false }
        }
        if let id = compound.id, element.attribute("id") != id { return false }
        if !compound.classes.isEmpty {
            guard let classes = element.attribute("class") else { return false }
            let names = classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            for name in compound.classes where !names.contains(where: { $0 == name }) { return false }
        }
        for test in compound.attributes where !test.matches(element.attribute(test.name)) { return false }
        if compound.root, parent(of: element) != nil { return false }
        if compound.empty, !Self.isEmpty(element) { return false }
        if compound.firstChild, previousElement(of: element) != nil || (element == cellRoot && !rowAtEdges) { return false }
        if compound.lastChild, nextElement(of: element) != nil || (element == cellRoot && !rowAtEdges) { return false }
        for pseudo in compound.pseudoClasses where !matches(pseudo, element) { return false }
        return true
    }

    /// Whether the pseudo-class `pseudo` holds for `element`.
    mutating func holds(_ pseudo: PseudoClass, _ element: XMLNode) -> Bool {
        matches(pseudo, element)
    }

    private mutating func matches(_ pseudo: PseudoClass, _ element: XMLNode) -> Bool {
        switch pseudo {
        case .not(let selectors):
            return !selectors.contains { matches($0, element) }
        case .matchesAny(let selectors, _):
            return selectors.contains { matches($0, element) }
        case .has(let selectors):
            return has(selectors, element)
        case .nth(let pattern):
            guard element != cellRoot else {
                // The row's place among the rows is unknown: a middle row is assumed, which the
                // relaxed matcher lets be anywhere.
                askedRowPosition = true
                return rowAtEdges
            }
            return pattern.matches(index: Self.index(of: element, counting: pattern))
        case .nthOf(let pattern, let selectors):
            guard selectors.contains(where: { matches($0, element) }) else { return false }
            guard element != cellRoot else {
                askedRowPosition = true
                return rowAtEdges
            }
            var index = 1
            var cursor = pattern.fromEnd ? nextElement(of: element) : previousElement(of: element)
            while let sibling = cursor {
                if selectors.contains(where: { matches($0, sibling) }) { index += 1 }
                cursor = pattern.fromEnd ? nextElement(of: sibling) : previousElement(of: sibling)
            }
            return pattern.matches(index: index)
        }
    }

    /// `:has()` on `element`: whether one of the relative `selectors` matches an element inside
    /// it, or (for a leading sibling combinator) after it or inside one after it. The rows after
    /// the cell's top element are unknown: asking for them asks for the row's position.
    mutating func has(_ selectors: [ComplexSelector], _ element: XMLNode) -> Bool {
        let outer = scope
        scope = element
        defer { scope = outer }
        let looksAfter = selectors.contains { $0.combinators[0] == .adjacentSibling || $0.combinators[0] == .generalSibling }
        var found = false
        element.forEachDescendant { node in
            if !found, node.isElement, node != element { found = selectors.contains { matches($0, node) } }
        }
        guard !found, looksAfter else { return found }
        var sibling = nextElement(of: element)
        while let current = sibling, !found {
            current.forEachDescendant { node in
                if !found, node.isElement { found = selectors.contains { matches($0, node) } }
            }
            sibling = nextElement(of: current)
        }
        return found
    }

    /// The 1-based index of `element` among its element siblings (of its own name, for an
    /// `of-type` pattern), from the last one for a `last` pattern.
    static func index(of element: XMLNode, counting pattern: NthPattern) -> Int {
        var index = 1
        var cursor = pattern.fromEnd ? element.nextSibling : element.previousSibling
        while let node = cursor {
            if node.isElement, !pattern.ofType || node.name == element.name { index += 1 }
            cursor = pattern.fromEnd ? node.nextSibling : node.previousSibling
        }
        return index
    }

    /// `:empty`: no child but comments and processing instructions (white space is text, as
    /// Chromium counts it).
    static func isEmpty(_ element: XMLNode) -> Bool {
        var cursor = element.firstChild
        while let node = cursor {
            switch node.kind {
            case .comment, .processingInstruction: break
            case .text where node.textContent.isEmpty: break
            default: return false
            }
            cursor = node.nextSibling
        }
        return true
    }

    /// Elements in the XHTML namespace (or in none) are HTML elements.
    static func isHTML(_ element: XMLNode) -> Bool {
        guard let namespace = element.namespaceURI else { return true }
        return namespace == XHTML.namespace
    }

    private mutating func previousElement(of element: XMLNode) -> XMLNode? {
        if element == cellRoot { askedRowPosition = true; return nil }
        var cursor = element.previousSibling
        while let node = cursor, !node.isElement { cursor = node.previousSibling }
        return cursor
    }

    private mutating func nextElement(of element: XMLNode) -> XMLNode? {
        if element == cellRoot { askedRowPosition = true; return nil }
        var cursor = element.nextSibling
        while let node = cursor, !node.isElement { cursor = node.nextSibling }
        return cursor
    }
}
