import Foundation

/// What `--taxonomy KEY` lists: every value the rows hold under the key (text, or an array of
/// texts), each with a folder name of its own and its rows, in the arranged order.
public struct Taxonomy: Sendable {
    /// One value of the key: its text, its folder (a slug, unique among the terms) and how many
    /// rows hold it.
    public struct Term: Equatable, Sendable {
        /// The value as the rows hold it.
        public var value: String
        /// The URL-safe folder name of the value's list (see ``Taxonomy/slug(_:)``).
        public var slug: String
        /// Rows holding the value.
        public var rowCount: Int
    }

    /// The key (or key path) whose values are listed.
    public let key: String
    /// The folder the lists are written in, a slug of the key (`tags`).
    public let folder: String
    /// Every value, sorted in the template's language.
    public private(set) var terms: [Term] = []

    /// The folders of the main site that a taxonomy's folder cannot be.
    public static let reservedFolders: Set<String> = ["page", "images", "fonts"]

    /// Why the lists of `key` cannot be written, or nil when they can: a whole sentence.
    public static func problem(withKey key: String) -> String? {
        let folder = Taxonomy.slug(key)
        guard reservedFolders.contains(folder) else { return nil }
        return "--taxonomy \(DataValue.quoted(key)) would write its lists into the folder \(folder)/, which holds the site's own \(folder == "page" ? "pages" : folder). Name another key (rename the key in the data if needed)."
    }

    /// The terms of `items`' rows under `key`, sorted as `language` sorts text.
    public init(key: String, items: [ListItem], language: String) {
        self.key = key
        folder = Self.slug(key)
        var counts: [String: Int] = [:]
        for case .row(let row) in items {
            for value in Self.values(of: row, key: key) { counts[value, default: 0] += 1 }
        }
        let locale = Locale(identifier: language)
        let values = counts.keys.sorted {
            let order = $0.compare($1, options: [], range: nil, locale: locale)
            return order == .orderedSame ? $0 < $1 : order == .orderedAscending
        }
        var taken: Set<String> = []
        for value in values {
            let base = Self.slug(value)
            var slug = base, number = 2
            while !taken.insert(slug).inserted { slug = "\(base)-\(number)"; number += 1 }
            terms.append(Term(value: value, slug: slug, rowCount: counts[value] ?? 0))
        }
    }

    /// The items of `term`'s list: the rows holding its value, in their sections, sections
    /// without such rows left out.
    public func items(of term: Term, in items: [ListItem]) -> [ListItem] {
        var result: [ListItem] = []
        var start: ListItem?
        for item in items {
            switch item {
            case .sectionStart: start = item
            case .row(let row):
                guard Self.values(of: row, key: key).contains(term.value) else { continue }
                if let opened = start { result.append(opened); start = nil }
                result.append(item)
            case .sectionEnd:
                if start == nil { result.append(item) }
                start = nil
            }
        }
        return result.isEmpty ? [.sectionStart(Section(index: 0)), .sectionEnd(Section(index: 0))] : result
    }

    /// The distinct texts `row` holds under `key`: its text, or the texts of its array (blank
    /// texts, and values that are no text, left out).
    static func values(of row: Row, key: String) -> [String] {
        let items: [DataValue]
        switch row.value(atPath: key) {
        case nil: return []
        case .array(let array)?: items = array
        case let value?: items = [value]
        }
        var seen: Set<String> = []
        return items.compactMap(\.rowText).filter { !$0.allSatisfy(\.isWhitespace) && seen.insert($0).inserted }
    }

    /// A folder name for `text`: lower-case letters and digits (accents dropped), every other
    /// run of characters one `-`; `value` when nothing is left.
    public static func slug(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en"))
        var slug = ""
        for character in folded {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? "value" : slug
    }
}
