import Foundation

/// One value read from a data file: a property list or JSON value.
public enum DataValue: Hashable, Sendable {
    /// Text.
    case string(String)
    /// A whole number that fits in 64 bits (larger integers are refused when read).
    case integer(Int64)
    /// A floating-point number, possibly nan or infinite (property lists allow them).
    case real(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A point in time (property lists only).
    case date(Date)
    /// Raw bytes (property lists only).
    case data([UInt8])
    /// An ordered list of values.
    case array([DataValue])
    /// Values by key; JSON `null` values are left out.
    case dictionary([String: DataValue])
}
