/// Why a `--base-url` cannot be used.
public struct BaseURLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value as the user gave it.
    public var value: String
    /// What is wrong with it, as the end of a sentence about it (`is not an absolute URL`).
    public var problem: String

    /// A whole sentence quoting the value and saying what to do.
    public var description: String {
        "The base URL \"\(value)\" \(problem). Give the address the site is served at, such as https://example.com/ or https://user.github.io/recipes/."
    }
}
