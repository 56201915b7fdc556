/// The pager's markup for one page: links to the first, previous, nearby, next and last pages,
/// the current one marked `aria-current="page"`. Links start at the site's root marker.
enum PagerHTML {
    /// The site-relative path of page `number` (1-based) of the list in folder `list` (`""`:
    /// the main list; `tags/wit/` for a taxonomy's list).
    static func path(ofPage number: Int, in list: String = "") -> String {
        list + (number == 1 ? "index.html" : "page/\(number)/index.html")
    }

    /// The pager of the list in folder `list` (see ``path(ofPage:in:)``) at `model`'s page.
    static func render(_ model: PagerModel, list: String = "") -> [UInt8] {
        var writer = HTMLWriter()
        for entry in model.entries {
            switch entry {
            case .first(let page): link(page, list, label: "First", className: "first", into: &writer)
            case .previous(let page): link(page, list, label: "Previous", className: "previous", rel: "prev", into: &writer)
            case .next(let page): link(page, list, label: "Next", className: "next", rel: "next", into: &writer)
            case .last(let page): link(page, list, label: "Last", className: "last", into: &writer)
            case .gap: writer.append("<span class=\"gap\" aria-hidden=\"true\">…</span>")
            case .page(let number, let isCurrent):
                let current = isCurrent ? " aria-current=\"page\"" : ""
                writer.append("<a class=\"page\" href=\"")
                writer.bytes.append(HTMLWriter.rootMarker)
                writer.append("\(path(ofPage: number, in: list))\"\(current)>\(number)</a>")
            }
        }
        return writer.bytes
    }

    private static func link(_ page: Int?, _ list: String, label: String, className: String, rel: String? = nil, into writer: inout HTMLWriter) {
        guard let page else {
            writer.append("<span class=\"\(className)\" aria-disabled=\"true\">\(label)</span>")
            return
        }
        writer.append("<a class=\"\(className)\" href=\"")
        writer.bytes.append(HTMLWriter.rootMarker)
        writer.append(path(ofPage: page, in: list) + "\"" + (rel.map { " rel=\"\($0)\"" } ?? "") + ">\(label)</a>")
    }
}
