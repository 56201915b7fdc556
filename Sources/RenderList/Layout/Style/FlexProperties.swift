extension PropertyTable {
    /// Flex container and item properties, and `gap`.
    static let flexHandlers: [String: PropertyHandler] = {
        let align: [String: FlexAlign] = [
            "normal": .stretch, "stretch": .stretch, "flex-start": .start, "start": .start,
            "self-start": .start, "flex-end": .end, "end": .end, "self-end": .end, "center": .center,
            "baseline": .baseline,
        ]
        var selfAlign: [String: FlexAlign?] = align.mapValues { $0 }
        selfAlign["auto"] = .some(nil)
        return [
            "flex-direction": keywordHandler(\.flexRow, [
                "row": true, "row-reverse": true, "column": false, "column-reverse": false,
            ]),
            "flex-wrap": keywordHandler(\.flexWrap, ["nowrap": false, "wrap": true, "wrap-reverse": true]),
            "flex-flow": flexFlowHandler,
            "gap": gapHandler(row: true, column: true),
            "grid-gap": gapHandler(row: true, column: true),
            "row-gap": gapHandler(row: true, column: false),
            "column-gap": gapHandler(row: false, column: true),
            "flex-grow": numberHandler(\.flexGrow),
            "flex-shrink": numberHandler(\.flexShrink),
            "flex-basis": dimensionHandler(\.flexBasis, autoWords: ["auto", "content"]),
            "flex": flexHandler,
            "align-items": keywordHandler(\.alignItems, align),
            "align-self": keywordHandler(\.alignSelf, selfAlign),
            "order": orderHandler,
        ]
    }()

    /// `order`: a whole number, negative too.
    private static let orderHandler = PropertyHandler(
        apply: { style, values, _ in
            guard values.count == 1, case .number(let number) = values[0], number == number.rounded(),
                  abs(number) < 1e9 else { return .unsupported }
            style.order = Int(number)
            return .applied
        },
        inherit: { from, to in to.order = from.order }
    )

    private static let flexFlowHandler = PropertyHandler(
        apply: { style, values, _ in
            for value in values {
                switch value {
                case .ident("row"), .ident("row-reverse"): style.flexRow = true
                case .ident("column"), .ident("column-reverse"): style.flexRow = false
                case .ident("wrap"), .ident("wrap-reverse"): style.flexWrap = true
                case .ident("nowrap"): style.flexWrap = false
                default: return .unsupported
                }
            }
            return .applied
        },
        inherit: { from, to in (to.flexRow, to.flexWrap) = (from.flexRow, from.flexWrap) }
    )

    private static func gapHandler(row: Bool, column: Bool) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                let gaps = values.compactMap { value -> Dimension? in
                    value == .ident("normal") ? .px(0) : resolver.dimension(value)
                }
                guard gaps.count == values.count, (1...2).contains(gaps.count) else { return .unsupported }
                if row { style.rowGap = gaps[0] }
                if column { style.columnGap = gaps[row ? gaps.count - 1 : 0] }
                return .applied
            },
            inherit: { from, to in
                if row { to.rowGap = from.rowGap }
                if column { to.columnGap = from.columnGap }
            }
        )
    }

    private static let flexHandler = PropertyHandler(
        apply: { style, values, resolver in
            switch keyword(values) {
            case "none": (style.flexGrow, style.flexShrink, style.flexBasis) = (0, 0, .auto); return .applied
            case "auto": (style.flexGrow, style.flexShrink, style.flexBasis) = (1, 1, .auto); return .applied
            case "initial": (style.flexGrow, style.flexShrink, style.flexBasis) = (0, 1, .auto); return .applied
            default: break
            }
            var numbers: [Double] = []
            var basis: Dimension?
            for value in values {
                if case .number(let number) = value, basis == nil || numbers.isEmpty, number != 0 || numbers.count < 2 {
                    numbers.append(number)
                } else if value == .ident("auto") || value == .ident("content") {
                    basis = .auto
                } else if let dimension = resolver.dimension(value) {
                    basis = dimension
                } else {
                    return .unsupported
                }
            }
            guard numbers.count <= 2, !(numbers.isEmpty && basis == nil) else { return .unsupported }
            style.flexGrow = numbers.first ?? 1
            style.flexShrink = numbers.count > 1 ? numbers[1] : 1
            style.flexBasis = basis ?? .percent(0)
            return .applied
        },
        inherit: { from, to in
            (to.flexGrow, to.flexShrink, to.flexBasis) = (from.flexGrow, from.flexShrink, from.flexBasis)
        }
    )
}
