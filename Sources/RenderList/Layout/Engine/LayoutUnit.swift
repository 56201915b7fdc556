/// Blink's fixed-point length: 1/64 CSS px. Layout keeps Doubles, snapped where Blink snaps.
enum LayoutUnit {
    static let scale = 64.0
    /// The largest length Blink lays out (`LayoutUnit::Max`, a 32-bit count of 1/64 px): longer
    /// ones saturate to it.
    static let maximum = Double(Int32.max) / scale

    /// `value` saturated to Blink's range of lengths (NaN: 0).
    static func saturated(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, -maximum), maximum)
    }

    /// `LayoutUnit::FromFloatRound`.
    @inline(__always)
    static func round(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// `LayoutUnit::FromFloatCeil`.
    @inline(__always)
    static func ceil(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }

    /// `value` px in whole LayoutUnits, rounded up (a hair over a whole unit, float noise,
    /// does not count).
    @inline(__always)
    static func unitsRoundedUp(_ value: Double) -> Double { (value * scale - 1e-7).rounded(.up) }

    /// A conversion from float: whole LayoutUnits toward zero (float noise a hair under a
    /// whole unit does not count). Blink's padding and margin lengths are LayoutUnits so made.
    @inline(__always)
    static func truncate(_ value: Double) -> Double {
        ((value * scale) + (value < 0 ? -1e-6 : 1e-6)).rounded(.towardZero) / scale
    }

    /// `LayoutUnit::FromFloatFloor`, also what a conversion from float truncates to for positives.
    @inline(__always)
    static func floor(_ value: Double) -> Double { (value * scale).rounded(.down) / scale }
}
