import Foundation
import Testing
@testable import RenderList

/// The image header reader, on the fixtures of Fixtures/Images (made by make-images.py).
@Suite("Layout: image headers")
struct ImageHeaderTests {
    private static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: TestSupport.fixture("Images/" + name)))
    }

    /// Each fixture with the size Chromium 156 reports for it (naturalWidth × naturalHeight,
    /// and the box of an `<img>` with no CSS size; see the end-to-end test).
    @Test(arguments: [
        ("wide.png", 40.0, 10.0), ("tall.png", 10, 30), ("icon@2x.png", 24, 24), ("banner.gif", 30, 20),
        ("baseline.jpg", 24, 16), ("progressive.jpg", 16, 40), ("lossless.webp", 20, 10),
        ("extended.webp", 30, 15), ("lossy.webp", 50, 25), ("sized.svg", 120, 60), ("units.svg", 96, 48),
        ("prolog.svg", 48, 32),
    ])
    func fullySizedImages(name: String, width: Double, height: Double) throws {
        let size = ImageHeader.naturalSize(ofFile: TestSupport.fixture("Images/" + name).path)
        #expect(size == NaturalSize(width: width, height: height))
        #expect(size?.ratio == width / height)
    }

    @Test func svgWithoutAbsoluteSizes() throws {
        #expect(ImageHeader.naturalSize(of: try Self.bytes("viewbox.svg")) == NaturalSize(width: nil, height: nil, ratio: 4))
        #expect(ImageHeader.naturalSize(of: try Self.bytes("percent.svg")) == NaturalSize(width: nil, height: nil, ratio: 2))
        #expect(ImageHeader.naturalSize(of: try Self.bytes("width-and-viewbox.svg"))
                == NaturalSize(width: 90, height: nil, ratio: 3))
        #expect(ImageHeader.naturalSize(of: try Self.bytes("bare.svg")) == NaturalSize(width: nil, height: nil, ratio: nil))
    }

    /// Cut anywhere, a file gives its true size or nil: never a trap, never a wrong size. Cut
    /// before the end of its size fields, nil.
    @Test(arguments: [("wide.png", 24), ("banner.gif", 10), ("baseline.jpg", 0), ("progressive.jpg", 0),
                      ("lossless.webp", 25), ("extended.webp", 30), ("lossy.webp", 30), ("sized.svg", 0)])
    func truncatedFilesNeverLie(name: String, sizeEnd: Int) throws {
        let full = try Self.bytes(name)
        let expected = ImageHeader.naturalSize(of: full)
        #expect(expected != nil)
        var firstKnown: Int?
        for length in 0..<full.count {
            let size = ImageHeader.naturalSize(of: Array(full.prefix(length)))
            #expect(size == nil || size == expected, "\(name) cut at \(length)")
            if size != nil, firstKnown == nil { firstKnown = length }
        }
        if sizeEnd > 0 { #expect(firstKnown == sizeEnd, "\(name)") }
    }

    @Test func hostileRasterHeaders() {
        let png = { (width: UInt32, height: UInt32) -> [UInt8] in
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                + withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init)
        }
        #expect(ImageHeader.naturalSize(of: png(0, 10)) == nil)
        #expect(ImageHeader.naturalSize(of: png(0x8000_0000, 10)) == nil)
        #expect(ImageHeader.naturalSize(of: png(7, 3)) == NaturalSize(width: 7, height: 3))
        // JPEG segments whose length is 0 or 1 would never advance
        #expect(ImageHeader.naturalSize(of: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00, 0xFF, 0xC0]) == nil)
        #expect(ImageHeader.naturalSize(of: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01]) == nil)
        // a scan before any frame header, and a frame of height 0 (sized later by DNL)
        #expect(ImageHeader.naturalSize(of: [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]) == nil)
        #expect(ImageHeader.naturalSize(of: [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 8, 0, 0, 0, 16, 1]) == nil)
        // a VP8 frame that is not a key frame
        #expect(ImageHeader.naturalSize(of: Array("RIFF\0\0\0\0WEBPVP8 \0\0\0\0".utf8) + [1, 0, 0, 0x9D, 1, 0x2A, 8, 0, 8, 0]) == nil)
        #expect(ImageHeader.naturalSize(of: []) == nil)
        #expect(ImageHeader.naturalSize(of: Array("GIF89a".utf8)) == nil)
    }

    /// Random bytes behind each signature: whatever comes back, nothing traps.
    @Test func randomBytesBehindSignatures() {
        var generator = SeededBytes(seed: 0x1234_5678)
        let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], Array("GIF89a".utf8),
                                     [0xFF, 0xD8, 0xFF], Array("RIFF\0\0\0\0WEBP".utf8), Array("<svg ".utf8)]
        var sized = 0
        for _ in 0..<2000 {
            for signature in signatures {
                let bytes = signature + generator.next(count: Int(generator.nextByte()))
                if let size = ImageHeader.naturalSize(of: bytes) {
                    sized += 1
                    #expect(size.width.map { $0 >= 0 && $0.isFinite } ?? true)
                    #expect(size.ratio.map { $0 > 0 && $0.isFinite } ?? true)
                }
            }
        }
        #expect(sized > 0)
    }

    @Test func svgAttributesThatAreNotRead() {
        let size = { (text: String) in ImageHeader.naturalSize(of: Array(text.utf8)) }
        #expect(size(#"<svg width="1em" height="10"/>"#) == nil)
        #expect(size(#"<svg width="&w;" height="10"/>"#) == nil)
        #expect(size(#"<svg width="inf" height="10"/>"#) == nil)
        #expect(size("<!DOCTYPE svg [<!ENTITY w \"10\">]><svg width=\"10\" height=\"10\"/>") == nil)
        #expect(size(#"<html><svg width="10" height="10"/></html>"#) == nil)
        #expect(size(#"<svg width="10" height="10""#) == nil)
        #expect(size(#"<svgx width="10" height="10"/>"#) == nil)
        #expect(size("\u{FEFF}<svg width=\"2pc\" height=\"10mm\"/>") == NaturalSize(width: 32, height: 10 * (96 / 25.4)))
        #expect(size(#"<svg viewBox="0,0,30,-10"/>"#) == NaturalSize(width: nil, height: nil, ratio: nil))
    }

    /// A JPEG turned a quarter by its EXIF orientation swaps its width and height, as Chromium
    /// applies `image-orientation: from-image`.
    @Test(arguments: [(1, 24.0, 16.0), (3, 24, 16), (6, 16, 24), (8, 16, 24)])
    func exifOrientation(orientation: UInt16, width: Double, height: Double) throws {
        let jpeg = try Self.withExif(ifd0: [(0x0112, 3, UInt32(orientation) << 16)], exif: [])
        #expect(ImageHeader.naturalSize(of: jpeg) == NaturalSize(width: width, height: height))
    }

    /// EXIF pixel dimensions that agree with the resolution in dpi are the natural size; ones
    /// that do not are ignored (Chromium 156: 24 × 16 at 144 dpi saying 12 × 8 is 12 × 8; saying
    /// 10 × 8 it stays 24 × 16; at 48 dpi saying 36 × 24 it is 36 × 24).
    @Test(arguments: [(144, 12, 8, 12.0, 8.0), (144, 10, 8, 24, 16), (48, 36, 24, 36, 24), (72, 24, 16, 24, 16)])
    func exifDensity(dpi: UInt32, pixelWidth: UInt32, pixelHeight: UInt32, width: Double, height: Double) throws {
        let jpeg = try Self.withExif(ifd0: [(0x011A, 5, dpi), (0x011B, 5, dpi), (0x0128, 3, 2 << 16)],
                                     exif: [(0xA002, 4, pixelWidth), (0xA003, 4, pixelHeight)])
        #expect(ImageHeader.naturalSize(of: jpeg) == NaturalSize(width: width, height: height))
    }

    /// baseline.jpg with an APP1 EXIF segment: big-endian TIFF, IFD0 then the EXIF IFD; a
    /// rational entry's value is `value`/1, stored after the directories.
    private static func withExif(ifd0: [(UInt16, UInt16, UInt32)], exif: [(UInt16, UInt16, UInt32)]) throws -> [UInt8] {
        let be16 = { (value: UInt16) in [UInt8(value >> 8), UInt8(value & 0xFF)] }
        let be32 = { (value: UInt32) in be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }
        let first = ifd0 + (exif.isEmpty ? [] : [(0x8769, 4, 0)])
        let exifStart = 8 + 2 + first.count * 12 + 4
        var rationals = exifStart + 2 + exif.count * 12 + 4
        var extra: [UInt8] = []
        let directory = { (entries: [(UInt16, UInt16, UInt32)]) -> [UInt8] in
            var bytes = be16(UInt16(entries.count))
            for (tag, type, value) in entries {
                var stored = tag == 0x8769 ? UInt32(exifStart) : value
                if type == 5 { stored = UInt32(rationals); rationals += 8; extra += be32(value) + be32(1) }
                bytes += be16(tag) + be16(type) + be32(1) + be32(stored)
            }
            return bytes + be32(0)
        }
        let tiff = Array("MM".utf8) + [0, 42] + be32(8) + directory(first) + (exif.isEmpty ? [] : directory(exif)) + extra
        let body = Array("Exif\0\0".utf8) + tiff
        let jpeg = try bytes("baseline.jpg")
        return Array(jpeg.prefix(2)) + [0xFF, 0xE1] + be16(UInt16(body.count + 2)) + body + jpeg.dropFirst(2)
    }

    @Test func onlyRegularFilesAreRead() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(ImageHeader.naturalSize(ofFile: fifo) == nil)
        #expect(ImageHeader.naturalSize(ofFile: folder.path) == nil)
        #expect(ImageHeader.naturalSize(ofFile: folder.appendingPathComponent("missing.png").path) == nil)
    }
}

/// A deterministic byte stream (xorshift), so random inputs are the same on every run.
struct SeededBytes {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func nextByte() -> UInt8 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return UInt8(truncatingIfNeeded: state)
    }

    mutating func next(count: Int) -> [UInt8] { (0..<count).map { _ in nextByte() } }
}
