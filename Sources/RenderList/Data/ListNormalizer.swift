/// Turns a tokenizer's stream into ``ListItem``s, the way a table controller normalizes its
/// data: a root array of rows is one untitled section; a root array of arrays is one untitled
/// section per inner array; a root dictionary holds `rows` (one section with the root's title
/// and footer) or `sections` (dictionaries with `title`, `footer` and `rows`).
///
/// It pulls one token at a time and holds one row at a time. Root dictionaries need each
/// section's heading before its rows, so for them a ``SectionOutline`` is read first from a
/// second tokenizer over the same file.
final class ListNormalizer {
    let tokens: DataTokenizer
    private let makeOutlineTokenizer: () throws(DataError) -> DataTokenizer
    private var outline = SectionOutline()
    private var state = State.start
    private var pending: [ListItem] = []
    private var pendingIndex = 0
    var rowCount = 0
    private var sectionCount = 0
    private var section = Section(index: 0)
    /// Builds every dictionary row, watching `cell` (one builder: its stack keeps its room).
    var rowBuilder: ValueBuilder

    /// Where the stream stands; `rows` remembers what the rows array belongs to.
    private enum State: Equatable {
        case start, rootArrayFirstItem, sectionArrays, rootDictionary, sectionsArray, sectionDictionary
        case rows(Parent)
        case afterRoot, finished
    }

    enum Parent: Equatable { case rootArray, sectionArrays, rootDictionary, sectionDictionary }

    init(tokens: DataTokenizer, outlineTokenizer: @escaping () throws(DataError) -> DataTokenizer) {
        self.tokens = tokens
        self.makeOutlineTokenizer = outlineTokenizer
        rowBuilder = ValueBuilder(tokens: tokens, watchedKey: "cell")
    }

    /// The next item, or nil after the last section's end.
    func next() throws(DataError) -> ListItem? {
        while pendingIndex == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            if state == .finished { return nil }
            try step()
        }
        pendingIndex += 1
        // Moved out, an empty item left in its place: a copy would count references to all
        // of a row's values once more, and once less when the pending items are cleared.
        var item = ListItem.sectionEnd(Section(index: 0))
        swap(&item, &pending[pendingIndex - 1])
        return item
    }

    /// Consumes one token (a whole row, or a key and the start of its value).
    private func step() throws(DataError) {
        let token = try tokens.next()
        switch state {
        case .start: try startRoot(token)
        case .rootArrayFirstItem: try firstItem(token)
        case .rows(let parent): try rowsStep(token, parent: parent)
        case .sectionArrays: try sectionArraysStep(token)
        case .rootDictionary: try rootDictionaryStep(token)
        case .sectionsArray: sectionsArrayStep(token)
        case .sectionDictionary: try sectionDictionaryStep(token)
        case .afterRoot, .finished:
            guard token == .end else { throw shapeError("The file holds more after its root value.") }
            state = .finished
        }
    }

    private func startRoot(_ token: DataToken) throws(DataError) {
        switch token {
        case .arrayStart:
            state = .rootArrayFirstItem
        case .dictionaryStart:
            outline = try SectionOutline.scan(makeOutlineTokenizer())
            state = .rootDictionary
        default:
            throw shapeError("The root of the file is \(token.phrase), but it must be a list: an array of rows, or a dictionary with \"rows\" or \"sections\". For example \(tokens.format.arrayExample) holding one \(tokens.format.dictionaryExample) per row.")
        }
    }

    private func firstItem(_ token: DataToken) throws(DataError) {
        openSection(SectionHeading())
        switch token {
        case .arrayStart:
            state = .rows(.sectionArrays)
        case .arrayEnd:
            closeSection()
            state = .afterRoot
        default:
            state = .rows(.rootArray)
            try row(token)
        }
    }

    private func rowsStep(_ token: DataToken, parent: Parent) throws(DataError) {
        guard token == .arrayEnd else { return try row(token, parent: parent) }
        switch parent {
        case .rootArray: closeSection(); state = .afterRoot
        case .sectionArrays: closeSection(); state = .sectionArrays
        case .rootDictionary: closeSection(); state = .rootDictionary
        case .sectionDictionary: state = .sectionDictionary  // the section closes with its dictionary
        }
    }

    private func sectionArraysStep(_ token: DataToken) throws(DataError) {
        switch token {
        case .arrayStart:
            openSection(SectionHeading())
            state = .rows(.sectionArrays)
        case .arrayEnd:
            state = .afterRoot
        default:
            throw shapeError("Item \(sectionCount + 1) of the root array is \(token.phrase), but the first item is an array, so the root array is a list of sections and every item must be an array of rows. Wrap the item in \(tokens.format.arrayExample).")
        }
    }

    private func rootDictionaryStep(_ token: DataToken) throws(DataError) {
        guard case .key(let key) = token else { state = .afterRoot; return }
        let value = try tokens.next()
        switch key {
        case "sections":
            try expectArray(value, key: key)
            state = .sectionsArray
        case "rows":
            try expectArray(value, key: key)
            openSection(outline.root)
            state = .rows(.rootDictionary)
        default:
            if value == .arrayStart || value == .dictionaryStart { try tokens.skipContainer() }
        }
    }

    private func sectionsArrayStep(_ token: DataToken) {
        guard token == .dictionaryStart else { state = .rootDictionary; return }
        let headings = outline.sections ?? []
        openSection(sectionCount < headings.count ? headings[sectionCount] : SectionHeading())
        state = .sectionDictionary
    }

    private func sectionDictionaryStep(_ token: DataToken) throws(DataError) {
        guard case .key(let key) = token else { closeSection(); state = .sectionsArray; return }
        let value = try tokens.next()
        if key == "rows" {
            try expectArray(value, key: key)
            state = .rows(.sectionDictionary)
        } else if value == .arrayStart || value == .dictionaryStart {
            try tokens.skipContainer()
        }
    }

    private func openSection(_ heading: SectionHeading) {
        section = Section(index: sectionCount, title: heading.title, footer: heading.footer)
        sectionCount += 1
        pending.append(.sectionStart(section))
    }

    private func closeSection() {
        pending.append(.sectionEnd(section))
    }

    func emit(_ row: consuming Row) {
        pending.append(.row(row))
    }

    var currentSection: Int { section.index }
}
