/// A section's heading texts, learned before its rows are streamed.
struct SectionHeading: Equatable {
    var title: String?
    var footer: String?
}

/// What a cheap first pass over a root dictionary learns: whether it holds `rows` or
/// `sections`, and every section's title and footer.
///
/// Property list writers sort dictionary keys, so `rows` comes before `title`. The second,
/// streaming pass needs each title before the first row, so this pass reads the file once
/// without building rows (binary property lists skip them in constant time), keeping only the
/// headings: memory grows with the number of sections, never with the number of rows.
struct SectionOutline: Equatable {
    /// The root dictionary's own `title` and `footer` (used when it holds `rows`).
    var root = SectionHeading()
    /// One heading per item of `sections`; nil when the root holds `rows` instead.
    var sections: [SectionHeading]?

    /// Reads the outline from `tokens`, a tokenizer at the start of a file whose root is a
    /// dictionary.
    static func scan(_ tokens: DataTokenizer) throws(DataError) -> SectionOutline {
        var outline = SectionOutline()
        var sawRows = false
        guard try tokens.next() == .dictionaryStart else { throw shapeError(tokens, "The root is not a dictionary.") }
        while case .key(let key) = try tokens.next() {
            let value = try tokens.next()
            switch key {
            case "sections":
                guard outline.sections == nil, !sawRows else { throw both(tokens) }
                try expectArray(value, key: key, tokens)
                outline.sections = try scanSections(tokens)
            case "rows":
                guard outline.sections == nil, !sawRows else { throw both(tokens) }
                try expectArray(value, key: key, tokens)
                try tokens.skipContainer()
                sawRows = true
            case "title", "footer":
                try set(key, of: &outline.root, to: value, tokens)
            default:
                try skip(value, tokens)
            }
        }
        guard outline.sections != nil || sawRows else {
            throw shapeError(tokens, "The root dictionary has neither \"rows\" nor \"sections\", so it does not describe a list. Add \"rows\" (an array of rows) or \"sections\" (an array of dictionaries with title, footer and rows).")
        }
        return outline
    }

    private static func scanSections(_ tokens: DataTokenizer) throws(DataError) -> [SectionHeading] {
        var headings: [SectionHeading] = []
        while true {
            let token = try tokens.next()
            if token == .arrayEnd { return headings }
            guard token == .dictionaryStart else {
                throw shapeError(tokens, "Section \(headings.count + 1) is \(token.phrase), but each item of \"sections\" must be a dictionary with an optional title and footer and an array of rows, like \(tokens.format.dictionaryExample).")
            }
            headings.append(try scanSection(tokens))
        }
    }

    private static func scanSection(_ tokens: DataTokenizer) throws(DataError) -> SectionHeading {
        var heading = SectionHeading()
        var sawRows = false
        while case .key(let key) = try tokens.next() {
            let value = try tokens.next()
            switch key {
            case "rows":
                guard !sawRows else { throw shapeError(tokens, "A section has the key \"rows\" twice. Keep one array of rows per section.") }
                try expectArray(value, key: key, tokens)
                try tokens.skipContainer()
                sawRows = true
            case "title", "footer":
                try set(key, of: &heading, to: value, tokens)
            default:
                try skip(value, tokens)
            }
        }
        return heading
    }

    private static func set(_ key: String, of heading: inout SectionHeading, to value: DataToken,
                            _ tokens: DataTokenizer) throws(DataError) {
        var text: String?
        switch value {
        case .null: text = nil
        case .scalar(let scalar) where scalar.rowText != nil: text = scalar.rowText
        default:
            throw DataError(kind: .shape, message: "The \(key) of a section must be text, but it is \(value.phrase). Write it as \(tokens.format.example(string: "Favorites")).",
                            location: tokens.errorLocation(), key: key)
        }
        if key == "title" { heading.title = text } else { heading.footer = text }
    }

    private static func expectArray(_ value: DataToken, key: String, _ tokens: DataTokenizer) throws(DataError) {
        guard value == .arrayStart else {
            throw DataError(kind: .shape, message: "The key \"\(key)\" must hold an array, but it holds \(value.phrase). Write it as \(tokens.format.arrayExample).",
                            location: tokens.errorLocation(), key: key)
        }
    }

    private static func skip(_ value: DataToken, _ tokens: DataTokenizer) throws(DataError) {
        if value == .arrayStart || value == .dictionaryStart { try tokens.skipContainer() }
    }

    private static func both(_ tokens: DataTokenizer) -> DataError {
        shapeError(tokens, "The root dictionary has \"rows\" or \"sections\" more than once, or both. Keep either one \"rows\" array or one \"sections\" array.")
    }

    static func shapeError(_ tokens: DataTokenizer, _ message: String) -> DataError {
        DataError(kind: .shape, message: message, location: tokens.errorLocation())
    }
}
