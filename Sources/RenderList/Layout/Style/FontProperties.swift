extension PropertyTable {
    /// `font-family`, `font-size`, `font-weight`, `font-style` and the `font` shorthand.
    static let fontHandlers: [String: PropertyHandler] = [
        "font-family": PropertyHandler(
            apply: { style, values, _ in
                guard let families = fontFamilies(values[...]) else { return .unsupported }
                style.fontFamilies = families
                return .applied
            },
            inherit: { from, to in to.fontFamilies = from.fontFamilies }
        ),
        "font-size": PropertyHandler(
            apply: { style, values, resolver in
                guard values.count == 1, let size = fontSize(values[0], resolver) else { return .unsupported }
                setFontSize(size, from: values[0], on: style)
                return .applied
            },
            inherit: { from, to in
                (to.fontSize, to.fontSizeKeyword, to.fontSizeIsAbsolute) = (from.fontSize, from.fontSizeKeyword, from.fontSizeIsAbsolute)
            }
        ),
        "font-weight": PropertyHandler(
            apply: { style, values, _ in
                guard values.count == 1, let weight = fontWeight(values[0], relativeTo: style.fontWeight) else {
                    return .unsupported
                }
                style.fontWeight = weight
                return .applied
            },
            inherit: { from, to in to.fontWeight = from.fontWeight }
        ),
        "font-style": PropertyHandler(
            apply: { style, values, _ in
                guard case .ident(let word) = values.first, ["normal", "italic", "oblique"].contains(word) else {
                    return .unsupported
                }
                style.italic = word != "normal"
                return .applied
            },
            inherit: { from, to in to.italic = from.italic }
        ),
        "font": fontShorthandHandler,
        // `normal` and `small-caps` are laid out; other values (of the shorthand too) are warned about.
        "font-variant": smallCapsHandler,
        "font-variant-caps": smallCapsHandler,
    ]

    private static let smallCapsHandler = PropertyHandler(
        apply: { style, values, _ in
            guard values.count == 1, case .ident(let word) = values[0], ["normal", "small-caps"].contains(word) else {
                return .unsupported
            }
            style.smallCaps = word == "small-caps"
            return .applied
        },
        inherit: { from, to in to.smallCaps = from.smallCaps }
    )

    /// The largest computed font size, in px: Blink clamps larger sizes to it (its
    /// `kMaximumAllowedFontSize`), so a `font-size: 1e30px` from a template cannot overflow.
    static let maximumSize = 10_000.0

    static let sizeKeywords: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
        "xx-large": 32, "xxx-large": 48,
    ]

    /// The size keywords in order, and their sizes for the `monospace` family alone, whose
    /// default size is 13 px in Chromium (the row of Blink's table for that default: `small`
    /// is 10 px, `large` 16).
    static let sizeKeywordOrder = ["xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large"]
    static let monospaceKeywordSizes: [Double] = [9, 9, 10, 13, 16, 20, 26, 40]

    /// Sets the computed `size`, given as `value`, with how it was given: a keyword; a length
    /// in absolute units (`rem` counts, as in Blink); or relative to the parent's size (`em`,
    /// `%`, `smaller`), which is absolute when the parent's is.
    static func setFontSize(_ size: Double, from value: CSSComponent, on style: ComputedStyle) {
        style.fontSize = min(size, maximumSize)
        style.fontSizeKeyword = -1
        switch value {
        case .ident(let word):
            if let index = sizeKeywordOrder.firstIndex(of: word) {
                style.fontSizeKeyword = Int8(index)
                style.fontSizeIsAbsolute = false
            }
        case .dimension(_, let unit) where !["em", "ex", "ch", "ic", "cap", "lh"].contains(unit):
            style.fontSizeIsAbsolute = true
        default: break  // relative to the parent's size: absolute as the parent's (inherited)
        }
    }

    /// Blink's change of generic family: an element whose family list is `monospace` alone
    /// and whose parent's is not (or the reverse), with a size not given in absolute units,
    /// takes the monospace default of 13 px for 16: a keyword's size from the monospace table,
    /// any other size scaled by 13/16 (so `<pre>` and `<code>` are 13 px by default).
    static func adjustForGenericFamily(_ style: ComputedStyle, parent: ComputedStyle, environment: MediaEnvironment) {
        guard environment.monospaceSizeQuirk else { return }
        let monospace = style.fontFamilies == ["monospace"]
        guard !style.fontSizeIsAbsolute, monospace != (parent.fontFamilies == ["monospace"]) else { return }
        let keyword = Int(style.fontSizeKeyword)
        if keyword >= 0, keyword < sizeKeywordOrder.count {
            style.fontSize = monospace ? monospaceKeywordSizes[keyword] : sizeKeywords[sizeKeywordOrder[keyword]] ?? style.fontSize
        } else {
            style.fontSize = monospace ? style.fontSize * 13 / 16 : style.fontSize * 16 / 13
        }
    }

    /// A computed font size; `resolver.fontSize` is the parent's size here.
    static func fontSize(_ value: CSSComponent, _ resolver: LengthResolver) -> Double? {
        switch value {
        case .ident("smaller"): return resolver.fontSize / 1.2
        case .ident("larger"): return resolver.fontSize * 1.2
        case .ident(let word): return sizeKeywords[word]
        case .percentage(let percent): return percent >= 0 ? resolver.fontSize * percent / 100 : nil
        // A math function's percentages are of the parent's size too (`calc(1.0 * 62.5%)`).
        default: return resolver.dimension(value)?.resolve(against: resolver.fontSize).flatMap { $0 >= 0 ? $0 : nil }
        }
    }

    static func fontWeight(_ value: CSSComponent, relativeTo current: Int) -> Int? {
        switch value {
        case .ident("normal"): 400
        case .ident("bold"): 700
        case .ident("bolder"): current < 350 ? 400 : (current < 550 ? 700 : 900)
        case .ident("lighter"): current < 550 ? 100 : (current < 750 ? 400 : 700)
        case .number(let number) where number >= 1 && number <= 1000: Int(number)
        default: nil
        }
    }

    /// A family list: comma-separated strings or runs of keywords.
    static func fontFamilies(_ values: ArraySlice<CSSComponent>) -> [String]? {
        var families: [String] = []
        var words: [String] = []
        for value in values {
            switch value {
            case .string(let name): words.append(name)
            case .ident(let word): words.append(word)
            case .comma:
                guard !words.isEmpty else { return nil }
                families.append(words.joined(separator: " "))
                words = []
            default: return nil
            }
        }
        guard !words.isEmpty else { return nil }
        families.append(words.joined(separator: " "))
        return families
    }

    private static let fontShorthandHandler = PropertyHandler(
        apply: { style, values, resolver in
            var index = 0
            var italic = false, weight = 400, smallCaps = false
            var unmodelled: String?
            while index < values.count, fontSize(values[index], resolver) == nil || values[index] == .ident("normal") {
                switch values[index] {
                case .ident("italic"), .ident("oblique"): italic = true
                case .ident("normal"): break
                case .ident("small-caps"): smallCaps = true
                case .ident(let word) where ["condensed", "expanded"].contains(word): unmodelled = word
                default:
                    guard let parsed = fontWeight(values[index], relativeTo: style.fontWeight) else { return .unsupported }
                    weight = parsed
                }
                index += 1
            }
            guard index < values.count, let size = fontSize(values[index], resolver) else { return .unsupported }
            let sizeValue = values[index]
            index += 1
            var lineHeight = LineHeight.normal
            if index + 1 < values.count, values[index] == .slash {
                let own = LengthResolver(fontSize: size, rootFontSize: resolver.rootFontSize, environment: resolver.environment)
                guard let parsed = PropertyTable.lineHeight([values[index + 1]], own) else { return .unsupported }
                lineHeight = parsed
                index += 2
            }
            guard let families = fontFamilies(values[index...]) else { return .unsupported }
            (style.italic, style.fontWeight, style.smallCaps) = (italic, weight, smallCaps)
            setFontSize(size, from: sizeValue, on: style)
            (style.lineHeight, style.fontFamilies) = (lineHeight, families)
            return unmodelled.map { .approximated("\($0) is not modelled (text is measured without it)") } ?? .applied
        },
        inherit: { from, to in
            (to.italic, to.fontWeight, to.fontSize, to.smallCaps) = (from.italic, from.fontWeight, from.fontSize, from.smallCaps)
            (to.fontSizeKeyword, to.fontSizeIsAbsolute) = (from.fontSizeKeyword, from.fontSizeIsAbsolute)
            (to.lineHeight, to.fontFamilies) = (from.lineHeight, from.fontFamilies)
        }
    )
}

extension PropertyTable {
    /// The family list of a `font` shorthand's value, as the shorthand sets it; nil when the
    /// value is not one the model reads (a system font keyword, `inherit`, `var()`).
    static func shorthandFamilies(_ values: [CSSComponent]) -> [String]? {
        let resolver = LengthResolver(fontSize: 16, rootFontSize: 16, environment: MediaEnvironment())
        var index = 0
        while index < values.count, fontSize(values[index], resolver) == nil || values[index] == .ident("normal") {
            index += 1
        }
        guard index < values.count else { return nil }
        index += 1
        if index + 1 < values.count, values[index] == .slash { index += 2 }
        return index < values.count ? fontFamilies(values[index...]) : nil
    }
}
