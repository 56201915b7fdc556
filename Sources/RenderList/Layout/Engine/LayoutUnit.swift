/// Blink's fixed-point length: 1/64 CSS px. Layout keeps Doubles, snapped where Blink snaps.
enum LayoutUnit {
    static let scale = 64.0

    /// `LayoutUnit::FromFloatRound`.
    @inline(__always)
    static func round(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// `LayoutUnit::FromFloatCeil`.
    @inline(__always)
    static func ceil(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }

    /// `LayoutUnit::FromFloatFloor`, also what a conversion from float truncates to for positives.
    @inline(__always)
    static func floor(_ value: Double) -> Double { (value * scale).rounded(.down) / scale }
}
