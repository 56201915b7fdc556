extension XMLPlistTokenizer {
    /// The text content of the element just started, up to its end tag.
    func readText(of element: XMLPlistElement) throws(DataError) -> String {
        if reader.isEmptyElement { return "" }
        var text: String?
        while try readNode() {
            switch reader.nodeType {
            case .text, .whitespace:
                let part = reader.value ?? ""
                if text == nil { text = part } else { text! += part }
            case .endElement: return text ?? ""
            case .element:
                throw error(.syntax, "<\(element)> holds the element <\(reader.localName)>, but it may hold only text. Write markup characters as &lt; and &amp;.")
            case .entityReference: throw entityReference()
            default: continue
            }
        }
        throw truncated()
    }

    func readNode() throws(DataError) -> Bool {
        do throws(XMLParseError) {
            return try reader.read()
        } catch {
            throw DataError.malformedXML(error)
        }
    }
}
