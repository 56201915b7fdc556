/// The copy of a section's header that begins a page starting in the middle of the section
/// (the way a table view's section header floats): the header as written, with its estimate
/// (`data-height`, `data-heights`) and `data-decoration="header"`, marked `data-continued`
/// so CSS can style it, and without `id` attributes, which the header's first appearance
/// keeps. It is not hidden from assistive technology: on its page it is the only copy, and it
/// tells a reader landing there which section the rows belong to.
enum ContinuedHeader {
    /// The attribute that marks the copy.
    static let attribute = "data-continued"

    /// The HTML of the continued copy of `header`, a written header's root (which it changes).
    static func bytes(of header: XMLNode) -> [UInt8] {
        header.forEachDescendant { node in
            if node.isElement, node.attribute("id") != nil { node.removeAttribute("id") }
        }
        header.setAttribute(attribute, to: "")
        var writer = HTMLWriter()
        writer.write(header)
        writer.append("\n")
        return writer.bytes
    }
}
