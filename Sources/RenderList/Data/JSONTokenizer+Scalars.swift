extension JSONTokenizer {
    /// The rest of a string whose opening quote was consumed, escapes decoded. Lone UTF-16
    /// surrogates in `\u` escapes become U+FFFD; raw bytes must be valid UTF-8.
    func string() throws(DataError) -> String {
        if !skipping, let simple = input.takeSimpleString() { return simple }
        var bytes: [UInt8] = []
        var highSurrogate: UInt16?
        while true {
            if highSurrogate != nil, try input.peek() != UInt8(ascii: "\\") {
                append(0xFFFD, to: &bytes)
                highSurrogate = nil
            }
            try input.takePlainRun(into: &bytes, keep: !skipping)
            guard let byte = try input.peek() else { throw truncated() }
            switch byte {
            case UInt8(ascii: "\\"):
                switch try escape() {
                case .unit(let unit):
                    highSurrogate = combine(unit, after: highSurrogate, into: &bytes)
                case .character(let character):
                    if highSurrogate != nil { append(0xFFFD, to: &bytes); highSurrogate = nil }
                    if !skipping { bytes.append(character) }
                }
            case UInt8(ascii: "\""):
                input.advance(over: byte)
                return skipping ? "" : String(decoding: bytes, as: UTF8.self)
            case 0..<0x20:
                throw syntaxError("A string holds the control character U+\(hex(UInt16(byte))); strings must be on one line. Write it as an escape such as \\n or \\t.", here: true)
            case 0x80...:
                try multibyte(byte, into: &bytes)
            default:
                continue  // the plain run stopped at the end of a chunk
            }
        }
    }

    private enum Escape { case unit(UInt16), character(UInt8) }

    /// Consumes the escape at the input: a `\u` escape's UTF-16 code unit, or a character.
    private func escape() throws(DataError) -> Escape {
        input.advance(over: UInt8(ascii: "\\"))
        guard let letter = try input.take() else { throw truncated() }
        switch letter {
        case 0x22, 0x5C, 0x2F: return .character(letter)
        case UInt8(ascii: "b"): return .character(0x08)
        case UInt8(ascii: "f"): return .character(0x0C)
        case UInt8(ascii: "n"): return .character(0x0A)
        case UInt8(ascii: "r"): return .character(0x0D)
        case UInt8(ascii: "t"): return .character(0x09)
        case UInt8(ascii: "u"): break
        default:
            let escape = letter > 0x20 && letter < 0x7F ? "The escape \\\(Character(Unicode.Scalar(letter)))"
                : "A backslash followed by \(shown(letter))"
            throw syntaxError("\(escape) is not valid JSON. Use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u followed by four hex digits.", here: true)
        }
        if let unit = input.takeFourHexDigitsInChunk() { return .unit(unit) }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = try input.take(), let value = Self.hexValue(digit) else {
                throw syntaxError("A \\u escape must be followed by four hex digits, for example \\u00E9.", here: true)
            }
            unit = unit << 4 | UInt16(value)
        }
        return .unit(unit)
    }

    /// Appends UTF-16 `unit`, pairing surrogates. Returns a high surrogate still waiting.
    private func combine(_ unit: UInt16, after high: UInt16?, into bytes: inout [UInt8]) -> UInt16? {
        if let high, (0xDC00...0xDFFF).contains(unit) {
            append(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00), to: &bytes)
            return nil
        }
        if high != nil { append(0xFFFD, to: &bytes) }
        if (0xD800...0xDBFF).contains(unit) { return unit }
        append((0xDC00...0xDFFF).contains(unit) ? 0xFFFD : UInt32(unit), to: &bytes)
        return nil
    }

    /// Appends `scalar` in UTF-8, byte by byte (a generic append of the encoded buffer cost
    /// more than the rest of a `\u` escape).
    private func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
        guard !skipping, Unicode.Scalar(scalar) != nil else { return }
        switch scalar {
        case ..<0x80:
            bytes.append(UInt8(scalar))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Checks and appends one multi-byte UTF-8 sequence starting with `lead`.
    private func multibyte(_ lead: UInt8, into bytes: inout [UInt8]) throws(DataError) {
        let (count, low, high) = JSONInput.continuation(after: lead)
        guard count > 0 else { throw invalidUTF8(lead) }
        input.advance(over: lead)
        if !skipping { bytes.append(lead) }
        for index in 0..<count {
            guard let byte = try input.peek() else { throw truncated() }
            guard byte >= (index == 0 ? low : 0x80), byte <= (index == 0 ? high : 0xBF) else { throw invalidUTF8(byte) }
            input.advance(over: byte)
            if !skipping { bytes.append(byte) }
        }
    }

    func invalidUTF8(_ byte: UInt8) -> DataError {
        DataError.invalidUTF8(at: input.offset, byte: byte,
                              location: SourceLocation(path: path, line: input.line, column: input.column))
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
