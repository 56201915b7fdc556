import Foundation

/// A pseudo-class of a compound selector beyond the simple ones ``CompoundSelector`` keeps as
/// flags: the logical combinations and the counted positions among siblings.
enum PseudoClass: Sendable, Equatable {
    /// `:not(…)`: none of the selectors matches.
    case not([ComplexSelector])
    /// `:is(…)` (its specificity, the most specific argument's) and `:where(…)` (none): one of
    /// the selectors matches.
    case matchesAny([ComplexSelector], countsSpecificity: Bool)
    /// `:nth-child()`, `:nth-last-child()`, `:nth-of-type()`, `:nth-last-of-type()` and the
    /// `*-of-type` keywords.
    case nth(NthPattern)
    /// `:nth-child(An+B of S)`, `:nth-last-child(An+B of S)`: the element matches one of the
    /// selectors `S`, and is counted among the siblings that match one of them.
    case nthOf(NthPattern, [ComplexSelector])
    /// `:has(…)`: one of the relative selectors matches an element after or inside this one.
    /// Each is written from the element itself: its first compound is the ``CompoundSelector/scope``
    /// compound (the element `:has()` is tested on), joined to the rest by the selector's leading
    /// combinator (`:has(> img)` is `scope > img`, `:has(img)` is `scope img`).
    case has([ComplexSelector])

    /// The selectors it holds.
    var arguments: [ComplexSelector] {
        switch self {
        case .not(let selectors), .matchesAny(let selectors, _), .has(let selectors), .nthOf(_, let selectors): selectors
        case .nth: []
        }
    }

    /// Whether it tests the element's position among its siblings (itself or through its arguments).
    var isStructural: Bool {
        switch self {
        case .nth, .nthOf: true
        case .not(let selectors), .matchesAny(let selectors, _), .has(let selectors):
            selectors.contains { $0.compounds.contains(where: \.isStructural) }
        }
    }

    /// What it adds to its selector's specificity (Selectors 4 §17).
    var specificity: (ids: Int, classes: Int, types: Int) {
        switch self {
        case .nth: return (0, 1, 0)
        case .nthOf(_, let selectors):
            // The pseudo-class's own, plus its most specific argument's (Selectors 4 §17).
            let most = selectors.map(\.specificity).max() ?? Specificity(ids: 0, classes: 0, types: 0)
            return (most.parts.ids, most.parts.classes + 1, most.parts.types)
        case .matchesAny(_, countsSpecificity: false): return (0, 0, 0)
        case .not(let selectors), .matchesAny(let selectors, _), .has(let selectors):
            let most = selectors.map(\.specificity).max() ?? Specificity(ids: 0, classes: 0, types: 0)
            return most.parts
        }
    }
}

/// `An+B`, counted among an element's siblings (from the last with `fromEnd`, among those of its
/// own type with `ofType`): the element at 1-based index `i` matches when `i = An + B` for some n ≥ 0.
struct NthPattern: Sendable, Equatable {
    var step: Int
    var offset: Int
    var fromEnd = false
    var ofType = false

    init(step: Int, offset: Int, fromEnd: Bool = false, ofType: Bool = false) {
        (self.step, self.offset, self.fromEnd, self.ofType) = (step, offset, fromEnd, ofType)
    }

    /// Whether the 1-based `index` is one the pattern names.
    func matches(index: Int) -> Bool {
        let distance = index - offset
        guard step != 0 else { return distance == 0 }
        return distance % step == 0 && distance / step >= 0
    }

    /// Parses `odd`, `even`, `B`, `An`, `An+B`, `-n+B` (spaces around the sign allowed); nil otherwise.
    init?(parsing text: Substring, fromEnd: Bool, ofType: Bool) {
        self.fromEnd = fromEnd
        self.ofType = ofType
        // White space may stand around the sign between An and B, nowhere else inside.
        let trimmed = text.lowercased().trimmingCharacters(in: .whitespaces)
        let compact = trimmed.filter { !$0.isWhitespace }
        let n = trimmed.firstIndex(of: "n")
        let b = n.map { trimmed[$0...].dropFirst().trimmingCharacters(in: .whitespaces).dropFirst() } ?? ""
        guard !trimmed[..<(n ?? trimmed.endIndex)].contains(where: \.isWhitespace),
              !b.trimmingCharacters(in: .whitespaces).contains(where: \.isWhitespace)
        else { return nil }
        switch compact {
        case "odd": (step, offset) = (2, 1); return
        case "even": (step, offset) = (2, 0); return
        default: break
        }
        guard let n = compact.firstIndex(of: "n") else {
            guard let value = Int(compact) else { return nil }
            (step, offset) = (0, value)
            return
        }
        let coefficient = compact[..<n]
        switch coefficient {
        case "", "+": step = 1
        case "-": step = -1
        default:
            guard let value = Int(coefficient) else { return nil }
            step = value
        }
        let rest = compact[compact.index(after: n)...]
        guard !rest.isEmpty else { offset = 0; return }
        guard let sign = rest.first, sign == "+" || sign == "-", let value = Int(rest.dropFirst()), rest.dropFirst().first?.isNumber == true
        else { return nil }
        offset = sign == "-" ? -value : value
    }
}

extension Specificity {
    /// The packed counts, apart.
    var parts: (ids: Int, classes: Int, types: Int) {
        (value / 1_000_000, value / 1_000 % 1_000, value % 1_000)
    }
}
