/// Where one grid item goes in one axis before auto-placement: a definite range of tracks
/// (indices of the explicit grid's tracks, negative before it), or `auto` with a span.
struct GridSpan: Equatable {
    /// The first track, nil when it is to be auto-placed.
    var start: Int?
    var span: Int

    var range: Range<Int>? { start.map { $0..<$0 + span } }

    /// The placement `start` / `end` ask for in an axis with `explicit` tracks, where
    /// `areas` names the areas' track ranges (CSS Grid §8.3, §8.3.1). A name with no area and
    /// no line of its own names the first implicit line after the explicit grid (every implicit
    /// line is taken to bear the name), so `grid-area: price` in a grid without that area puts
    /// the item in a new row and column after the explicit ones, as Chromium does.
    init(start: GridLine, end: GridLine, explicit: Int, areas: [String: Range<Int>]) {
        let first = Self.line(start, isStart: true, explicit: explicit, areas: areas)
        let last = Self.line(end, isStart: false, explicit: explicit, areas: areas)
        switch (first, last) {
        case (let first?, let last?):
            let (low, high) = (min(first, last), max(first, last))
            (self.start, span) = (low, max(1, high - low))
        case (let first?, nil):
            (self.start, span) = (first, Self.span(end) ?? 1)
        case (nil, let last?):
            let count = Self.span(start) ?? 1
            (self.start, span) = (last - count, count)
        case (nil, nil):
            (self.start, span) = (nil, Self.span(start) ?? Self.span(end) ?? 1)
        }
    }

    init(start: Int?, span: Int) {
        (self.start, self.span) = (start, span)
    }

    /// The 0-based line index `line` names (line 1 is index 0; line -1 the explicit grid's
    /// last), nil for `auto` and spans.
    private static func line(_ line: GridLine, isStart: Bool, explicit: Int, areas: [String: Range<Int>]) -> Int? {
        switch line {
        case .number(let number): number > 0 ? number - 1 : explicit + 1 + number
        case .area(let name): areas[name].map { isStart ? $0.lowerBound : $0.upperBound } ?? explicit + 1
        case .auto, .span: nil
        }
    }

    private static func span(_ line: GridLine) -> Int? {
        if case .span(let count) = line { return count }
        return nil
    }
}
