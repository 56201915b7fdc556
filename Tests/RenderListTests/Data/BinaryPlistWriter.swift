/// Writes small binary property lists (`bplist00`) for tests that need shapes no ordinary
/// writer makes: objects shared by many references, long strings, many sections.
struct BinaryPlistWriter {
    enum Object {
        /// An ASCII string.
        case string(String)
        /// References to other objects.
        case array([Int])
        /// Key and value references.
        case dictionary([(key: Int, value: Int)])
    }

    private(set) var objects: [Object] = []

    /// Adds `object` and returns its index, for references.
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// The file, with object `top` as its root.
    func bytes(top: Int) -> [UInt8] {
        let referenceSize = objects.count <= 1 << 8 ? 1 : objects.count <= 1 << 16 ? 2 : 4
        var file = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(file.count)
            switch object {
            case .string(let text):
                file += Self.marker(0x5, count: text.utf8.count) + Array(text.utf8)
            case .array(let references):
                file += Self.marker(0xA, count: references.count)
                for reference in references { file += Self.bigEndian(reference, size: referenceSize) }
            case .dictionary(let entries):
                file += Self.marker(0xD, count: entries.count)
                for entry in entries { file += Self.bigEndian(entry.key, size: referenceSize) }
                for entry in entries { file += Self.bigEndian(entry.value, size: referenceSize) }
            }
        }
        let table = file.count
        let offsetSize = table < 1 << 8 ? 1 : table < 1 << 16 ? 2 : table < 1 << 32 ? 4 : 8
        for offset in offsets { file += Self.bigEndian(offset, size: offsetSize) }
        file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        file += Self.bigEndian(objects.count, size: 8) + Self.bigEndian(top, size: 8) + Self.bigEndian(table, size: 8)
        return file
    }

    /// A type marker with its count: in the low nibble below 15, else as a following integer.
    private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [type << 4 | UInt8(count)] }
        let exponent = count < 1 << 8 ? 0 : count < 1 << 16 ? 1 : count < 1 << 32 ? 2 : 3
        return [type << 4 | 0x0F, 0x10 | UInt8(exponent)] + bigEndian(count, size: 1 << exponent)
    }

    private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
