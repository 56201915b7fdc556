/// The page the stylesheet is evaluated for: a screen of an assumed size.
struct MediaEnvironment: Sendable, Equatable {
    /// Assumed viewport width in CSS px (for `@media` and `%`/`vw` widths up the tree).
    var viewportWidth: Double = 1280
    var viewportHeight: Double = 800
    /// Whether a family list of `monospace` alone takes Blink's smaller monospace size
    /// (``PropertyTable/adjustForGenericFamily(_:parent:environment:)``). Off when the site
    /// embeds its fonts: its CSS then names the embedded monospace face, and no list is
    /// `monospace` alone in the browser.
    var monospaceSizeQuirk = true
    /// Whether rows are measured for this viewport as one of several classes
    /// (``ViewportClasses``): queries on the window's width are then followed, not warned of.
    var isViewportClass = false
}

/// Evaluates `@media` preludes against a ``MediaEnvironment``.
enum MediaQuery {
    enum Result: Equatable {
        case matches
        case doesNotMatch
        /// The query uses something the model cannot evaluate (named in the payload).
        case unknown(String)
    }

    /// Whether `prelude` tests the viewport's size or shape (width, height, orientation, aspect
    /// ratio): its outcome, and so row heights, then depend on the window the page is seen in.
    static func dependsOnViewportSize(_ prelude: String) -> Bool {
        let text = prelude.lowercased()
        return ["width", "height", "orientation", "aspect-ratio"].contains { text.contains($0) }
    }

    /// The feature of `prelude` that depends on the visitor's device rather than on the window's
    /// width (`hover`, `pointer`, `orientation`…), if any: a phone reports no hover and a coarse
    /// pointer, a tablet may be portrait at any width.
    static func deviceFeature(in prelude: String) -> String? {
        let text = prelude.lowercased()
        return ["any-hover", "hover", "any-pointer", "pointer", "orientation"].first { text.contains("(\($0)") }
    }

    /// Evaluates a comma-separated media query list: it matches when any query matches.
    static func evaluate(_ prelude: String, in environment: MediaEnvironment) -> Result {
        var sawUnknown: String?
        for query in prelude.split(separator: ",") {
            switch evaluateQuery(query.trimmingSpaces.lowercased(), environment) {
            case .matches: return .matches
            case .doesNotMatch: continue
            case .unknown(let what): sawUnknown = sawUnknown ?? what
            }
        }
        return sawUnknown.map(Result.unknown) ?? .doesNotMatch
    }

    private static func evaluateQuery(_ query: String, _ environment: MediaEnvironment) -> Result {
        var words = Substring(query)
        var negate = false
        if words.hasPrefix("not ") { negate = true; words = words.dropFirst(4).trimmingSpaces }
        if words.hasPrefix("only ") { words = words.dropFirst(5).trimmingSpaces }
        var result = Result.matches
        for part in splitOnAnd(words) {
            let partResult = part.hasPrefix("(") ? evaluateFeature(part, environment) : evaluateType(part)
            if case .unknown = partResult { return partResult }
            if partResult == .doesNotMatch { result = .doesNotMatch }
        }
        guard negate else { return result }
        return result == .matches ? .doesNotMatch : .matches
    }

    private static func splitOnAnd(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var rest = text
        while let range = rest.range(of: " and ") {
            parts.append(rest[..<range.lowerBound].trimmingSpaces)
            rest = rest[range.upperBound...]
        }
        parts.append(rest.trimmingSpaces)
        return parts.filter { !$0.isEmpty }
    }

    private static func evaluateType(_ type: Substring) -> Result {
        switch type {
        case "all", "screen": .matches
        case "print", "speech", "tty", "tv", "projection", "handheld", "braille", "embossed", "aural": .doesNotMatch
        default: .unknown(String(type))
        }
    }

    private static func evaluateFeature(_ feature: Substring, _ environment: MediaEnvironment) -> Result {
        let inner = feature.dropFirst().prefix { $0 != ")" }
        if let range = MediaRange(inner) {
            guard let matches = range.matches(width: environment.viewportWidth, height: environment.viewportHeight) else {
                return .unknown("(\(inner))")
            }
            return matches ? .matches : .doesNotMatch
        }
        let pieces = inner.split(separator: ":", maxSplits: 1).map { String($0.trimmingSpaces) }
        guard pieces.count == 2 else { return .unknown("(\(inner))") }
        let (name, value) = (pieces[0], pieces[1])
        if let length = mediaLength(value) {
            switch name {
            case "min-width": return environment.viewportWidth >= length ? .matches : .doesNotMatch
            case "max-width": return environment.viewportWidth <= length ? .matches : .doesNotMatch
            case "min-height": return environment.viewportHeight >= length ? .matches : .doesNotMatch
            case "max-height": return environment.viewportHeight <= length ? .matches : .doesNotMatch
            default: break
            }
        }
        let landscape = environment.viewportWidth >= environment.viewportHeight
        switch (name, value) {
        case ("orientation", "landscape"): return landscape ? .matches : .doesNotMatch
        case ("orientation", "portrait"): return landscape ? .doesNotMatch : .matches
        case ("prefers-color-scheme", "light"), ("prefers-reduced-motion", "no-preference"),
             ("hover", "hover"), ("any-hover", "hover"), ("pointer", "fine"), ("any-pointer", "fine"),
             ("prefers-contrast", "no-preference"):
            return .matches
        case ("prefers-color-scheme", _), ("prefers-reduced-motion", _), ("hover", _), ("any-hover", _),
             ("pointer", _), ("any-pointer", _), ("prefers-contrast", _):
            return .doesNotMatch
        default:
            return .unknown("(\(name): \(value))")
        }
    }

    static func mediaLength(_ value: String) -> Double? {
        guard let component = CSSValueParser.components(of: value).first else { return nil }
        switch component {
        case .dimension(let number, "px"): return number
        case .dimension(let number, "em"), .dimension(let number, "rem"): return number * 16
        case .number(0): return 0
        default: return nil
        }
    }
}
