/// JPEG: walks the marker segments from the start of the file to the first start-of-frame
/// (SOF0–SOF15 but DHT, JPG and DAC), whose header holds the frame's height and width. EXIF
/// metadata met on the way may turn or scale that size (``ExifSize``), as Chromium does.
enum JPEGHeader {
    static func naturalSize(_ data: HeaderBytes) -> NaturalSize? {
        var offset = 2
        var exif: ExifSize?
        while let marker = data.byte(offset + 1), data.byte(offset) == 0xFF {
            if marker == 0xFF { offset += 1; continue }  // fill byte before a marker
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }  // no length
            guard marker != 0xD9, marker != 0xDA, let length = data.bigEndian(offset + 2, 2), length >= 2 else {
                return nil  // end of image or scan data before any frame header, or a broken length
            }
            let body = offset + 4
            if isStartOfFrame(marker) {
                guard let height = data.bigEndian(body + 1, 2), let width = data.bigEndian(body + 3, 2),
                      let size = ImageHeader.pixels(width, height) else { return nil }
                return exif.map { $0.applied(to: size) } ?? size
            }
            if marker == 0xE1, exif == nil, data.matches("Exif\0\0", at: body) {
                exif = ExifSize(data, tiff: body + 6, end: offset + 2 + length)
            }
            offset += 2 + length
        }
        return nil
    }

    /// SOFn markers: C0–CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic tables).
    private static func isStartOfFrame(_ marker: Int) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }
}
