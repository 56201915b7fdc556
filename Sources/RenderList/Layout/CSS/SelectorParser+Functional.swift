/// Functional pseudo-classes: `:not()`, `:is()`, `:where()` and the `:nth-*()` family.
extension SelectorParser {
    /// Parses the pseudo-class `name` whose argument starts at the current `(`.
    mutating func parseFunctional(_ name: String) throws(Failure) -> PseudoClass {
        let argument = try readArgument(of: name)
        switch name {
        case "not", "is", "where", "matches", "-webkit-any":
            return try Self.logical(name, arguments: argument, depth: depth + 1)
        case "has":
            return try Self.relational(argument, depth: depth + 1)
        case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
            if let (counted, of) = Self.splitOf(argument) {
                guard !name.hasSuffix("of-type"), let pattern = NthPattern(parsing: counted, fromEnd: name.contains("last"), ofType: false)
                else { throw Failure(outcome: .unsupported(":\(name)(\(argument))")) }
                return try Self.nth(pattern, of: of, depth: depth + 1)
            }
            let pattern = NthPattern(parsing: argument, fromEnd: name.contains("last"), ofType: name.hasSuffix("of-type"))
            guard let pattern else { throw Failure(outcome: .unsupported(":\(name)(\(argument))")) }
            return .nth(pattern)
        default:
            throw Failure(outcome: .unsupported(":\(name)()"))
        }
    }

    /// `An+B` and `S` of an `An+B of S` argument; nil when it has no `of`.
    private static func splitOf(_ argument: Substring) -> (Substring, Substring)? {
        let text = argument.lowercased()
        guard let range = text.range(of: #"\s+of\s+"#, options: .regularExpression) else { return nil }
        let start = text.distance(from: text.startIndex, to: range.lowerBound)
        let end = text.distance(from: text.startIndex, to: range.upperBound)
        return (argument.prefix(start), argument.dropFirst(end))
    }

    /// `:nth-child(pattern of S)` and `:nth-last-child()`, `S` the complex selector list `list`:
    /// a selector that cannot match a static page (`:hover`) drops out, one the model cannot
    /// evaluate makes the whole selector unsupported; with none left, nothing is counted.
    private static func nth(_ pattern: NthPattern, of list: Substring, depth: Int) throws(Failure) -> PseudoClass {
        guard depth <= maximumDepth else { throw Failure(outcome: .unsupported(":nth-child(… of …) nested \(depth) deep")) }
        let selectors = try matchableSelectors(list, depth: depth)
        guard !selectors.isEmpty else { throw Failure(outcome: .neverMatches) }
        return .nthOf(pattern, selectors)
    }

    /// `:not()` and `:is()`/`:where()` of the selector list `arguments`. Arguments that can never
    /// match a static page (`:hover`) drop out; one the model cannot evaluate makes the whole
    /// selector unsupported.
    private static func logical(_ name: String, arguments: Substring, depth: Int) throws(Failure) -> PseudoClass {
        guard depth <= maximumDepth else { throw Failure(outcome: .unsupported(":\(name)() nested \(depth) deep")) }
        let selectors = try matchableSelectors(arguments, depth: depth)
        if name == "not" { return .not(selectors) }
        guard !selectors.isEmpty else { throw Failure(outcome: .neverMatches) }
        return .matchesAny(selectors, countsSpecificity: name != "where")
    }

    /// The selectors of the list `list` that can match a static page (`:hover` cannot); one
    /// the model cannot evaluate makes the whole list unsupported.
    private static func matchableSelectors(_ list: Substring, depth: Int) throws(Failure) -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        for (_, outcome) in parseList(String(list), depth: depth) {
            switch outcome {
            case .selector(let selector): selectors.append(selector)
            case .neverMatches: continue
            case .unsupported(let reason): throw Failure(outcome: .unsupported(reason))
            }
        }
        return selectors
    }

    /// `:has()` of the relative selector list `arguments`: each selector after an optional
    /// leading combinator, written from the ``CompoundSelector/scope`` compound. As in browsers,
    /// `:has()` does not nest, and pseudo-elements are not arguments.
    private static func relational(_ arguments: Substring, depth: Int) throws(Failure) -> PseudoClass {
        guard depth <= maximumDepth else { throw Failure(outcome: .unsupported(":has() nested \(depth) deep")) }
        var selectors: [ComplexSelector] = []
        for part in splitTopLevel(String(arguments)) {
            var text = part
            var leading = Combinator.descendant
            switch text.first {
            case ">": leading = .child
            case "+": leading = .adjacentSibling
            case "~": leading = .generalSibling
            default: break
            }
            if leading != .descendant { text = text.dropFirst().trimmingSpaces }
            guard let (_, outcome) = parseList(String(text), depth: depth).first else {
                throw Failure(outcome: .unsupported(":has(\(arguments))"))
            }
            switch outcome {
            case .selector(let selector):
                guard selector.pseudoElement == nil, !selector.allCompounds.contains(where: { !$0.relationalTests.isEmpty }) else {
                    throw Failure(outcome: .unsupported(":has(\(arguments))"))
                }
                selectors.append(ComplexSelector(compounds: [CompoundSelector(scope: true)] + selector.compounds,
                                                 combinators: [leading] + selector.combinators, text: selector.text))
            case .neverMatches: continue
            case .unsupported(let reason): throw Failure(outcome: .unsupported(reason))
            }
        }
        guard !selectors.isEmpty else { throw Failure(outcome: .neverMatches) }
        return .has(selectors)
    }

    /// The text between the current `(` and its `)`, trimmed; the parser moves past the `)`.
    private mutating func readArgument(of name: String) throws(Failure) -> Substring {
        let start = position + 1
        var depth = 0
        var quote: UInt8?
        while let byte = current {
            position += 1
            if let open = quote {
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    let text = String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
                    return Substring(text).trimmingSpaces
                }
            default: break
            }
        }
        throw Failure(outcome: .unsupported(":\(name)( without its closing parenthesis"))
    }
}
