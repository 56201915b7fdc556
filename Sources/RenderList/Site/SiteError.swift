/// Why a site could not be written or published. The previous site is left as it was.
public struct SiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder involved.
    public var path: String
    /// A whole sentence saying what is wrong and what to do.
    public var message: String

    /// An error about `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
