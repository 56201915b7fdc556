import Testing
@testable import RenderList

@Suite("Text shaping: the characters a face drew")
struct ScalarSetTests {
    @Test func utf8FillsTheSetAndRangesJoinNeighbours() {
        var set = ScalarSet()
        Array("cab é日😀".utf8).withUnsafeBufferPointer { set.insert(utf8: $0) }
        #expect(set.sorted == [0x20, 0x61, 0x62, 0x63, 0xE9, 0x65E5, 0x1F600])
        #expect(set.unicodeRange == "U+20, U+61-63, U+E9, U+65E5, U+1F600")
        #expect(set.contains(0x62) && !set.contains(0x64))
    }

    @Test func ill_formedBytesAreSkipped() {
        var set = ScalarSet()
        [0x41, 0xFF, 0xC3, 0x42].withUnsafeBufferPointer { set.insert(utf8: $0) }
        #expect(set.sorted == [0x41, 0x42])
    }

    @Test func unionKeepsBoth() {
        var first = ScalarSet(), second = ScalarSet()
        first.insert(0x3F)
        second.insert(0x40)
        second.insert(0x4E00)
        first.formUnion(second)
        #expect(first.unicodeRange == "U+3F-40, U+4E00")
        #expect(ScalarSet().isEmpty && !first.isEmpty)
    }
}
