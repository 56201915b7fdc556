/// Writes a libxml2 tree as HTML5 text: void elements as void elements (`<br>`, never `<br/>`
/// or `<div/>`), every text and attribute value escaped, binding attributes and namespace
/// declarations left out, comments dropped.
///
/// Relative-path URLs (`images/a.png`, `about.html`) are written behind ``HTMLWriter/rootMarker``;
/// the page that finally holds the text replaces the marker with its way back to the site's root.
struct HTMLWriter {
    /// The bytes written so far.
    var bytes: [UInt8] = []

    /// Stands for the path from a page back to the site's root. It is U+0001, which data can
    /// never contain (it is replaced) and XML cannot either.
    static let rootMarker: UInt8 = 0x01

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "source", "track", "wbr",
    ]
    private static let rawTextElements: Set<String> = ["script", "style"]
    /// Elements whose first newline an HTML parser drops, so one more is written.
    private static let leadingNewlineElements: Set<String> = ["pre", "textarea", "listing"]
    private static let xhtml = "http://www.w3.org/1999/xhtml"
    private static let foreign: Set<String> = ["http://www.w3.org/2000/svg", "http://www.w3.org/1998/Math/MathML"]

    /// Called before each element's start tag; may rewrite the element's attributes.
    typealias AttributeHook = (XMLNode, inout [XMLAttribute]) -> Void

    mutating func write(_ node: XMLNode, hook: AttributeHook? = nil) {
        switch node.kind {
        case .element: writeElement(node, hook: hook)
        case .text: escapeText(node.textContent)
        case .entityReference: for child in node.children { write(child, hook: hook) }
        case .comment, .processingInstruction, .other: break
        }
    }

    mutating func writeElement(_ element: XMLNode, hook: AttributeHook?) {
        writeStartTag(element, hook: hook)
        let name = element.name
        if Self.voidElements.contains(name), !isForeign(element) { return }
        if isForeign(element), element.firstChild == nil {
            bytes.removeLast()
            append(" />")
            return
        }
        writeContent(of: element, hook: hook)
        writeEndTag(element)
    }

    mutating func writeStartTag(_ element: XMLNode, hook: AttributeHook?) {
        var attributes = element.attributes
        hook?(element, &attributes)
        append("<")
        append(element.name)
        for attribute in attributes {
            guard let name = Self.outputName(of: attribute) else { continue }
            append(" ")
            append(name)
            append("=\"")
            if URLPolicy.urlAttributes.contains(name), URLPolicy.isRelativePath(attribute.value) {
                bytes.append(Self.rootMarker)
            }
            escapeAttribute(attribute.value)
            append("\"")
        }
        append(">")
    }

    mutating func writeContent(of element: XMLNode, hook: AttributeHook?) {
        if Self.rawTextElements.contains(element.name) {
            let closing = "</" + element.name
            append(element.textContent.replacingAll(closing, with: "<\\/" + element.name))
            return
        }
        if Self.leadingNewlineElements.contains(element.name),
           element.firstChild?.kind == .text, element.firstChild?.textContent.first == "\n" {
            append("\n")
        }
        var cursor = element.firstChild
        while let child = cursor {
            write(child, hook: hook)
            cursor = child.nextSibling
        }
    }

    mutating func writeEndTag(_ element: XMLNode) {
        append("</")
        append(element.name)
        append(">")
    }

    /// Whether the element's content is raw text (`<script>`, `<style>`).
    static func isRawText(_ element: XMLNode) -> Bool {
        rawTextElements.contains(element.name)
    }

    private func isForeign(_ element: XMLNode) -> Bool {
        guard let uri = element.namespaceURI else { return false }
        return Self.foreign.contains(uri)
    }

    /// The attribute's name in HTML, or nil when it must not be written (bindings, unknown namespaces).
    private static func outputName(of attribute: XMLAttribute) -> String? {
        switch attribute.namespaceURI {
        case nil: attribute.name
        case "http://www.w3.org/XML/1998/namespace": attribute.name == "lang" ? nil : "xml:" + attribute.name
        case "http://www.w3.org/1999/xlink": "xlink:" + attribute.name
        default: nil
        }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func escapeText(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            default: bytes.append(byte)
            }
        }
    }

    mutating func escapeAttribute(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "\""): append("&quot;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            default: bytes.append(byte)
            }
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
