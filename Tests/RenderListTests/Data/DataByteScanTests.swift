import Testing
@testable import RenderList

/// The sixteen-byte scans (``ByteScan``) must give what a plain byte-by-byte reading gives, at
/// every length and wherever in a window (or in the overlapping last window) the byte is.
@Suite("Data: byte scans")
struct DataByteScanTests {
    /// Bytes of every kind the scans test: ASCII, lead and continuation bytes, and the bytes of
    /// the sequences they look for.
    private static let alphabet: [UInt8] = [0x41, 0x20, 0x09, 0x0A, 0x0D, 0x00, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0x9F, 0xA0,
                                            0xB7, 0xBE, 0xBF, 0xC2, 0xC3, 0xE4, 0xEF, 0xF0]

    private static func plainPrefix(_ bytes: [UInt8]) -> (Int, Int) {
        var continuations = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { return (index, continuations) }
            if byte & 0xC0 == 0x80 { continuations += 1 }
        }
        return (bytes.count, continuations)
    }

    private static func firstSuspect(_ bytes: [UInt8]) -> Int {
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return index }
            if byte == 0x7F || (byte == 0xC2 && next >= 0x80 && next <= 0x9F) || (byte == 0xEF && next == 0xB7)
                || (byte == 0xBF && next >= 0xBE) {
                return index
            }
        }
        return bytes.count
    }

    private func scanned(_ bytes: [UInt8]) -> ((Int, Int), Int) {
        bytes.withUnsafeBufferPointer { buffer in
            let prefix = ByteScan.jsonPlainPrefix(UnsafeRawBufferPointer(buffer))
            return ((prefix.length, prefix.continuations), ByteScan.firstSuspect(buffer))
        }
    }

    @Test func oneMarkedByteAtEveryPlaceOfEveryLength() {
        // Clean text (letters and the continuation bytes of Cyrillic), then one byte or pair
        // of every kind put at each position.
        for count in 0...70 {
            let clean = (0..<count).map { $0 % 3 == 2 ? UInt8(0xB0) : $0 % 3 == 1 ? UInt8(0xD0) : UInt8(0x61) }
            #expect(scanned(clean).0 == Self.plainPrefix(clean) && scanned(clean).1 == count, "length \(count)")
            for position in 0..<count {
                for marks in [[0x22], [0x5C], [0x01], [0x7F], [0xC2, 0x85], [0xC2, 0xA0], [0xEF, 0xB7], [0xBF, 0xBE], [0xBF, 0xBD]] as [[UInt8]] {
                    var bytes = clean
                    for (offset, mark) in marks.enumerated() where position + offset < count { bytes[position + offset] = mark }
                    let (prefix, suspect) = scanned(bytes)
                    #expect(prefix == Self.plainPrefix(bytes), "length \(count), \(marks) at \(position)")
                    #expect(suspect == Self.firstSuspect(bytes), "length \(count), \(marks) at \(position)")
                }
            }
        }
    }

    @Test func randomBytes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...80, using: &generator)
            // Mostly letters, so that the marked bytes land anywhere, not only in the first window.
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<8, using: &generator) == 0 ? Self.alphabet.randomElement(using: &generator)! : UInt8(0x61)
            }
            let (prefix, suspect) = scanned(bytes)
            #expect(prefix == Self.plainPrefix(bytes), "\(bytes)")
            #expect(suspect == Self.firstSuspect(bytes), "\(bytes)")
        }
    }
}
