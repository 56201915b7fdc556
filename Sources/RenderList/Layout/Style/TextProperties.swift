extension PropertyTable {
    /// Inherited text properties except the font itself.
    static let textHandlers: [String: PropertyHandler] = [
        "line-height": lineHeightHandler,
        "letter-spacing": spacingHandler(\.letterSpacing),
        "word-spacing": spacingHandler(\.wordSpacing),
        "text-indent": dimensionHandler(\.textIndent, autoWords: [], allowsNegative: true),
        "text-transform": keywordHandler(\.textTransform, [
            "none": .none, "uppercase": .uppercase, "lowercase": .lowercase, "capitalize": .capitalize,
        ]),
        "white-space": whiteSpaceHandler,
        "text-wrap": textWrapHandler,
        "text-wrap-mode": textWrapHandler,
        "overflow-wrap": keywordHandler(\.overflowWrap, ["normal": .normal, "break-word": .breakWord, "anywhere": .anywhere]),
        "word-wrap": keywordHandler(\.overflowWrap, ["normal": .normal, "break-word": .breakWord, "anywhere": .anywhere]),
        "word-break": wordBreakHandler,
        "tab-size": tabSizeHandler,
    ]

    private static let tabSizeHandler = PropertyHandler(
        apply: { style, values, resolver in
            guard values.count == 1 else { return .unsupported }
            if case .number(let spaces) = values[0], spaces >= 0 {
                (style.tabSize, style.tabSizePx) = (spaces, nil)
                return .applied
            }
            guard case .px(let px)? = resolver.dimension(values[0]), px >= 0 else { return .unsupported }
            style.tabSizePx = px
            return .applied
        },
        inherit: { from, to in (to.tabSize, to.tabSizePx) = (from.tabSize, from.tabSizePx) }
    )

    private static let lineHeightHandler = PropertyHandler(
        apply: { style, values, resolver in
            guard let value = lineHeight(values, resolver) else { return .unsupported }
            style.lineHeight = value
            return .applied
        },
        inherit: { from, to in to.lineHeight = from.lineHeight }
    )

    /// A `line-height` value; percentages and lengths compute against `resolver.fontSize`.
    static func lineHeight(_ values: [CSSComponent], _ resolver: LengthResolver) -> LineHeight? {
        guard values.count == 1 else { return nil }
        switch values[0] {
        case .ident("normal"): return .normal
        // Saturated as Blink saturates lengths: a huge line-height is huge, never infinite (its
        // half-leadings would be infinite less infinite, NaN).
        case .number(let number) where number >= 0: return .number(min(number, LayoutUnit.maximum))
        case .percentage(let percent) where percent >= 0: return .px(LayoutUnit.saturated(resolver.fontSize * percent / 100))
        default:
            // A math function's percentages are of the font size too (`calc(100% + 4px)`).
            guard let length = resolver.dimension(values[0])?.resolve(against: resolver.fontSize), length >= 0 else { return nil }
            return .px(length)
        }
    }

    private static func spacingHandler(_ keyPath: ReferenceWritableKeyPath<ComputedStyle, Double> & Sendable) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                if keyword(values) == "normal" { style[keyPath: keyPath] = 0; return .applied }
                guard values.count == 1, let length = resolver.length(values[0]) else { return .unsupported }
                style[keyPath: keyPath] = length
                return .applied
            },
            inherit: { from, to in to[keyPath: keyPath] = from[keyPath: keyPath] }
        )
    }

    private static let whiteSpaceHandler = PropertyHandler(
        apply: { style, values, _ in
            switch keyword(values) {
            case "normal": style.whiteSpace = .normal
            case "nowrap": style.whiteSpace = .nowrap
            case "pre": style.whiteSpace = .pre
            case "pre-wrap": style.whiteSpace = .preWrap
            case "pre-line": style.whiteSpace = .preLine
            case "break-spaces":
                style.whiteSpace = .preWrap
                return .approximated("read as pre-wrap")
            default: return .unsupported
            }
            return .applied
        },
        inherit: { from, to in to.whiteSpace = from.whiteSpace }
    )

    private static let textWrapHandler = PropertyHandler(
        apply: { style, values, _ in
            let words = values.compactMap { value -> String? in
                if case .ident(let word) = value { return word }
                return nil
            }
            guard words.count == values.count else { return .unsupported }
            for word in words {
                switch word {
                case "nowrap": style.whiteSpace = style.whiteSpace.preservesSpaces ? .pre : .nowrap
                case "wrap": style.whiteSpace = style.whiteSpace.preservesSpaces ? .preWrap : .normal
                case "balance", "pretty", "stable", "auto": break
                default: return .unsupported
                }
            }
            return .applied
        },
        inherit: { from, to in to.whiteSpace = from.whiteSpace }
    )

    private static let wordBreakHandler = PropertyHandler(
        apply: { style, values, _ in
            switch keyword(values) {
            case "normal": style.wordBreak = .normal
            case "break-all": style.wordBreak = .breakAll
            case "keep-all": style.wordBreak = .keepAll
            case "break-word":
                style.wordBreak = .normal
                style.overflowWrap = .anywhere
            case "auto-phrase":
                style.wordBreak = .normal
                return .approximated("phrases are not kept together (laid out as word-break: normal)")
            default: return .unsupported
            }
            return .applied
        },
        inherit: { from, to in
            to.wordBreak = from.wordBreak
            to.overflowWrap = from.overflowWrap
        }
    )
}
