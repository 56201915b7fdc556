import Foundation

/// The project `render-list init` writes: the built-in template as `Templates/list.xhtml`, sample
/// data that uses every binding the template has (`data.plist`, the example quotes, and the
/// photos they name) and a `README.md` saying how to render. Like `hugo new site`, it never
/// overwrites anything: when any of its files exists, it writes none.
public struct StarterProject {
    /// The folder the project is written into (created when missing).
    public let folder: String

    /// The sample data file, relative to ``folder``.
    public static let dataFile = "data.plist"
    /// The command that renders the project, run from its folder.
    public static let renderCommand = "render-list \(dataFile) -o Public"

    /// A project in `folder`; nothing is written until ``write()``.
    public init(folder: String) {
        self.folder = folder
    }

    /// The files, by path relative to ``folder``, in the order they are written.
    public static var files: [(path: String, text: String)] {
        [(Template.conventionalPath, BuiltInTemplate.text), (dataFile, StarterSample.data)]
            + StarterSample.photos.map { (path: $0.name, text: $0.text) }
            + [("README.md", readme)]
    }

    static let readme = """
        # My list

        Render the site with `\(renderCommand)`, then open `Public/index.html` (edit `\(dataFile)` \
        and `\(Template.conventionalPath)`, and render again).

        """

    /// Writes every file, or none.
    /// - Returns: the paths written, relative to ``folder``.
    /// - Throws: ``SiteError`` naming the first file that exists already, or one that could not
    ///   be written.
    @discardableResult
    public func write() throws(SiteError) -> [String] {
        let root = URL(fileURLWithPath: folder)
        let manager = FileManager.default
        let place = folder == "." ? "this folder" : folder
        for file in Self.files where manager.fileExists(atPath: root.appendingPathComponent(file.path).path) {
            throw SiteError(path: file.path, message: "This file exists already in \(place). render-list init never overwrites a file: run it in an empty folder, or name a new one (render-list init my-list). Nothing was written.")
        }
        var written: [String] = []
        for file in Self.files {
            let url = root.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw SiteError(path: url.path, message: "render-list init could not write \(file.path) (\(error.localizedDescription)). Check that \(folder) is writable\(written.isEmpty ? "" : "; it wrote \(written.joined(separator: ", ")) before"), then remove what it wrote and run it again.")
            }
            written.append(file.path)
        }
        return written
    }
}
