import Testing
@testable import RenderList

/// The front of the words table (``RecentKeys``) answers only for the very key it keeps: same
/// bytes, same length and the same two numbers; a key that takes its slot replaces it.
@Suite("Layout: recent keys in front of the words table")
struct LayoutRecentKeysTests {
    private func hash(_ text: String, _ first: Int, _ second: UInt64) -> UInt64 {
        Array(text.utf8).withUnsafeBufferPointer { ByteKey.hash($0, first, second) }
    }

    private func value(_ recent: RecentKeys<Int>, _ text: String, _ first: Int = 1, _ second: UInt64 = 0,
                       hash: UInt64? = nil) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer {
            recent.value(for: $0, first, second, hash: hash ?? self.hash(text, first, second))
        }
    }

    private func remember(_ recent: RecentKeys<Int>, _ value: Int, _ text: String, _ first: Int = 1, _ second: UInt64 = 0,
                          hash: UInt64? = nil) {
        Array(text.utf8).withUnsafeBufferPointer {
            recent.remember(value, for: $0, first, second, hash: hash ?? self.hash(text, first, second))
        }
    }

    @Test func answersForTheKeyItKeptOnly() {
        let recent = RecentKeys<Int>(empty: 0)
        defer { recent.deallocate() }
        #expect(value(recent, "word") == nil)
        for (index, text) in ["", "a", "word", "wörd", "sixteen bytes!!!", "中文字"].enumerated() {
            remember(recent, index + 10, text)
            #expect(value(recent, text) == index + 10)
        }
        #expect(value(recent, "word", 2) == nil)  // another style
        #expect(value(recent, "word", 1, 3) == nil)  // another context
        #expect(value(recent, "sixteen bytes!!!!") == nil)  // too long to be kept
        remember(recent, 99, "sixteen bytes!!!!")
        #expect(value(recent, "sixteen bytes!!!!") == nil)
        recent.removeAll()
        #expect(value(recent, "word") == nil)
    }

    @Test func aKeyWithTheSameHashButOtherBytesIsNotTaken() {
        let recent = RecentKeys<Int>(empty: 0)
        defer { recent.deallocate() }
        remember(recent, 1, "abcd", hash: 42)
        #expect(value(recent, "abcd", hash: 42) == 1)
        #expect(value(recent, "abce", hash: 42) == nil)  // one byte differs
        #expect(value(recent, "abc", hash: 42) == nil)  // shorter
        remember(recent, 2, "zzzz", hash: 42)  // takes the slot
        #expect(value(recent, "abcd", hash: 42) == nil)
        #expect(value(recent, "zzzz", hash: 42) == 2)
    }
}
