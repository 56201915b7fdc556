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
    private static let foreign: Set<String> = [XHTML.svgNamespace, "http://www.w3.org/1998/Math/MathML"]

    /// Called before each element's start tag; may rewrite the element's attributes.
    typealias AttributeHook = (XMLNode, inout [XMLAttribute]) -> Void

    mutating func write(_ node: XMLNode, hook: AttributeHook? = nil) {
        switch node.kind {
        case .element: writeElement(node, hook: hook)
        case .text: node.withContentBytes { escape($0, quotes: false) }
        case .entityReference, .comment, .processingInstruction, .other: break
        }
    }

    mutating func writeElement(_ element: XMLNode, hook: AttributeHook?) {
        writeStartTag(element, hook: hook)
        let name = element.name
        let foreign = isForeign(element)
        if Self.voidElements.contains(name), !foreign { return }
        if foreign, element.firstChild == nil {
            bytes.removeLast()
            append(" />")
            return
        }
        writeContent(of: element, hook: hook)
        writeEndTag(element)
    }

    mutating func writeStartTag(_ element: XMLNode, hook: AttributeHook?) {
        bytes.append(UInt8(ascii: "<"))
        element.withNameBytes { bytes.append(contentsOf: $0) }
        if let hook {
            var attributes = element.attributes
            hook(element, &attributes)
            for attribute in attributes {
                guard let name = Self.outputName(of: attribute) else { continue }
                Array(attribute.value.utf8).withUnsafeBufferPointer { writeAttribute(name, value: $0) }
            }
        } else {
            element.forEachAttributeBytes { name, namespace, value in
                guard let name = Self.outputName(name, namespace: namespace) else { return }
                writeAttribute(name, value: value)
            }
        }
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func writeAttribute(_ name: String, value: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: " "))
        append(name)
        append("=\"")
        if URLPolicy.urlAttributes.contains(name), URLPolicy.isRelativePath(value) {
            bytes.append(Self.rootMarker)
        }
        escape(value, quotes: true)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func writeContent(of element: XMLNode, hook: AttributeHook?) {
        if Self.rawTextElements.contains(element.name) {
            writeRawText(element.textContent, of: element)
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

    /// `text` as the content of the raw text element `element` (`<style>`, `<script>`): as it
    /// is, but for anything that would close the element early.
    mutating func writeRawText(_ text: String, of element: XMLNode) {
        append(text.replacingAll("</" + element.name, with: "<\\/" + element.name))
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

    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    private static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// The attribute's name in HTML, or nil when it must not be written (bindings, unknown namespaces).
    private static func outputName(of attribute: XMLAttribute) -> String? {
        switch attribute.namespaceURI {
        case nil: attribute.name
        case xmlNamespace: attribute.name == "lang" ? nil : "xml:" + attribute.name
        case xlinkNamespace: "xlink:" + attribute.name
        default: nil
        }
    }

    private static func outputName(_ name: UnsafeBufferPointer<UInt8>, namespace: UnsafeBufferPointer<UInt8>?) -> String? {
        let local = String(decoding: name, as: UTF8.self)
        guard let namespace else { return local }
        return outputName(of: XMLAttribute(name: local, namespaceURI: String(decoding: namespace, as: UTF8.self), value: ""))
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func escapeText(_ text: String) {
        var text = text
        text.withUTF8 { escape($0, quotes: false) }
    }

    mutating func escapeAttribute(_ text: String) {
        var text = text
        text.withUTF8 { escape($0, quotes: true) }
    }

    /// Copies `source`, replacing `&`, `<`, `>` (and `"` when `quotes`) by references; runs
    /// without them are copied whole.
    mutating func escape(_ source: UnsafeBufferPointer<UInt8>, quotes: Bool) {
        var start = 0
        for index in 0..<source.count {
            let replacement: StaticString
            switch source[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where quotes: replacement = "&quot;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
            bytes.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<source.count]))
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
