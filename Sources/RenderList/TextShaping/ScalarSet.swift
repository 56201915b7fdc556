/// A set of Unicode scalar values, cheap to fill from UTF-8 (ASCII goes into a bit mask): the
/// characters a face drew, from which its web font subset is cut.
struct ScalarSet: Equatable, Sendable {
    private var ascii: (low: UInt64, high: UInt64) = (0, 0)
    private var others: Set<UInt32> = []

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
        lhs.ascii == rhs.ascii && lhs.others == rhs.others
    }

    var isEmpty: Bool { ascii == (0, 0) && others.isEmpty }

    mutating func insert(_ scalar: UInt32) {
        switch scalar {
        case 0..<64: ascii.low |= 1 << UInt64(scalar)
        case 64..<128: ascii.high |= 1 << UInt64(scalar - 64)
        default: others.insert(scalar)
        }
    }

    /// Adds every scalar of `utf8` (ill-formed bytes are skipped).
    mutating func insert(utf8: UnsafeBufferPointer<UInt8>) {
        var iterator = utf8.makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): insert(scalar.value)
            case .emptyInput: return
            case .error: continue
            }
        }
    }

    mutating func formUnion(_ other: ScalarSet) {
        ascii = (ascii.low | other.ascii.low, ascii.high | other.ascii.high)
        others.formUnion(other.others)
    }

    func contains(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0..<64: ascii.low & (1 << UInt64(scalar)) != 0
        case 64..<128: ascii.high & (1 << UInt64(scalar - 64)) != 0
        default: others.contains(scalar)
        }
    }

    /// The scalars in increasing order.
    var sorted: [UInt32] {
        var result: [UInt32] = []
        for scalar in UInt32(0)..<128 where contains(scalar) { result.append(scalar) }
        return result + others.sorted()
    }

    /// The scalars as a CSS `unicode-range` value: `U+20-7E, U+4E00, U+4E8C-4E8D`.
    var unicodeRange: String {
        var ranges: [String] = []
        var start: UInt32?
        var end: UInt32 = 0
        func close() {
            guard let first = start else { return }
            let hex = { (value: UInt32) in String(value, radix: 16, uppercase: true) }
            ranges.append(first == end ? "U+\(hex(first))" : "U+\(hex(first))-\(hex(end))")
        }
        for scalar in sorted {
            if start != nil, scalar == end + 1 { end = scalar; continue }
            close()
            (start, end) = (scalar, scalar)
        }
        close()
        return ranges.joined(separator: ", ")
    }
}
