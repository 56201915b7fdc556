/// The condition of an `@supports` rule, answered as Chromium answers it: `(property: value)`
/// holds for a property Chromium supports (every standard property and Blink's `-webkit-`
/// ones; not Firefox's `-moz-`, old Edge's `-ms-` or Opera's `-o-`), `selector(…)` for a
/// selector the model parses, with `not`, `and`, `or` and parentheses.
enum SupportsCondition {
    /// Whether `condition` holds; nil when it cannot be read (the rule is then ignored, as
    /// Chromium ignores an `@supports` it cannot parse).
    static func evaluate(_ condition: String) -> Bool? {
        var reader = Reader(Substring(condition))
        guard let result = reader.condition(), reader.atEnd else { return nil }
        return result
    }

    /// Whether Chromium supports `property` (lowercased; a custom property always).
    static func supportsProperty(_ property: String) -> Bool {
        if property.hasPrefix("--") { return true }
        for prefix in ["-moz-", "-ms-", "-o-", "-khtml-"] where property.hasPrefix(prefix) { return false }
        return !property.isEmpty && property.allSatisfy { $0.isLetter || $0 == "-" }
    }

    /// A recursive-descent reader of the condition grammar.
    private struct Reader {
        var text: Substring

        init(_ text: Substring) {
            self.text = text
        }

        var atEnd: Bool { text.allSatisfy(\.isWhitespace) }

        /// `not <in-parens>`, or `<in-parens>` joined by one kind of `and`/`or`.
        mutating func condition() -> Bool? {
            if keyword("not") { return inParens().map { !$0 } }
            guard var result = inParens() else { return nil }
            var joiner: String?
            while true {
                let next = keyword("and") ? "and" : keyword("or") ? "or" : nil
                guard let next else { return result }
                guard joiner == nil || joiner == next, let operand = inParens() else { return nil }
                joiner = next
                result = next == "and" ? (result && operand) : (result || operand)
            }
        }

        /// `( condition )`, `( property: value )` or `selector( … )`.
        private mutating func inParens() -> Bool? {
            text = text.drop { $0.isWhitespace }
            if text.lowercased().hasPrefix("selector(") {
                text = text.dropFirst("selector".count)
                guard let inside = parenthesized() else { return nil }
                return SelectorParser.parseList(String(inside)).allSatisfy {
                    if case .unsupported = $0.outcome { false } else { true }
                }
            }
            guard text.first == "(", let inside = parenthesized() else { return nil }
            var nested = Reader(inside)
            if let result = nested.condition(), nested.atEnd { return result }
            guard let colon = inside.firstIndex(of: ":") else { return nil }
            let property = inside[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = inside[inside.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return SupportsCondition.supportsProperty(property) && !value.isEmpty
        }

        /// The text between the `(` at the reader and its matching `)`, the reader past it.
        private mutating func parenthesized() -> Substring? {
            guard text.first == "(" else { return nil }
            var depth = 0
            for index in text.indices {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" { depth -= 1 }
                if depth == 0 {
                    let inside = text[text.index(after: text.startIndex)..<index]
                    text = text[text.index(after: index)...]
                    return inside
                }
            }
            return nil
        }

        /// Whether the word `word` comes next (followed by space or `(`); if so, reads past it.
        private mutating func keyword(_ word: String) -> Bool {
            text = text.drop { $0.isWhitespace }
            guard text.lowercased().hasPrefix(word) else { return false }
            let rest = text.dropFirst(word.count)
            guard let next = rest.first, next.isWhitespace || next == "(" else { return false }
            text = rest
            return true
        }
    }
}
