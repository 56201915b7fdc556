import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document as Foundation's XMLParser reads it with namespaces on: a strict check that a
/// file render-list wrote is well-formed, and its elements by local name and namespace.
final class XMLOutline {
    let name: String
    let namespace: String?
    let attributes: [String: String]
    private(set) var children: [XMLOutline] = []
    fileprivate(set) var text = ""

    init(name: String, namespace: String?, attributes: [String: String]) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
    }

    /// The children named `name`.
    func all(_ name: String) -> [XMLOutline] { children.filter { $0.name == name } }

    /// The only child named `name`, or nil when there is none or more than one.
    func one(_ name: String) -> XMLOutline? {
        let found = all(name)
        return found.count == 1 ? found[0] : nil
    }

    /// Parses `data`; nil with the parser's error when it is not well-formed XML.
    static func parse(_ data: Data) -> Result<XMLOutline, Error> {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return .failure(parser.parserError ?? CocoaError(.coderReadCorrupt))
        }
        return .success(root)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLOutline?
        var open: [XMLOutline] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = XMLOutline(name: name, namespace: namespaceURI, attributes: attributes)
            if let parent = open.last { parent.children.append(element) } else { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.text += string
        }
    }
}
