/// A grid track's sizing function with its lengths resolved (CSS Grid §11.4).
struct GridSizingTrack: Equatable {
    enum Minimum: Equatable { case fixed(Double), auto, minContent, maxContent }
    enum Maximum: Equatable { case fixed(Double), flex(Double), auto, minContent, maxContent, fitContent(Double) }

    var minimum: Minimum
    var maximum: Maximum

    /// `size` with lengths resolved against `base` (nil: indefinite, percentages count as
    /// `auto`), in whole LayoutUnits as Blink resolves them.
    init(_ size: GridTrackSize, base: Double?) {
        func length(_ dimension: Dimension) -> Double? { dimension.resolve(against: base).map(LayoutUnit.truncate) }
        switch size.min {
        case .length(let dimension): minimum = length(dimension).map(Minimum.fixed) ?? .auto
        case .minContent: minimum = .minContent
        case .maxContent: minimum = .maxContent
        case .auto, .flex: minimum = .auto
        }
        if let limit = size.fitContent {
            maximum = length(limit).map(Maximum.fitContent) ?? .maxContent
            return
        }
        switch size.max {
        case .length(let dimension): maximum = length(dimension).map(Maximum.fixed) ?? .auto
        case .flex(let factor): maximum = .flex(factor)
        case .minContent: maximum = .minContent
        case .maxContent: maximum = .maxContent
        case .auto: maximum = .auto
        }
    }

    init(minimum: Minimum, maximum: Maximum) {
        (self.minimum, self.maximum) = (minimum, maximum)
    }

    /// The flex factor of a flexible track (`fr` maximum), else nil.
    var flex: Double? {
        if case .flex(let factor) = maximum { return factor }
        return nil
    }

    var hasIntrinsicMinimum: Bool {
        if case .fixed = minimum { return false }
        return true
    }

    var hasIntrinsicMaximum: Bool {
        switch maximum {
        case .auto, .minContent, .maxContent, .fitContent: true
        case .fixed, .flex: false
        }
    }

    /// A maximum that grows to max-content contributions (`auto`, `max-content`, `fit-content()`).
    var hasMaxContentMaximum: Bool {
        switch maximum {
        case .auto, .maxContent, .fitContent: true
        default: false
        }
    }

    /// The fixed limit a contribution is limited by (a fixed maximum or `fit-content()`'s).
    var fixedLimit: Double? {
        switch maximum {
        case .fixed(let value), .fitContent(let value): value
        default: nil
        }
    }
}
