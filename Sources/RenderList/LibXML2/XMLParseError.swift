import CLibXML2
import Foundation

/// A libxml2 parse failure, located in the file it came from.
struct XMLParseError: Error, Equatable, Sendable {
    /// The file (or the name a buffer was parsed as).
    var path: String
    /// 1-based line, 0 when libxml2 did not know it.
    var line: Int
    /// 1-based column, 0 when libxml2 did not know it.
    var column: Int
    /// libxml2's own message, trimmed, without a trailing period.
    var reason: String

    init(path: String, line: Int, column: Int, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    init(path: String, libxmlError error: xmlError) {
        let text = error.message.map { String(cString: $0) } ?? "the file is not well-formed XML"
        // libxml2 spreads some messages over lines ("…indicate encoding !" then "Bytes: 0x95 …"):
        // an error is one line.
        var reason = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        while reason.hasSuffix(".") { reason.removeLast() }
        if reason.isEmpty { reason = "the file is not well-formed XML" }
        self.init(path: path, line: Int(error.line), column: Int(error.int2), reason: reason)
    }
}
