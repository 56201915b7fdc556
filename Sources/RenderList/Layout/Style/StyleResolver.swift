/// Computes and caches the styles of elements: selector matching with the container's
/// ancestry, the cascade, inline styles and inheritance. Not thread-safe: one per thread.
final class StyleResolver {
    private let rules: [StyleRule]
    private let selectors: [IndexedSelector]
    let environment: MediaEnvironment
    let warnings: LayoutWarningLog
    /// Attributes other than class/id/style that selectors test (part of the cache key).
    let attributeNames: [String]
    /// For each of ``attributeNames``, the element names whose selectors test it, or nil when a
    /// selector tests it on any element: the user agent's `input[type=checkbox i]` has every
    /// other element's style key skip reading `type`.
    private let attributeTags: [Set<String>?]
    private let usesSiblings: Bool
    private let usesPosition: Bool
    /// Whether some selector counts positions among siblings (`:nth-child()`…).
    private let countsPositions: Bool
    /// Whether some selector tests `:empty`.
    private let testsEmptiness: Bool
    /// Each `:has()` and `:nth-child(… of S)` of the selectors, with the rest of its compound (tag, classes, id,
    /// attributes) as a cheap first test: an element's style key records which hold for it.
    private let relationalTests: [(subject: ComplexSelector, test: PseudoClass)]
    /// Whether any selector tests an element's `id` (else ids, often unique per row, stay out of
    /// the cache key).
    private let usesIDs: Bool
    /// The ids the selectors name (`#intro`), and whether one tests the `id` attribute itself
    /// (`[id]`, `[id^=row]`): permalink ids (``RowAnchors``) must not change what matches.
    let selectedIDs: (names: Set<String>, testsAttribute: Bool)
    /// Whether some `::before` or `::after` rule sets `content` (else no element generates a box).
    let generatesContent: Bool
    /// The attributes that `content: attr(…)` of a `::before` or `::after` rule reads.
    let contentAttributes: Set<String>
    /// The style of each element style's `::before` (even keys) and `::after` (odd keys), -1 for
    /// none; emptied with ``styles``.
    @exclusivity(unchecked) private var generated: [Int32: Int32] = [:]
    /// The style of the marker inside a list item, by the item's style index.
    @exclusivity(unchecked) private var markers: [Int32: Int32] = [:]
    // Hot: read for every box. Only this class mutates them, never re-entrantly.
    @exclusivity(unchecked) private(set) var styles: [ComputedStyle] = []
    @exclusivity(unchecked) private var index: [StyleKey: Int32] = [:]
    @exclusivity(unchecked) private var rootFontSize = 16.0
    private let initial = ComputedStyle()
    /// Above this many cached styles, ``startCell()`` empties the cache (fills that invent class
    /// names or inline styles would otherwise grow it with every row).
    var cacheLimit = 20_000
    /// Measures `ch` and `ex` (``LengthResolver/fontUnits``); nil: they are not understood.
    private let fontUnits: ((FontDescription) -> FontUnits)?

    /// - Parameter metrics: the text measurer that sizes `ch`, if any.
    init(stylesheet: Stylesheet, warnings: LayoutWarningLog, metrics: (any TextMeasuring)? = nil) {
        fontUnits = metrics.map { metrics in
            var sizes: [FontDescription: FontUnits] = [:]
            return { font in
                if let size = sizes[font] { return size }
                let size = LengthResolver.fontUnits(in: font, metrics: metrics)
                sizes[font] = size
                return size
            }
        }
        rules = UserAgentStyles.stylesheet.rules + stylesheet.rules
        let userAgentCount = UserAgentStyles.stylesheet.rules.count
        var flat: [IndexedSelector] = []
        for (number, rule) in rules.enumerated() {
            for selector in rule.selectors {
                flat.append(IndexedSelector(selector: selector, specificity: selector.specificity.value,
                                            rule: number, isAuthor: number >= userAgentCount))
            }
        }
        selectors = flat
        environment = stylesheet.environment
        self.warnings = warnings
        let compounds = flat.flatMap(\.selector.allCompounds)
        let names = Array(Set(compounds.flatMap { $0.attributes.map(\.name) })
            .subtracting(["class", "id", "style"])).sorted()
        attributeNames = names
        attributeTags = names.map { name in
            let testing = compounds.filter { $0.attributes.contains { $0.name == name } }
            return testing.allSatisfy { $0.tag != nil } ? Set(testing.compactMap(\.tag)) : nil
        }
        usesSiblings = flat.contains { $0.selector.allCombinators.contains { $0 == .adjacentSibling || $0 == .generalSibling } }
        usesPosition = compounds.contains(where: \.isStructural)
        countsPositions = compounds.contains(where: \.countsPosition)
        testsEmptiness = compounds.contains(where: \.testsEmptiness)
        relationalTests = compounds.flatMap { compound in
            var subject = compound
            subject.pseudoClasses = []
            // `:has()` reads the element's descendants and later siblings, `:nth-child(… of S)`
            // its siblings' classes and attributes: neither is in the rest of the key.
            let tests = compound.pseudoClasses.filter {
                switch $0 {
                case .has, .nthOf: true
                default: false
                }
            }
            return tests.map { (ComplexSelector(compounds: [subject], combinators: [], text: ""), $0) }
        }
        usesIDs = compounds.contains { $0.id != nil || $0.attributes.contains { $0.name == "id" } }
        selectedIDs = (Set(compounds.compactMap(\.id)), compounds.contains { $0.attributes.contains { $0.name == "id" } })
        let allRules = rules
        let contents = flat.filter { $0.selector.pseudoElement != nil }.flatMap { entry in
            allRules[entry.rule].declarations.filter { $0.property == "content" }
        }
        generatesContent = contents.contains { !["none", "normal"].contains($0.value.lowercased()) }
        contentAttributes = Set(contents.flatMap { declaration in
            GeneratedContent(CSSValueParser.components(of: declaration.value))?.attributeNames ?? []
        })
    }

    /// Called before a cell's styles are resolved: empties the cache when it has outgrown
    /// ``cacheLimit``. Style indices are valid until the next call that returns true; the cache is
    /// never emptied while a cell is laid out, whose boxes hold indices into ``styles``.
    /// - Returns: whether the cache was emptied (indices held from before are then stale).
    func startCell() -> Bool {
        guard styles.count >= cacheLimit else { return false }
        index.removeAll(keepingCapacity: true)
        styles.removeAll(keepingCapacity: true)
        generated.removeAll(keepingCapacity: true)
        markers.removeAll(keepingCapacity: true)
        return true
    }

    /// The style of `element`, given its parent's style index (-1 for the root) and its previous
    /// element sibling's (-1 if none). `matcher` knows the cell's top element and container.
    func style(of element: XMLNode, parent: Int32, previous: Int32, matcher: SelectorMatcher) -> Int32 {
        let key = key(for: element, parent: parent, previous: previous, matcher: matcher)
        if let found = index[key] { return found }
        precondition(parent < Int32(styles.count), "a style index outlived the cache it pointed into")
        let parentStyle = parent >= 0 ? styles[Int(parent)] : nil
        let computed = compute(element, parentStyle: parentStyle, matcher: matcher)
        if parentStyle == nil { rootFontSize = computed.fontSize }
        styles.append(computed)
        let number = Int32(styles.count - 1)
        index[key] = number
        return number
    }

    /// The style of `element`'s `which` box, given the element's style index; nil when it has
    /// none (no rule gives it a `content` other than `none`, or it is not displayed).
    func style(of which: PseudoElement, of element: XMLNode, style elementStyle: Int32, matcher: SelectorMatcher) -> Int32? {
        guard generatesContent else { return nil }
        let key = elementStyle &* 2 &+ (which == .after ? 1 : 0)
        if let found = generated[key] { return found >= 0 ? found : nil }
        let computed = compute(element, parentStyle: styles[Int(elementStyle)], matcher: matcher, pseudoElement: which)
        var number: Int32 = -1
        if computed.content != .none, computed.display != .none {
            styles.append(computed)
            number = Int32(styles.count - 1)
        }
        generated[key] = number
        return number >= 0 ? number : nil
    }

    /// The style of the marker box inside the list item of style `itemStyle`: inline, its
    /// spaces kept and a line free to break after them, and otherwise the item's (Chromium's
    /// `::marker` of an inside marker); a symbol is an atomic inline `symbolWidth` wide between
    /// its margins.
    func insideMarkerStyle(of item: XMLNode, style itemStyle: Int32, matcher: SelectorMatcher, symbolWidth: Double?) -> Int32 {
        if let found = markers[itemStyle] { return found }
        let marker = compute(item, parentStyle: styles[Int(itemStyle)], matcher: matcher, pseudoElement: .marker)
        // Chromium keeps the marker's spaces and breaks a line after them, as pre-wrap does.
        (marker.display, marker.whiteSpace, marker.textTransform) = (.inline, .preWrap, .none)
        if let symbolWidth {
            let margins = ListMarkerText.insideSymbolMargins(fontSize: marker.fontSize)
            (marker.margin.left, marker.margin.right, marker.width) = (.px(margins.start), .px(margins.end), .px(symbolWidth))
            marker.display = .inlineBlock  // a shape: a line may break after it
        }
        styles.append(marker)
        let number = Int32(styles.count - 1)
        markers[itemStyle] = number
        return number
    }

    /// The style indices of `node` and its real ancestors, root first (the container chain).
    func ancestry(of node: XMLNode) -> [Int32] {
        var chain: [XMLNode] = []
        var cursor: XMLNode? = node
        while let current = cursor { chain.append(current); cursor = current.parent }
        let matcher = SelectorMatcher(cellRoot: nil, container: nil)
        var result: [Int32] = []
        for element in chain.reversed() {
            result.append(style(of: element, parent: result.last ?? -1, previous: -1, matcher: matcher))
        }
        return result
    }

    private func key(for element: XMLNode, parent: Int32, previous: Int32, matcher: SelectorMatcher) -> StyleKey {
        var position: UInt8 = 0
        if element == matcher.cellRoot {
            position = 4
        } else if usesPosition {
            if Self.isFirst(element) { position |= 1 }
            if Self.isLast(element) { position |= 2 }
        }
        if testsEmptiness, SelectorMatcher.isEmpty(element) { position |= 8 }
        let name = element.name
        var key = StyleKey(
            parent: parent, previous: usesSiblings ? previous : -1, name: name, classes: element.attribute("class"),
            id: usesIDs ? element.attribute("id") : nil,
            style: element.attribute("style"), lang: element.attribute("lang"), position: position,
            attributes: attributeNames.isEmpty ? [] : zip(attributeNames, attributeTags).map { attribute, tags in
                tags.map { $0.contains(name) } ?? true ? element.attribute(attribute) : nil
            })
        if countsPositions, element != matcher.cellRoot { key.ordinals = Self.ordinals(of: element) }
        if !relationalTests.isEmpty { key.relations = relations(of: element, matcher: matcher) }
        key.hints = PresentationalHints.key(of: element, name: name)
        return key
    }

    /// Which of ``relationalTests`` hold for `element`, a bit each.
    private func relations(of element: XMLNode, matcher: SelectorMatcher) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (relationalTests.count + 63) / 64)
        var local = matcher
        for (number, entry) in relationalTests.enumerated() {
            guard local.matches(entry.subject, element), local.holds(entry.test, element) else { continue }
            bits[number / 64] |= 1 << UInt64(number % 64)
        }
        return bits
    }

    /// `element`'s 1-based index among its element siblings and among those of its name, from
    /// the first and from the last (see ``StyleKey/ordinals``).
    private static func ordinals(of element: XMLNode) -> SIMD4<Int32> {
        var ordinals = SIMD4<Int32>(1, 1, 1, 1)
        for (fromEnd, lane) in [(false, 0), (true, 1)] {
            var cursor = fromEnd ? element.nextSibling : element.previousSibling
            while let node = cursor {
                if node.isElement {
                    ordinals[lane] &+= 1
                    if node.name == element.name { ordinals[lane + 2] &+= 1 }
                }
                cursor = fromEnd ? node.nextSibling : node.previousSibling
            }
        }
        return ordinals
    }

    private static func isFirst(_ element: XMLNode) -> Bool {
        var cursor = element.previousSibling
        while let node = cursor { if node.isElement { return false }; cursor = node.previousSibling }
        return true
    }

    private static func isLast(_ element: XMLNode) -> Bool {
        var cursor = element.nextSibling
        while let node = cursor { if node.isElement { return false }; cursor = node.nextSibling }
        return true
    }

    /// The style of `element`, or of its generated box `pseudoElement`, which inherits from it.
    /// Whether an author's `property` makes the browser draw a button by CSS instead of its theme.
    private static func stylesControl(_ property: String) -> Bool {
        property.hasPrefix("border") || property.hasPrefix("background")
    }

    private func compute(_ element: XMLNode, parentStyle: ComputedStyle?, matcher: SelectorMatcher,
                         pseudoElement: PseudoElement? = nil) -> ComputedStyle {
        let declarations = matchedDeclarations(element, matcher: matcher, pseudoElement: pseudoElement)
        let style = parentStyle.map(ComputedStyle.init(inheritingFrom:)) ?? ComputedStyle()
        let applier = DeclarationApplier(
            style: style, parent: parentStyle ?? initial, initial: initial,
            rootFontSize: parentStyle == nil ? nil : rootFontSize, environment: environment, warnings: warnings,
            fontUnits: fontUnits)
        applier.apply(declarations)
        if pseudoElement == nil, let kind = ReplacedElement(element) {
            style.widthAuthored = declarations.contains { $0.layer > 0 && $0.declaration.property == "width" }
            style.heightAuthored = declarations.contains { $0.layer > 0 && $0.declaration.property == "height" }
            // The theme draws a checkbox or radio button without the padding and border CSS
            // gives it (Blink's LayoutTheme resets them).
            if kind == .toggle, !style.appearanceNone {
                (style.padding, style.borderWidth) = (Edges(.px(0)), Edges(0))
            }
        }
        // An <input> button the theme draws (no author border or background) has a `normal`
        // line, whatever its `line-height` (Blink's theme resets it; a <button> keeps it).
        if pseudoElement == nil, !style.appearanceNone, FormControl.buttonLabel(element) != nil,
           !declarations.contains(where: { $0.layer > 0 && Self.stylesControl($0.declaration.property) }) {
            style.lineHeight = .normal
        }
        if pseudoElement == nil, let lang = element.attribute("lang") {
            (style.locale, style.quotes) = (TextLocale(languageTag: lang), QuoteMarks(languageTag: lang))
            style.caseLanguage = CaseLanguage(languageTag: lang)
        }
        style.baselineShift = (parentStyle?.inlineShift ?? 0) + style.verticalAlign.shift(parentFontSize: (parentStyle ?? initial).fontSize)
        return style
    }

    /// The declarations that apply to `element` (or to its generated box `pseudoElement`), in
    /// cascade order; the element's `style` attribute is its own, not its generated boxes'.
    private func matchedDeclarations(_ element: XMLNode, matcher: SelectorMatcher,
                                     pseudoElement: PseudoElement?) -> [MatchedDeclaration] {
        // Presentational hints (`<table cellpadding>`): author-level, below every author rule.
        var found = pseudoElement != nil ? [] : PresentationalHints.declarations(of: element).map {
            MatchedDeclaration(layer: 1, specificity: -1, order: -1, declaration: $0)
        }
        for entry in selectors where entry.selector.pseudoElement == pseudoElement {
            var local = matcher
            let matched = local.matches(entry.selector, element)
            if local.askedRowPosition, matcher.positionMayMatter(entry.selector, element, matched: matched) { noteRowPosition(entry) }
            guard matched else { continue }
            for declaration in rules[entry.rule].declarations {
                let layer = entry.isAuthor ? (declaration.important ? 3 : 1) : 0
                found.append(MatchedDeclaration(layer: layer, specificity: entry.specificity, order: entry.rule,
                                                declaration: declaration))
            }
        }
        if pseudoElement == nil, let text = element.attribute("style") {
            for declaration in Stylesheet.inlineDeclarations(text, line: element.line, warnings: warnings) {
                found.append(MatchedDeclaration(layer: declaration.important ? 4 : 2, specificity: 0,
                                                order: rules.count, declaration: declaration))
            }
        }
        return found.sorted(by: MatchedDeclaration.precedes)
    }

    /// Records that `entry` depended on where the row sits in the list.
    private func noteRowPosition(_ entry: IndexedSelector) {
        warnings.record(entry.selector.text, line: rules[entry.rule].line,
                        "depends on the row's position among the rows; a middle row is assumed")
    }
}
