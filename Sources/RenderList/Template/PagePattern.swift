/// The text of a page binding (`rl:page-text`, `rl:page-attr-content`): literal text with
/// placeholders that every list page fills with its own values: `{site}` (the template's
/// `<title>`), `{list}` (the site's title, or a taxonomy list's value), `{page}`, `{pages}`,
/// `{first:KEY}` and `{last:KEY}` (the key's value in the page's first and last row);
/// `{{` and `}}` are literal braces.
struct PagePattern: Equatable {
    /// One piece of the pattern.
    enum Part: Equatable {
        case literal(String)
        case site, list, page, pages
        case first(String), last(String)
    }

    let parts: [Part]

    /// The placeholders, as messages list them.
    static let placeholders = "{site}, {list}, {page}, {pages}, {first:KEY} and {last:KEY}"

    /// Parses `text`; the error is the sentence a ``TemplateError`` carries.
    static func parse(_ text: String) -> Result<PagePattern, PagePatternError> {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == "}" {
                guard rest.first == "}" else { return .failure(PagePatternError("a lone \"}\"")) }
                rest = rest.dropFirst()
                literal.append("}")
                continue
            }
            guard character == "{" else {
                literal.append(character)
                continue
            }
            if rest.first == "{" {
                rest = rest.dropFirst()
                literal.append("{")
                continue
            }
            guard let close = rest.firstIndex(of: "}") else { return .failure(PagePatternError("a \"{\" that is never closed")) }
            guard let part = placeholder(rest[..<close]) else {
                return .failure(PagePatternError("the placeholder \"{\(rest[..<close])}\""))
            }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(part)
            rest = rest[rest.index(after: close)...]
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return .success(PagePattern(parts: parts))
    }

    private static func placeholder(_ name: Substring) -> Part? {
        switch name {
        case "site": return .site
        case "list": return .list
        case "page": return .page
        case "pages": return .pages
        default:
            let pieces = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2, !pieces[1].isEmpty, !pieces[1].contains("{") else { return nil }
            if pieces[0] == "first" { return .first(String(pieces[1])) }
            if pieces[0] == "last" { return .last(String(pieces[1])) }
            return nil
        }
    }

    /// The row keys the pattern reads (`{first:KEY}`, `{last:KEY}`).
    var keys: [String] {
        parts.compactMap {
            switch $0 {
            case .first(let key), .last(let key): key
            default: nil
            }
        }
    }

    /// The pattern filled with `values` (unescaped text).
    func text(_ values: PageValues) -> String {
        parts.map {
            switch $0 {
            case .literal(let text): text
            case .site: values.site
            case .list: values.list
            case .page: String(values.page)
            case .pages: String(values.pages)
            case .first(let key): values.ends.first[key] ?? ""
            case .last(let key): values.ends.last[key] ?? ""
            }
        }.joined()
    }
}

/// What is wrong with a page binding's pattern, as a phrase (`the placeholder "{pgae}"`).
struct PagePatternError: Error {
    let problem: String
    init(_ problem: String) { self.problem = problem }
}
