import Foundation
import Testing
@testable import RenderList

/// Glyphs are set as Blink sets them: at the font size floored to 1/100 px in float arithmetic,
/// which FreeType takes in 26.6 fixed point (truncated). At 14.4px, two words that are exactly
/// as wide as the line in Chromium still fit on one line (at a full 14.4px they would be about
/// 0.13 px too wide). Widths measured there.
@Suite("Layout: fractional font sizes")
struct LayoutFontSizeTests {
    @Test(arguments: [("bold", 198.796875), ("normal", 189.1875)])
    func textAtAFractionalSizeFitsWhereChromiumFitsIt(weight: String, chromiumWidth: Double) throws {
        let css = ".list { font-family: 'Liberation Sans' } p { margin: 0; font-weight: \(weight); font-size: 14.4px; line-height: 20px }"
        let fixture = try LayoutFixture(css: css, cell: "<p>ДДДДДДДДДД ДДДДДДДДД</p>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: chromiumWidth) == 20)
        #expect(fixture.height(width: chromiumWidth - 0.5) == 40)
    }

    @Test func sizesAreFlooredToHundredthsInFloat() {
        #expect(ShapingFace.effectiveSize(14.4) == Float(14.4))
        #expect(ShapingFace.effectiveSize(14.375) == Float(14.37))
        #expect(ShapingFace.effectiveSize(13.125) == Float(13.12))
        #expect(ShapingFace.effectiveSize(17.25) == 17.25)
        #expect(ShapingFace.effectiveSize(16.05) == Float(16.04))  // 16.05 is stored a little below
    }

    /// 700 one-line widths measured in Chromium at 19 fractional sizes (every text at 14.375px
    /// and 13.125px was about 1 px too wide when sizes were only truncated to 1/64 px), in
    /// Liberation Sans, bold too, DejaVu Sans and DejaVu Serif: runs of one glyph, a pangram,
    /// kerning pairs and Cyrillic. Our width, a float as Blink sums it, in LayoutUnits rounded up.
    @Test func widthsAtFractionalSizesAreChromiums() throws {
        struct Measured: Decodable {
            let texts: [String: String]
            let rows: [[Row]]
            enum Row: Decodable {
                case number(Double), text(String)
                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer()
                    if let number = try? value.decode(Double.self) { self = .number(number) } else { self = .text(try value.decode(String.self)) }
                }
                var number: Double { if case .number(let value) = self { value } else { .nan } }
                var text: String { if case .text(let value) = self { value } else { "" } }
            }
        }
        let url = TestSupport.fixture("FontSizes/chromium-widths.json")
        let measured = try JSONDecoder().decode(Measured.self, from: Data(contentsOf: url))
        let metrics = ShapedTextMetrics()
        var wrong: [String] = []
        for row in measured.rows {
            let (size, family, weight, name, chromium) = (row[0].number, row[1].text, row[2].number, row[3].text, row[4].number)
            let font = FontDescription(families: [family], size: size, weight: Int(weight), italic: false)
            let text = measured.texts[name] ?? ""
            let width = Array(text.utf8).withUnsafeBufferPointer { metrics.advance(ofUTF8: $0, font: font) }
            let laidOut = (Double(Float(width)) * 64).rounded(.up) / 64
            if laidOut != chromium { wrong.append("\(family) \(Int(weight)) \(size)px \(name): \(laidOut), Chromium \(chromium)") }
        }
        #expect(measured.rows.count > 700)
        #expect(wrong.isEmpty, "\(wrong.count) widths differ: \(wrong.prefix(8).joined(separator: "; "))")
    }
}
