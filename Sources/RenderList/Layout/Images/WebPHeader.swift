/// WebP: the size in the first chunk of the RIFF container — a VP8 key frame header (lossy),
/// a VP8L header (lossless) or the VP8X canvas (extended: alpha, animation, metadata).
enum WebPHeader {
    /// Offset of the first chunk's payload: "RIFF", size, "WEBP", chunk tag, chunk size.
    private static let payload = 20

    static func naturalSize(_ data: HeaderBytes) -> NaturalSize? {
        if data.matches("VP8 ", at: 12) { return lossy(data) }
        if data.matches("VP8L", at: 12) { return lossless(data) }
        if data.matches("VP8X", at: 12) { return extended(data) }
        return nil
    }

    /// A key frame (bit 0 of the frame tag clear), the start code 9D 01 2A, then 14-bit sizes
    /// whose top two bits are an upscaling hint the decoder's size ignores.
    private static func lossy(_ data: HeaderBytes) -> NaturalSize? {
        guard let tag = data.byte(payload), tag & 1 == 0,
              data.byte(payload + 3) == 0x9D, data.byte(payload + 4) == 0x01, data.byte(payload + 5) == 0x2A,
              let width = data.littleEndian(payload + 6, 2), let height = data.littleEndian(payload + 8, 2) else {
            return nil
        }
        return ImageHeader.pixels(width & 0x3FFF, height & 0x3FFF)
    }

    /// The signature 0x2F, then width − 1 and height − 1 in 14 bits each, least significant first.
    private static func lossless(_ data: HeaderBytes) -> NaturalSize? {
        guard data.byte(payload) == 0x2F, let bits = data.littleEndian(payload + 1, 4) else { return nil }
        return ImageHeader.pixels((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
    }

    /// Four bytes of flags, then canvas width − 1 and height − 1 in 24 bits each.
    private static func extended(_ data: HeaderBytes) -> NaturalSize? {
        guard let width = data.littleEndian(payload + 4, 3), let height = data.littleEndian(payload + 7, 3) else {
            return nil
        }
        return ImageHeader.pixels(width + 1, height + 1)
    }
}
