/// What a JPEG's EXIF block (APP1, "Exif\0\0" then a TIFF structure) changes about its natural
/// size, as Chromium reads it: orientations 5–8 (a quarter turn) swap width and height, since
/// `image-orientation: from-image` is the default; and a resolution in dots per inch with pixel
/// dimensions that agree with it (a 24 × 16 image at 144 dpi saying 12 × 8) makes those
/// dimensions the natural size. Only IFD0 and the EXIF IFD are read, within the segment.
struct ExifSize {
    /// The EXIF orientation, 1–8; 1 when absent or out of range.
    private(set) var orientation = 1
    private var tags: [Int: Int] = [:]
    private var resolution: (x: Double, y: Double)?

    /// Reads the TIFF structure that starts at `tiff` and must end before `end`.
    init(_ data: HeaderBytes, tiff: Int, end: Int) {
        let bigEndian: Bool
        if data.matches("MM", at: tiff) { bigEndian = true } else if data.matches("II", at: tiff) { bigEndian = false } else { return }
        let read = { (offset: Int, length: Int) -> Int? in
            guard offset >= tiff, offset + length <= min(end, data.count) else { return nil }
            return data.integer(offset, length: length, bigEndian: bigEndian)
        }
        guard read(tiff + 2, 2) == 42, let first = read(tiff + 4, 4) else { return }
        readDirectory(at: tiff + first, tiff: tiff, read: read)
        if let sub = tags[0x8769] { readDirectory(at: tiff + sub, tiff: tiff, read: read) }
        if let value = tags[0x0112], (1...8).contains(value) { orientation = value }
        let tags = self.tags
        let rational = { (tag: Int) -> Double? in
            guard let offset = tags[tag], let top = read(tiff + offset, 4), let bottom = read(tiff + offset + 4, 4),
                  bottom > 0, top > 0 else { return nil }
            return Double(top) / Double(bottom)
        }
        if tags[0x0128] == 2, let x = rational(0x011A), let y = rational(0x011B) { resolution = (x, y) }
    }

    /// Keeps the SHORT and LONG values (and offsets) of one directory's entries by tag.
    private mutating func readDirectory(at start: Int, tiff: Int, read: (Int, Int) -> Int?) {
        guard let count = read(start, 2) else { return }
        for index in 0..<min(count, 256) {
            let entry = start + 2 + index * 12
            guard let tag = read(entry, 2), let type = read(entry + 2, 2) else { return }
            switch type {
            case 3: tags[tag] = read(entry + 8, 2)
            case 4, 5: tags[tag] = read(entry + 8, 4)
            default: continue
            }
        }
    }

    /// `size` as the page sees it: density-corrected, then turned.
    func applied(to size: NaturalSize) -> NaturalSize {
        guard var width = size.width, var height = size.height else { return size }
        if let resolution, let x = tags[0xA002], let y = tags[0xA003], x > 0, y > 0,
           (width * 72 / resolution.x).rounded() == Double(x), (height * 72 / resolution.y).rounded() == Double(y) {
            (width, height) = (Double(x), Double(y))
        }
        return orientation >= 5 ? NaturalSize(width: height, height: width) : NaturalSize(width: width, height: height)
    }
}
