/// Text metrics estimated from per-character-class average advances, in em. Deterministic and
/// font-independent: good enough to paginate, to be replaced by shaping with the real fonts.
final class ApproximateTextMetrics: TextMeasuring, Sendable {
    let lowercase = 0.55
    let uppercase = 0.68
    let digit = 0.64
    let space = 0.32
    /// `.,;:'!|` and similar narrow marks.
    let narrowPunctuation = 0.3
    /// CJK, fullwidth forms and emoji.
    let wide = 1.0
    /// Every character of a `monospace` font that is not wide.
    let monospace = 0.6
    /// Multiplier for weights of 600 and more.
    let boldFactor = 1.07
    /// Ascent, descent and line gap in em (sum 1.2: `line-height: normal` ≈ 1.2 × font size).
    let ascent = 0.95
    let descent = 0.25
    let lineGap = 0.0

    init() {}

    func lineMetrics(for font: FontDescription) -> FontLineMetrics {
        FontLineMetrics(ascent: ascent * font.size, descent: descent * font.size, lineGap: lineGap * font.size,
                        xHeight: ascent * font.size * FontLineMetrics.xHeightPerAscent)
    }

    func advance(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> Double {
        let isMonospace = font.families.first == "monospace"
        var ems = 0.0
        var joined = false
        var index = 0
        while index < utf8.count {
            let (value, next) = UTF8Scalars.decode(utf8, at: index)
            index = next
            if value < 0x80, !isMonospace {
                ems += asciiEms(value)
                joined = false
                continue
            }
            if value == 0x200D { joined = true; continue }
            if joined, CharacterClass.isWide(value) { joined = false; continue }
            joined = false
            ems += isMonospace && !CharacterClass.isWide(value) && !CharacterClass.isZeroWidth(value)
                ? monospace : emsOfScalar(value)
        }
        let factor = font.weight >= 600 ? boldFactor : 1
        return ems * font.size * factor
    }

    @inline(__always)
    private func asciiEms(_ value: UInt32) -> Double {
        switch value {
        case 0x61...0x7A: lowercase
        case 0x41...0x5A: uppercase
        case 0x30...0x39: digit
        case 0x20, 0x09: space
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x27, 0x21, 0x7C: narrowPunctuation
        default: lowercase
        }
    }

    private func emsOfScalar(_ value: UInt32) -> Double {
        switch value {
        case 0x61...0x7A: return lowercase
        case 0x41...0x5A: return uppercase
        case 0x30...0x39: return digit
        case 0x20, 0xA0, 0x09: return space
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x27, 0x21, 0x7C, 0x2019, 0x2018: return narrowPunctuation
        case 0x00...0x7F: return lowercase
        case 0xC0...0xDE, 0x391...0x3A9, 0x400...0x42F: return uppercase
        default: break
        }
        if CharacterClass.isZeroWidth(value) { return 0 }
        if CharacterClass.isRegionalIndicator(value) { return wide / 2 }
        if CharacterClass.isWide(value) { return wide }
        return lowercase
    }
}
