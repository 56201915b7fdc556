import Foundation

/// The template's page shell, written once as HTML and cut where every page differs: the
/// title, the end of `<head>`, the rows, the pager and the empty-list notice, and what page
/// bindings fill (``PageBindings``).
struct PageShell {
    /// `boundTitle`: the `<title>`'s content, from its `rl:page-text` (no `titleSuffix` then);
    /// `boundContent(N)`: the ` content="…"` attribute of ``boundContents``[N];
    /// `listAttributes`: attributes of the list container's start tag that only some pages carry.
    enum Slot: Equatable {
        case titleSuffix, headEnd, rows, pager, emptyNotice, boundTitle, boundContent(Int), listAttributes
    }

    /// `segments[i]` comes before `slots[i]`; the last segment ends the page.
    private(set) var segments: [[UInt8]] = []
    private(set) var slots: [Slot] = []
    /// The template's `<style>` elements, which the pages link to (``TemplateStylesheet``).
    private(set) var stylesheets: [TemplateStylesheet] = []
    /// The empty-list notice as HTML (the template's `rl:empty` element, or a default one).
    private(set) var emptyNotice: [UInt8] = []
    /// The text of the template's `<title>` (white space collapsed), as pages and feeds name the site.
    let title: String
    /// The pattern of the `<title>`'s `rl:page-text`, if it has one.
    var titlePattern: PagePattern? { template.pageBindings.title }
    /// The `<meta>` contents page bindings fill: each pattern, and the template's own `content`
    /// (written on pages that are no list page: 404.html, a taxonomy's index).
    private(set) var boundContents: [(pattern: PagePattern, written: String?)] = []
    private let template: Template
    /// The template's `rl:empty` element stands outside the list container.
    var noticeOutsideList: Bool { slots.contains(.emptyNotice) }

    /// - Parameter copies: `url()`s of the template's CSS to point at files copied into the
    ///   site (``StyleURLRewriter``).
    ///   - rewritesFontFamilies: the site embeds its fonts, so the family lists of the
    ///     template's CSS name them (``FontFamilyRewriter``).
    ///   - viewports: the classes rows were measured for, when more than one: the column then
    ///     takes its width from ``SiteStyle``'s rules for the class in force, and viewport units
    ///     in the template's CSS hold still inside it (``ViewportUnits``).
    init(template: Template, columnWidth: Double, copies: [String: String] = [:], rewritesFontFamilies: Bool = false,
         viewports: [ViewportClass] = []) {
        var builder = Builder(template: template, columnWidth: columnWidth, copies: copies)
        builder.rewritesFontFamilies = rewritesFontFamilies
        builder.viewports = viewports.count > 1 ? viewports : []
        if let root = template.document.root { builder.walk(root) }
        builder.cut(nil)
        segments = builder.segments
        slots = builder.slots
        stylesheets = builder.stylesheets
        emptyNotice = builder.noticeHTML()
        boundContents = builder.boundContents
        title = Self.title(of: template)
        self.template = template
    }

    /// The text of the `<title>` in the template's head, white space collapsed.
    static func title(of template: Template) -> String {
        let element = template.head.childElements.first { $0.name == "title" }
        return (element?.textContent ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Walks the template once, cutting the output at the slots.
    private struct Builder {
        let template: Template
        let columnWidth: Double
        let copies: [String: String]
        var rewritesFontFamilies = false
        var viewports: [ViewportClass] = []
        /// The template's `<style>` elements, as the site's files.
        var stylesheets: [TemplateStylesheet] = []
        var writer = HTMLWriter()
        var segments: [[UInt8]] = []
        var slots: [Slot] = []
        var boundContents: [(pattern: PagePattern, written: String?)] = []

        init(template: Template, columnWidth: Double, copies: [String: String]) {
            self.template = template
            self.columnWidth = columnWidth
            self.copies = copies
            writer.append("<!DOCTYPE html>\n")
        }

        mutating func cut(_ slot: Slot?) {
            segments.append(writer.bytes)
            writer.bytes.removeAll(keepingCapacity: true)
            if let slot { slots.append(slot) }
        }

        mutating func walk(_ node: XMLNode) {
            guard node.isElement else {
                writer.write(node)
                return
            }
            if node == template.emptyNotice, node.parent != template.container {
                cut(.emptyNotice)
                return
            }
            if node.name == "style", node.namespaceURI == XHTML.namespace {
                link(node)
                return
            }
            if bindPage(node) { return }
            writer.writeStartTag(node, hook: pinWidth)
            if HTMLWriter.voidElements.contains(node.name) { return }
            if node == template.head, !Self.declaresCharset(node) { writer.append("<meta charset=\"utf-8\">") }
            switch node {
            case template.container:
                writer.bytes.removeLast()  // the start tag's ">"
                cut(.listAttributes)
                writer.append(">")
                cut(.rows)
            case template.pager: cut(.pager)
            default:
                if HTMLWriter.isRawText(node) {
                    writer.writeContent(of: node, hook: nil)
                } else {
                    for child in node.children { walk(child) }
                }
                if node.name == "title", node.parent == template.head { cut(.titleSuffix) }
                if node == template.head { cut(.headEnd) }
            }
            writer.writeEndTag(node)
        }

        /// Writes `node` with slots for its page bindings (the head's `<title>` with
        /// `rl:page-text`, a `<meta>` with `rl:page-attr-content`); false when it has none.
        mutating func bindPage(_ node: XMLNode) -> Bool {
            let bindings = template.pageBindings
            if node.name == "title", node.parent == template.head, bindings.title != nil {
                writer.writeStartTag(node, hook: nil)
                cut(.boundTitle)
                writer.writeEndTag(node)
                return true
            }
            guard node.name == "meta", let pattern = bindings.content(of: node) else { return false }
            writer.writeStartTag(node) { _, attributes in attributes.removeAll { $0.name == "content" && $0.namespaceURI == nil } }
            writer.bytes.removeLast()  // the start tag's ">": the slot writes content="…" before it
            cut(.boundContent(boundContents.count))
            writer.append(">")
            boundContents.append((pattern, node.attribute("content")))
            return true
        }

        /// A `<style>` element of the template becomes a stylesheet file of the site (its CSS
        /// rewritten: copied images' URLs, embedded font families, viewport units), linked in
        /// its place with its `media`: one file that every page shares and browsers cache, and
        /// CSS that HTML checkers with an older CSS grammar do not read as the page's.
        mutating func link(_ node: XMLNode) {
            var css = StyleURLRewriter.rewrite(node.textContent, copies: copies)
            if rewritesFontFamilies { css = FontFamilyRewriter.rewriteStylesheet(css) }
            if !viewports.isEmpty { css = ViewportUnits.rewrite(css) }
            let file = TemplateStylesheet(css: css)
            if !stylesheets.contains(file) { stylesheets.append(file) }
            writer.append("<link rel=\"stylesheet\" href=\"\u{1}")
            writer.escapeAttribute(file.path)
            writer.append("\"")
            if let media = node.attribute("media") {
                writer.append(" media=\"")
                writer.escapeAttribute(media)
                writer.append("\"")
            }
            writer.append(">")
        }

        /// The list column is pinned to the width the rows were estimated at.
        func pinWidth(_ node: XMLNode, _ attributes: inout [XMLAttribute]) {
            if rewritesFontFamilies, let index = attributes.firstIndex(where: { $0.name == "style" && $0.namespaceURI == nil }) {
                attributes[index].value = FontFamilyRewriter.rewriteDeclarations(attributes[index].value)
            }
            guard node == template.container else { return }
            var width = "\(CSSNumber.format(columnWidth))px"
            if !viewports.isEmpty {
                width = "var(\(SiteStyle.columnProperty),\(width))"
                let list = viewports.map { CSSNumber.format($0.minWidth) }.joined(separator: " ")
                attributes.append(XMLAttribute(name: SiteStyle.viewportsAttribute, namespaceURI: nil, value: list))
            }
            let pin = "box-sizing:content-box;width:\(width);max-width:none;min-width:0"
            if let index = attributes.firstIndex(where: { $0.name == "style" && $0.namespaceURI == nil }) {
                let old = attributes[index].value.trimmingCharacters(in: [" ", ";"])
                attributes[index].value = old.isEmpty ? pin : old + ";" + pin
            } else {
                attributes.append(XMLAttribute(name: "style", namespaceURI: nil, value: pin))
            }
        }

        func noticeHTML() -> [UInt8] {
            var notice = HTMLWriter()
            if let element = template.emptyNotice {
                notice.write(element)
            } else {
                notice.append("<p class=\"rl-empty\">This list is empty.</p>")
            }
            return notice.bytes
        }

        static func declaresCharset(_ head: XMLNode) -> Bool {
            head.childElements.contains { $0.name == "meta" && $0.attribute("charset") != nil }
        }
    }
}

/// Numbers as CSS and `data-height` write them: no exponent, no trailing zeros.
enum CSSNumber {
    /// `value` to a millionth, written without an exponent or trailing zeros (a width in a
    /// media query, which must be the author's own number); 0 for NaN or infinity.
    static func exact(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "0" }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` to 1/64, written without an exponent; any Double, however large, NaN or infinite
    /// (written 0), gives a number CSS reads.
    static func format(_ value: Double) -> String {
        let rounded = (value * 64).rounded() / 64
        guard rounded.isFinite else { return "0" }
        if rounded == rounded.rounded() {
            return abs(rounded) < 0x1p53 ? String(Int(rounded)) : String(format: "%.0f", rounded)
        }
        var text = String(rounded)
        if text.contains("e") { text = String(format: "%.6f", rounded) }
        return text
    }
}
