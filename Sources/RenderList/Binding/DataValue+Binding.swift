import Foundation

extension DataValue {
    /// The value's description, as a default cell shows it.
    var plainText: String {
        switch self {
        case .string(let string): string
        case .integer(let number): String(number)
        case .real(let number): number.description
        case .bool(let flag): flag ? "true" : "false"
        case .date(let date): ValueFormatter.isoText(date)
        case .data(let bytes): "\(bytes.count) bytes"
        case .array(let items): items.map(\.plainText).joined(separator: ", ")
        case .dictionary: ""
        }
    }

    /// Whether the value counts as missing for `rl:if` / `rl:unless`: empty or blank text, an
    /// empty list or dictionary, or `false`.
    var isEmpty: Bool {
        switch self {
        case .string(let string): string.allSatisfy(\.isWhitespace)
        case .array(let items): items.isEmpty
        case .dictionary(let entries): entries.isEmpty
        case .bool(let flag): !flag
        case .data(let bytes): bytes.isEmpty
        default: false
        }
    }
}
