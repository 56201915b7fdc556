import Testing
@testable import RenderList

@Suite("Text shaping: the script of a character")
struct UnicodeScriptTests {
    @Test func lettersHaveTheirScriptAndCommonCharactersNone() {
        let latin = UnicodeScript.of(0x61)
        #expect(latin != UnicodeScript.none)
        #expect(UnicodeScript.of(0x5A) == latin && UnicodeScript.of(0xE9) == latin)  // Z, é
        #expect(UnicodeScript.of(0x430) != latin && UnicodeScript.of(0x430) != UnicodeScript.none)  // Cyrillic а
        #expect(UnicodeScript.of(0x3042) != UnicodeScript.none && UnicodeScript.of(0x3042) != UnicodeScript.of(0x430))  // あ
        #expect(UnicodeScript.of(0x1F600) == UnicodeScript.none)  // 😀 is common
        for common: UInt32 in [0x20, 0x31, 0x2E, 0x3A, 0x2605, 0x3002, 0xFF01, 0x301, 0x200D] {  // … ★ 。 ！ U+0301 ZWJ
            #expect(UnicodeScript.of(common) == UnicodeScript.none, "U+\(String(common, radix: 16))")
        }
    }

    /// The ASCII shortcut and the table agree with ICU's answer for every scalar they cover.
    @Test func theShortcutsAgreeWithICU() {
        let latin = UnicodeScript.of(0xE0)  // from the table
        for scalar: UInt32 in 0..<0x80 {
            let letter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
            #expect(UnicodeScript.of(scalar) == (letter ? latin : UnicodeScript.none), "U+\(String(scalar, radix: 16))")
        }
        // The table reaches into the second plane: emoji are common, a squared hiragana is not.
        #expect(UnicodeScript.of(0x1F355) == UnicodeScript.none)  // 🍕
        #expect(UnicodeScript.of(0x1F1EB) == UnicodeScript.none)  // regional indicator F
        #expect(UnicodeScript.of(0x1F200) == UnicodeScript.of(0x3042))  // 🈀 is Hiragana, as あ
        #expect(UnicodeScript.of(0x10400) != UnicodeScript.none)  // 𐐀 Deseret
        #expect(UnicodeScript.of(0x20000) == UnicodeScript.of(0x4E00))  // 𠀀 past the table, Han as 一
    }
}
