import Foundation

/// The script of `404.html`, the only one on the site: a link to a row whose page no longer
/// exists (`BASE/page/99/#ID`), or a permalink (`BASE/r/ID`), is sent on to the page the row is
/// on now, as ``PermalinkIndex`` records it. Without a match the page stays the 404 page.
///
/// The id is only ever a key looked up in the index and a fragment, percent-encoded; the page
/// is used only when it has the index's own form (`""`, `page/N/`), and never when it is the
/// missing address itself (an index newer than the pages would otherwise loop).
enum NotFoundScript {
    /// The path below the base path that permalinks start with: `BASE/r/ID`.
    static let permalinkFolder = "r/"

    /// The site-relative permalink of the row whose id is `id`: `r/ID`, the id percent-encoded
    /// as a path segment (the script decodes it).
    static func permalink(of id: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        return permalinkFolder + (id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id)
    }

    /// The `<script>` element for a site whose root is at `basePath` (`/`, `/recipes/`).
    static func element(basePath: String) -> String {
        let base = ScriptLiteral.string(basePath)
        let index = ScriptLiteral.string(basePath + PermalinkIndex.fileName)
        let folder = ScriptLiteral.string(basePath + permalinkFolder)
        return """
            <script>(function () {
              var base = \(base), path = location.pathname, id;
              try {
                id = path.indexOf(\(folder)) === 0 ? path.slice(\(folder).length).replace(/\\/$/, "") : location.hash.slice(1);
                id = decodeURIComponent(id);
              } catch (error) { return; }
              if (!id) return;
              fetch(\(index)).then(function (response) { return response.ok ? response.json() : {}; }).then(function (pages) {
                var page = pages && Object.prototype.hasOwnProperty.call(pages, id) ? pages[id] : null;
                if (typeof page !== "string" || !/^(page\\/[0-9]+\\/)?$/.test(page) || base + page === path) return;
                location.replace(base + page + "#" + encodeURIComponent(id));
              }).catch(function () {});
            })();</script>
            """
    }
}
