import Foundation

/// Turns the text of an XML property list's scalar element into a ``DataValue``.
enum PlistScalar {
    /// The value of `<element>text</element>`.
    /// - Throws: ``DataError`` quoting the text and showing a valid form when it is malformed.
    static func parse(element: XMLPlistElement, text: String,
                      tokenizer: XMLPlistTokenizer) throws(DataError) -> DataValue {
        func fail(_ message: String, kind: DataError.Kind = .value) -> DataError {
            tokenizer.error(kind, message)
        }
        var quoted: String { DataValue.quoted(text) }
        switch element {
        case .string:
            return .string(text)
        case .integer:
            switch integer(text) {
            case .value(let value): return .integer(value)
            case .tooLarge: throw fail("The integer \(text.count > 40 ? text.prefix(40) + "…" : text) does not fit in 64 bits (from \(Int64.min) to \(Int64.max)). Write a smaller number, or a <real> or <string> if it need not be exact.")
            case .malformed: throw fail("<integer> holds \(quoted), which is not a whole number. Write decimal digits with an optional sign, or 0x and hex digits, for example <integer>42</integer>.")
            }
        case .real:
            guard let value = real(text) else { throw fail("<real> holds \(quoted), which is not a number. Write it like <real>3.25</real>, <real>-1e-3</real>, <real>nan</real> or <real>inf</real>.") }
            return .real(value)
        case .true, .false:
            guard text.allSatisfy(\.isWhitespace) else { throw fail("<\(element)/> must be empty, but it holds \(quoted). Write <\(element)/>.", kind: .syntax) }
            return .bool(element == .true)
        case .date:
            guard let date = ISO8601.parse(trimmed(text)) else { throw fail("<date> holds \(quoted), which is not a date in the form 2024-03-01T12:00:00Z (UTC). Write it in that form.") }
            return .date(date)
        case .data:
            guard let bytes = base64(text) else { throw fail("<data> holds text that is not valid base64. Write the bytes in base64, for example <data>SGVsbG8=</data>.") }
            return .data(bytes)
        case .plist, .dict, .array, .key:
            preconditionFailure("<\(element)> is not a scalar")
        }
    }

    enum IntegerResult: Equatable { case value(Int64), tooLarge, malformed }

    /// Decimal (`-42`) or hexadecimal (`0x2A`) text, with surrounding whitespace allowed.
    static func integer(_ text: String) -> IntegerResult {
        var body = trimmed(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" { negative = sign == "-"; body = body.dropFirst() }
        var radix = 10
        if body.hasPrefix("0x") || body.hasPrefix("0X") { radix = 16; body = body.dropFirst(2) }
        let isDigit: (Character) -> Bool = radix == 16 ? \.isHexDigit : { $0.isASCII && $0.isNumber }
        guard !body.isEmpty, body.allSatisfy(isDigit) else { return .malformed }
        guard let magnitude = UInt64(body, radix: radix) else { return .tooLarge }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return .value(Int64.min) }
            return magnitude <= UInt64(Int64.max) ? .value(-Int64(magnitude)) : .tooLarge
        }
        return magnitude <= UInt64(Int64.max) ? .value(Int64(magnitude)) : .tooLarge
    }

    /// A decimal real, or the spellings property list writers use for the special values:
    /// `nan`, `inf`, `+infinity`, `-infinity` (any case).
    static func real(_ text: String) -> Double? {
        let body = trimmed(text)
        switch body.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        return Double(body)
    }

    /// Base64 text with any ASCII whitespace inside.
    static func base64(_ text: String) -> [UInt8]? {
        let compact = text.utf8.filter { !ByteFile.isWhitespace($0) }
        guard let data = Data(base64Encoded: Data(compact)) else { return nil }
        return [UInt8](data)
    }

    private static func trimmed(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<end]
    }
}
