import Foundation

extension Template {
    /// The template a render looks for in the working folder when none is named.
    public static let conventionalPath = "Templates/list.xhtml"
    /// How messages name the template carried in the binary.
    public static let builtInPath = "(built-in) Templates/list.xhtml"

    /// The template named by `path`; without one, `Templates/list.xhtml` in the working folder
    /// when it exists, else the built-in template (so render-list runs from any folder).
    /// - Throws: ``TemplateError`` naming the line of what is wrong.
    public static func load(_ path: String?) throws(TemplateError) -> Template {
        if let path { return try Template(path: path) }
        if FileManager.default.fileExists(atPath: conventionalPath) { return try Template(path: conventionalPath) }
        return try builtIn()
    }

    /// The default template as the binary carries it (``BuiltInTemplate``).
    public static func builtIn() throws(TemplateError) -> Template {
        let document: XMLDocument
        do {
            document = try XMLDocument.parse(bytes: Array(BuiltInTemplate.text.utf8), path: builtInPath)
        } catch {
            throw TemplateError(error)
        }
        return try Template(document: document, path: builtInPath, isBuiltIn: true)
    }

    /// The text of the built-in template, as `render-list init` writes it.
    public static var builtInText: String { BuiltInTemplate.text }
}
