/// One component of a declaration value.
enum CSSComponent: Equatable, Sendable {
    /// A keyword, lowercased.
    case ident(String)
    case number(Double)
    /// A number with a unit; the unit is lowercased.
    case dimension(Double, String)
    case percentage(Double)
    /// A quoted string, unquoted.
    case string(String)
    /// `name(arguments)`: lowercased name and the raw text between the parentheses.
    case function(String, String)
    case comma
    case slash
    /// Anything else (`#fff`, `!`), as written.
    case other(String)
}

/// Splits declaration values into ``CSSComponent``s. Only runs while styles are resolved for a
/// new element shape, never per row.
enum CSSValueParser {
    /// The components of `value`, in order.
    static func components(of value: String) -> [CSSComponent] {
        let bytes = Array(value.utf8)
        var result: [CSSComponent] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if CSSReader.isSpace(byte) { index += 1; continue }
            if byte == UInt8(ascii: ",") { result.append(.comma); index += 1; continue }
            if byte == UInt8(ascii: "/") { result.append(.slash); index += 1; continue }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = closingQuote(in: bytes, from: index)
                result.append(.string(String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)))
                index = end + 1
                continue
            }
            if startsNumber(bytes, at: index) {
                result.append(number(in: bytes, at: &index))
                continue
            }
            result.append(word(in: bytes, at: &index))
        }
        return result
    }

    /// `value` without surrounding quotes.
    static func unquoted(_ value: String) -> String {
        let trimmed = String(Substring(value).trimmingSpaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'",
              trimmed.last == first else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }

    private static func closingQuote(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != bytes[start] {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
        }
        return index
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func startsNumber(_ bytes: [UInt8], at index: Int) -> Bool {
        var cursor = index
        if bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        guard cursor < bytes.count else { return false }
        if isDigit(bytes[cursor]) { return true }
        return bytes[cursor] == UInt8(ascii: ".") && cursor + 1 < bytes.count && isDigit(bytes[cursor + 1])
    }

    private static func number(in bytes: [UInt8], at index: inout Int) -> CSSComponent {
        let start = index
        index += 1
        while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        if index + 1 < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e"),
           isDigit(bytes[index + 1]) || ((bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+"))
                                           && index + 2 < bytes.count && isDigit(bytes[index + 2])) {
            index += 2
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let value = CSSReader.finite(Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0)
        if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
            index += 1
            return .percentage(value)
        }
        let unitStart = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        guard index > unitStart else { return .number(value) }
        return .dimension(value, String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased())
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || isDigit(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func word(in bytes: [UInt8], at index: inout Int) -> CSSComponent {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) || (index == start && !CSSReader.isSpace(bytes[index])
                                                               && bytes[index] != UInt8(ascii: "(")) {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
            return isWordByte(bytes[start]) ? .ident(text.lowercased()) : .other(text)
        }
        var depth = 0
        let argumentStart = index + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
            index += 1
        }
        let arguments = String(decoding: bytes[argumentStart..<min(index, bytes.count)], as: UTF8.self)
        index += 1
        return .function(text.lowercased(), arguments)
    }
}
