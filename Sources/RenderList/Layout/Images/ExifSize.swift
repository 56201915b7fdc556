/// What a JPEG's EXIF block (APP1, "Exif\0\0" then a TIFF structure) changes about its natural
/// size: Chromium applies `image-orientation: from-image` by default, so orientations 5–8 (turned
/// a quarter) swap width and height. Only the first IFD is read, within the segment's bounds.
struct ExifSize {
    /// The EXIF orientation, 1–8; 1 when absent or out of range.
    private(set) var orientation = 1

    /// Reads the TIFF structure that starts at `tiff` and must end before `end`.
    init(_ data: HeaderBytes, tiff: Int, end: Int) {
        let bigEndian: Bool
        if data.matches("MM", at: tiff) { bigEndian = true } else if data.matches("II", at: tiff) { bigEndian = false } else { return }
        let read = { (offset: Int, length: Int) -> Int? in
            guard offset >= tiff, offset + length <= min(end, data.count) else { return nil }
            return data.integer(offset, length: length, bigEndian: bigEndian)
        }
        guard read(tiff + 2, 2) == 42, let first = read(tiff + 4, 4), let count = read(tiff + first, 2) else { return }
        for index in 0..<min(count, 256) {
            let entry = tiff + first + 2 + index * 12
            guard let tag = read(entry, 2) else { return }
            if tag == 0x0112, read(entry + 2, 2) == 3, let value = read(entry + 8, 2), (1...8).contains(value) {
                orientation = value
            }
        }
    }

    /// `size` as the page sees it: turned for orientations that swap the axes.
    func applied(to size: NaturalSize) -> NaturalSize {
        guard orientation >= 5, let width = size.width, let height = size.height else { return size }
        return NaturalSize(width: height, height: width)
    }
}
