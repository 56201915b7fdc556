import Foundation
import Testing
@testable import RenderList

@Suite("Data: normalization")
struct DataNormalizationTests {
    private func json(_ text: String) -> String {
        DataFixtures.temporary(text, name: "data.json")
    }

    /// The items with rows reduced to their text field (or prototype), for compact expectations.
    private func outline(_ path: String) throws -> [String] {
        try DataFixtures.items(path).map { item in
            switch item {
            case .sectionStart(let section): "start \(section.index) \(section.title ?? "-") \(section.footer ?? "-")"
            case .sectionEnd(let section): "end \(section.index)"
            case .row(let row): "row \(row.index)@\(row.section) \(row.prototype ?? "") \(row.fields["text"].map { "\($0)" } ?? "")"
            }
        }
    }

    @Test(arguments: ["sections.plist", "sections-binary.plist", "sections.json"])
    func titledSectionsWithSortedKeys(name: String) throws {
        // In the property lists, "rows" comes before "title": the title still opens the section.
        let items = try DataFixtures.items(DataFixtures.path(name))
        #expect(items.first == .sectionStart(Section(index: 0, title: "Classics", footer: "2 quotes")))
        let starts = items.compactMap { if case .sectionStart(let section) = $0 { section } else { nil } }
        #expect(starts == [Section(index: 0, title: "Classics", footer: "2 quotes"), Section(index: 1, title: "Ads"), Section(index: 2)])
        let rows = DataFixtures.rows(items)
        #expect(rows.map(\.index) == [0, 1, 2])
        #expect(rows.map(\.section) == [0, 0, 1])
        #expect(rows[2].prototype == "AdCell")
        #expect(items.last == .sectionEnd(Section(index: 2)))
        #expect(items[3] == .sectionEnd(Section(index: 0, title: "Classics", footer: "2 quotes")))
    }

    @Test func sectionStreamOrder() throws {
        #expect(try outline(DataFixtures.path("sections.plist")) == [
            "start 0 Classics 2 quotes", "row 0@0  string(\"Stay hungry.\")",
            "row 1@0  string(\"Simplicity is prerequisite for reliability.\")", "end 0",
            "start 1 Ads -", "row 2@1 AdCell string(\"Buy more quotes.\")", "end 1",
            "start 2 - -", "end 2",
        ])
    }

    @Test func rootDictionaryWithRowsIsOneTitledSection() throws {
        let items = try DataFixtures.items(DataFixtures.path("titled-rows.plist"))
        #expect(items.first == .sectionStart(Section(index: 0, title: "Quotes", footer: "The end")))
        #expect(items.last == .sectionEnd(Section(index: 0, title: "Quotes", footer: "The end")))
        #expect(DataFixtures.rows(items).count == 2)
    }

    @Test func arraysOfArraysAreUntitledSections() throws {
        #expect(try outline(DataFixtures.path("arrays.json")) == [
            "start 0 - -", "row 0@0  string(\"Stay hungry.\")",
            "row 1@0  string(\"Simplicity is prerequisite for reliability.\")", "end 0",
            "start 1 - -", "end 1",
            "start 2 - -", "row 2@2  string(\"x\")", "row 3@2  string(\"y\")", "end 2",
        ])
    }

    @Test func emptyRootArrayIsOneEmptySection() throws {
        #expect(try outline(json("[]")) == ["start 0 - -", "end 0"])
    }

    @Test func scalarRowsDescribeThemselves() throws {
        let rows = DataFixtures.rows(try DataFixtures.items(json(#"["a", 7, -2.5, 0.1, 1e21, true, false]"#)))
        #expect(rows.map { $0.fields } == ["a", "7", "-2.5", "0.1", "1e+21", "true", "false"].map { ["text": .string($0)] })
    }

    @Test func jsonKeysInAnyOrder() throws {
        let path = json(#"{"sections": [{"rows": ["a"], "title": "T1"}, {"footer": "F2", "title": "T2", "rows": ["b"]}], "title": "ignored"}"#)
        #expect(try outline(path) == ["start 0 T1 -", "row 0@0  string(\"a\")", "end 0", "start 1 T2 F2", "row 1@1  string(\"b\")", "end 1"])
    }

    @Test func unknownKeysAreSkipped() throws {
        let path = json(#"{"meta": {"deep": [1, {"x": 2}]}, "rows": [{"text": "a", "cell": null}], "other": [[1]]}"#)
        #expect(try outline(path) == ["start 0 - -", "row 0@0  string(\"a\")", "end 0"])
    }

    @Test func numericTitlesBecomeText() throws {
        #expect(try outline(json(#"{"title": 2024, "rows": []}"#)) == ["start 0 2024 -", "end 0"])
    }

    @Test(arguments: [
        (#""hello""#, "The root of the file is the string \"hello\""),
        ("42", "The root of the file is the integer 42"),
        (#"{"items": []}"#, "neither \"rows\" nor \"sections\""),
        (#"{"rows": [], "sections": []}"#, "Keep either one \"rows\" array or one \"sections\" array"),
        (#"{"rows": {"a": 1}}"#, "The key \"rows\" must hold an array, but it holds a dictionary"),
        (#"{"sections": [["a"]]}"#, "Section 1 is an array"),
        (#"{"sections": [{"title": ["x"], "rows": []}]}"#, "The title of a section must be text"),
        (#"[["a"], {"text": "b"}]"#, "Item 2 of the root array is a dictionary, but the first item is an array"),
        (#"[{"text": "a"}, ["b"]]"#, "Row 1: the row is an array"),
        (#"[{"cell": 7}]"#, "Row 0: the key \"cell\" must be a string naming a prototype, but it is the integer 7. Write the prototype's name, for example \"QuoteCell\"."),
        (#"{"rows": [{"text": "a"}, {"text": "b", "cell": true}]}"#, "Row 1: the key \"cell\" must be a string"),
    ])
    func shapeErrors(text: String, message: String) {
        let error = DataFixtures.error(json(text))
        #expect(error?.kind == .shape || error?.kind == .value, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func dataRowIsAnError() {
        let path = DataFixtures.temporary(DataFixtures.plist("<array>\n<data>AAE=</data>\n</array>"))
        let error = DataFixtures.error(path)
        #expect(error?.rowIndex == 0)
        #expect(error?.location?.line == 5)
        #expect(error?.message.hasPrefix("Row 0: the row is data of 2 bytes, which cannot be shown as a row.") == true)
    }

    @Test func rowIndicesCountAcrossSectionsInDataOrder() throws {
        let path = json(#"[["a", "b"], [], ["c"], ["d", "e", "f"]]"#)
        let rows = DataFixtures.rows(try DataFixtures.items(path))
        #expect(rows.map(\.index) == [0, 1, 2, 3, 4, 5])
        #expect(rows.map(\.section) == [0, 0, 2, 3, 3, 3])
    }

    @Test func errorsAreSticky() throws {
        let reader = try ListSource(path: json(#"["a", {"cell": 1}]"#)).open()
        #expect(try reader.next() == .sectionStart(Section(index: 0)))
        guard case .row(let row) = try reader.next() else { Issue.record("expected a row"); return }
        #expect(row.fields == ["text": .string("a")])
        #expect(throws: DataError.self) { _ = try reader.next() }
        #expect(reader.rowCount == 1)
        #expect(throws: DataError.self) { _ = try reader.next() }
    }

    @Test func afterTheEndNextStaysNil() throws {
        let reader = try ListSource(path: json(#"["a"]"#)).open()
        var count = 0
        while try reader.next() != nil { count += 1 }
        #expect(count == 3)
        #expect(try reader.next() == nil)
    }

    @Test func sectionOutlineErrorsCarryLocations() {
        let path = DataFixtures.temporary(DataFixtures.plist("<dict>\n<key>sections</key>\n<array>\n<string>oops</string>\n</array>\n</dict>"))
        let error = DataFixtures.error(path)
        #expect(error?.kind == .shape)
        #expect(error?.location?.line == 7)
        #expect(error?.location?.column == 1)
        #expect(error?.message.contains("Section 1 is the string \"oops\"") == true)
    }
}
