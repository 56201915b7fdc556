/// Why a row could not be bound to a prototype.
public struct BindingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the row is in the data file, when the format knows it.
    public var location: SourceLocation?
    /// The row's index among all data rows.
    public var rowIndex: Int
    /// The data key involved.
    public var key: String
    /// A whole sentence that quotes the user's value and says what to do.
    public var message: String

    /// `file:line:column: message`.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }

    static func unknownPrototype(_ name: String, row: Row, template: Template) -> BindingError {
        let names = template.prototypeIdentifiers.map { DataValue.quoted($0) }.joined(separator: ", ")
        if row.prototype == nil {
            return BindingError(
                location: row.location, rowIndex: row.index, key: "cell",
                message: "Row \(row.index) names no prototype, so it takes the default one, \(DataValue.quoted(name)), which the template \(template.path) does not have. "
                    + "Its prototypes are \(names); give the row a cell key naming one of them, or add a prototype with rl:prototype=\(DataValue.quoted(name))."
            )
        }
        return BindingError(
            location: row.location, rowIndex: row.index, key: "cell",
            message: "Row \(row.index) names the prototype \(DataValue.quoted(name)), which the template \(template.path) does not have. "
                + "Its prototypes are \(names); fix the row's cell key or add a prototype with rl:prototype=\(DataValue.quoted(name))."
        )
    }
}
