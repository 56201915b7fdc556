/// The first bytes of a file, read with bounds checks: every accessor returns nil past the end,
/// so a truncated or hostile header can never trap.
struct HeaderBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    func byte(_ offset: Int) -> Int? {
        offset >= 0 && offset < bytes.count ? Int(bytes[offset]) : nil
    }

    /// An unsigned big-endian (`bigEndian == true`) or little-endian integer of `length` ≤ 4 bytes.
    func integer(_ offset: Int, length: Int, bigEndian: Bool) -> Int? {
        guard length > 0, length <= 4, offset >= 0, offset <= bytes.count - length else { return nil }
        var value = 0
        for index in 0..<length {
            let byte = Int(bytes[offset + (bigEndian ? index : length - 1 - index)])
            value = value << 8 | byte
        }
        return value
    }

    func bigEndian(_ offset: Int, _ length: Int) -> Int? { integer(offset, length: length, bigEndian: true) }

    func littleEndian(_ offset: Int, _ length: Int) -> Int? { integer(offset, length: length, bigEndian: false) }

    /// Whether the bytes at `offset` are `ascii`.
    func matches(_ ascii: String, at offset: Int = 0) -> Bool {
        let expected = Array(ascii.utf8)
        guard offset >= 0, offset <= bytes.count - expected.count else { return false }
        return bytes[offset..<(offset + expected.count)].elementsEqual(expected)
    }
}
