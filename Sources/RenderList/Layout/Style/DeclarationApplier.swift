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

    private static let inheritedProperties: Set<String> = [
        "font", "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing",
        "word-spacing", "text-transform", "text-indent", "white-space", "overflow-wrap", "word-wrap",
        "word-break", "text-wrap", "text-wrap-mode", "tab-size",
    ]

    func apply(_ declarations: [MatchedDeclaration]) {
        for matched in declarations where matched.declaration.property.hasPrefix("--") {
            style.customProperties[matched.declaration.property] = matched.declaration.value
        }
        let parentSizes = resolver(fontSize: parent.fontSize)
        for matched in declarations where PropertyTable.fontSizeProperties.contains(matched.declaration.property) {
            apply(matched.declaration, resolver: parentSizes)
        }
        PropertyTable.adjustForGenericFamily(style, parent: parent)
        let ownSizes = resolver(fontSize: style.fontSize)
        for matched in declarations {
            let property = matched.declaration.property
            if property.hasPrefix("--") || PropertyTable.fontSizeProperties.contains(property) { continue }
            apply(matched.declaration, resolver: ownSizes)
        }
    }

    private func resolver(fontSize: Double) -> LengthResolver {
        LengthResolver(fontSize: fontSize, rootFontSize: rootFontSize ?? style.fontSize, environment: environment)
    }

    private func apply(_ declaration: CSSDeclaration, resolver: LengthResolver) {
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
            handler.inherit(Self.inheritedProperties.contains(property) ? parent : initial, style)
            return
        default: break
        }
        switch handler.apply(style, CSSValueParser.components(of: value), resolver) {
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
}
