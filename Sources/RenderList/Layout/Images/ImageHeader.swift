#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an image's natural size from the first bytes of its file, as Chromium sizes the image
/// once it has loaded it: the pixel size of a PNG (IHDR), GIF (logical screen), JPEG (first
/// start-of-frame segment) or WebP (VP8, VP8L or VP8X header), and the root `width`, `height`
/// and `viewBox` of an SVG.
///
/// Pure and bounded: at most ``prefixLength`` bytes of a regular file are read, every offset is
/// checked, and anything truncated, contradictory or unknown gives nil — never a trap.
enum ImageHeader {
    /// The most bytes read from a file. JPEG metadata (EXIF, ICC profiles) may come before the
    /// frame header, so this is more than a PNG or GIF needs.
    static let prefixLength = 256 * 1024

    /// The natural size of the image file at `path`, or nil when it is not a regular file or
    /// not an image whose header this reads.
    static func naturalSize(ofFile path: String) -> NaturalSize? {
        readPrefix(path).flatMap { naturalSize(of: $0) }
    }

    /// The natural size of an image whose file starts with `bytes`.
    static func naturalSize(of bytes: [UInt8]) -> NaturalSize? {
        let data = HeaderBytes(bytes)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(data) }
        if data.matches("GIF87a") || data.matches("GIF89a") { return gif(data) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return JPEGHeader.naturalSize(data) }
        if data.matches("RIFF"), data.matches("WEBP", at: 8) { return WebPHeader.naturalSize(data) }
        return SVGHeader.naturalSize(bytes)
    }

    /// PNG: width and height are the first fields of the IHDR chunk, which must come first.
    private static func png(_ data: HeaderBytes) -> NaturalSize? {
        guard data.bigEndian(8, 4) == 13, data.matches("IHDR", at: 12),
              let width = data.bigEndian(16, 4), let height = data.bigEndian(20, 4) else { return nil }
        return pixels(width, height)
    }

    /// GIF: the logical screen's size.
    private static func gif(_ data: HeaderBytes) -> NaturalSize? {
        guard let width = data.littleEndian(6, 2), let height = data.littleEndian(8, 2) else { return nil }
        return pixels(width, height)
    }

    /// A raster size, refused when empty or beyond what a PNG may declare (2³¹ − 1).
    static func pixels(_ width: Int, _ height: Int) -> NaturalSize? {
        let limit = Int(Int32.max)
        guard width > 0, height > 0, width <= limit, height <= limit else { return nil }
        return NaturalSize(width: Double(width), height: Double(height))
    }

    /// Up to ``prefixLength`` bytes of `path`, only if it is a regular file (a FIFO or device
    /// named like an image must not block or stream forever).
    private static func readPrefix(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: prefixLength)
        var filled = 0
        while filled < prefixLength {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, prefixLength - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }
}
