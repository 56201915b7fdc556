extension XMLPlistTokenizer {
    /// The current node's line, and its column found by reading that line again (libxml2's
    /// reader keeps no columns). Past line 65,534 libxml2 no longer records node lines: there,
    /// this is the parser's position, which runs up to a chunk (a few lines) ahead.
    func errorLocation() -> SourceLocation {
        let line = reader.nodeLine
        guard line > 0, line < 65_535 else { return location }
        let column = XMLColumnFinder.column(ofElement: reader.localName, line: line, path: path)
        return SourceLocation(path: path, line: line, column: column ?? 0)
    }

    func errorLocation(at location: SourceLocation, of value: DataValue) -> SourceLocation {
        guard location.column == 0, location.line > 0, location.line < 65_535 else { return location }
        let element = switch value {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool(let flag): flag ? "true" : "false"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dict"
        }
        let column = XMLColumnFinder.column(ofElement: element, line: location.line, path: path)
        return SourceLocation(path: path, line: location.line, column: column ?? 0)
    }

    /// An error of `kind` at the current node, as precisely located as the reader allows.
    func error(_ kind: DataError.Kind, _ message: String) -> DataError {
        DataError(kind: kind, message: message, location: errorLocation())
    }

    func entityReference() -> DataError {
        error(.syntax, "The file uses an entity reference declared in its DTD; render-list does not expand entities. Write the text itself, with &amp; &lt; &gt; &quot; &apos; or &#…; for special characters.")
    }

    func unknownElement() -> DataError {
        error(.syntax, "<\(reader.localName)> is not a property list element here. Use <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>, inside one <plist>.")
    }

    func noValue() -> DataError {
        error(.shape, "The property list holds no value. Put the list in it, for example <plist version=\"1.0\"><array>…</array></plist>.")
    }

    func secondRootValue(_ name: String) -> DataError {
        error(.syntax, "The property list holds a second value, <\(name)>, after its first one; it may hold only one. Wrap the values in <array>…</array>.")
    }

    func keyWithoutValue() -> DataError {
        error(.syntax, "A dictionary's key has no value: each <key> must be followed by one value such as <string>…</string>.")
    }

    func tooDeep() -> DataError {
        error(.limit, "Arrays and dictionaries are nested more than \(DataLimits.maximumDepth) deep. Flatten the data.")
    }

    func truncated() -> DataError {
        error(.syntax, "The file ends before its elements are closed; it may be cut off. Check that it ends with </plist>.")
    }
}

extension DataError {
    /// A libxml2 parse error, kept at the line and column libxml2 reports.
    static func malformedXML(_ error: XMLParseError) -> DataError {
        var located = parserError(error)
        located.isAheadOfRows = true
        return located
    }

    private static func parserError(_ parseError: XMLParseError) -> DataError {
        // libxml2 breaks some messages over lines ("…indicate encoding !\nBytes: 0x95…"):
        // a refusal is one line, so runs of whitespace become one space.
        var error = parseError
        error.reason = error.reason.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let location = SourceLocation(path: error.path, line: error.line, column: error.column)
        if error.reason.contains("UTF-8") || error.reason.contains("encoding") {
            if let (offset, byte) = UTF8Scan.firstInvalidByte(inFileAt: error.path) {
                return DataError(kind: .encoding, message: "The byte 0x\(String(byte, radix: 16, uppercase: true)) at byte offset \(offset) is not valid UTF-8. Save the file as UTF-8, or declare its real encoding in <?xml … encoding=\"…\"?>.", location: location)
            }
            return DataError(kind: .encoding, message: "The file is not valid text in its encoding (libxml2: \(error.reason)). Save it as UTF-8, or declare its real encoding in <?xml … encoding=\"…\"?>.", location: location)
        }
        if error.reason.contains("Excessive depth") {
            return DataError(kind: .limit, message: "Elements are nested deeper than libxml2 allows (256 levels). Flatten the data.", location: location)
        }
        if error.line == 0 {
            return DataError(kind: .unreadable, message: "The file cannot be read as XML: \(error.reason).", location: location)
        }
        return DataError(kind: .syntax, message: "The file is not well-formed XML: \(error.reason). Fix the markup here; a property list must be well-formed XML.", location: location)
    }
}
