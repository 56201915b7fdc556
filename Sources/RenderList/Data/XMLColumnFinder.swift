/// Finds the column of an element on a known line, for error messages only: libxml2's reader
/// keeps each node's line but not its column.
enum XMLColumnFinder {
    /// The 1-based column (in characters) where `<element` starts on `line` of `path`, when it
    /// occurs there exactly once; nil when it does not, or the file cannot be read.
    static func column(ofElement element: String, line: Int, path: String) -> Int? {
        guard !element.isEmpty, let text = try? lineBytes(line, path: path) else { return nil }
        let needle = Array("<\(element)".utf8)
        var found: Int?
        var index = 0
        while index + needle.count <= text.count {
            if text[index..<index + needle.count].elementsEqual(needle), endsName(text, at: index + needle.count) {
                if found != nil { return nil }
                found = index
            }
            index += 1
        }
        guard let found else { return nil }
        return text[..<found].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    private static func endsName(_ text: [UInt8], at index: Int) -> Bool {
        guard index < text.count else { return true }
        let byte = text[index]
        return byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || ByteFile.isWhitespace(byte)
    }

    /// The bytes of 1-based `line`, without its line break.
    private static func lineBytes(_ line: Int, path: String) throws(DataError) -> [UInt8] {
        let file = try ByteFile(path: path)
        var current = 1
        var result: [UInt8] = []
        while true {
            let chunk = try file.read(upTo: 1 << 16)
            if chunk.isEmpty { return result }
            for byte in chunk {
                if byte == 0x0A {
                    if current == line { return result }
                    current += 1
                } else if current == line {
                    result.append(byte)
                }
            }
        }
    }
}
