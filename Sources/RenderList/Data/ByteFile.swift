#if canImport(Glibc)
import Glibc
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(descriptor, buffer, count)
}
#elseif canImport(Darwin)
import Darwin
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(descriptor, buffer, count)
}
#endif

/// A file open for reading, through a POSIX descriptor it owns and closes on deinit. The Data
/// stage reads every file through it, so that a missing or unreadable file is one clear error.
final class ByteFile {
    let path: String
    private let descriptor: Int32

    /// Opens `path` for reading.
    /// - Throws: ``DataError`` naming the system's reason when the file cannot be opened.
    init(path: String) throws(DataError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw DataError.unreadable(path: path, errno: errno) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw DataError.unreadable(path: path, errno: EISDIR)
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The file's size in bytes, as the system reports it now.
    func size() throws(DataError) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw DataError.unreadable(path: path, errno: errno) }
        return Int(status.st_size)
    }

    /// Reads up to `count` bytes into `buffer`, retrying on interrupts.
    /// - Returns: the number of bytes read; 0 at the end of the file.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(DataError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw DataError.unreadable(path: path, errno: errno) }
        }
    }

    /// Reads the next `count` bytes, or fewer at the end of the file.
    func read(upTo count: Int) throws(DataError) -> [UInt8] {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while filled < count {
            let read = try self.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if read == 0 { break }
            filled += read
        }
        return Array(buffer[..<filled])
    }

    /// ASCII whitespace as XML and JSON define it: space, tab, line feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
