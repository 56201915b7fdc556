/// Why a template could not be used, located in the template file.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the problem is (the template file, and the line when known).
    public var location: SourceLocation
    /// A whole sentence that quotes the offending value and says what to do.
    public var message: String

    /// An error at `location`.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    init(path: String, line: Int = 0, _ message: String) {
        self.init(location: SourceLocation(path: path, line: line), message: message)
    }

    /// `file:line: message`, always on one line (line breaks quoted from the template are escaped).
    public var description: String {
        "\(location): " + message.replacingAll("\r", with: "\\r").replacingAll("\n", with: "\\n")
    }
}

extension TemplateError {
    init(_ parseError: XMLParseError) {
        self.init(
            location: SourceLocation(path: parseError.path, line: parseError.line, column: parseError.column),
            message: Self.undefinedEntityMessage(parseError.reason) ?? Self.bareAmpersandMessage(parseError.reason)
                ?? "The template is not well-formed XHTML: \(parseError.reason). Fix the markup there; "
                + "the template must be an XML document (close every element, quote every attribute)."
        )
    }
}
