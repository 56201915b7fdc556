/// Rewrites the template's `font-family` lists for a site that carries its fonts: every family
/// list of a style rule or a `style` attribute names the embedded faces (``FontFamilyNames``),
/// so that a browser draws each character with the face the height model measured it with,
/// whatever fonts the visitor has. `@font-face` rules and values the model does not read
/// (`inherit`, `var()`) are left as they are. A `font` shorthand keeps its text and is followed
/// by a `font-family` declaration with the rewritten list.
enum FontFamilyRewriter {
    /// `css`, a style sheet, with its style rules' family lists rewritten.
    static func rewriteStylesheet(_ css: String) -> String {
        rewrite(css, with: rewriteRules)
    }

    /// `declarations`, the value of a `style` attribute, with its family lists rewritten.
    static func rewriteDeclarations(_ declarations: String) -> String {
        rewrite(declarations, with: rewriteDeclarationBlock)
    }

    /// `text` as `rewriter` copies it, or `text` itself when it sets no font.
    private static func rewrite(_ text: String, with rewriter: (inout CSSReader, inout [UInt8]) -> Void) -> String {
        guard text.range(of: "font", options: .caseInsensitive) != nil else { return text }
        var reader = CSSReader(text, startLine: 1)
        var out: [UInt8] = []
        rewriter(&reader, &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Copies a list of rules up to the end of the enclosing block (or the text), rewriting
    /// the declarations of style rules and the rules inside conditional at-rules.
    private static func rewriteRules(_ reader: inout CSSReader, _ out: inout [UInt8]) {
        while true {
            let (prelude, stop) = reader.readVerbatim(until: [UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "}")])
            out += prelude
            guard let stop else { return }
            out.append(stop)
            if stop == UInt8(ascii: "}") { return }
            if stop == UInt8(ascii: ";") { continue }
            let head = String(decoding: prelude, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if head.hasPrefix("@") {
                let name = head.prefix { !$0.isWhitespace && $0 != "(" }
                if ["@media", "@supports", "@layer", "@container", "@scope", "@document", "@-moz-document"].contains(String(name)) {
                    rewriteRules(&reader, &out)
                } else {
                    skipBlock(&reader, into: &out)
                }
            } else {
                rewriteDeclarationBlock(&reader, &out)
            }
        }
    }

    /// Copies a declaration block up to its closing brace (or the text's end), rewriting family
    /// lists; a nested rule inside it (CSS nesting) is rewritten as a rule.
    private static func rewriteDeclarationBlock(_ reader: inout CSSReader, _ out: inout [UInt8]) {
        while true {
            let (text, stop) = reader.readVerbatim(until: [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")])
            if stop == UInt8(ascii: "{") {
                out += text
                out.append(UInt8(ascii: "{"))
                rewriteDeclarationBlock(&reader, &out)
                continue
            }
            out += rewriteDeclaration(text)
            guard let stop else { return }
            out.append(stop)
            if stop == UInt8(ascii: "}") { return }
        }
    }

    /// Copies the rest of a block whose opening brace was read, its closing brace included.
    private static func skipBlock(_ reader: inout CSSReader, into out: inout [UInt8]) {
        var depth = 1
        while depth > 0 {
            let (text, stop) = reader.readVerbatim(until: [UInt8(ascii: "{"), UInt8(ascii: "}")])
            out += text
            guard let stop else { return }
            out.append(stop)
            depth += stop == UInt8(ascii: "{") ? 1 : -1
        }
    }

    private static let cssWideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// One declaration's text, its family list rewritten when it has one the model reads.
    static func rewriteDeclaration(_ bytes: [UInt8]) -> [UInt8] {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return bytes }
        let property = String(decoding: bytes[..<colon], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard property == "font-family" || property == "font" else { return bytes }
        var value = String(decoding: bytes[(colon + 1)...], as: UTF8.self)
        var important = ""
        if let bang = value.range(of: #"!\s*important\s*$"#, options: [.regularExpression, .caseInsensitive]) {
            important = " !important"
            value = String(value[..<bang.lowerBound])
        }
        let components = CSSValueParser.components(of: value)
        if property == "font-family" {
            guard let families = PropertyTable.fontFamilies(components[...]),
                  !(families.count == 1 && cssWideKeywords.contains(families[0])) else { return bytes }
            return Array(bytes[...colon]) + Array((" " + FontFamilyNames.list(families) + important).utf8)
        }
        guard let families = PropertyTable.shorthandFamilies(components) else { return bytes }
        return bytes + Array(("; font-family: " + FontFamilyNames.list(families) + important).utf8)
    }
}

extension FontFamilyRewriter {
    /// Rewrites the family lists of `element`'s `style` attribute, if it has one.
    static func rewriteStyleAttribute(of element: XMLNode) {
        guard let style = element.attribute("style") else { return }
        let rewritten = rewriteDeclarations(style)
        if rewritten != style { element.setAttribute("style", to: rewritten) }
    }
}
