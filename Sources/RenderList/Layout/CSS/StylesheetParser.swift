/// The structural CSS parser: rules, at-rules and declaration blocks.
struct StylesheetParser {
    /// (Read by the nesting extension too, as are ``rules`` and ``warnings``.)
    var reader: CSSReader
    private let environment: MediaEnvironment
    var rules: [StyleRule] = []
    private(set) var fontFaces: [FontFace] = []
    /// Whether each `@media` block matched, in order (two environments with the same outcomes
    /// and the same viewport-free values style every element alike).
    private(set) var mediaOutcomes: [Bool] = []
    /// The viewport widths at which a `@media` block's outcome may change
    /// (``MediaQuery/widthBreakpoints(_:)``).
    private(set) var breakpoints: [MediaBreakpoint] = []
    var warnings = LayoutWarningLog()

    init(_ text: String, startLine: Int, environment: MediaEnvironment) {
        reader = CSSReader(text, startLine: startLine)
        self.environment = environment
    }

    /// Parses a whole stylesheet.
    mutating func parseStylesheet() {
        parseRules(nested: false)
        // A rule whose declarations all sit in its nested rules keeps none of its own.
        rules.removeAll { $0.declarations.isEmpty || $0.selectors.isEmpty }
    }

    /// Parses the body of a `style` attribute.
    mutating func parseDeclarationList() -> [CSSDeclaration] {
        parseDeclarations(closedByBrace: false)
    }

    mutating func parseRules(nested: Bool) {
        while true {
            reader.skipTrivia()
            guard let byte = reader.current else { return }
            if byte == UInt8(ascii: "}") {
                reader.advance()
                if nested { return }
                warnings.record("}", line: reader.line, "unbalanced '}' skipped")
            } else if byte == UInt8(ascii: "@") {
                parseAtRule()
            } else if byte == UInt8(ascii: "<") {
                reader.advance() // stray `<!--` / `-->` around old style sheets
            } else {
                parseQualifiedRule()
            }
        }
    }

    private mutating func parseQualifiedRule() {
        let line = reader.line
        let prelude = reader.read(until: [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")])
        guard reader.current == UInt8(ascii: "{") else {
            warnings.record(prelude, line: line, "not a rule (no '{'); skipped")
            reader.advance()
            return
        }
        reader.advance()
        parseRuleBlock(prelude, line: line)
    }

    /// The rule of the selector list `prelude` (the reader past its `{`): its declarations, and
    /// the rules nested in it (``parseNestedBlock(_:into:)``), as CSS Nesting flattens them.
    /// The rule comes first; declarations after a nested rule form a rule of their own, with the
    /// same selectors, after it (as Chromium's nested-declarations rules).
    mutating func parseRuleBlock(_ prelude: String, line: Int) {
        let slot = rules.count
        rules.append(StyleRule(selectors: [], declarations: [], line: line))
        var blocks: [(slot: Int, declarations: [CSSDeclaration])] = [(slot, [])]
        parseNestedBlock(prelude, into: &blocks)
        let selectors = parsedSelectors(prelude, line: line, declarations: blocks.flatMap(\.declarations))
        for block in blocks {
            rules[block.slot].selectors = selectors
            rules[block.slot].declarations = block.declarations
        }
    }

    /// The selectors of `prelude` the model evaluates; the others are reported, unless the
    /// rule's `declarations` cannot change a height.
    private mutating func parsedSelectors(_ prelude: String, line: Int, declarations: [CSSDeclaration]) -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        for (text, outcome) in SelectorParser.parseList(prelude) {
            switch outcome {
            case .selector(let selector): selectors.append(selector)
            case .neverMatches: break
            case .unsupported(let reason):
                // A rule that sets only what cannot change a height (`:nth-child(even) { background: … }`)
                // is ignored without a word.
                if Self.changesNoHeight(declarations) { continue }
                warnings.record(text, line: line, "selector not supported (\(reason)); its rule is ignored")
            }
        }
        return selectors
    }

    /// Whether every one of `declarations` is of a property known not to change a row's height
    /// (``PropertyTable/isIgnored(_:value:)``).
    private static func changesNoHeight(_ declarations: [CSSDeclaration]) -> Bool {
        declarations.allSatisfy { PropertyTable.isIgnored($0.property, value: $0.value) }
    }

    private mutating func parseAtRule() {
        let line = reader.line
        reader.advance()
        let prelude = reader.read(until: [UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "}")])
        let name = String(prelude.prefix { !$0.isWhitespace && $0 != "(" }).lowercased()
        let condition = String(Substring(prelude.dropFirst(name.count)).trimmingSpaces)
        guard reader.current == UInt8(ascii: "{") else {
            if reader.current == UInt8(ascii: ";") { reader.advance() }
            if name == "import" { warnings.record("@import", line: line, "imported style sheets are not loaded") }
            return
        }
        switch name {
        case "media": parseMedia(condition, line: line)
        case "supports": parseSupports(condition, line: line)
        case "font-face":
            reader.advance()
            fontFaces.append(FontFace(declarations: parseDeclarations(closedByBrace: true), line: line))
        case "layer":
            warnings.record("@layer", line: line, "cascade layers are read as plain rules in source order")
            reader.advance()
            parseRules(nested: true)
        case "keyframes", "-webkit-keyframes", "page", "counter-style", "property", "font-feature-values":
            reader.skipBlock()
        default:
            warnings.record("@" + name, line: line, "at-rule not supported; its rules are ignored")
            reader.skipBlock()
        }
    }

    mutating func parseMedia(_ condition: String, line: Int, body: (inout StylesheetParser) -> Void = { $0.parseRules(nested: true) }) {
        breakpoints += MediaQuery.widthBreakpoints(condition)
        if MediaQuery.dependsOnViewportSize(condition), !environment.isViewportClass {
            let size = "\(Int(environment.viewportWidth)) × \(Int(environment.viewportHeight)) px"
            warnings.record("@media \(Substring(condition).trimmingSpaces)", line: line,
                            "it tests the window's size, and rows are measured as in a \(size) window (as verify lays them out), so in other windows its rules change rows that the estimates do not follow")
        }
        let outcome = MediaQuery.evaluate(condition, in: environment)
        mediaOutcomes.append(outcome == .matches)
        if let feature = MediaQuery.deviceFeature(in: condition), blockChangesHeights(body: body) {
            warnings.record("@media \(Substring(condition).trimmingSpaces)", line: line,
                            "\(feature) depends on the visitor's device, not on the window's width; rows are measured as on a desktop with a mouse, in an 800 px tall window, and its rules change rows elsewhere")
        }
        switch outcome {
        case .matches:
            reader.advance()
            body(&self)
        case .doesNotMatch:
            reader.skipBlock()
        case .unknown(let what):
            warnings.record("@media", line: line, "cannot evaluate \(what); its rules are ignored")
            reader.skipBlock()
        }
    }

    /// An `@supports` block (the reader at its `{`): its rules when Chromium would apply them
    /// (``SupportsCondition``); `body` reads them (a nested block's declarations apply to its rule).
    mutating func parseSupports(_ condition: String, line: Int,
                                body: (inout StylesheetParser) -> Void = { $0.parseRules(nested: true) }) {
        switch SupportsCondition.evaluate(condition) {
        case true?:
            reader.advance()
            body(&self)
        case false?:
            reader.skipBlock()
        case nil:
            warnings.record("@supports \(condition)", line: line, "cannot read the condition; its rules are ignored")
            reader.skipBlock()
        }
    }

    /// Whether the block at the reader (its `{` next) holds a rule that can change a height,
    /// read by a copy of the parser that leaves no trace.
    private func blockChangesHeights(body: (inout StylesheetParser) -> Void) -> Bool {
        var probe = self
        probe.rules = []
        probe.warnings = LayoutWarningLog()
        probe.reader.advance()
        body(&probe)
        return probe.rules.contains { !Self.changesNoHeight($0.declarations) }
    }

    private mutating func parseDeclarations(closedByBrace: Bool) -> [CSSDeclaration] {
        var declarations: [CSSDeclaration] = []
        let stops: [UInt8] = [UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: "{")]
        while true {
            reader.skipTrivia()
            guard let byte = reader.current else { return declarations }
            if byte == UInt8(ascii: ";") { reader.advance(); continue }
            if byte == UInt8(ascii: "}") {
                if closedByBrace { reader.advance(); return declarations }
                reader.advance()
                continue
            }
            let line = reader.line
            let text = reader.read(until: stops)
            if reader.current == UInt8(ascii: "{") {
                warnings.record(text, line: line, "nested rule not supported; skipped")
                reader.skipBlock()
                continue
            }
            if let declaration = Self.declaration(text, line: line) {
                declarations.append(declaration)
            } else {
                warnings.record(text, line: line, "not a declaration; skipped")
            }
        }
    }

    /// Splits `name: value [!important]`; nil when there is no colon or no name.
    static func declaration(_ text: String, line: Int) -> CSSDeclaration? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let rawName = text[..<colon].trimmingSpaces
        guard !rawName.isEmpty else { return nil }
        var value = text[text.index(after: colon)...].trimmingSpaces
        var important = false
        if let bang = value.lastIndex(of: "!"),
           value[value.index(after: bang)...].trimmingSpaces.lowercased() == "important" {
            important = true
            value = value[..<bang].trimmingSpaces
        }
        let name = rawName.hasPrefix("--") ? String(rawName) : rawName.lowercased()
        return CSSDeclaration(property: name, value: String(value), important: important, line: line)
    }
}
