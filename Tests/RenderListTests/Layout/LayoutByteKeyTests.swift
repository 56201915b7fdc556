import Testing
@testable import RenderList

/// Keys of text bytes (``ByteKey``) are read in a few overlapping loads: two keys of one length
/// must still come out apart whenever any one of their bytes differs, wherever it is.
@Suite("Layout: byte keys of the words table")
struct LayoutByteKeyTests {
    private func words(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        bytes.withUnsafeBufferPointer { ByteKey.words($0) }
    }

    private func hash(_ bytes: [UInt8], _ first: Int = 1, _ second: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBufferPointer { ByteKey.hash($0, first, second) }
    }

    @Test func everyByteOfAShortKeyCounts() {
        for count in 1...16 {
            let key = (0..<count).map { UInt8(0x61 + $0) }
            for position in 0..<count {
                var other = key
                other[position] ^= 0x20
                #expect(words(key) != words(other), "length \(count), byte \(position)")
                #expect(hash(key) != hash(other), "length \(count), byte \(position)")
                #expect(key.withUnsafeBufferPointer { a in
                    other.withUnsafeBufferPointer { b in ByteKey.equal(a.baseAddress!, b.baseAddress!, count) }
                } == false)
            }
        }
    }

    @Test func equalBytesGiveEqualKeysWhereverTheyLie() {
        let text = Array("Достопримечательности and 中文字 words".utf8)
        for count in 0...text.count {
            let key = Array(text[0..<count])
            let shifted = [0xFF, 0xFE, 0xFD] + key  // the same bytes at another address and alignment
            shifted.withUnsafeBufferPointer { moved in
                let inner = UnsafeBufferPointer(rebasing: moved[3...])
                #expect(ByteKey.hash(inner, 7, 9) == hash(key, 7, 9), "length \(count)")
                if count <= 16 { #expect(ByteKey.words(inner) == words(key), "length \(count)") }
            }
        }
    }

    @Test func theLongKeysTailCounts() {
        let key = Array("a segment longer than sixteen bytes".utf8)
        for position in [16, 20, key.count - 1] {
            var other = key
            other[position] ^= 0x20
            #expect(hash(key) != hash(other), "byte \(position)")
        }
        #expect(hash(key, 1) != hash(key, 2))
        #expect(hash(key, 1, 0) != hash(key, 1, 1))
    }
}
