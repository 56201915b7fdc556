/// Streams the tokens of an XML property list through libxml2's reader (``XMLTextReader``):
/// memory stays flat however many rows the file holds.
///
/// It accepts `<plist>` around one value, or a bare value as the root element, like Foundation.
final class XMLPlistTokenizer: DataTokenizer {
    let format = DataFormat.xmlPropertyList
    let path: String
    let reader: XMLTextReader
    private let elements: XMLPlistElement.Table
    /// The open `<dict>`s and `<array>`s; for a dictionary, whether a `<key>` comes next.
    private var containers: [(isDictionary: Bool, expectingKey: Bool)] = []
    private var phase = Phase.beforeRoot
    /// The end token an empty `<dict/>` or `<array/>` owes.
    private var pendingEnd: DataToken?
    private var lastKey = ""

    private enum Phase { case beforeRoot, inPlist, inValue, afterValue, done }

    init(path: String) throws(DataError) {
        self.path = path
        do throws(XMLParseError) {
            reader = try XMLTextReader(path: path)
        } catch {
            throw DataError.malformedXML(error)
        }
        elements = XMLPlistElement.Table(reader: reader)
    }

    var location: SourceLocation {
        let line = reader.nodeLine
        if line > 0, line < 65_535 { return SourceLocation(path: path, line: line) }
        return SourceLocation(path: path, line: reader.parserLine, column: reader.parserColumn)
    }

    func next() throws(DataError) -> DataToken {
        if let pending = pendingEnd {
            pendingEnd = nil
            containers.removeLast()
            valueFinished()
            return pending
        }
        while phase != .done, try readNode() {
            switch reader.nodeType {
            case .element:
                if let token = try startElement() { return token }
            case .endElement:
                if let token = try endElement() { return token }
            case .text:
                throw error(.syntax, "The text \(DataValue.quoted(reader.value ?? "")) stands between elements, where only elements may be. Put it inside an element such as \(format.example(string: "…")).")
            case .entityReference:
                throw entityReference()
            case .whitespace, .comment, .processingInstruction, .documentType, .other:
                continue
            }
        }
        return try endOfDocument()
    }

    func skipContainer() throws(DataError) {
        if pendingEnd != nil { _ = try next(); return }
        var level = 0
        while try readNode() {
            switch reader.nodeType {
            case .element where !reader.isEmptyElement:
                level += 1
            case .endElement:
                if level == 0 { containers.removeLast(); valueFinished(); return }
                level -= 1
            default:
                continue
            }
        }
        throw truncated()
    }

    // MARK: Elements

    private func startElement() throws(DataError) -> DataToken? {
        guard let element = elements.current(reader) else { throw unknownElement() }
        if phase == .beforeRoot, element == .plist {
            if reader.isEmptyElement { throw noValue() }
            phase = .inPlist
            return nil
        }
        if phase == .afterValue { throw secondRootValue(reader.localName) }
        phase = .inValue
        if let top = containers.last, top.isDictionary {
            if top.expectingKey { return try key(element) }
            if element == .key { throw keyWithoutValue() }
        } else if element == .key {
            throw error(.syntax, "A <key> stands outside a dictionary. Keys belong inside <dict>…</dict>, each followed by its value.")
        }
        return try value(element)
    }

    private func key(_ element: XMLPlistElement) throws(DataError) -> DataToken {
        guard element == .key else {
            throw error(.syntax, "A dictionary holds <\(element)> where a <key> should come. Write each entry as <key>name</key> followed by its value.")
        }
        lastKey = try readText(of: element)
        containers[containers.count - 1].expectingKey = false
        return .key(lastKey)
    }

    private func value(_ element: XMLPlistElement) throws(DataError) -> DataToken {
        switch element {
        case .dict, .array:
            guard containers.count < DataLimits.maximumDepth else { throw tooDeep() }
            let isDictionary = element == .dict
            containers.append((isDictionary, true))
            if reader.isEmptyElement { pendingEnd = isDictionary ? .dictionaryEnd : .arrayEnd }
            return isDictionary ? .dictionaryStart : .arrayStart
        case .plist:
            throw unknownElement()
        default:
            let scalar = try PlistScalar.parse(element: element, text: readText(of: element), tokenizer: self)
            valueFinished()
            return .scalar(scalar)
        }
    }

    private func endElement() throws(DataError) -> DataToken? {
        guard let top = containers.last else {
            if phase == .inPlist { throw noValue() }
            return nil  // </plist>
        }
        if top.isDictionary, !top.expectingKey { throw keyWithoutValue() }
        containers.removeLast()
        valueFinished()
        return top.isDictionary ? .dictionaryEnd : .arrayEnd
    }

    private func valueFinished() {
        if containers.isEmpty {
            phase = .afterValue
        } else if containers[containers.count - 1].isDictionary {
            containers[containers.count - 1].expectingKey = true
        }
    }

    private func endOfDocument() throws(DataError) -> DataToken {
        if phase == .done { return .end }
        guard containers.isEmpty, phase == .afterValue else {
            throw phase == .beforeRoot || phase == .inPlist ? noValue() : truncated()
        }
        phase = .done
        return .end
    }
}
