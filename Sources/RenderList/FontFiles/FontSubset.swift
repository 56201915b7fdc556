import CFontFiles

/// A font face cut down to the characters a site draws with it, packed for the web: HarfBuzz's
/// subsetter keeps those glyphs, every layout feature (kerning, ligatures, `locl`, `halt`)
/// and the vertical metrics, and Google's woff2 encoder packs the result.
enum FontSubset {
    /// The WOFF2 bytes of face `index` of the file at `path`, cut down to `scalars` (and the
    /// space); nil when the file cannot be read or cut.
    static func woff2(path: String, index: Int, scalars: [UInt32]) -> [UInt8]? {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let ok = scalars.withUnsafeBufferPointer { buffer in
            ff_subset(path, Int32(clamping: index), buffer.baseAddress, buffer.count, 1, &output, &length)
        }
        return taken(ok, output, length)
    }

    /// The OpenType file inside WOFF2 bytes; nil when they are no WOFF2 file.
    static func unpack(woff2 bytes: [UInt8]) -> [UInt8]? {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let ok = bytes.withUnsafeBufferPointer { buffer in
            ff_woff2_decode(buffer.baseAddress, buffer.count, &output, &length)
        }
        return taken(ok, output, length)
    }

    /// Copies bytes the C side handed out, and frees them.
    private static func taken(_ ok: Int32, _ output: UnsafeMutablePointer<UInt8>?, _ length: Int) -> [UInt8]? {
        guard let output else { return nil }
        defer { ff_free(output) }
        return ok == 1 ? Array(UnsafeBufferPointer(start: output, count: length)) : nil
    }
}
