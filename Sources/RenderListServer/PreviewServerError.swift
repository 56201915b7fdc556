/// Errors that stop the preview server from starting.
public enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    /// The folder to serve does not exist or is not a folder.
    case notADirectory(path: String)
    /// The port is outside 0...65535.
    case invalidPort(Int)
    /// The server could not start listening, usually because the port is taken.
    case cannotListen(host: String, port: Int, reason: String)

    /// A whole-sentence message suitable for the terminal.
    public var description: String {
        switch self {
        case .notADirectory(let path):
            "Cannot serve '\(path)' because it is not an existing folder."
        case .invalidPort(let port):
            "Cannot listen on port \(port) because ports range from 0 to 65535."
        case .cannotListen(let host, let port, let reason):
            "Cannot listen on \(host) port \(port); another program may be using it. (\(reason))"
        }
    }
}
