/// Reads a data file and streams its normalized ``ListItem``s, one at a time, so that memory
/// does not grow with the number of rows.
///
/// The format (XML or binary property list, or JSON) is detected from the file's content, not
/// from its name. See the README for the normalization rules.
public struct ListSource: Sendable {
    /// The data file.
    public let path: String

    public init(path: String) {
        self.path = path
    }
}
