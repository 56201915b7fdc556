/// A byte cursor over CSS text that skips comments, keeps strings and parentheses intact and
/// counts lines. The structural parser (``StylesheetParser``) is built on it.
struct CSSReader {
    /// A number as CSS takes it: within the range of a float, as Blink parses them (`1e400` is
    /// not infinite), NaN as 0.
    static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -Double(Float.greatestFiniteMagnitude)), Double(Float.greatestFiniteMagnitude))
    }

    private let bytes: [UInt8]
    private(set) var position = 0
    /// The 1-based template line of the byte at ``position``.
    private(set) var line: Int

    init(_ text: String, startLine: Int) {
        self.bytes = Array(text.utf8)
        self.line = max(startLine, 1)
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the cursor, or nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Moves past one byte, counting newlines.
    mutating func advance() {
        guard position < bytes.count else { return }
        if bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    /// Skips whitespace and comments.
    mutating func skipTrivia() {
        while let byte = current {
            if Self.isSpace(byte) {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipComment()
            } else {
                return
            }
        }
    }

    /// Reads up to (not including) the first top-level byte in `stops`; comments become one
    /// space, strings and bracketed groups are copied whole. Returns the trimmed text.
    mutating func read(until stops: [UInt8]) -> String {
        var out: [UInt8] = []
        var depth = 0
        while let byte = current {
            if depth == 0, stops.contains(byte) { break }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipComment()
                out.append(UInt8(ascii: " "))
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                copyString(into: &out)
                continue
            }
            if byte == UInt8(ascii: "\\") {
                out.append(byte)
                advance()
                if let escaped = current { out.append(escaped); advance() }
                continue
            }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth = max(0, depth - 1) }
            out.append(byte)
            advance()
        }
        return Self.trimmed(out)
    }

    /// Skips a `{ … }` block whose opening brace is at the cursor, nested blocks included.
    mutating func skipBlock() {
        var depth = 0
        while let byte = current {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipComment(); continue }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var ignored: [UInt8] = []
                copyString(into: &ignored)
                continue
            }
            advance()
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth <= 0 { return }
            }
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func skipComment() {
        advance(); advance()
        while let byte = current {
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                advance(); advance()
                return
            }
            advance()
        }
    }

    private mutating func copyString(into out: inout [UInt8]) {
        guard let quote = current else { return }
        out.append(quote)
        advance()
        while let byte = current {
            out.append(byte)
            advance()
            if byte == UInt8(ascii: "\\"), let escaped = current {
                out.append(escaped)
                advance()
            } else if byte == quote || byte == UInt8(ascii: "\n") {
                return
            }
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func trimmed(_ bytes: [UInt8]) -> String {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension CSSReader {
    /// The text from the cursor up to the first top-level byte in `stops`, exactly as written
    /// (comments, strings and bracketed groups kept whole), and that stop, consumed; nil for
    /// the stop at the end of the text. For rewriting CSS without changing what it leaves.
    mutating func readVerbatim(until stops: [UInt8]) -> (text: [UInt8], stop: UInt8?) {
        let start = position
        var depth = 0
        while let byte = current {
            if depth == 0, stops.contains(byte) {
                let text = Array(bytes[start..<position])
                advance()
                return (text, byte)
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipComment(); continue }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var ignored: [UInt8] = []
                copyString(into: &ignored)
                continue
            }
            if byte == UInt8(ascii: "\\") { advance(); advance(); continue }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth = max(0, depth - 1) }
            advance()
        }
        return (Array(bytes[start..<position]), nil)
    }
}
