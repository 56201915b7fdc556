import Foundation
import Testing
@testable import RenderList

/// A face cut down to a site's characters shapes them exactly as the whole face does, and
/// draws nothing else.
@Suite("Font files: subsets packed as WOFF2")
struct FontSubsetTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let liberation = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// The subset's OpenType bytes, unpacked from its WOFF2 file and written where FreeType
    /// can open them.
    private func unpackedSubset(of path: String, index: Int = 0, text: String) throws -> ShapingFace {
        var scalars = ScalarSet()
        for scalar in text.unicodeScalars { scalars.insert(scalar.value) }
        let woff2 = try #require(FontSubset.woff2(path: path, index: index, scalars: scalars.sorted))
        #expect(woff2.starts(with: Array("wOF2".utf8)))
        let openType = try #require(FontSubset.unpack(woff2: woff2))
        let whole = try #require(try? Data(contentsOf: URL(fileURLWithPath: path)).count)
        #expect(woff2.count * 4 < whole, "\(path): \(woff2.count) bytes of \(whole)")
        let file = TestSupport.temporaryFolder().appendingPathExtension("ttf")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(openType).write(to: file)
        return try #require(ShapingFace(path: file.path))
    }

    private func advance(_ face: ShapingFace, _ text: String, size: Double = 15) -> Int64 {
        Array(text.utf8).withUnsafeBufferPointer { face.advance(ofUTF8: $0, size: size).fixed }
    }

    @Test(arguments: [dejaVu, liberation])
    func aSubsetShapesItsTextAsTheWholeFaceDoes(path: String) throws {
        let text = "AVATAR Toffee “quoted” — Wörter, fjord ffi ½ 1,234.50 ★"
        let subset = try unpackedSubset(of: path, text: text)
        let whole = try #require(ShapingFace(path: path))
        for sample in [text, "AV", "Toffee", "Wörter,", "fjord ffi", "1,234.50"] {
            #expect(advance(subset, sample) == advance(whole, sample), "\(path): \(sample)")
            #expect(advance(subset, sample, size: 13.37) == advance(whole, sample, size: 13.37), "\(path): \(sample)")
        }
        #expect(subset.verticalMetrics(size: 15) == whole.verticalMetrics(size: 15))
        #expect(!subset.hasGlyph(UInt32(("Z" as Unicode.Scalar).value)))
        #expect(subset.hasGlyph(UInt32(("W" as Unicode.Scalar).value)))
    }

    /// Face 0 of a collection (Noto Sans CJK JP), with its localized forms and `halt`, which
    /// Blink's punctuation trimming reads.
    @Test func aCollectionFaceKeepsItsLayoutFeatures() throws {
        let text = "日本語の文章、「引用」。"
        let subset = try unpackedSubset(of: Self.notoCJK, text: text)
        let whole = try #require(ShapingFace(path: Self.notoCJK, index: 0))
        #expect(advance(subset, text) == advance(whole, text))
        let comma = UInt32(("、" as Unicode.Scalar).value)
        #expect(subset.halfWidth(of: comma, size: 16) == whole.halfWidth(of: comma, size: 16))
        #expect(subset.punctuationClasses(in: .japanese) != nil)
    }

    @Test func aFileThatIsNoFontGivesNothing() {
        #expect(FontSubset.woff2(path: "/etc/hostname", index: 0, scalars: [65]) == nil)
        #expect(FontSubset.woff2(path: "/no/such/font.ttf", index: 0, scalars: [65]) == nil)
        #expect(FontSubset.unpack(woff2: Array("not a font".utf8)) == nil)
    }
}
