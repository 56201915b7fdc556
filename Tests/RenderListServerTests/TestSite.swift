import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RenderListServer

/// A throwaway folder holding a site (in `site/`) and anything that must live
/// outside it (next to it, in the parent folder).
struct TestSite: Sendable {
    /// The temporary parent folder.
    let parent: String
    /// The folder that is served.
    var root: String { parent + "/site" }

    /// Creates the folders and writes `files` (paths relative to the site).
    init(_ files: [String: String]) throws {
        let base = FileManager.default.temporaryDirectory.path + "/render-list-server-" + UUID().uuidString
        parent = base
        try FileManager.default.createDirectory(atPath: base + "/site", withIntermediateDirectories: true)
        for (name, contents) in files { try write(name, contents) }
    }

    /// Writes `contents` to `name` inside the site, creating folders.
    func write(_ name: String, _ contents: String) throws {
        try writeAnywhere("site/" + name, contents)
    }

    /// Writes `contents` to `name` relative to the parent folder.
    func writeAnywhere(_ name: String, _ contents: String) throws {
        let path = parent + "/" + name
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Reads a file inside the site.
    func read(_ name: String) throws -> String {
        try String(contentsOfFile: root + "/" + name, encoding: .utf8)
    }

    /// Creates a symbolic link inside the site pointing at `destination`.
    func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: destination)
    }

    /// A server for this site that binds a free loopback port and prints nothing.
    func server(liveReload: LiveReload = .off, output: ServerOutput = .silent) throws -> PreviewServer {
        try PreviewServer(directory: root, host: "127.0.0.1", port: 0, liveReload: liveReload, output: output)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: parent)
    }
}

extension ServerOutput {
    /// Output that goes nowhere, for tests.
    static let silent = ServerOutput(info: { _ in }, error: { _ in })
}

/// Runs `body` with a fresh site that is deleted afterwards.
func withSite<T>(_ files: [String: String], _ body: (TestSite) async throws -> T) async throws -> T {
    let site = try TestSite(files)
    defer { site.remove() }
    return try await body(site)
}

/// Sends one request to the site's server in process and returns the response.
func request(
    _ site: TestSite,
    _ uri: String,
    method: HTTPRequest.Method = .get,
    headers: HTTPFields = [:],
    liveReload: LiveReload = .off
) async throws -> TestResponse {
    let app = try site.server(liveReload: liveReload).makeApplication()
    return try await app.test(.router) { client in
        try await client.execute(uri: uri, method: method, headers: headers) { $0 }
    }
}

extension TestResponse {
    /// The body as UTF-8 text.
    var text: String { String(buffer: body) }
}
