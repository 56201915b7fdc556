import Foundation

/// The parsed template: the page shell plus every cell prototype, side by side, in one XHTML file.
///
/// The file is parsed once with libxml2; each row later gets a deep copy of the prototype it
/// names. Prototypes are never moved or re-parsed.
public final class Template {
    /// The template file (for the built-in template, how messages name it).
    public let path: String
    /// The template is the one carried in the binary, not a file.
    public let isBuiltIn: Bool
    let document: XMLDocument
    /// The element marked `rl:list`; its prototype children are removed from the page shell.
    let container: XMLNode
    /// The element marked `rl:pager`, if the template has one.
    let pager: XMLNode?
    /// The element marked `rl:empty`, shown only when the list has no rows.
    let emptyNotice: XMLNode?
    /// The `<head>` element.
    let head: XMLNode
    /// The values each list page fills in its `<head>` (`rl:page-text`, `rl:page-attr-content`).
    let pageBindings: PageBindings
    /// Prototypes by identifier.
    let prototypes: [String: Prototype]
    /// The language of the document (`<html lang>`), used for number and date formatting.
    public let language: String

    /// Loads and checks the template at `path`.
    /// - Throws: ``TemplateError`` naming the line of what is wrong.
    public convenience init(path: String) throws(TemplateError) {
        let document: XMLDocument
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            let folder = FileManager.default.currentDirectoryPath
            throw TemplateError(path: path, "There is no template file at \(path) (looked for from \(folder)). Name the template with --template, or leave --template out to use Templates/list.xhtml when the folder has one, else the built-in template.")
        }
        do {
            document = try XMLDocument.parse(fileAt: path)
        } catch {
            throw TemplateError(error)
        }
        try self.init(document: document, path: path, isBuiltIn: false)
    }

    /// Checks the parsed `document`, read from `path` (or built in).
    init(document: XMLDocument, path: String, isBuiltIn: Bool) throws(TemplateError) {
        let parts = try TemplateScanner(path: path).scan(document)
        self.path = path
        self.isBuiltIn = isBuiltIn
        self.document = document
        self.container = parts.container
        self.pager = parts.pager
        self.emptyNotice = parts.emptyNotice
        self.head = parts.head
        self.prototypes = parts.prototypes
        self.pageBindings = parts.pageBindings
        self.language = document.root?.attribute("lang") ?? "en"
    }

    /// Whether some prototype's rows are feed entries (`rl:feed-title`).
    var hasFeeds: Bool { prototypes.values.contains { $0.feed != nil } }
    /// Whether some prototype names its rows' dates (`rl:feed-date`): the feeds then hold the
    /// latest rows rather than the first.
    var feedsByDate: Bool { prototypes.values.contains { $0.feed?.date != nil } }

    /// The identifiers of all prototypes, sorted.
    public var prototypeIdentifiers: [String] { prototypes.keys.sorted() }

    /// The prototype registered under `identifier`, or nil: the lookup by reuse identifier.
    func prototype(_ identifier: String) -> Prototype? { prototypes[identifier] }

    /// The text of every `<style>` element, with the line it starts on.
    var styleSheets: [(text: String, line: Int)] {
        var sheets: [(String, Int)] = []
        document.root?.forEachDescendant { node in
            if node.isElement, node.name == "style" { sheets.append((node.textContent, node.line)) }
        }
        return sheets
    }
}
