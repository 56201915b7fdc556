/// The bytes of a JSON file, read in 64 KiB chunks, with the position of the next byte: byte
/// offset, 1-based line and 1-based column (in characters). Memory does not grow with the file.
final class JSONInput {
    let file: ByteFile
    private let buffer: UnsafeMutableRawBufferPointer
    private var position = 0
    private var end = 0
    private var bufferOffset = 0
    private var atEnd = false
    /// The line of the next byte.
    private(set) var line = 1
    /// The column of the next byte, counting characters (UTF-8 lead bytes), from 1.
    private(set) var column = 1

    init(path: String) throws(DataError) {
        file = try ByteFile(path: path)
        buffer = .allocate(byteCount: 1 << 16, alignment: 1)
    }

    deinit {
        buffer.deallocate()
    }

    /// The byte offset of the next byte from the start of the file.
    var offset: Int { bufferOffset + position }

    /// The next byte without consuming it; nil at the end of the file.
    @inline(__always)
    func peek() throws(DataError) -> UInt8? {
        if position == end, !(try refill()) { return nil }
        return buffer[position]
    }

    /// Consumes the byte ``peek()`` returned.
    @inline(__always)
    func advance(over byte: UInt8) {
        position += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Consumes and returns the next byte; nil at the end of the file.
    @inline(__always)
    func take() throws(DataError) -> UInt8? {
        guard let byte = try peek() else { return nil }
        advance(over: byte)
        return byte
    }

    /// Consumes bytes up to (not including) the first `"`, `\`, control character or non-ASCII
    /// byte, appending them to `bytes` unless `keep` is false. Stops at the end of a chunk too.
    func takePlainRun(into bytes: inout [UInt8], keep: Bool) throws(DataError) {
        if position == end, !(try refill()) { return }
        let start = position
        while position < end {
            let byte = buffer[position]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        column += position - start
        if keep, position > start {
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start..<position]))
        }
    }

    /// Skips JSON whitespace.
    func skipWhitespace() throws(DataError) {
        while let byte = try peek(), ByteFile.isWhitespace(byte) { advance(over: byte) }
    }

    private func refill() throws(DataError) -> Bool {
        if atEnd { return false }
        bufferOffset += end
        position = 0
        end = try file.read(into: buffer)
        if end == 0 { atEnd = true }
        return end > 0
    }
}
