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

    /// Text of any script is passed over seven bytes at a time: every kind of forbidden code
    /// point at every offset of text (up to its very end) in Cyrillic (п is D0 BF), Chinese, emoji or French
    /// quotes is found, and the allowed neighbours of forbidden ones (U+FFFD, U+FDCF, U+FDF0,
    /// U+1FFE, U+FFBE, no-break space, «) are kept.
    @Test func forbiddenCodePointsInsideLongTextOfAnyScriptAreFoundAndTheirNeighboursKept() {
        let forbidden: [UInt32] = [0x00, 0x08, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE,
                                   0x2FFFF, 0x10FFFF]
        let allowed: [UInt32] = [0x09, 0x0A, 0x0D, 0xA0, 0xAB, 0xBF, 0xFDCF, 0xFDF0, 0xFFFD, 0xFFBE, 0x1FFE, 0x1FFFD, 0x43F]
        var wrong: [String] = []
        for filler in ["п", "по", "中文", "🍕", "«»", "aп"] {
            for offset in 0..<40 {
                for value in forbidden + allowed {
                    let scalar = Character(Unicode.Scalar(value)!)
                    let before = String(String(repeating: filler, count: 40).prefix(offset))
                    let after = String(repeating: filler, count: offset % 7)  // near the end too
                    let text = before + String(scalar) + after
                    let expected = forbidden.contains(value) ? before + "\u{FFFD}" + after : text
                    if TextSanitizer.clean(text) != expected, wrong.count < 8 {
                        wrong.append("U+\(String(value, radix: 16)) at \(offset) in \(filler)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "wrong: \(wrong)")
    }
}
