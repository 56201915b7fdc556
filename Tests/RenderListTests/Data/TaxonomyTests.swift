import Foundation
import Testing
@testable import RenderList

@Suite("Data: taxonomies")
struct TaxonomyTests {
    private func items(_ tags: [DataValue?]) -> [ListItem] {
        let rows = tags.enumerated().map { index, value in
            ListItem.row(Row(index: index, section: 0, fields: value.map { ["tags": $0] } ?? [:]))
        }
        return [.sectionStart(Section(index: 0))] + rows + [.sectionEnd(Section(index: 0))]
    }

    @Test func slugsAreLowerCaseLettersAndDigitsJoinedByDashes() {
        #expect(Taxonomy.slug("Science Fiction") == "science-fiction")
        #expect(Taxonomy.slug("  Café, crème!  ") == "cafe-creme")
        #expect(Taxonomy.slug("C++") == "c")
        #expect(Taxonomy.slug("日本語") == "日本語")
        #expect(Taxonomy.slug("!!!") == "value")
        #expect(Taxonomy.slug("author.name") == "author-name")
    }

    @Test func termsCountRowsOnceAndGetUniqueSlugs() {
        let list = items([.array([.string("wit"), .string("Wit"), .string("wit")]), .string("wit"), nil,
                          .array([.string("C++"), .string("C#"), .string(" "), .string("??")]), .integer(7)])
        let taxonomy = Taxonomy(key: "tags", items: list, language: "en")
        #expect(taxonomy.folder == "tags")
        #expect(taxonomy.terms.map(\.value) == ["??", "7", "C#", "C++", "wit", "Wit"])
        #expect(taxonomy.terms.map(\.slug) == ["value", "7", "c", "c-2", "wit", "wit-2"])
        #expect(taxonomy.terms.map(\.rowCount) == [1, 1, 1, 1, 2, 1])
    }

    @Test func aTermsListKeepsOnlySectionsWithItsRows() {
        let list: [ListItem] = [
            .sectionStart(Section(index: 0, title: "A")), .row(Row(index: 0, section: 0, fields: ["tags": .string("x")])),
            .sectionEnd(Section(index: 0, title: "A")),
            .sectionStart(Section(index: 1, title: "B")), .row(Row(index: 1, section: 1, fields: ["tags": .string("y")])),
            .sectionEnd(Section(index: 1, title: "B")),
        ]
        let taxonomy = Taxonomy(key: "tags", items: list, language: "en")
        let y = try! #require(taxonomy.terms.first { $0.value == "y" })
        #expect(taxonomy.items(of: y, in: list) == Array(list[3...]))
    }

    @Test func reservedFoldersAreRefused() {
        #expect(Taxonomy.problem(withKey: "page")?.contains("\"page\"") == true)
        #expect(Taxonomy.problem(withKey: "Images")?.contains("images/") == true)
        #expect(Taxonomy.problem(withKey: "tags") == nil)
    }
}
