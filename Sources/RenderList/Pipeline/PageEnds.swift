/// The values page bindings read from a list page's first and last data rows
/// (`{first:KEY}`, `{last:KEY}` in ``PagePattern``), as text.
struct PageEnds: Equatable {
    /// The first row's text by key; a key the row lacks is missing.
    var first: [String: String] = [:]
    /// The last row's text by key.
    var last: [String: String] = [:]

    /// The text of `keys` in `row`: as a default cell shows the value, without characters HTML
    /// cannot carry, white space collapsed (a title is one line).
    static func values(of row: Row, keys: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for key in keys {
            guard let value = row.value(atPath: key) else { continue }
            values[key] = TextSanitizer.clean(value.plainText).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return values
    }

    /// Collects every page's ends while rows stream by: it holds the values of the rows placed
    /// since the current page began (a page's worth of a few keys), never the whole list.
    struct Collector {
        /// The keys the template's page bindings read; none: nothing is kept.
        let keys: [String]
        /// The ends of every page closed so far, in page order.
        private(set) var pages: [PageEnds] = []
        /// Rows of the open page (and of the next, once it began), by spool offset.
        private var open: [(offset: Int, values: [String: String])] = []
        private var begun = 0

        init(keys: [String]) { self.keys = keys }

        /// A data row written at spool `offset`.
        mutating func row(_ row: Row, at offset: Int) {
            guard !keys.isEmpty else { return }
            self.row(PageEnds.values(of: row, keys: keys), at: offset)
        }

        /// A data row written at spool `offset`, whose values of ``keys`` are `values`.
        mutating func row(_ values: [String: String], at offset: Int) {
            guard !keys.isEmpty else { return }
            open.append((offset, values))
        }

        /// A page begins at spool `offset`: the rows before it end the page before.
        mutating func pageBegins(at offset: Int) {
            if begun > 0 { close(before: offset) }
            begun += 1
        }

        /// The list ends: the open page (or the one empty page) is closed.
        mutating func finish() {
            close(before: .max)
            while pages.count < max(begun, 1) { pages.append(PageEnds()) }
        }

        private mutating func close(before offset: Int) {
            let rows = open.prefix { $0.offset < offset }
            pages.append(PageEnds(first: rows.first?.values ?? [:], last: rows.last?.values ?? [:]))
            open.removeFirst(rows.count)
        }
    }
}

/// Everything a page binding can show on one page (``PagePattern``).
struct PageValues {
    /// The template's `<title>`.
    var site: String
    /// The list's name: the site's title, or the value of a taxonomy's list.
    var list: String
    var page: Int
    var pages: Int
    var ends = PageEnds()
}
