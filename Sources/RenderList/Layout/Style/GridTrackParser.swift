/// Parses grid track lists, track sizes and line placements. Named lines (`[name]`),
/// `subgrid` and `masonry` are not understood: their declarations are reported and ignored.
struct GridTrackParser {
    let resolver: LengthResolver

    /// A whole `grid-template-columns` / `-rows` value.
    func trackList(_ values: [CSSComponent]) -> GridTrackList? {
        if PropertyTable.keyword(values) == "none" { return GridTrackList.none }
        var list = GridTrackList()
        for value in values {
            if case .function("repeat", let arguments) = value {
                let inner = CSSValueParser.components(of: arguments)
                guard let comma = inner.firstIndex(of: .comma) else { return nil }
                let tracks = inner[(comma + 1)...].map(trackSize)
                guard !tracks.isEmpty, !tracks.contains(nil) else { return nil }
                switch inner[..<comma].first {
                case .number(let count) where comma == 1 && count >= 1 && count == count.rounded() && count <= 10_000:
                    let repeated = Array(repeating: tracks.compactMap { $0 }, count: Int(count)).flatMap { $0 }
                    if list.autoRepeat == nil { list.before += repeated } else { list.after += repeated }
                case .ident(let word) where comma == 1 && (word == "auto-fill" || word == "auto-fit"):
                    // One automatic repetition, of fixed sizes only.
                    guard list.autoRepeat == nil, tracks.allSatisfy({ $0.map(Self.isFixed) ?? false }) else { return nil }
                    list.autoRepeat = GridAutoRepeat(fits: word == "auto-fit", tracks: tracks.compactMap { $0 })
                default: return nil
                }
            } else {
                guard let track = trackSize(value) else { return nil }
                if list.autoRepeat == nil { list.before.append(track) } else { list.after.append(track) }
            }
        }
        return list.before.isEmpty && list.autoRepeat == nil ? nil : list
    }

    /// Whether a track has a fixed minimum or maximum (what an automatic repetition needs).
    private static func isFixed(_ track: GridTrackSize) -> Bool {
        if case .length = track.min { return true }
        if case .length = track.max { return true }
        return false
    }

    /// One track size: a breadth, `minmax()` or `fit-content()`.
    func trackSize(_ value: CSSComponent) -> GridTrackSize? {
        switch value {
        case .function("minmax", let arguments):
            let parts = CSSValueParser.components(of: arguments).split(separator: .comma)
            guard parts.count == 2, parts.allSatisfy({ $0.count == 1 }),
                  let low = breadth(parts[0].first!), let high = breadth(parts[1].first!) else { return nil }
            if case .flex = low { return nil }
            return GridTrackSize(min: low, max: high)
        case .function("fit-content", let argument):
            let parts = CSSValueParser.components(of: argument)
            guard parts.count == 1, let limit = resolver.dimension(parts[0]), (limit.resolve(against: 0) ?? 0) >= 0 else { return nil }
            return GridTrackSize(min: .auto, max: .maxContent, fitContent: limit)
        default:
            guard let single = breadth(value) else { return nil }
            if case .flex = single { return GridTrackSize(min: .auto, max: single) }
            return GridTrackSize(min: single, max: single)
        }
    }

    private func breadth(_ value: CSSComponent) -> GridBreadth? {
        switch value {
        case .ident("auto"): return .auto
        case .ident("min-content"): return .minContent
        case .ident("max-content"): return .maxContent
        case .dimension(let number, "fr"): return number >= 0 ? .flex(number) : nil
        default:
            guard let length = resolver.dimension(value) else { return nil }
            if case .px(let px) = length, px < 0 { return nil }
            return .length(length)
        }
    }

    /// One line placement: `auto`, a number, `span N`, or an area name.
    static func line(_ values: [CSSComponent]) -> GridLine? {
        switch values.count {
        case 1:
            switch values[0] {
            case .ident("auto"): return .auto
            case .ident("span"): return nil
            case .ident(let name): return .area(name)
            case .number(let number) where number != 0 && number == number.rounded() && abs(number) < 10_000:
                return .number(Int(number))
            default: return nil
            }
        case 2:
            let number = values.compactMap { value -> Double? in if case .number(let n) = value { n } else { nil } }.first
            guard values.contains(.ident("span")), let count = number, count >= 1, count == count.rounded(),
                  count < 10_000 else { return nil }
            return .span(Int(count))
        default:
            return nil
        }
    }
}
