extension PropertyTable {
    /// `margin`, `padding`, `border` and their longhands.
    static let edgeHandlers: [String: PropertyHandler] = {
        var table: [String: PropertyHandler] = [
            "margin": edgesHandler(\.margin, autoAllowed: true, sides: Side.allCases),
            "padding": edgesHandler(\.padding, autoAllowed: false, sides: Side.allCases),
            "border": borderHandler(sides: Side.allCases),
            "border-width": borderWidthHandler(sides: Side.allCases),
            "border-style": borderStyleHandler(sides: Side.allCases),
        ]
        for (name, side) in [("top", Side.top), ("right", .right), ("bottom", .bottom), ("left", .left)] {
            table["margin-" + name] = edgesHandler(\.margin, autoAllowed: true, sides: [side])
            table["padding-" + name] = edgesHandler(\.padding, autoAllowed: false, sides: [side])
            table["border-" + name] = borderHandler(sides: [side])
            table["border-\(name)-width"] = borderWidthHandler(sides: [side])
            table["border-\(name)-style"] = borderStyleHandler(sides: [side])
        }
        let logical: [(String, [Side])] = [("block", [.top, .bottom]), ("inline", [.left, .right]),
                                           ("block-start", [.top]), ("block-end", [.bottom]),
                                           ("inline-start", [.left]), ("inline-end", [.right])]
        for (name, sides) in logical {
            table["margin-" + name] = edgesHandler(\.margin, autoAllowed: true, sides: sides)
            table["padding-" + name] = edgesHandler(\.padding, autoAllowed: false, sides: sides)
            table["border-" + name] = borderHandler(sides: sides)
        }
        return table
    }()

    private static func edgesHandler(
        _ keyPath: ReferenceWritableKeyPath<ComputedStyle, Edges<Dimension>> & Sendable,
        autoAllowed: Bool, sides: [Side]
    ) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                var parsed: [Dimension] = []
                for value in values {
                    if autoAllowed, value == .ident("auto") { parsed.append(.auto); continue }
                    guard let dimension = resolver.dimension(value) else { return .unsupported }
                    if !autoAllowed, case .px(let px) = dimension, px < 0 { return .unsupported }
                    parsed.append(dimension)
                }
                let expanded = sides.count == 4 ? Edges(shorthand: parsed) : (parsed.count == 1 ? Edges(parsed[0]) : nil)
                guard let expanded else { return .unsupported }
                for side in sides { style[keyPath: keyPath][side] = expanded[side] }
                return .applied
            },
            inherit: { from, to in for side in sides { to[keyPath: keyPath][side] = from[keyPath: keyPath][side] } }
        )
    }

    private static let borderStyles: Set<String> = [
        "none", "hidden", "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset",
    ]

    /// `thin`/`medium`/`thick` or a length, snapped to whole pixels as Blink snaps border
    /// widths: a width under 1 px but above 0 is 1 px, a wider one is rounded down
    /// (`0.5px` draws 1 px, `1.5px` 1 px, `0.1em` of 14 px 1 px).
    private static func borderWidth(_ value: CSSComponent, _ resolver: LengthResolver) -> Double? {
        switch value {
        case .ident("thin"): 1
        case .ident("medium"): 3
        case .ident("thick"): 5
        default: resolver.length(value).flatMap { $0 >= 0 ? snapped($0) : nil }
        }
    }

    private static func snapped(_ width: Double) -> Double {
        width > 0 && width < 1 ? 1 : (width + 1e-7).rounded(.down)
    }

    private static func borderHandler(sides: [Side]) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                var width = 3.0, visible = false
                for value in values {
                    if case .ident(let word) = value, borderStyles.contains(word) {
                        visible = word != "none" && word != "hidden"
                    } else if let parsed = borderWidth(value, resolver) {
                        width = parsed
                    } // anything else is a color
                }
                for side in sides {
                    style.borderWidth[side] = width
                    style.borderVisible[side] = visible
                }
                return .applied
            },
            inherit: { from, to in
                for side in sides {
                    to.borderWidth[side] = from.borderWidth[side]
                    to.borderVisible[side] = from.borderVisible[side]
                }
            }
        )
    }

    private static func borderWidthHandler(sides: [Side]) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                let widths = values.compactMap { borderWidth($0, resolver) }
                guard widths.count == values.count else { return .unsupported }
                let expanded = sides.count == 4 ? Edges(shorthand: widths) : (widths.count == 1 ? Edges(widths[0]) : nil)
                guard let expanded else { return .unsupported }
                for side in sides { style.borderWidth[side] = expanded[side] }
                return .applied
            },
            inherit: { from, to in for side in sides { to.borderWidth[side] = from.borderWidth[side] } }
        )
    }

    private static func borderStyleHandler(sides: [Side]) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, _ in
                let visible = values.compactMap { value -> Bool? in
                    guard case .ident(let word) = value, borderStyles.contains(word) else { return nil }
                    return word != "none" && word != "hidden"
                }
                guard visible.count == values.count else { return .unsupported }
                let expanded = sides.count == 4 ? Edges(shorthand: visible) : (visible.count == 1 ? Edges(visible[0]) : nil)
                guard let expanded else { return .unsupported }
                for side in sides { style.borderVisible[side] = expanded[side] }
                return .applied
            },
            inherit: { from, to in for side in sides { to.borderVisible[side] = from.borderVisible[side] } }
        )
    }
}
