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

    /// The next byte when it is in this chunk, without consuming it; nil at the chunk's end
    /// (nothing is read: a ``Mark`` taken before stays valid).
    @inline(__always)
    func peekInChunk() -> UInt8? {
        position < end ? buffer[position] : nil
    }

    /// Skips JSON whitespace in this chunk; false when the chunk ends first.
    @inline(__always)
    func skipWhitespaceInChunk() -> Bool {
        while let byte = peekInChunk() {
            guard ByteFile.isWhitespace(byte) else { return true }
            advance(over: byte)
        }
        return false
    }

    /// A place in the current chunk to come back to (``reset(to:)``) as long as no byte past
    /// the chunk was asked for: only ``peekInChunk()``, ``skipWhitespaceInChunk()``,
    /// ``advance(over:)`` and ``takeSimpleString()`` may read after it.
    struct Mark {
        fileprivate let position: Int
        fileprivate let line: Int
        fileprivate let column: Int
    }

    var mark: Mark { Mark(position: position, line: line, column: column) }

    /// Goes back to `mark`, taken in this chunk.
    func reset(to mark: Mark) {
        (position, line, column) = (mark.position, mark.line, mark.column)
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

    /// The UTF-16 code unit of the four hex digits at the input, consumed, when all four are
    /// in this chunk; nil (nothing consumed) otherwise, and the caller reads them one by one.
    @inline(__always)
    func takeFourHexDigitsInChunk() -> UInt16? {
        guard end - position >= 4 else { return nil }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            guard let value = JSONTokenizer.hexValue(buffer[position + offset]) else { return nil }
            unit = unit << 4 | UInt16(value)
        }
        position += 4
        column += 4
        return unit
    }

    /// Consumes and returns the next byte; nil at the end of the file.
    @inline(__always)
    func take() throws(DataError) -> UInt8? {
        guard let byte = try peek() else { return nil }
        advance(over: byte)
        return byte
    }

    /// Consumes string content up to (not including) the first `"`, `\`, control character or
    /// byte that does not start a whole, well-formed UTF-8 character in this chunk (the caller
    /// reads those one by one, and reports malformed ones), appending the bytes to `bytes` unless
    /// `keep` is false. Stops at the end of a chunk too.
    func takePlainRun(into bytes: inout [UInt8], keep: Bool) throws(DataError) {
        if position == end, !(try refill()) { return }
        let start = position
        var characters = 0
        while position < end {
            let byte = buffer[position]
            if byte < 0x80 {
                guard byte >= 0x20, byte != 0x22, byte != 0x5C else { break }
                position += 1
            } else {
                guard let length = wellFormedLength(at: position) else { break }
                position += length
            }
            characters += 1
        }
        column += characters
        if keep, position > start {
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start..<position]))
        }
    }

    /// The rest of a string (its opening quote consumed) when all of it, closing quote included,
    /// is in this chunk and holds no escape: made straight from the chunk, the quote consumed.
    /// nil (nothing consumed) otherwise; ``takePlainRun(into:keep:)`` then reads it in parts.
    func takeSimpleString() -> String? {
        // One pass for the end, escapes, controls and the column (every byte but a continuation
        // byte starts a character).
        let (length, continuations) = ByteScan.jsonPlainPrefix(UnsafeRawBufferPointer(rebasing: buffer[position..<end]))
        let index = position + length
        guard index < end, buffer[index] == 0x22 else { return nil }
        // A closure rather than the method itself: a method reference would retain this input.
        guard let text = shortStrings.text(of: UnsafeRawBufferPointer(rebasing: buffer[position..<index]),
                                           made: { makeString($0) })
        else { return nil }
        column += index - position - continuations + 1
        position = index + 1
        return text
    }

    /// The string of `bytes` (up to a closing quote, with no byte below 0x20), checked to be
    /// UTF-8 and copied in one pass. Nil when malformed (the slow path reports it).
    private func makeString(_ bytes: UnsafeRawBufferPointer) -> String? {
        String(validating: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }

    /// Keys and short values come back row after row.
    private let shortStrings = ShortStrings()

    /// The length of the well-formed UTF-8 character starting at `index` when all of it is in
    /// the chunk (Unicode's table 3-7: no overlongs, surrogates or values past U+10FFFF).
    @inline(__always)
    private func wellFormedLength(at index: Int) -> Int? {
        let (count, low, high) = Self.continuation(after: buffer[index])
        guard count > 0, index + count < end, buffer[index + 1] >= low, buffer[index + 1] <= high else { return nil }
        for next in index + 2..<index + 1 + count where buffer[next] & 0xC0 != 0x80 { return nil }
        return count + 1
    }

    /// How many continuation bytes follow a UTF-8 lead byte, and the range the first of them
    /// must lie in (Unicode's table 3-7); 0 when `lead` starts no well-formed character.
    @inline(__always)
    static func continuation(after lead: UInt8) -> (count: Int, low: UInt8, high: UInt8) {
        switch lead {
        case 0xC2...0xDF: (1, 0x80, 0xBF)
        case 0xE0: (2, 0xA0, 0xBF)
        case 0xED: (2, 0x80, 0x9F)
        case 0xE1...0xEF: (2, 0x80, 0xBF)
        case 0xF0: (3, 0x90, 0xBF)
        case 0xF4: (3, 0x80, 0x8F)
        case 0xF1...0xF3: (3, 0x80, 0xBF)
        default: (0, 0, 0)
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
