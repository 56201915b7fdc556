/// Finds the first byte of a file that is not valid UTF-8, reading it in chunks: libxml2 names
/// the line and column of an encoding error, this adds the byte offset.
enum UTF8Scan {
    /// The offset and value of the first byte of the first ill-formed UTF-8 sequence (overlong
    /// forms, surrogates, code points above U+10FFFF and cut sequences are ill-formed), or nil.
    static func firstInvalidByte(inFileAt path: String) -> (offset: Int, byte: UInt8)? {
        guard !declaresAnotherEncoding(path), let file = try? ByteFile(path: path) else { return nil }
        var scanner = Scanner()
        var offset = 0
        var start = (offset: 0, byte: UInt8(0))  // where the current sequence began
        while let chunk = try? file.read(upTo: 1 << 16), !chunk.isEmpty {
            for byte in chunk {
                if scanner.pending == 0 { start = (offset, byte) }
                if !scanner.accept(byte) { return start }
                offset += 1
            }
        }
        return scanner.pending > 0 ? start : nil
    }

    /// Whether the XML declaration names an encoding other than UTF-8 (then the file's bytes
    /// are not meant as UTF-8).
    private static func declaresAnotherEncoding(_ path: String) -> Bool {
        guard let head = try? ByteFile(path: path).read(upTo: 200) else { return false }
        let text = String(decoding: head, as: UTF8.self).lowercased()
        guard text.hasPrefix("<?xml") || text.hasPrefix("\u{FEFF}<?xml"),
              let declaration = text.split(separator: "?>").first,
              let range = declaration.range(of: "encoding=") else { return false }
        let value = declaration[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
        return value != "utf-8" && value != "utf8"
    }

    /// UTF-8's well-formed byte sequences (the Unicode standard's table 3-7), a byte at a time.
    struct Scanner {
        /// Continuation bytes still expected.
        private(set) var pending = 0
        private var low: UInt8 = 0x80
        private var high: UInt8 = 0xBF

        mutating func accept(_ byte: UInt8) -> Bool {
            if pending > 0 {
                guard byte >= low, byte <= high else { return false }
                pending -= 1
                (low, high) = (0x80, 0xBF)
                return true
            }
            switch byte {
            case 0x00...0x7F: return true
            case 0xC2...0xDF: pending = 1
            case 0xE0: (pending, low) = (2, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: pending = 2
            case 0xED: (pending, high) = (2, 0x9F)
            case 0xF0: (pending, low) = (3, 0x90)
            case 0xF1...0xF3: pending = 3
            case 0xF4: (pending, high) = (3, 0x8F)
            default: return false
            }
            return true
        }
    }
}
