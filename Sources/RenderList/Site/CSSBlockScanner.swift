/// Reads CSS text in pieces up to a stop byte outside strings, comments and parentheses, for
/// rewriting it (``FontFamilyRewriter``) without changing what it does not rewrite.
struct CSSBlockScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The text up to the first of `stops` outside strings, comments and parentheses, and that
    /// stop (consumed, not in the text); nil for the stop at the end of the text.
    mutating func read(until stops: [UInt8]) -> (text: [UInt8], stop: UInt8?) {
        let start = index
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): skipString(byte)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"): skipComment()
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "("): depth += 1; index += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1); index += 1
            default:
                if depth == 0, stops.contains(byte) {
                    index += 1
                    return (Array(bytes[start..<(index - 1)]), byte)
                }
                index += 1
            }
        }
        return (Array(bytes[start..<min(index, bytes.count)]), nil)
    }

    /// The rest of a block whose opening brace was read, its closing brace included.
    mutating func skipBlock() -> [UInt8] {
        var out: [UInt8] = []
        var depth = 1
        while depth > 0 {
            let (text, stop) = read(until: [UInt8(ascii: "{"), UInt8(ascii: "}")])
            out += text
            guard let stop else { break }
            out.append(stop)
            depth += stop == UInt8(ascii: "{") ? 1 : -1
        }
        return out
    }

    private mutating func skipString(_ quote: UInt8) {
        index += 1
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
    }

    private mutating func skipComment() {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        index += 2
    }
}
