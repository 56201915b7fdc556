import Foundation
@testable import RenderList

/// A template made of `body` inside a list container, read from a temporary file.
enum TemplateFixture {
    static func template(_ body: String) throws -> Template {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.xhtml").path
        let xhtml = """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list"><head><title>t</title></head>
        <body><div rl:list="">
        \(body)
        </div></body></html>
        """
        try Data(xhtml.utf8).write(to: URL(fileURLWithPath: path))
        return try Template(path: path)
    }
}
