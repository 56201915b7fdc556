import Foundation

/// The address the site is served at (`--base-url`): an absolute http or https URL whose path
/// ends with `/`. With it, pages name their canonical URL, and the sitemap, `robots.txt` and the
/// feeds can be written, since they need absolute URLs.
public struct BaseURL: Equatable, Sendable, CustomStringConvertible {
    /// The URL, normalised: scheme and host in lower case, the path ending with `/`.
    public let text: String
    /// The URL's path, from `/` to the last `/` (`/recipes/` for a project site).
    public let path: String

    /// Checks and normalises `text`.
    /// - Throws: ``BaseURLError`` quoting `text` when it is not an absolute http(s) URL without
    ///   a query or fragment.
    public init(_ text: String) throws(BaseURLError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let parts = URLComponents(string: trimmed), let scheme = parts.scheme?.lowercased() else {
            throw BaseURLError(value: text, problem: "is not an absolute URL")
        }
        guard scheme == "http" || scheme == "https" else {
            throw BaseURLError(value: text, problem: "does not start with http:// or https://")
        }
        guard let host = parts.host, !host.isEmpty else { throw BaseURLError(value: text, problem: "names no host") }
        guard parts.query == nil, parts.fragment == nil, parts.user == nil, parts.password == nil else {
            throw BaseURLError(value: text, problem: "has a query, a fragment or a user name, which a site's address cannot have")
        }
        var normalised = parts
        normalised.scheme = scheme
        normalised.host = host.lowercased()
        let path = parts.percentEncodedPath
        normalised.percentEncodedPath = path.hasSuffix("/") ? path : path + "/"
        guard let url = normalised.string else { throw BaseURLError(value: text, problem: "is not an absolute URL") }
        self.text = url
        self.path = normalised.percentEncodedPath
    }

    /// The canonical URL of list page `number`: the base for page 1, `page/N/` below it for the
    /// others (servers send a folder's `index.html`).
    public func page(_ number: Int) -> String {
        number == 1 ? text : text + "page/\(number)/"
    }

    /// The absolute URL of `relative`, a path inside the site.
    public func file(_ relative: String) -> String {
        text + relative
    }

    /// The normalised URL.
    public var description: String { text }
}
