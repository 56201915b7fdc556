/// What `--sort` and `--group-by` do to the list: the rows read whole, sorted, and put into
/// sections by a key's values. Unlike the stream a ``ListReader`` gives, the arrangement holds
/// every row's data in memory.
public struct RowArrangement: Sendable {
    /// The order of the rows: by the first key, rows equal in it by the next, and so on;
    /// none keeps data order.
    public var sort: [SortKey]
    /// The key whose values make the sections; nil keeps the data's sections.
    public var groupBy: String?
    /// The language text is compared in (the template's `<html lang>`).
    public var language: String

    /// The title of the last section under `--group-by`, which holds the rows without the key.
    public static let otherTitle = "Other"

    /// An arrangement sorting by the keys of `sort` and grouping by `groupBy`, text compared in `language`.
    public init(sort: [SortKey], groupBy: String?, language: String) {
        self.sort = sort
        self.groupBy = groupBy
        self.language = language
    }

    /// Reads every item of `reader` and returns the list arranged: without `groupBy`, the
    /// data's sections with their rows sorted; with it, one titled section per value.
    public func items(from reader: ListReader) throws(DataError) -> [ListItem] {
        var sections: [(section: Section, rows: [Row])] = []
        while let item = try reader.next() {
            switch item {
            case .sectionStart(let section): sections.append((section, []))
            case .row(let row): sections[sections.count - 1].rows.append(row)
            case .sectionEnd: break
            }
        }
        let orders = sort.map { RowOrder(key: $0, language: language) }
        guard let groupBy else {
            return sections.flatMap { Self.items($0.section, Self.sorted($0.rows, by: orders)) }
        }
        let groups = RowGroups(rows: Self.sorted(sections.flatMap(\.rows), by: orders), key: groupBy)
        var ordered = groups.groups
        if let order = orders.first(where: { $0.key.path == groupBy }) {
            ordered = ordered.enumerated().sorted {
                order.precedes($0.element.value, $1.element.value, $0.offset, $1.offset)
            }.map(\.element)
        } else {
            ordered.sort { $0.firstIndex < $1.firstIndex }
        }
        if !groups.missing.isEmpty {
            ordered.append(RowGroups.Group(title: Self.otherTitle, value: nil, firstIndex: .max, rows: groups.missing))
        }
        return ordered.enumerated().flatMap { index, group in
            Self.items(Section(index: index, title: group.title), group.rows)
        }
    }

    /// `rows` sorted by the first order, rows equal in it by the next, and so on: each order's
    /// sort is stable, so sorting by the last first and by the first last gives that.
    private static func sorted(_ rows: [Row], by orders: [RowOrder]) -> [Row] {
        orders.reversed().reduce(rows) { $1.sorted($0) }
    }

    /// A section's items: its start, its rows (renumbered into it), its end.
    private static func items(_ section: Section, _ rows: [Row]) -> [ListItem] {
        var items: [ListItem] = [.sectionStart(section)]
        items.reserveCapacity(rows.count + 2)
        for var row in rows {
            row.section = section.index
            items.append(.row(row))
        }
        items.append(.sectionEnd(section))
        return items
    }
}
