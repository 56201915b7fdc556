/// What the computed style of an element depends on, so that two cells filled from the same
/// prototype share styles: the parent's (and, with sibling combinators, the previous sibling's)
/// resolved style, the element's name, the attributes selectors look at, its `lang`, and its
/// position (counted, when selectors count it).
struct StyleKey: Hashable {
    /// Index of the parent's style (-1: none).
    var parent: Int32
    /// Index of the previous element sibling's style (-1: none or not relevant).
    var previous: Int32
    /// The local name. (The namespace is left out: reading it costs an allocation per element,
    /// and cells do not mix same-named elements of different namespaces under one parent.)
    var name: String
    var classes: String?
    var id: String?
    var style: String?
    /// The `lang` attribute, which sets the language of the text (``ComputedStyle/locale``).
    var lang: String?
    /// Bit 0: first child, bit 1: last child, bit 2: the cell's top element, bit 3: empty (only
    /// when a selector tests `:empty`).
    var position: UInt8
    /// When selectors count positions (`:nth-child()`…): the element's 1-based index among its
    /// element siblings and among those of its name, from the first and from the last; else 0.
    var ordinals: SIMD4<Int32> = .zero
    /// Values of the other attributes selectors test, in ``StyleResolver/attributeNames`` order.
    var attributes: [String?]
    /// When selectors use `:has()`: which of them hold for the element, a bit each (what is
    /// inside the element, unlike the rest of the key, which its own tag and ancestors tell).
    var relations: [UInt64] = []
    /// The table attributes that style the element (``PresentationalHints/key(of:)``).
    var hints: String?
}

/// A declaration found to apply to an element, with its cascade precedence.
struct MatchedDeclaration {
    /// Origin and importance: 0 user agent, 1 author, 2 inline, 3 author !important, 4 inline !important.
    var layer: Int
    var specificity: Int
    /// Source order among all rules.
    var order: Int
    var declaration: CSSDeclaration

    static func precedes(_ lhs: MatchedDeclaration, _ rhs: MatchedDeclaration) -> Bool {
        if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
        if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
        return lhs.order < rhs.order
    }
}

/// One selector of one rule, flattened for matching.
struct IndexedSelector {
    var selector: ComplexSelector
    var specificity: Int
    var rule: Int
    /// Whether the rule comes from the author sheet (else the user-agent sheet).
    var isAuthor: Bool
}
