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

    /// Printable ASCII is passed over eight bytes at a time: a forbidden code point at any offset
    /// of a long ASCII text, next to any printable character, is still found.
    @Test func forbiddenCodePointsInsideLongASCIITextAreFound() {
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        let forbidden: [Character] = (0..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { Character(Unicode.Scalar(UInt8($0))) }
            + [0x7F, 0x85, 0xFFFE, 0xFDD0].map { Character(Unicode.Scalar(UInt32($0))!) }
        var wrong: [String] = []
        for offset in 0..<24 {
            for (index, bad) in forbidden.enumerated() {
                var text = (0..<24).map { printable[($0 * 7 + index + offset) % printable.count] }
                text[offset] = bad
                var expected = text
                expected[offset] = "\u{FFFD}"
                if TextSanitizer.clean(String(text)) != String(expected), wrong.count < 5 { wrong.append("\(offset): \(bad.unicodeScalars.first!.value)") }
            }
        }
        #expect(wrong.isEmpty, "missed: \(wrong)")
        let clean = String(printable) + " \t\n tabs and é"
        #expect(TextSanitizer.clean(clean) == clean)
    }
}
