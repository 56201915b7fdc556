import Foundation
@testable import RenderList

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A fixture from Tests/RenderListTests/Fixtures.
    static func fixture(_ relative: String) -> URL {
        repository.appendingPathComponent("Tests/RenderListTests/Fixtures").appendingPathComponent(relative)
    }

    /// The bundled default template.
    static var defaultTemplate: String { repository.appendingPathComponent("Templates/list.xhtml").path }

    /// The folder that holds this test run's temporary files: `render-list-tests/PID` in the
    /// system's temporary folder. Making it removes the folders of earlier runs whose
    /// processes have ended, so runs leave no more than their own files behind.
    static let runFolder: URL = {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("render-list-tests")
        let readable: [FileAttributeKey: Any] = [.posixPermissions: 0o755]
        try? manager.createDirectory(at: root, withIntermediateDirectories: true, attributes: readable)
        for name in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
            guard let pid = pid_t(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? manager.removeItem(at: root.appendingPathComponent(name))
        }
        let folder = root.appendingPathComponent(String(getpid()))
        try! manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: readable)
        return folder
    }()

    /// A fresh temporary folder in ``runFolder``.
    static func temporaryFolder() -> URL {
        let url = runFolder.appendingPathComponent(UUID().uuidString)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `name` in `folder` and returns the path.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: URL) -> String {
        let url = folder.appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
        return url.path
    }

    /// A template whose list container holds `prototypes` (XHTML with the rl: prefix).
    static func template(prototypes: String, head: String = "", body: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="en">
        <head><title>Test</title>\(head)</head>
        <body>
        <div class="list" rl:list="">
        <p rl:prototype="Cell" rl:text="text">sample</p>
        \(prototypes)
        </div>
        <nav rl:pager=""><a href="#">1</a></nav>
        \(body)
        </body>
        </html>
        """
    }

    /// Loads `text` as a template from a temporary file.
    static func loadTemplate(_ text: String) throws -> Template {
        let folder = temporaryFolder()
        return try Template(path: write(text, to: "template.xhtml", in: folder))
    }

    /// The HTML of `node`, as the site writes it (root markers shown as `~/`).
    static func html(_ node: XMLNode) -> String {
        var writer = HTMLWriter()
        writer.write(node)
        return String(decoding: writer.bytes, as: UTF8.self).replacingOccurrences(of: "\u{1}", with: "~/")
    }

    /// The built `render-list` executable (swift test builds it next to the test bundle), or the
    /// one `RENDER_LIST_EXECUTABLE` names (Scripts/asan.sh runs the end-to-end tests against an
    /// AddressSanitizer build that way).
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["RENDER_LIST_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        return products.appendingPathComponent("render-list")
    }
}

/// An asset resolver that knows a fixed set of images.
final class FakeAssets: AssetResolving {
    let known: Set<String>
    init(_ known: Set<String> = []) { self.known = known }
    func imageURL(for name: String) -> String? { known.contains(name) ? "images/" + name : nil }
}
