import Testing
@testable import RenderList

/// The line breaker finds where a word ends eight bytes at a time
/// (``LineBreaker/endOfWord(in:from:)``): it must stop where a byte-by-byte walk stops, at the
/// first white space, wherever that lies in or across the eight bytes, and never at another
/// byte below 0x21 or at a byte of a multi-byte character.
@Suite("Layout: where a word ends")
struct LayoutWordEndTests {
    private func naive(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, !CSSReader.isSpace(bytes[index]) { index += 1 }
        return index
    }

    private func fast(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { LineBreaker.endOfWord(in: $0, from: start) }
    }

    @Test func stopsAtEachKindOfWhiteSpaceWhereverItLies() {
        for space: UInt8 in [0x20, 0x09, 0x0A, 0x0D, 0x0C] {
            for length in 0...20 {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: length) + [space] + Array("tail".utf8)
                for start in 0...length {
                    #expect(fast(bytes, from: start) == length, "space \(space), length \(length), start \(start)")
                }
            }
        }
    }

    @Test func passesOtherControlCharactersAndMultiByteCharacters() {
        let word = [0x01, 0x1F, 0x21, 0x7F, 0x80, 0xA0, 0xA1, 0xFF] + Array("ß中😀".utf8) + [0x00, 0x0B]
        #expect(fast(word, from: 0) == word.count)
        #expect(fast(word + [0x20], from: 0) == word.count)
        #expect(fast(word + [0x20], from: word.count) == word.count)
        #expect(fast(word + [0x20], from: word.count + 1) == word.count + 1)
    }

    @Test func agreesWithAByteByByteWalkOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        // Bytes drawn mostly from the low ones, where white space and other controls lie.
        let alphabet: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x20, 0x21, 0x41, 0x7F, 0x80, 0xA0, 0xA1, 0xC3, 0xE4, 0xFF]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let start = Int.random(in: 0...bytes.count, using: &generator)
            #expect(fast(bytes, from: start) == naive(bytes, from: start), "\(bytes) from \(start)")
        }
    }
}
