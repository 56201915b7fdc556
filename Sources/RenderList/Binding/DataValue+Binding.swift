import Foundation

extension DataValue {
    /// The value's description, as a default cell shows it.
    var plainText: String {
        if let scalar = rowText { return scalar }
        switch self {
        case .data(let bytes): return "\(bytes.count) bytes"
        case .array(let items): return items.map(\.plainText).joined(separator: ", ")
        default: return ""
        }
    }

    /// The items `rl:each` repeats for this value: an array's items; any other value that is
    /// not empty counts as one item.
    var eachItems: [DataValue] {
        switch self {
        case .array(let values): values
        default: isEmpty ? [] : [self]
        }
    }

    /// Whether the value counts as missing for `rl:if` / `rl:unless`: empty or blank text, an
    /// empty list or dictionary, or `false`.
    var isEmpty: Bool {
        switch self {
        case .string(let string):
            // Most text starts with a visible ASCII character: no need to walk its characters.
            if let first = string.utf8.first, first > 0x20, first < 0x7F { false } else { string.allSatisfy(\.isWhitespace) }
        case .array(let items): items.isEmpty
        case .dictionary(let entries): entries.isEmpty
        case .bool(let flag): !flag
        case .data(let bytes): bytes.isEmpty
        default: false
        }
    }
}
