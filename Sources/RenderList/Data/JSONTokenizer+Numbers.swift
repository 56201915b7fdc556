extension JSONTokenizer {
    /// `true`, `false`, `null` or a number starting with `byte`.
    func literalOrNumber(_ byte: UInt8) throws(DataError) -> DataToken {
        switch byte {
        case UInt8(ascii: "t"): try literal("true"); return .scalar(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); return .scalar(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .scalar(try number())
        default: throw unexpected(byte, wanted: "a value: an object, an array, a string, a number, true, false or null")
        }
    }

    private func literal(_ word: StaticString) throws(DataError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard try input.peek() == byte else {
                throw syntaxError("This is not a JSON value; did you mean \(word)? Strings need double quotes, and true, false and null are lowercase.")
            }
            input.advance(over: byte)
        }
    }

    /// A number in JSON's grammar: integers become 64-bit integers (one that does not fit is
    /// refused), numbers with a fraction or exponent reals. NaN and infinities are not JSON.
    private func number() throws(DataError) -> DataValue {
        var text: [UInt8] = []
        var isInteger = true
        if try input.peek() == UInt8(ascii: "-") { try keep(&text) }
        let leadingZero = try input.peek() == UInt8(ascii: "0")
        let integerDigits = try digits(&text)
        guard integerDigits > 0 else { throw badNumber(text, "a minus sign must be followed by digits") }
        if leadingZero, integerDigits > 1 { throw badNumber(text, "numbers cannot have leading zeros") }
        if try input.peek() == UInt8(ascii: ".") {
            isInteger = false
            try keep(&text)
            guard try digits(&text) > 0 else { throw badNumber(text, "a decimal point must be followed by digits") }
        }
        if let byte = try input.peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            isInteger = false
            try keep(&text)
            if let sign = try input.peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { try keep(&text) }
            guard try digits(&text) > 0 else { throw badNumber(text, "an exponent must have digits") }
        }
        if skipping { return .integer(0) }
        let string = String(decoding: text, as: UTF8.self)
        if isInteger {
            // As in a property list: an integer is exact or refused, never silently rounded.
            guard let value = Int64(string) else {
                throw DataError(kind: .value, message: "The integer \(Self.clipped(text)) does not fit in 64 bits (from -9223372036854775808 to 9223372036854775807). Write a smaller number, a string, or a number with a fraction or exponent (such as 3.7e19) if it need not be exact.", location: location)
            }
            return .integer(value)
        }
        guard let value = Double(string), value.isFinite else {
            throw DataError(kind: .value, message: "The number \(Self.clipped(text)) is too large for a 64-bit floating-point number. Write a smaller number, or a string.", location: location)
        }
        return .real(value)
    }

    private func keep(_ text: inout [UInt8]) throws(DataError) {
        if let byte = try input.take() { text.append(byte) }
    }

    private func digits(_ text: inout [UInt8]) throws(DataError) -> Int {
        var count = 0
        while try digitNext() { try keep(&text); count += 1 }
        return count
    }

    private func digitNext() throws(DataError) -> Bool {
        guard let byte = try input.peek() else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A number's text for a message: at most 40 characters, then "…" (always with `cut`, for a
    /// number the input broke off). A file may hold a number of megabytes.
    private static func clipped(_ text: [UInt8], cut: Bool = false) -> String {
        let shown = String(decoding: text.prefix(40), as: UTF8.self)
        return shown + (cut || text.count > 40 ? "…" : "")
    }

    private func badNumber(_ text: [UInt8], _ reason: String) -> DataError {
        syntaxError("The number \(Self.clipped(text, cut: true)) is not valid JSON: \(reason). Write it like 42, -7, 3.25 or 1e-3.", here: true)
    }

    // MARK: Errors

    /// A syntax error at the current token, or with `here`, at the next byte of the input.
    func syntaxError(_ message: String, here: Bool = false) -> DataError {
        let place = here ? SourceLocation(path: path, line: input.line, column: input.column) : location
        return DataError(kind: .syntax, message: message, location: place)
    }

    func unexpected(_ byte: UInt8, wanted: String) -> DataError {
        if byte >= 0x80, byte < 0xC2 || byte > 0xF4 { return invalidUTF8(byte) }
        // A lead byte out of place may start a sequence that is cut off: name the bad bytes.
        if byte >= 0x80, let bad = UTF8Scan.firstInvalidByte(inFileAt: path), bad.offset <= input.offset {
            return DataError.invalidUTF8(at: bad.offset, byte: bad.byte, location: SourceLocation(path: path, line: input.line, column: input.column))
        }
        return syntaxError("Expected \(wanted), but found \(shown(byte)). This is not valid JSON; check for a missing comma, quote or bracket before this point.", here: true)
    }

    /// How a message names one byte of the input: `'x'` for printable ASCII, else what it is,
    /// so that a control character such as a line feed never breaks the message's line.
    func shown(_ byte: UInt8) -> String {
        byte >= 0x80 ? "a non-ASCII character"
            : byte < 0x20 || byte == 0x7F ? "the control character U+\(hex(UInt16(byte)))"
            : "'\(Character(Unicode.Scalar(byte)))'"
    }

    func truncated() -> DataError {
        syntaxError("The file ends in the middle of its JSON value; it may be cut off. Check that every string, array and object is closed.", here: true)
    }

    func noValue() -> DataError {
        DataError(kind: .empty, message: "The file holds no JSON value. Write the list in it, for example [{\"text\": \"Hello\"}].", location: location)
    }
}
