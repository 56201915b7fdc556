import Foundation

/// A binary property list (`bplist00`) held in memory, its trailer and offset table checked,
/// read by random access: objects are decoded only when asked for, one at a time.
///
/// Every read is bounds-checked against the object area (between the header and the offset
/// table); a damaged or hostile file fails with a ``DataError`` of kind ``DataError/Kind/corrupt``.
final class BinaryPlistFile {
    let path: String
    let bytes: UnsafeMutableRawBufferPointer
    /// Bytes per entry of the offset table, and per object reference.
    let offsetSize: Int, referenceSize: Int
    let objectCount: Int, topObject: Int
    /// Where the offset table starts; objects lie in `8..<tableStart`.
    let tableStart: Int

    /// An object as found in the file: a scalar decoded, or a container's reference list.
    enum Object {
        case scalar(DataValue)
        case null
        /// `count` references from byte `references` on.
        case array(references: Int, count: Int)
        /// `count` key references from byte `references` on, then `count` value references.
        case dictionary(references: Int, count: Int)
    }

    /// The binary property list in the file at `path`.
    convenience init(path: String) throws(DataError) {
        let (bytes, filled) = try Self.load(path)
        try self.init(path: path, bytes: bytes, filled: filled)
    }

    /// The binary property list `data` (an encoder's output), named `name` in messages.
    convenience init(name: String, data: Data) throws(DataError) {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 8)
        data.copyBytes(to: bytes)
        try self.init(path: name, bytes: bytes, filled: data.count)
    }

    /// A property list over `bytes`, of which the first `filled` hold it; takes `bytes` over
    /// (freed on failure too).
    private init(path: String, bytes: UnsafeMutableRawBufferPointer, filled: Int) throws(DataError) {
        self.path = path
        self.bytes = bytes
        guard filled >= 8 + 1 + 1 + 32, bytes[0..<8].elementsEqual("bplist00".utf8) else {
            bytes.deallocate()
            throw DataError.corruptBinary(path: path, filled < 42 ? "the file is too short to hold a header, an object, an offset table and the 32-byte trailer; it may be cut off" : "the header is not \"bplist00\", the only version render-list reads")
        }
        let trailer = Trailer(bytes, at: filled - 32)
        if let problem = trailer.problem(objectArea: filled - 32) {
            bytes.deallocate()
            throw DataError.corruptBinary(path: path, problem)
        }
        offsetSize = trailer.offsetSize
        referenceSize = trailer.referenceSize
        objectCount = Int(trailer.count)
        topObject = Int(trailer.top)
        tableStart = Int(trailer.table)
    }

    /// The whole file in a new buffer (at least one byte), and how many bytes were read.
    private static func load(_ path: String) throws(DataError) -> (UnsafeMutableRawBufferPointer, Int) {
        let file = try ByteFile(path: path)
        let size = try file.size()
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 8)
        var filled = 0
        while filled < size {
            let read: Int
            do throws(DataError) {
                read = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[filled..<size]))
            } catch {
                bytes.deallocate()
                throw error
            }
            if read == 0 { break }
            filled += read
        }
        return (bytes, filled)
    }

    /// The last 32 bytes of the file: sizes, object count, root object, offset table.
    private struct Trailer {
        var offsetSize, referenceSize: Int
        var count, top, table: UInt64

        init(_ bytes: UnsafeMutableRawBufferPointer, at start: Int) {
            offsetSize = Int(bytes[start + 6])
            referenceSize = Int(bytes[start + 7])
            count = BinaryPlistFile.uint(bytes, at: start + 8, size: 8)
            top = BinaryPlistFile.uint(bytes, at: start + 16, size: 8)
            table = BinaryPlistFile.uint(bytes, at: start + 24, size: 8)
        }

        /// What is wrong with the trailer of a file whose trailer starts at `objectArea`.
        func problem(objectArea end: Int) -> String? {
            let sizes: Set<Int> = [1, 2, 4, 8]
            let room = UInt64(end - min(end, Int(clamping: table))) / UInt64(max(offsetSize, 1))
            return !sizes.contains(offsetSize) || !sizes.contains(referenceSize) ? "the trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize) bytes; each must be 1, 2, 4 or 8"
                : table < 9 || table > UInt64(end) ? "the trailer puts the offset table at byte \(table), outside the file's \(end) bytes before the trailer"
                : count == 0 || count > room ? "the trailer claims \(count) objects, but the offset table has room for \(room)"
                : referenceSize < 8 && count > UInt64(1) << (8 * UInt64(referenceSize)) ? "the trailer claims \(count) objects, more than \(referenceSize)-byte references can reach"
                : top >= count ? "the trailer names object \(top) as the root, but there are only \(count) objects" : nil
        }
    }

    deinit {
        bytes.deallocate()
    }

    /// How many objects may be decoded in all. A file without shared containers decodes each
    /// reference once, and every reference takes at least one byte, so a budget of the file's
    /// size never stops a plain file, yet stops containers shared so that they expand
    /// exponentially.
    var expansionBudget: Int { bytes.count }

    /// How many bytes of strings and data may be decoded in all. The object budget alone lets
    /// one long string be decoded once per reference to it, a copy each time: 200 kB of file
    /// could make 10 GB of text. A file without shared strings decodes each byte once; writers
    /// that share (unique) strings make the total grow with the rows, never beyond a few times
    /// the file's size, so 16 MiB or 32 times the file's size, whichever is more, stops only
    /// the attack.
    var textBudget: Int { max(16 << 20, 32 * bytes.count) }

    /// The object reference stored at byte `position`. An 8-byte reference beyond `Int.max`
    /// becomes `Int.max`, which ``offset(of:)`` refuses like any reference past the last object.
    func reference(at position: Int) -> Int {
        Int(clamping: Self.uint(UnsafeMutableRawBufferPointer(bytes), at: position, size: referenceSize))
    }

    /// Where object `index` starts, checked to lie in the object area.
    func offset(of index: Int) throws(DataError) -> Int {
        guard index >= 0, index < objectCount else {
            throw corrupt("a reference names object \(index), but there are only \(objectCount) objects")
        }
        let offset = Self.uint(bytes, at: tableStart + index * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(tableStart) else {
            throw corrupt("object \(index) is said to start at byte \(offset), outside the object area (bytes 8 to \(tableStart - 1))")
        }
        return Int(offset)
    }

    static func uint(_ bytes: UnsafeMutableRawBufferPointer, at position: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in position..<position + size { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    func corrupt(_ problem: String) -> DataError {
        DataError.corruptBinary(path: path, problem)
    }
}

extension DataError {
    static func corruptBinary(path: String, _ problem: String) -> DataError {
        DataError(kind: .corrupt,
                  message: "The binary property list is damaged: \(problem). Write it again, for example with plutil -convert binary1, or use an XML property list.",
                  location: SourceLocation(path: path))
    }
}
