/// A computed length-percentage, or `auto` (also used for `none` on `max-*`).
enum Dimension: Equatable, Sendable {
    case auto
    case px(Double)
    case percent(Double)
    /// A length plus a percentage (`calc(50% - 10px)`).
    case calc(px: Double, percent: Double)
    /// `min()`, `max()` or `clamp()` of dimensions that hold percentages (`min(600px, 100%)`).
    indirect case math(MathFunction, [Dimension])

    /// The comparison functions of CSS math.
    enum MathFunction: String, Sendable {
        case min, max, clamp

        /// The function of `lengths` (px); nil when there are none, or `clamp()` has not three.
        func apply(to lengths: [Double]) -> Double? {
            switch self {
            case .min: lengths.min()
            case .max: lengths.max()
            case .clamp: lengths.count == 3 ? Swift.max(lengths[0], Swift.min(lengths[1], lengths[2])) : nil
            }
        }
    }

    /// Whether `name` (lowercased) is a math function the model evaluates.
    static func isMathFunction(_ name: String) -> Bool {
        name == "calc" || MathFunction(rawValue: name) != nil
    }

    /// The length in px against a containing block of `base` px; nil for `auto` or a % of an
    /// unknown base.
    func resolve(against base: Double?) -> Double? {
        switch self {
        case .auto: nil
        case .px(let value): value
        case .percent(let value): base.map { $0 * value / 100 }
        case .calc(let px, let percent): base.map { px + $0 * percent / 100 }
        case .math(let function, let arguments): Self.resolve(function, arguments, against: base)
        }
    }

    /// `function` of `arguments`, each resolved against `base`; nil when one is not.
    private static func resolve(_ function: MathFunction, _ arguments: [Dimension], against base: Double?) -> Double? {
        let lengths = arguments.compactMap { $0.resolve(against: base) }
        return lengths.count == arguments.count ? function.apply(to: lengths) : nil
    }

    /// Like ``resolve(against:)`` but `auto` and unresolvable percentages count as 0 (padding,
    /// margins).
    func resolveOrZero(against base: Double?) -> Double {
        resolve(against: base) ?? 0
    }

    var isAuto: Bool { self == .auto }
    var isPercentage: Bool {
        switch self {
        case .percent, .calc: true
        case .math(_, let arguments): arguments.contains(where: \.isPercentage)
        default: false
        }
    }
}

/// Four values in top, right, bottom, left order.
struct Edges<Value: Equatable & Sendable>: Equatable, Sendable {
    var top: Value
    var right: Value
    var bottom: Value
    var left: Value

    init(_ all: Value) {
        self.init(top: all, right: all, bottom: all, left: all)
    }

    init(top: Value, right: Value, bottom: Value, left: Value) {
        (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
    }

    /// Expands 1–4 values the way `margin`/`padding` shorthands do.
    init?(shorthand values: [Value]) {
        switch values.count {
        case 1: self.init(values[0])
        case 2: self.init(top: values[0], right: values[1], bottom: values[0], left: values[1])
        case 3: self.init(top: values[0], right: values[1], bottom: values[2], left: values[1])
        case 4: self.init(top: values[0], right: values[1], bottom: values[2], left: values[3])
        default: return nil
        }
    }

    subscript(side: Side) -> Value {
        get {
            switch side {
            case .top: top
            case .right: right
            case .bottom: bottom
            case .left: left
            }
        }
        set {
            switch side {
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            case .left: left = newValue
            }
        }
    }
}

/// A box side.
enum Side: CaseIterable, Sendable {
    case top, right, bottom, left

    /// The side named in a property suffix (`margin-top` → `.top`).
    init?(suffix: Substring) {
        switch suffix {
        case "top": self = .top
        case "right": self = .right
        case "bottom": self = .bottom
        case "left": self = .left
        default: return nil
        }
    }
}

/// The font-relative units that depend on a font's glyphs, in px: `ch` and `ex`.
struct FontUnits: Equatable, Sendable {
    var ch: Double
    var ex: Double
}

/// Turns value components into computed px for one element.
struct LengthResolver {
    /// The element's own font size (for `em`); the parent's when resolving `font-size`.
    var fontSize: Double
    /// The root element's font size (for `rem`).
    var rootFontSize: Double
    var environment: MediaEnvironment
    /// The sizes of `ch` and `ex` in the element's font, asked only when a length needs them;
    /// nil where no text measurer is at hand (`ch` and `ex` are then not understood).
    var fontUnits: (() -> FontUnits)? = nil

    /// A length or percentage (`12px`, `1.5em`, `50%`, `0`); nil when not one the model knows.
    func dimension(_ component: CSSComponent) -> Dimension? {
        switch component {
        case .percentage(let value): return .percent(value)
        case .number(0): return .px(0)
        case .dimension(let value, let unit): return length(value, unit: unit).map(Dimension.px)
        case .function(let name, let arguments): return math(name, arguments)
        default: return nil
        }
    }

    /// A math function (`name`, lowercased) of plain numbers, as a number; nil when it is not one.
    func number(_ name: String, _ arguments: String) -> Double? {
        var calc = CSSCalc(length: { length($0, unit: $1) })
        return calc.evaluateNumber(function: name, arguments: arguments)
    }

    /// `calc()`, `min()`, `max()` or `clamp()` (``CSSCalc``) as a dimension.
    private func math(_ name: String, _ arguments: String) -> Dimension? {
        var calc = CSSCalc(length: { length($0, unit: $1) })
        if let value = calc.evaluate(function: name, arguments: arguments) { return Self.dimension(value) }
        guard let function = Dimension.MathFunction(rawValue: name), let values = calc.evaluateArguments(arguments),
              function.apply(to: values.map(\.px)) != nil else { return nil }
        return .math(function, values.map(Self.dimension))
    }

    private static func dimension(_ value: CSSCalc.Value) -> Dimension {
        let px = LayoutUnit.saturated(value.px)
        if value.percent == 0 { return .px(px) }
        return px == 0 ? .percent(value.percent) : .calc(px: px, percent: value.percent)
    }

    /// An absolute length in px; nil for percentages and unknown units.
    func length(_ component: CSSComponent) -> Double? {
        if case .px(let value) = dimension(component) { return value }
        return nil
    }

    /// The sizes of `ch` and `ex` in `font` as Blink takes them, measured by `metrics`: the
    /// advance of its primary font's `0` (Blink's zero width, without letter-spacing), and its
    /// primary font's x-height (the OS/2 table's, else the `x` glyph's height, as Skia reports
    /// it to Blink's `SimpleFontData`; else 0.56 of the ascent).
    static func fontUnits(in font: FontDescription, metrics: any TextMeasuring) -> FontUnits {
        let zero: [UInt8] = [0x30]
        let advance = zero.withUnsafeBufferPointer { metrics.advance(ofUTF8: $0, font: font) }
        return FontUnits(ch: advance, ex: metrics.lineMetrics(for: font).xHeight)
    }

    /// `value` in `unit` as px, saturated to the lengths Blink lays out (`1e308px` is not
    /// infinite, and nothing computed from it is NaN).
    private func length(_ value: Double, unit: String) -> Double? {
        unitLength(value, unit: unit).map(LayoutUnit.saturated)
    }

    private func unitLength(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "px": value
        case "em": value * fontSize
        case "rem": value * rootFontSize
        case "ch": fontUnits.map { value * $0().ch }
        case "ex": fontUnits.map { value * $0().ex }
        case "pt": value * 4 / 3
        case "pc": value * 16
        case "in": value * 96
        case "cm": value * 96 / 2.54
        case "mm": value * 96 / 25.4
        case "q": value * 96 / 101.6
        case "vw", "svw", "lvw", "dvw": value * environment.viewportWidth / 100
        case "vh", "svh", "lvh", "dvh": value * environment.viewportHeight / 100
        case "vmin", "svmin", "lvmin", "dvmin": value * min(environment.viewportWidth, environment.viewportHeight) / 100
        case "vmax", "svmax", "lvmax", "dvmax": value * max(environment.viewportWidth, environment.viewportHeight) / 100
        default: nil
        }
    }
}
