/// CSS Nesting: rules and `@media` blocks inside a rule's block, flattened into plain rules as
/// Chromium reads them. A nested selector's `&` stands for the parent's selectors, as
/// `:is(parent)` (so its specificity is the most specific of them); a nested selector without
/// `&` is relative to the parent (`.title` in `.card { … }` is `.card .title`, and `> p` is
/// `.card > p`). Declarations in a nested `@media` or `@supports` apply to the parent's selectors.
extension StylesheetParser {
    /// Reads the block of the rule whose selector list is `prelude` up to its `}`: declarations
    /// go into the last of `blocks` (each a rule's slot in ``rules`` and its declarations),
    /// nested rules are added as rules of their own, and declarations after one of them start a
    /// new slot.
    mutating func parseNestedBlock(_ prelude: String, into blocks: inout [(slot: Int, declarations: [CSSDeclaration])]) {
        let stops: [UInt8] = [UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: "{")]
        while true {
            reader.skipTrivia()
            guard let byte = reader.current else { return }
            if byte == UInt8(ascii: ";") { reader.advance(); continue }
            if byte == UInt8(ascii: "}") { reader.advance(); return }
            let line = reader.line
            let text = reader.read(until: stops)
            if reader.current == UInt8(ascii: "{") {
                parseNestedRule(text, in: prelude, line: line)
                blocks.append((rules.count, []))
                rules.append(StyleRule(selectors: [], declarations: [], line: line))
                continue
            }
            if let declaration = Self.declaration(text, line: line) {
                blocks[blocks.count - 1].declarations.append(declaration)
            } else {
                warnings.record(text, line: line, "not a declaration; skipped")
            }
        }
    }

    /// The rule or at-rule `text` nested in the rule of `parent` (the reader at its `{`).
    private mutating func parseNestedRule(_ text: String, in parent: String, line: Int) {
        guard text.hasPrefix("@") else {
            reader.advance()
            parseRuleBlock(Self.nestedSelectors(text, in: parent), line: line)
            return
        }
        let name = String(text.dropFirst().prefix { !$0.isWhitespace && $0 != "(" }).lowercased()
        let condition = String(Substring(text.dropFirst(1 + name.count)).trimmingSpaces)
        if name == "supports" {
            parseSupports(condition, line: line) { parser in parser.parseRuleBlock(parent, line: line) }
            return
        }
        guard name == "media" else {
            warnings.record(text, line: line, "at-rule not supported inside a rule; its declarations are ignored")
            reader.skipBlock()
            return
        }
        parseMedia(condition, line: line) { parser in parser.parseRuleBlock(parent, line: line) }
    }

    /// The selector list `nested`, written inside a rule of the selector list `parent`, as a
    /// selector list of its own.
    static func nestedSelectors(_ nested: String, in parent: String) -> String {
        let parents = SelectorParser.splitTopLevel(parent)
        let whole = ":is(" + parent + ")"
        // One parent selector stands for itself where it leads: `&:hover` is `.card:hover`.
        let single = parents.count == 1 && !parent.contains("::") ? String(parents[0]) : nil
        return SelectorParser.splitTopLevel(nested).map { part -> String in
            guard part.contains("&") else { return (single ?? whole) + " " + part }
            var rest = Substring(part)
            var out = ""
            if let single, rest.hasPrefix("&"), !Self.continuesName(rest.dropFirst()) {
                out = single
                rest = rest.dropFirst()
            }
            return out + rest.replacingOccurrences(of: "&", with: whole)
        }.joined(separator: ", ")
    }

    /// Whether `rest` starts with a character of a name (`&-title` is not `.card-title` in CSS,
    /// as it is in Sass: it is no selector a browser matches).
    private static func continuesName(_ rest: Substring) -> Bool {
        guard let first = rest.first else { return false }
        return first.isLetter || first.isNumber || first == "-" || first == "_"
    }
}
