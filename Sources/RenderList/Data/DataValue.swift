import Foundation

/// One value read from a data file: a property list or JSON value.
public enum DataValue: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data([UInt8])
    case array([DataValue])
    case dictionary([String: DataValue])
}
