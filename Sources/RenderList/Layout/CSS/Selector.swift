/// How two compound selectors are related.
enum Combinator: Sendable, Equatable {
    /// `a b`
    case descendant
    /// `a > b`
    case child
    /// `a + b`
    case adjacentSibling
    /// `a ~ b`
    case generalSibling
}

/// An attribute condition: `[name]`, `[name=value]`, `[name~=value]`, …
struct AttributeTest: Sendable, Equatable {
    enum Operation: Sendable, Equatable {
        case exists, equals, includesWord, dashPrefix, prefix, suffix, substring
    }

    var name: String
    var operation: Operation
    /// The value (lowercased under ``ignoresCase``).
    var value: String
    /// The `i` flag: values compare in ASCII case-insensitively.
    var ignoresCase = false

    /// Whether the attribute value `actual` (nil: absent) passes the test.
    func matches(_ actual: String?) -> Bool {
        guard var actual else { return false }
        if ignoresCase { actual = actual.lowercased() }
        switch operation {
        case .exists: return true
        case .equals: return actual == value
        case .includesWord: return actual.split(separator: " ").contains { $0 == value }
        case .dashPrefix: return actual == value || actual.hasPrefix(value + "-")
        case .prefix: return !value.isEmpty && actual.hasPrefix(value)
        case .suffix: return !value.isEmpty && actual.hasSuffix(value)
        case .substring: return !value.isEmpty && actual.contains(value)
        }
    }
}

/// A sequence of simple selectors without combinators: `p.note#x[lang]:first-child`.
struct CompoundSelector: Sendable, Equatable {
    /// Lowercased element name, or nil for `*` / none.
    var tag: String?
    var id: String?
    var classes: [String] = []
    var attributes: [AttributeTest] = []
    var firstChild = false
    var lastChild = false
    /// `:root`
    var root = false
    /// `:empty`: no element and no text inside (comments do not count).
    var empty = false
    /// `:not()`, `:is()`, `:where()`, `:has()` and the counted positions (`:nth-child()`…).
    var pseudoClasses: [PseudoClass] = []
    /// The compound that stands for the element a `:has()` is tested on, at the start of each of
    /// its relative selectors: it matches that element and no other.
    var scope = false

    /// Whether the compound tests the element's position among its siblings.
    var isStructural: Bool { firstChild || lastChild || pseudoClasses.contains(where: \.isStructural) }

    /// Whether it tests `:empty`, itself or in an argument.
    var testsEmptiness: Bool {
        empty || pseudoClasses.contains { $0.arguments.contains { $0.compounds.contains(where: \.testsEmptiness) } }
    }

    /// The `:has()` pseudo-classes it holds, itself or in the arguments of its pseudo-classes.
    var relationalTests: [PseudoClass] {
        pseudoClasses.flatMap { pseudo in
            let inner = pseudo.arguments.flatMap { $0.compounds.flatMap(\.relationalTests) }
            if case .has = pseudo { return [pseudo] + inner }
            return inner
        }
    }

    /// Whether it counts the element's position (`:nth-child()`, `:first-of-type`…), itself or in an argument.
    var countsPosition: Bool {
        pseudoClasses.contains { pseudo in
            if case .nth = pseudo { return true }
            if case .nthOf = pseudo { return true }
            return pseudo.arguments.contains { $0.compounds.contains(where: \.countsPosition) }
        }
    }
}

/// (ids, classes/attributes/pseudo-classes, types) packed so that `<` orders by specificity.
struct Specificity: Comparable, Sendable, Hashable {
    var value: Int

    init(ids: Int, classes: Int, types: Int) {
        value = ids * 1_000_000 + classes * 1_000 + types
    }

    static func < (lhs: Specificity, rhs: Specificity) -> Bool { lhs.value < rhs.value }
}

/// The generated boxes a selector can style instead of the element itself.
enum PseudoElement: Sendable, Equatable {
    /// `::before`: a box before the element's first child.
    case before
    /// `::after`: a box after the element's last child.
    case after
    /// `::marker` of a list item whose marker is inside it (no selector names it yet).
    case marker
}

/// A complex selector: compounds joined by combinators, leftmost first.
struct ComplexSelector: Sendable, Equatable {
    var compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    var combinators: [Combinator]
    /// The selector as written (for messages).
    var text: String
    /// The generated box it styles (`p::before`), nil when it styles the element it matches.
    var pseudoElement: PseudoElement? = nil

    var specificity: Specificity {
        var ids = 0, classes = 0, types = 0
        for compound in compounds {
            if compound.id != nil { ids += 1 }
            classes += compound.classes.count + compound.attributes.count
            classes += (compound.firstChild ? 1 : 0) + (compound.lastChild ? 1 : 0) + (compound.root ? 1 : 0)
            classes += compound.empty ? 1 : 0
            if compound.tag != nil { types += 1 }
            for pseudo in compound.pseudoClasses {
                let parts = pseudo.specificity
                (ids, classes, types) = (ids + parts.ids, classes + parts.classes, types + parts.types)
            }
        }
        // A pseudo-element counts as a type selector.
        return Specificity(ids: ids, classes: classes, types: types + (pseudoElement == nil ? 0 : 1))
    }

    /// Its compounds and, recursively, those of the selectors in their pseudo-classes'
    /// arguments: everything that an element's style key must cover.
    var allCompounds: [CompoundSelector] {
        compounds + compounds.flatMap { $0.pseudoClasses.flatMap { $0.arguments.flatMap(\.allCompounds) } }
    }

    /// Its combinators and those of the selectors in its pseudo-classes' arguments.
    var allCombinators: [Combinator] {
        combinators + compounds.flatMap { $0.pseudoClasses.flatMap { $0.arguments.flatMap(\.allCombinators) } }
    }
}
