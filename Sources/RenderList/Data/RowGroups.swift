/// The rows of a list put into groups by the values of one key (`--group-by`): one group per
/// distinct value text, rows in the order given; rows whose key is missing, or holds no text
/// (an array, a dictionary, data, blank text), apart.
struct RowGroups {
    /// One group: its title (the value's text), the value it sorts by, and its rows.
    struct Group {
        var title: String
        var value: SortValue?
        /// The smallest data index among its rows: the order of first appearance in the data.
        var firstIndex: Int
        var rows: [Row]
    }

    /// The groups, in the order their values first appear in the rows given.
    private(set) var groups: [Group] = []
    /// The rows without a value to group by, in the order given.
    private(set) var missing: [Row] = []

    /// Groups `rows` by the values of `key` (a key or key path).
    init(rows: [Row], key: String) {
        var positions: [String: Int] = [:]
        for row in rows {
            guard let value = row.value(atPath: key), let title = value.rowText,
                  !title.allSatisfy(\.isWhitespace) else {
                missing.append(row)
                continue
            }
            if let position = positions[title] {
                groups[position].rows.append(row)
                groups[position].firstIndex = min(groups[position].firstIndex, row.index)
            } else {
                positions[title] = groups.count
                groups.append(Group(title: title, value: SortValue(value), firstIndex: row.index, rows: [row]))
            }
        }
    }
}
