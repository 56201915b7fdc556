import Foundation

extension Row {
    /// A hash of what the row holds, its prototype and every key's value (keys in sorted order,
    /// whatever order the file gave them), and not of its place: the same row gives the same
    /// key in every run, wherever it moves in the list. Stable page breaks are cut by it.
    var contentKey: UInt64 {
        var hash = StableHash()
        hash.combine(prototype ?? "")
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            hash.combine(key)
            value.feed(into: &hash)
        }
        return hash.value
    }

    /// The key of a row that a template names by the text of one of its keys (`rl:id`): moving
    /// or editing the row keeps it as long as that text stays.
    static func namedKey(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine("rl:id")
        hash.combine(text)
        return hash.value
    }
}

extension DataValue {
    /// Feeds the value into `hash`, each kind with a tag of its own.
    fileprivate func feed(into hash: inout StableHash) {
        switch self {
        case .string(let text):
            hash.combine(1)
            hash.combine(text)
        case .integer(let number):
            hash.combine(2)
            hash.combine(UInt64(bitPattern: number))
        case .real(let number):
            hash.combine(3)
            hash.combine(number.bitPattern)
        case .bool(let flag):
            hash.combine(flag ? 4 : 5)
        case .date(let date):
            hash.combine(6)
            hash.combine(date.timeIntervalSinceReferenceDate.bitPattern)
        case .data(let bytes):
            hash.combine(7)
            hash.combine(UInt64(bytes.count))
            hash.combine(bytes)
        case .array(let values):
            hash.combine(8)
            hash.combine(UInt64(values.count))
            for value in values { value.feed(into: &hash) }
        case .dictionary(let entries):
            hash.combine(9)
            hash.combine(UInt64(entries.count))
            for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                hash.combine(key)
                value.feed(into: &hash)
            }
        }
    }
}
