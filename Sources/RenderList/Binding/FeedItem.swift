import Foundation

/// One data row as the feeds show it: the values its prototype's ``FeedKeys`` name.
struct FeedItem: Equatable {
    /// The row's 0-based index over all data rows.
    let rowIndex: Int
    /// The entry's title: the title key's text, else `Row N`.
    let title: String
    /// The link key's value, when it is one (not yet resolved against the base URL).
    let link: String?
    /// The date key's value, when it is a date or ISO 8601 text.
    let date: Date?
    /// The summary key's text, when it has one.
    let summary: String?

    /// The feed values of `row`, read through `keys` (paths such as `author.name` too, as other
    /// bindings read them).
    init(row: Row, keys: FeedKeys) {
        let scope = BindingScope(row: row.fields)
        func text(_ key: String?) -> String? {
            guard let key, let value = scope.value(for: key), !value.isEmpty else { return nil }
            let text = value.plainText.trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }
        rowIndex = row.index
        title = text(keys.title) ?? "Row \(row.index + 1)"
        link = text(keys.link)
        summary = text(keys.summary)
        switch keys.date.flatMap(scope.value(for:)) {
        case .date(let date)?: self.date = date
        case .string(let string)?: self.date = ValueFormatter.parseISODate(string.trimmingCharacters(in: .whitespaces))
        default: self.date = nil
        }
    }
}
