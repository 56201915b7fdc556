import Testing
@testable import RenderList

/// ``TwoWayTable`` keeps two keys per pair of slots: two keys that land on one pair both
/// stay, and a third pushes out the one used least lately. A table of two slots is one pair,
/// where every key lands.
@Suite("Layout: two-way tables")
struct LayoutTwoWayTableTests {
    @Test func twoKeysShareAPairAndAThirdPushesOutTheOneUsedLeastLately() {
        let table = TwoWayTable<Int>(bits: 1, empty: 0)
        defer { table.deallocate() }
        var made: [UInt64] = []
        func value(_ key: UInt64) -> Int {
            table.value(for: key) {
                made.append(key)
                return Int(key) * 10
            }
        }
        #expect(value(1) == 10)
        #expect(value(2) == 20)
        #expect(value(1) == 10)
        #expect(value(2) == 20)
        #expect(value(1) == 10)
        #expect(made == [1, 2])
        // 2 was used less lately than 1: 3 takes its place.
        #expect(value(3) == 30)
        #expect(value(1) == 10)
        #expect(made == [1, 2, 3])
        #expect(value(2) == 20)
        #expect(made == [1, 2, 3, 2])
    }

    @Test func manyKeysComeBackWithTheirValues() {
        let table = TwoWayTable<Double>(bits: 12, empty: 0)
        defer { table.deallocate() }
        // Kerning keys of 1,000 pairs of ideographs, as the segment cache makes them.
        let keys = (0..<1_000).compactMap { TextSegmentCache.pairKey(handle: 1, 0x4E00 + UInt32($0 % 40), 0x6000 + UInt32($0 / 40)) }
        #expect(keys.count == 1_000)
        for key in keys { _ = table.value(for: key) { Double(key) / 7 } }
        var remade = 0
        for key in keys {
            let value = table.value(for: key) { remade += 1; return Double(key) / 7 }
            #expect(value == Double(key) / 7)
        }
        // 1,000 keys in 2,048 pairs: hardly any pair is asked for by three.
        #expect(remade < 10)
    }
}
