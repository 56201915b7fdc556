import Foundation

/// The CSS of one of the template's `<style>` elements, written once as a file of the site
/// (`styles/<hash>.css`, named by its bytes, so a changed stylesheet is never taken from a
/// cache) and linked from every page where the element stood.
struct TemplateStylesheet: Equatable {
    /// The CSS as the file holds it: `url()`s of copied files lead from `styles/` to the root.
    let css: String

    /// - Parameter css: the rewritten CSS, its copied files' URLs behind the root marker
    ///   (``StyleURLRewriter``).
    init(css: String) {
        self.css = css.replacingOccurrences(of: "\u{1}", with: "../")
    }

    /// The file's path in the site.
    var path: String {
        "styles/" + ByteKey.hexHash(Array(css.utf8)) + ".css"
    }

    /// Writes `stylesheets` into the staging folder.
    static func write(_ stylesheets: [TemplateStylesheet], to output: OutputFolder) throws(SiteError) -> Publication.Written {
        var written = Publication.Written()
        for sheet in stylesheets {
            written.bytes += try output.write(sheet.css, to: sheet.path)
            written.paths.append(sheet.path)
        }
        return written
    }
}
