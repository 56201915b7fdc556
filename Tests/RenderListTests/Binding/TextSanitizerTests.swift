import Testing
@testable import RenderList

@Suite("Text sanitizer")
struct TextSanitizerTests {
    /// Every code point, alone and between other text: the byte scan that lets clean text through
    /// untouched finds exactly the code points that must be replaced.
    @Test func everyCodePointIsKeptOrReplacedAsItsClassSays() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(Character(scalar))é"
            let expected = TextSanitizer.isForbidden(scalar) ? "a\u{FFFD}é" : text
            if TextSanitizer.clean(text).unicodeScalars.elementsEqual(expected.unicodeScalars) == false, wrong.count < 5 {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "mishandled: \(wrong)")
        #expect(TextSanitizer.isForbidden(Unicode.Scalar(0)) && TextSanitizer.isForbidden("\u{85}") && TextSanitizer.isForbidden(Unicode.Scalar(0xFDD0)!))
        #expect(TextSanitizer.isForbidden(Unicode.Scalar(0x1FFFE)!) && TextSanitizer.isForbidden(Unicode.Scalar(0x10FFFF)!) && !TextSanitizer.isForbidden("\u{1F600}"))
    }
}
