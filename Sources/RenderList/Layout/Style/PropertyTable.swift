/// What applying one declaration did.
enum ApplyOutcome: Equatable {
    case applied
    /// Applied in a simplified way; the message says how.
    case approximated(String)
    /// The value is not one the model understands; the declaration was ignored.
    case unsupported
}

/// How to apply one property and how to inherit it explicitly (`inherit`).
struct PropertyHandler: Sendable {
    let apply: @Sendable (ComputedStyle, [CSSComponent], LengthResolver) -> ApplyOutcome
    let inherit: @Sendable (_ from: ComputedStyle, _ to: ComputedStyle) -> Void
}

/// Every property the model reads, and the ones it knows cannot change a row's height.
enum PropertyTable {
    static let handlers: [String: PropertyHandler] = {
        var table = boxHandlers
        table.merge(edgeHandlers) { first, _ in first }
        table.merge(textHandlers) { first, _ in first }
        table.merge(fontHandlers) { first, _ in first }
        table.merge(flexHandlers) { first, _ in first }
        table.merge(contentHandlers) { first, _ in first }
        table.merge(gridHandlers) { first, _ in first }
        table.merge(tableHandlers) { first, _ in first }
        return table
    }()

    /// Properties applied before all others (lengths in `em` depend on them).
    static let fontSizeProperties: Set<String> = ["font-size", "font", "font-family"]

    /// Whether `property: value` is known not to affect layout height (no warning for it).
    static func isIgnored(_ property: String, value: String) -> Bool {
        if let harmless = harmlessValues[property] { return harmless.contains(value.lowercased()) }
        if ignored.contains(property) { return true }
        if property.hasSuffix("-color") || property.hasSuffix("-radius") { return true }
        return ignoredPrefixes.contains { property.hasPrefix($0) }
    }

    private static let ignored: Set<String> = [
        "color", "cursor", "opacity", "visibility", "z-index", "top", "right", "bottom", "left", "inset",
        "align-content", "content-visibility",
        "contain-intrinsic-size", "object-fit", "object-position", "fill", "stroke", "filter",
        "backdrop-filter", "mix-blend-mode", "pointer-events", "user-select", "-webkit-user-select",
        "quotes", "font-synthesis", "font-optical-sizing",
        "font-display", "text-rendering", "-webkit-font-smoothing", "-moz-osx-font-smoothing",
        "-webkit-text-size-adjust", "text-size-adjust", "caret-color", "accent-color", "color-scheme",
        "will-change", "overscroll-behavior", "-webkit-tap-highlight-color", "isolation", "direction",
        "unicode-bidi", "text-wrap-style", "clip-path", "resize",
        "orphans", "widows", "text-align", "text-align-last", "empty-cells",
        "box-decoration-break", "forced-color-adjust", "print-color-adjust", "image-rendering",
        "text-underline-offset", "text-underline-position", "stroke-width", "border-radius", "border-color",
        // The standard property clamps nothing in the Chromium the pages are measured in (156).
        "line-clamp",
    ]

    /// Properties that change glyph advances or tab stops: the model measures text as with
    /// their initial values, so any other value is warned about.
    private static let harmlessValues: [String: Set<String>] = [
        "font-variant-numeric": ["normal"],
        "font-variant-ligatures": ["normal", "common-ligatures"], "font-variant-east-asian": ["normal"],
        "font-feature-settings": ["normal"], "font-kerning": ["auto", "normal"],
        "hanging-punctuation": ["none"], "font-variant-position": ["normal"], "font-variant-alternates": ["normal"],
    ]

    private static let ignoredPrefixes = [
        "background", "animation", "transition", "transform", "outline", "box-shadow", "text-shadow",
        "text-decoration", "list-style", "scroll-", "mask", "border-image", "page-break", "break-",
        "text-emphasis", "counter-", "-webkit-mask", "-webkit-text-stroke", "-webkit-text-fill",
        "translate", "rotate", "scale", "perspective", "backface-visibility",
    ]

    /// The single keyword of `values`, if that is what they are.
    static func keyword(_ values: [CSSComponent]) -> String? {
        guard values.count == 1, case .ident(let word) = values[0] else { return nil }
        return word
    }

    /// A handler for a property whose value is one keyword from `map`. Other values are
    /// unsupported, or, with `otherwise`, approximated: the value is left as it was, with that warning.
    static func keywordHandler<Value>(
        _ keyPath: ReferenceWritableKeyPath<ComputedStyle, Value> & Sendable,
        _ map: [String: Value],
        otherwise approximation: String? = nil
    ) -> PropertyHandler where Value: Sendable {
        PropertyHandler(
            apply: { style, values, _ in
                guard let word = keyword(values), let value = map[word] else {
                    return approximation.map(ApplyOutcome.approximated) ?? .unsupported
                }
                style[keyPath: keyPath] = value
                return .applied
            },
            inherit: { from, to in to[keyPath: keyPath] = from[keyPath: keyPath] }
        )
    }

    /// A handler for a length-percentage property; `autoWords` are the keywords meaning `.auto`.
    static func dimensionHandler(
        _ keyPath: ReferenceWritableKeyPath<ComputedStyle, Dimension> & Sendable,
        autoWords: Set<String>, allowsNegative: Bool = false
    ) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                if let word = keyword(values), autoWords.contains(word) {
                    style[keyPath: keyPath] = .auto
                    return .applied
                }
                guard values.count == 1, let value = resolver.dimension(values[0]) else { return .unsupported }
                if !allowsNegative, case .px(let px) = value, px < 0 { return .unsupported }
                style[keyPath: keyPath] = value
                return .applied
            },
            inherit: { from, to in to[keyPath: keyPath] = from[keyPath: keyPath] }
        )
    }

    /// A handler for a plain number property (`flex-grow`).
    static func numberHandler(_ keyPath: ReferenceWritableKeyPath<ComputedStyle, Double> & Sendable) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, _ in
                guard values.count == 1, case .number(let number) = values[0], number >= 0 else { return .unsupported }
                style[keyPath: keyPath] = number
                return .applied
            },
            inherit: { from, to in to[keyPath: keyPath] = from[keyPath: keyPath] }
        )
    }
}
