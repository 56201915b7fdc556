/// The formats a data file can be in. render-list tells them apart by content, never by name.
public enum DataFormat: Equatable, Sendable, CustomStringConvertible {
    /// An XML property list (`<plist>…</plist>`), read with libxml2's streaming reader.
    case xmlPropertyList
    /// A binary property list (`bplist00…`).
    case binaryPropertyList
    /// A JSON document.
    case json
    /// Values in memory, handed to ``ListSource/init(list:name:imagesRelativeTo:)`` and the
    /// other in-memory sources; they have no file.
    case values

    /// A short human name for messages: "XML property list", "binary property list", "JSON".
    public var description: String {
        switch self {
        case .xmlPropertyList: "XML property list"
        case .binaryPropertyList: "binary property list"
        case .json: "JSON"
        case .values: "values in memory"
        }
    }

    /// How a string value is written in this format, for the examples in error messages.
    func example(string: String) -> String {
        switch self {
        case .xmlPropertyList: "<string>\(string)</string>"
        case .binaryPropertyList, .json, .values: "\"\(string)\""
        }
    }

    /// How an array value is written in this format, for the examples in error messages.
    var arrayExample: String {
        switch self {
        case .xmlPropertyList: "<array>…</array>"
        case .binaryPropertyList, .json, .values: "[…]"
        }
    }

    /// How a dictionary is written in this format, for the examples in error messages.
    var dictionaryExample: String {
        switch self {
        case .xmlPropertyList: "<dict>…</dict>"
        case .binaryPropertyList, .json: "{…}"
        case .values: "[\"key\": …]"
        }
    }

    /// Detects the format of the file at `path` from its first bytes: `bplist` is a binary
    /// property list; `<` as the first byte that is not whitespace (after an optional UTF-8
    /// byte order mark) is an XML property list; anything else is JSON.
    /// - Throws: ``DataError`` when the file cannot be read, or holds nothing but whitespace.
    static func detect(path: String) throws(DataError) -> DataFormat {
        let file = try ByteFile(path: path)
        let head = try file.read(upTo: 8)
        if head.starts(with: Array("bplist".utf8)) { return .binaryPropertyList }
        var bytes = head
        var offset = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while true {
            while offset < bytes.count, ByteFile.isWhitespace(bytes[offset]) { offset += 1 }
            if offset < bytes.count { return bytes[offset] == UInt8(ascii: "<") ? .xmlPropertyList : .json }
            bytes = try file.read(upTo: 4096)
            offset = 0
            if bytes.isEmpty { throw DataError.emptyFile(path: path, sawWhitespace: !head.isEmpty) }
        }
    }
}
