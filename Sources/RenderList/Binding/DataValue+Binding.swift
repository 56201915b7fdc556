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

    /// Whether `rl:text` shows the value as its text alone: text, a number, a truth value or a
    /// date, formatted (bytes, lists and dictionaries are no text of a slot, ``RowShape``).
    var isSlotText: Bool {
        switch self {
        case .string, .integer, .real, .bool, .date: true
        case .data, .array, .dictionary: false
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

    /// False for scalars that are surely not White_Space (most of them), without a table lookup.
    private static func mayBeWhiteSpace(_ value: UInt32) -> Bool {
        value <= 0x20 || (value >= 0x7F && value <= 0xA0) || (value >= 0x1680 && value <= 0x3000)
    }

    /// Whether the value counts as missing for `rl:if` / `rl:unless`: empty or blank text, an
    /// empty list or dictionary, or `false`.
    var isEmpty: Bool {
        switch self {
        case .string(let string):
            // A character is white space when its first scalar is: most text starts with one
            // that is not (White_Space ends at U+3000), and needs no walk through its characters.
            // An ASCII first byte is that scalar, read without decoding.
            if let byte = string.utf8.first,
               !Self.mayBeWhiteSpace(byte < 0x80 ? UInt32(byte) : string.unicodeScalars.first!.value) {
                false
            } else {
                string.allSatisfy(\.isWhitespace)
            }
        case .array(let items): items.isEmpty
        case .dictionary(let entries): entries.isEmpty
        case .bool(let flag): !flag
        case .data(let bytes): bytes.isEmpty
        default: false
        }
    }
}
