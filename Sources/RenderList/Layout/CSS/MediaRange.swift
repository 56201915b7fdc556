/// A media feature in range syntax (Media Queries 4): `(width >= 600px)`, `(400px < width <= 700px)`,
/// `(height < 40em)`. Only `width` and `height` are read; other names are not ranges here.
struct MediaRange: Equatable {
    /// One comparison, written as `feature operator value`.
    struct Bound: Equatable {
        enum Operator: String { case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "=" }
        var op: Operator
        var value: Double

        func holds(for measured: Double) -> Bool {
            switch op {
            case .less: measured < value
            case .lessOrEqual: measured <= value
            case .greater: measured > value
            case .greaterOrEqual: measured >= value
            case .equal: measured == value
            }
        }
    }

    /// `width` or `height`.
    var feature: String
    var bounds: [Bound]

    /// Reads the inside of a parenthesised feature; nil when it is not in range syntax on width
    /// or height.
    init?(_ text: Substring) {
        let tokens = Self.tokens(text)
        guard tokens.count == 3 || tokens.count == 5 else { return nil }
        guard let index = tokens.firstIndex(where: { $0 == "width" || $0 == "height" }), index % 2 == 0 else { return nil }
        feature = tokens[index]
        bounds = []
        if index >= 2 {  // value op feature: flip the operator
            guard let op = Self.flipped(tokens[index - 1]), let value = MediaQuery.mediaLength(tokens[index - 2]) else { return nil }
            bounds.append(Bound(op: op, value: value))
        }
        if index + 2 < tokens.count {
            guard let op = Bound.Operator(rawValue: tokens[index + 1]), let value = MediaQuery.mediaLength(tokens[index + 2]) else { return nil }
            bounds.append(Bound(op: op, value: value))
        }
        guard !bounds.isEmpty else { return nil }
    }

    /// Whether the viewport falls in the range; nil when the feature is neither width nor height.
    func matches(width: Double, height: Double) -> Bool? {
        let measured = feature == "width" ? width : height
        return bounds.allSatisfy { $0.holds(for: measured) }
    }

    private static func flipped(_ op: String) -> Bound.Operator? {
        switch op {
        case "<": .greater
        case "<=": .greaterOrEqual
        case ">": .less
        case ">=": .lessOrEqual
        case "=": .equal
        default: nil
        }
    }

    /// Words and operators: `400px<width` gives `400px`, `<`, `width`.
    private static func tokens(_ text: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<" || character == ">" || character == "=" {
                if !current.isEmpty { tokens.append(current); current = "" }
                var op = String(character)
                let next = text.index(after: index)
                if character != "=", next < text.endIndex, text[next] == "=" { op += "="; index = next }
                tokens.append(op)
            } else if character.isWhitespace {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(character)
            }
            index = text.index(after: index)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}

/// A viewport width at which a `@media` condition may change outcome: from `width` up
/// (`min-width: 768px`, `width >= 40em`), or from just above it (`max-width: 600px` matches up
/// to 600 and stops above it; `width > 600px`).
struct MediaBreakpoint: Hashable, Sendable {
    var width: Double
    /// Whether the new outcome holds from just above ``width`` rather than from it.
    var above: Bool

    /// The narrowest width of the new outcome in the model: above `X` is `X` and one LayoutUnit.
    var narrowest: Double { above ? width + MediaQuery.widthStep : width }

    /// The media condition that holds from this breakpoint up, as the pages write it: for
    /// `above`, the exact complement of `max-width: X` (every browser evaluates both alike).
    /// The width is the template's own number, not rounded to 1/64: Chromium compares a query's
    /// width with a tolerance of 1/64 px, so at 600 px `max-width: 599.98px` fails where
    /// `max-width: 599.984375px` holds (Bootstrap's breakpoints end in .98).
    var condition: String {
        let number = CSSNumber.exact(width)
        return above ? "not all and (max-width: \(number)px)" : "(min-width: \(number)px)"
    }
}

extension MediaQuery {
    /// The smallest step a viewport width takes in the model: a width just above `X` is `X` and
    /// one LayoutUnit (1/64 px).
    static let widthStep = 1.0 / 64

    /// The viewport widths at which `prelude`'s outcome may change: each begins a range of
    /// widths over which the outcome holds (`min-width: 600px` gives 600, `max-width: 600px`
    /// gives just above 600, where it stops matching).
    static func widthBreakpoints(_ prelude: String) -> [MediaBreakpoint] {
        var points: [MediaBreakpoint] = []
        var rest = Substring(prelude.lowercased())
        while let open = rest.firstIndex(of: "(") {
            let inner = rest[rest.index(after: open)...].prefix { $0 != ")" && $0 != "(" }
            rest = rest[inner.endIndex...]
            if let range = MediaRange(inner), range.feature == "width" {
                for bound in range.bounds {
                    switch bound.op {
                    case .greaterOrEqual, .less: points.append(MediaBreakpoint(width: bound.value, above: false))
                    case .greater, .lessOrEqual: points.append(MediaBreakpoint(width: bound.value, above: true))
                    case .equal: points += [MediaBreakpoint(width: bound.value, above: false), MediaBreakpoint(width: bound.value, above: true)]
                    }
                }
                continue
            }
            let pieces = inner.split(separator: ":", maxSplits: 1).map { String($0.trimmingSpaces) }
            guard pieces.count == 2, let length = mediaLength(pieces[1]) else { continue }
            switch pieces[0] {
            case "min-width": points.append(MediaBreakpoint(width: length, above: false))
            case "max-width": points.append(MediaBreakpoint(width: length, above: true))
            case "width": points += [MediaBreakpoint(width: length, above: false), MediaBreakpoint(width: length, above: true)]
            default: break
            }
        }
        return points
    }
}
