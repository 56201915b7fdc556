import Foundation

/// The intrinsic size of an image file in CSS px, read from its header as Chromium sizes an
/// image it has loaded: pixels for PNG, GIF, JPEG and WebP; the root's `width` and `height`
/// for SVG (px or unitless only).
enum ImageDimensions {
    /// The size of the image at `path`, or nil for a format or file it cannot read.
    static func read(path: String) -> (width: Double, height: Double)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64 * 1024) else { return nil }
        return parse([UInt8](head))
    }

    /// The size of an image whose first bytes are `bytes`.
    static func parse(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            return (Double(bigEndian(bytes, 16, 4)), Double(bigEndian(bytes, 20, 4)))
        }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return (Double(littleEndian(bytes, 6, 2)), Double(littleEndian(bytes, 8, 2)))
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 30, Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return webP(bytes)
        }
        return SVGSize.parse(bytes)
    }

    /// The frame size of the first start-of-frame marker (EXIF orientation is not read).
    private static func jpeg(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Double(bigEndian(bytes, index + 7, 2)), Double(bigEndian(bytes, index + 5, 2)))
            }
            index += 2 + length
        }
        return nil
    }

    private static func webP(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            return (Double(littleEndian(bytes, 26, 2) & 0x3FFF), Double(littleEndian(bytes, 28, 2) & 0x3FFF))
        case "VP8L":
            let bits = littleEndian(bytes, 21, 4)
            return (Double((bits & 0x3FFF) + 1), Double(((bits >> 14) & 0x3FFF) + 1))
        case "VP8X":
            return (Double(littleEndian(bytes, 24, 3) + 1), Double(littleEndian(bytes, 27, 3) + 1))
        default:
            return nil
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
