import Foundation
import Testing
@testable import RenderList

@Suite("Data: grouping rows")
struct RowArrangementTests {
    private let data = """
        {"sections": [
          {"title": "One", "rows": [{"text": "a", "who": "Wilde", "n": 3}, {"text": "b", "who": "Twain", "n": 1}]},
          {"title": "Two", "rows": [{"text": "c", "n": 2}, {"text": "d", "who": "Wilde", "n": 5}, {"text": "e", "who": "Austen", "n": 4}]}
        ]}
        """

    /// The arranged items, written compactly: `# title` for a section, the row's text for a row.
    private func outline(sort: String?, groupBy: String?) throws -> [String] {
        let path = DataFixtures.temporary(data, name: "data.json")
        let keys = sort.map { $0.split(separator: ",").compactMap { SortKey(String($0)) } } ?? []
        let arrangement = RowArrangement(sort: keys, groupBy: groupBy, language: "en")
        return try arrangement.items(from: ListSource(path: path).open()).compactMap { item in
            switch item {
            case .sectionStart(let section): "# \(section.title ?? "-")@\(section.index)"
            case .row(let row): "\(row.fields["text"].map { "\($0)" } ?? "")@\(row.section)"
            case .sectionEnd: nil
            }
        }.map { $0.replacingOccurrences(of: "string(\"", with: "").replacingOccurrences(of: "\")", with: "") }
    }

    @Test func sortingKeepsTheDataSections() throws {
        #expect(try outline(sort: "n", groupBy: nil) == ["# One@0", "b@0", "a@0", "# Two@1", "c@1", "e@1", "d@1"])
    }

    @Test func groupsInOrderOfFirstAppearanceWithMissingLast() throws {
        #expect(try outline(sort: nil, groupBy: "who")
            == ["# Wilde@0", "a@0", "d@0", "# Twain@1", "b@1", "# Austen@2", "e@2", "# Other@3", "c@3"])
    }

    @Test func aSecondKeyOrdersTheTiesOfTheFirst() throws {
        // Wilde's two rows (a: 3, d: 5) tie on `who`: `-n` orders them; rows without `who` last.
        #expect(try outline(sort: "who,-n", groupBy: nil) == ["# One@0", "b@0", "a@0", "# Two@1", "e@1", "d@1", "c@1"])
        #expect(try outline(sort: "who,n", groupBy: "who")
            == ["# Austen@0", "e@0", "# Twain@1", "b@1", "# Wilde@2", "a@2", "d@2", "# Other@3", "c@3"])
        #expect(try outline(sort: "n,who", groupBy: nil) == ["# One@0", "b@0", "a@0", "# Two@1", "c@1", "e@1", "d@1"])
    }

    @Test func rowsInAGroupKeepTheSortedOrder() throws {
        #expect(try outline(sort: "-n", groupBy: "who")
            == ["# Wilde@0", "d@0", "a@0", "# Twain@1", "b@1", "# Austen@2", "e@2", "# Other@3", "c@3"])
    }

    @Test func groupsSortByTheirValueWhenSortNamesTheSameKey() throws {
        #expect(try outline(sort: "who", groupBy: "who")
            == ["# Austen@0", "e@0", "# Twain@1", "b@1", "# Wilde@2", "a@2", "d@2", "# Other@3", "c@3"])
        #expect(try outline(sort: "-who", groupBy: "who")
            == ["# Wilde@0", "a@0", "d@0", "# Twain@1", "b@1", "# Austen@2", "e@2", "# Other@3", "c@3"])
    }
}
