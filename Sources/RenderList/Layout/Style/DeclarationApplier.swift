/// Applies cascaded declarations, lowest precedence first, to a fresh ``ComputedStyle``:
/// custom properties, then font sizes and families (lengths in `em` depend on them; a change
/// to or from `monospace` changes the size), then the rest.
struct DeclarationApplier {
    let style: ComputedStyle
    let parent: ComputedStyle
    let initial: ComputedStyle
    /// The root element's font size; nil while computing the root itself.
    let rootFontSize: Double?
    let environment: MediaEnvironment
    let warnings: LayoutWarningLog
    /// The sizes of `ch` and `ex` in a font (``LengthResolver/fontUnits``), when a measurer is at hand.
    var fontUnits: ((FontDescription) -> FontUnits)? = nil

    private static let inheritedProperties: Set<String> = [
        "font", "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing",
        "word-spacing", "text-transform", "text-indent", "white-space", "overflow-wrap", "word-wrap",
        "word-break", "text-wrap", "text-wrap-mode", "tab-size",
    ]

    func apply(_ declarations: [MatchedDeclaration]) {
        if declarations.contains(where: { $0.layer > 0 && Self.isRevert($0.declaration.value) }) {
            return applyReverting(declarations)
        }
        applyCascade(declarations)
    }

    /// `reverted`: the user agent's style, which an author's `revert` takes its value from.
    private func applyCascade(_ declarations: [MatchedDeclaration], reverted: ComputedStyle? = nil) {
        for matched in declarations where matched.declaration.property.hasPrefix("--") {
            style.customProperties[matched.declaration.property] = matched.declaration.value
        }
        let parentSizes = resolver(fontSize: parent.fontSize, font: parent)
        for matched in declarations where PropertyTable.fontSizeProperties.contains(matched.declaration.property) {
            apply(matched.declaration, resolver: parentSizes, reverted: matched.layer > 0 ? reverted : nil)
        }
        PropertyTable.adjustForGenericFamily(style, parent: parent, environment: environment)
        let ownSizes = resolver(fontSize: style.fontSize, font: style)
        // The `font` shorthand, applied with the sizes, set its longhands too: those declared
        // before it (of lower precedence) lose to it. The font's longhands go first: a `ch`
        // after them is of the element's whole font.
        let lastShorthand = declarations.lastIndex { $0.declaration.property == "font" } ?? -1
        for fontFirst in [true, false] {
            for (index, matched) in declarations.enumerated() {
                let property = matched.declaration.property
                if property.hasPrefix("--") || PropertyTable.fontSizeProperties.contains(property) { continue }
                if Self.fontLonghands.contains(property) != fontFirst { continue }
                if index < lastShorthand, Self.fontLonghands.contains(property) { continue }
                apply(matched.declaration, resolver: ownSizes, reverted: matched.layer > 0 ? reverted : nil)
            }
        }
    }

    /// `revert` (and `revert-layer`, with no cascade layers) in an author's declaration rolls
    /// the property back to the user agent's value: the style of the user agent's declarations
    /// alone (inherited and initial values where it has none) stands for it.
    private func applyReverting(_ declarations: [MatchedDeclaration]) {
        let reverted = ComputedStyle(inheritingFrom: parent)
        DeclarationApplier(style: reverted, parent: parent, initial: initial, rootFontSize: rootFontSize,
                           environment: environment, warnings: warnings, fontUnits: fontUnits)
            .applyCascade(declarations.filter { $0.layer == 0 })
        applyCascade(declarations, reverted: reverted)
    }

    private static func isRevert(_ value: String) -> Bool {
        // (Asked of every declaration: a long value is none without lowercasing it.)
        guard value.utf8.count <= 20, value.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "r") }) else { return false }
        let word = value.trimmingCharacters(in: .whitespaces).lowercased()
        return word == "revert" || word == "revert-layer"
    }

    /// The longhands the `font` shorthand sets that are applied after the sizes.
    private static let fontLonghands: Set<String> = ["font-weight", "font-style", "line-height"]

    /// Lengths resolved against `fontSize` and, for `ch` and `ex`, the font of `font` as it is when a
    /// length asks for it.
    private func resolver(fontSize: Double, font: ComputedStyle) -> LengthResolver {
        var resolver = LengthResolver(fontSize: fontSize, rootFontSize: rootFontSize ?? style.fontSize, environment: environment)
        if let fontUnits { resolver.fontUnits = { fontUnits(font.font) } }
        return resolver
    }

    private func apply(_ declaration: CSSDeclaration, resolver: LengthResolver, reverted: ComputedStyle?) {
        let property = declaration.property
        guard let handler = PropertyTable.handlers[property] else {
            if !PropertyTable.isIgnored(property, value: declaration.value) {
                warnings.record(property, line: declaration.line, "property not modelled (text is measured as with its initial value); ignored")
            }
            return
        }
        guard let value = substituteVariables(in: declaration.value) else {
            warnings.record(property, line: declaration.line, "var() without a value; declaration ignored")
            return
        }
        switch value.lowercased() {
        case "inherit": handler.inherit(parent, style); return
        case "initial": handler.inherit(initial, style); return
        case "unset", "revert", "revert-layer":
            // (`revert` in the user agent's own sheet, where nothing is left to roll back to, is `unset`.)
            let unset = Self.inheritedProperties.contains(property) ? parent : initial
            handler.inherit(value.lowercased() == "unset" ? unset : reverted ?? unset, style)
            return
        default: break
        }
        switch handler.apply(style, Self.evaluatingNumbers(CSSValueParser.components(of: value), resolver), resolver) {
        case .applied: break
        case .approximated(let message): warnings.record(property, line: declaration.line, message)
        case .unsupported:
            warnings.record(property, line: declaration.line, "value '\(value)' not supported; declaration ignored")
        }
    }

    /// `value` with every `var(--name[, fallback])` replaced; nil when a variable is undefined
    /// and has no fallback.
    private func substituteVariables(in value: String) -> String? {
        guard value.contains("var(") else { return value }
        var result = value
        for _ in 0..<16 {
            guard let start = result.range(of: "var(") else { return result }
            var depth = 1
            var end = start.upperBound
            while end < result.endIndex, depth > 0 {
                if result[end] == "(" { depth += 1 }
                if result[end] == ")" { depth -= 1 }
                if depth > 0 { end = result.index(after: end) }
            }
            guard end < result.endIndex else { return nil }
            let inside = result[start.upperBound..<end]
            let name = String((inside.split(separator: ",", maxSplits: 1).first ?? "").trimmingSpaces)
            let fallback = inside.firstIndex(of: ",").map { String(inside[inside.index(after: $0)...].trimmingSpaces) }
            guard let replacement = style.customProperties[name] ?? fallback else { return nil }
            result.replaceSubrange(start.lowerBound...end, with: replacement)
        }
        return nil
    }

    /// `components` with each math function that is a plain number (`calc(1 + 0.5)`,
    /// `max(1.2, 1.5)`) made that number, so that every property taking a number takes one.
    static func evaluatingNumbers(_ components: [CSSComponent], _ resolver: LengthResolver) -> [CSSComponent] {
        guard components.contains(where: { if case .function = $0 { true } else { false } }) else { return components }
        return components.map { component in
            guard case .function(let name, let arguments) = component, Dimension.isMathFunction(name),
                  let number = resolver.number(name, arguments) else { return component }
            return .number(number)
        }
    }
}
