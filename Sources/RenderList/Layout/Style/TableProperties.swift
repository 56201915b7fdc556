extension PropertyTable {
    /// Table properties: `border-spacing`, `table-layout`, `border-collapse`, `caption-side`.
    static let tableHandlers: [String: PropertyHandler] = [
        "border-spacing": borderSpacingHandler,
        "table-layout": keywordHandler(\.tableLayoutFixed, ["auto": false, "fixed": true]),
        "border-collapse": keywordHandler(\.borderCollapse, ["separate": false, "collapse": true]),
        "caption-side": keywordHandler(\.captionSideBottom, ["top": false, "bottom": true]),
    ]

    /// `border-spacing`: one length for both directions, or the horizontal then the vertical
    /// one, in whole LayoutUnits as Blink keeps them.
    private static let borderSpacingHandler = PropertyHandler(
        apply: { style, values, resolver in
            guard (1...2).contains(values.count) else { return .unsupported }
            let lengths = values.compactMap { resolver.length($0) }
            guard lengths.count == values.count, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return .unsupported }
            style.borderSpacing = (LayoutUnit.truncate(lengths[0]), LayoutUnit.truncate(lengths.last!))
            return .applied
        },
        inherit: { from, to in to.borderSpacing = from.borderSpacing }
    )
}
