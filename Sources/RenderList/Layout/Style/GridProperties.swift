extension PropertyTable {
    /// Grid container and item properties (`gap` and `align-*` are shared with flex).
    static let gridHandlers: [String: PropertyHandler] = [
        "grid-template-columns": trackListHandler(\.gridTemplateColumns),
        "grid-template-rows": trackListHandler(\.gridTemplateRows),
        "grid-auto-columns": autoTracksHandler(\.gridAutoColumns),
        "grid-auto-rows": autoTracksHandler(\.gridAutoRows),
        "grid-auto-flow": autoFlowHandler,
        "grid-template-areas": areasHandler,
        "grid-column-start": lineHandler([\.gridColumnStart]),
        "grid-column-end": lineHandler([\.gridColumnEnd]),
        "grid-row-start": lineHandler([\.gridRowStart]),
        "grid-row-end": lineHandler([\.gridRowEnd]),
        "grid-column": lineHandler([\.gridColumnStart, \.gridColumnEnd]),
        "grid-row": lineHandler([\.gridRowStart, \.gridRowEnd]),
        "grid-area": lineHandler([\.gridRowStart, \.gridColumnStart, \.gridRowEnd, \.gridColumnEnd]),
        "justify-content": contentDistribution,
        "justify-items": justificationHandler(\.justifyItems, justification),
        "justify-self": justificationHandler(\.justifySelf, justification.mapValues { $0 } .merging(["auto": nil]) { $1 }),
        "place-items": placeHandler(align: "align-items", justify: "justify-items"),
        "place-self": placeHandler(align: "align-self", justify: "justify-self"),
        "place-content": placeHandler(align: nil, justify: "justify-content"),
    ]

    /// `justify-items` / `justify-self` with an overflow or legacy word (`safe center`,
    /// `legacy left`): the alignment word counts.
    private static func justificationHandler<Value: Sendable>(
        _ keyPath: ReferenceWritableKeyPath<ComputedStyle, Value> & Sendable, _ map: [String: Value]
    ) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, _ in
                let words = values.compactMap { value -> Value? in if case .ident(let word) = value { map[word] } else { nil } }
                guard let value = words.last, values.count <= 2 else { return .unsupported }
                style[keyPath: keyPath] = value
                return .applied
            },
            inherit: { from, to in to[keyPath: keyPath] = from[keyPath: keyPath] }
        )
    }

    /// `place-items`, `place-self`, `place-content`: the `align-` longhand takes the first
    /// value (with its `safe`, `unsafe`, `first` or `last`), the `justify-` one the rest (the
    /// first again when there is no more). `align-content` is not read (`align: nil`).
    private static func placeHandler(align: String?, justify: String) -> PropertyHandler {
        let modifiers: [CSSComponent] = [.ident("safe"), .ident("unsafe"), .ident("first"), .ident("last")]
        return PropertyHandler(
            apply: { style, values, resolver in
                guard (1...4).contains(values.count) else { return .unsupported }
                let split = modifiers.contains(values[0]) ? min(2, values.count) : 1
                let first = Array(values[..<split]), rest = Array(values[split...])
                if let align, let handler = handlers[align], handler.apply(style, [first.last!], resolver) != .applied {
                    return .unsupported
                }
                guard let handler = handlers[justify] else { return .unsupported }
                return handler.apply(style, rest.isEmpty ? first : rest, resolver)
            },
            inherit: { from, to in
                if let align { handlers[align]?.inherit(from, to) }
                handlers[justify]?.inherit(from, to)
            }
        )
    }

    /// `justify-content`: whether a grid's `auto` columns stretch to fill it (`normal`,
    /// `stretch`; any other value, of any form, keeps them as they are). Flex layout does not
    /// read it: it moves items without resizing them.
    private static let contentDistribution = PropertyHandler(
        apply: { style, values, _ in
            style.justifyContentStretches = values.isEmpty || values.allSatisfy { $0 == .ident("normal") || $0 == .ident("stretch") }
            return .applied
        },
        inherit: { from, to in to.justifyContentStretches = from.justifyContentStretches }
    )

    /// `justify-items` / `justify-self`: whether a grid item fills its area's width (`normal`,
    /// `stretch`) or takes its shrink-to-fit width.
    private static let justification: [String: FlexAlign] = [
        "normal": .stretch, "stretch": .stretch, "start": .start, "self-start": .start, "flex-start": .start,
        "left": .start, "end": .end, "self-end": .end, "flex-end": .end, "right": .end, "center": .center,
        "baseline": .start, "legacy": .stretch,
    ]

    private static func trackListHandler(_ keyPath: ReferenceWritableKeyPath<ComputedStyle, GridTrackList> & Sendable) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                guard let list = GridTrackParser(resolver: resolver).trackList(values) else { return .unsupported }
                style[keyPath: keyPath] = list
                return .applied
            },
            inherit: { from, to in to[keyPath: keyPath] = from[keyPath: keyPath] }
        )
    }

    private static func autoTracksHandler(_ keyPath: ReferenceWritableKeyPath<ComputedStyle, [GridTrackSize]> & Sendable) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, resolver in
                let parser = GridTrackParser(resolver: resolver)
                let tracks = values.compactMap(parser.trackSize)
                guard !tracks.isEmpty, tracks.count == values.count else { return .unsupported }
                style[keyPath: keyPath] = tracks
                return .applied
            },
            inherit: { from, to in to[keyPath: keyPath] = from[keyPath: keyPath] }
        )
    }

    private static let autoFlowHandler = PropertyHandler(
        apply: { style, values, _ in
            var (column, dense) = (false, false)
            for value in values {
                switch value {
                case .ident("row"): column = false
                case .ident("column"): column = true
                case .ident("dense"): dense = true
                default: return .unsupported
                }
            }
            guard !values.isEmpty else { return .unsupported }
            (style.gridAutoFlowColumn, style.gridAutoFlowDense) = (column, dense)
            return .applied
        },
        inherit: { from, to in (to.gridAutoFlowColumn, to.gridAutoFlowDense) = (from.gridAutoFlowColumn, from.gridAutoFlowDense) }
    )

    private static let areasHandler = PropertyHandler(
        apply: { style, values, _ in
            if keyword(values) == "none" { style.gridTemplateAreas = nil; return .applied }
            let rows = values.compactMap { value -> String? in if case .string(let text) = value { text } else { nil } }
            guard rows.count == values.count, let areas = GridAreas(rows: rows) else { return .unsupported }
            style.gridTemplateAreas = areas
            return .applied
        },
        inherit: { from, to in to.gridTemplateAreas = from.gridTemplateAreas }
    )

    /// A line property, or a shorthand setting several (`grid-column`: start / end; `grid-area`:
    /// row-start / column-start / row-end / column-end). An omitted value is the first one's
    /// name when that is an area name (`grid-area: main`), else `auto`.
    private static func lineHandler(_ keyPaths: [ReferenceWritableKeyPath<ComputedStyle, GridLine> & Sendable]) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, _ in
                let parts = values.split(separator: .slash, omittingEmptySubsequences: false)
                guard parts.count <= keyPaths.count else { return .unsupported }
                var lines: [GridLine] = []
                for part in parts {
                    guard let line = GridTrackParser.line(Array(part)) else { return .unsupported }
                    lines.append(line)
                }
                for index in lines.count..<keyPaths.count {
                    // grid-area: column-start and row-end copy row-start, column-end column-start.
                    let source = max(0, index - 2)
                    if case .area = lines[source] { lines.append(lines[source]) } else { lines.append(.auto) }
                }
                for (keyPath, line) in zip(keyPaths, lines) { style[keyPath: keyPath] = line }
                return .applied
            },
            inherit: { from, to in for keyPath in keyPaths { to[keyPath: keyPath] = from[keyPath: keyPath] } }
        )
    }
}
