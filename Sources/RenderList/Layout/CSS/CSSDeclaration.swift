/// One `property: value` pair as written, with the template line it starts on.
struct CSSDeclaration: Equatable, Sendable {
    /// Lowercased property name (`margin-top`); custom properties keep their case.
    var property: String
    /// The value with comments removed, trimmed, without `!important`.
    var value: String
    /// Whether the declaration ended in `!important`.
    var important: Bool
    /// 1-based template line.
    var line: Int
}

/// A qualified rule: a selector list and its declarations, in source order.
struct StyleRule: Sendable {
    /// The selectors the rule's declarations apply to (unsupported ones are dropped).
    var selectors: [ComplexSelector]
    var declarations: [CSSDeclaration]
    /// 1-based template line of the selector.
    var line: Int
}

/// An `@font-face` rule, kept so a later stage can embed the fonts.
struct FontFace: Equatable, Sendable {
    /// The unquoted `font-family` name.
    var family: String
    /// The `url(…)` values of `src`, unquoted, in order.
    var sources: [String]
    /// `font-weight` as written (`400`, `bold`, `100 900`), `normal` when absent.
    var weight: String
    /// `font-style` as written, `normal` when absent.
    var style: String
    /// 1-based template line of the `@font-face`.
    var line: Int
    /// Descriptors that change the face's metrics, which the model does not apply
    /// (`size-adjust`, `ascent-override`, `descent-override`, `line-gap-override`), as written.
    var unmodelled: [String] = []

    private static let metricDescriptors: Set<String> = ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]

    init(declarations: [CSSDeclaration], line: Int) {
        var family = "", weight = "normal", style = "normal"
        var sources: [String] = []
        for declaration in declarations {
            switch declaration.property {
            case "font-family": family = CSSValueParser.unquoted(declaration.value)
            case "font-weight": weight = declaration.value
            case "font-style": style = declaration.value
            case "src": sources = Self.urls(in: declaration.value)
            case let name where Self.metricDescriptors.contains(name):
                if declaration.value.lowercased() != "normal", !(name == "size-adjust" && declaration.value == "100%") {
                    unmodelled.append("\(name): \(declaration.value)")
                }
            default: break
            }
        }
        self.family = family
        self.sources = sources
        self.weight = weight
        self.style = style
        self.line = line
    }

    private static func urls(in value: String) -> [String] {
        CSSValueParser.components(of: value).compactMap { component in
            if case .function("url", let argument) = component { return CSSValueParser.unquoted(argument) }
            return nil
        }
    }
}
