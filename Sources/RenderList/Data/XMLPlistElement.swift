/// The elements of an XML property list.
enum XMLPlistElement: String, CaseIterable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    /// Recognizes the reader's current element by its interned name, falling back to comparing
    /// strings; nil for an element that is not part of a property list.
    struct Table {
        private let names: [(XMLTextReader.Name, XMLPlistElement)]

        init(reader: XMLTextReader) {
            names = XMLPlistElement.allCases.map { (reader.intern($0.rawValue), $0) }
        }

        func current(_ reader: XMLTextReader) -> XMLPlistElement? {
            let token = reader.localNameToken
            for (name, element) in names where name == token { return element }
            return XMLPlistElement(rawValue: reader.localName)
        }
    }
}
