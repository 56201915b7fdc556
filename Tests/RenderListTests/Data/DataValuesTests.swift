import Foundation
import Testing
@testable import RenderList

@Suite("Data: values in memory")
struct DataValuesTests {
    private struct Quote: Codable {
        var text: String
        var cell: String?
        var likes: Int
        var added: Date?
    }

    private struct Sections: Codable {
        struct Part: Codable {
            var title: String
            var rows: [Quote]
        }
        var sections: [Part]
    }

    private func read(_ source: ListSource) throws -> [ListItem] {
        let reader = try source.open()
        var items: [ListItem] = []
        while let item = try reader.next() { items.append(item) }
        return items
    }

    @Test func rowsOfAnyValuesAreOneUntitledSection() throws {
        let source = try ListSource(rows: [["text": "One", "likes": 3, "cell": "AdCell"], ["text": "Two", "gone": NSNull()]])
        let items = try read(source)
        #expect(items.first == .sectionStart(Section(index: 0)))
        let rows = DataFixtures.rows(items)
        #expect(rows.map(\.index) == [0, 1])
        #expect(rows[0].prototype == "AdCell")
        #expect(rows[0].fields == ["text": .string("One"), "likes": .integer(3), "cell": .string("AdCell")])
        #expect(rows[1].fields == ["text": .string("Two")])
        #expect(source.file == nil)
        #expect(try source.open().format == .values)
    }

    @Test func valuesNormalizeAsFilesDo() throws {
        let list = DataValue.dictionary(["sections": .array([
            .dictionary(["title": .string("First"), "rows": .array([.string("a"), .integer(7)])]),
            .dictionary(["rows": .array([.dictionary(["text": .string("b")])]), "footer": .string("end")]),
        ])])
        let items = try read(ListSource(list: list))
        let starts = items.compactMap { if case .sectionStart(let section) = $0 { section } else { nil } }
        #expect(starts == [Section(index: 0, title: "First"), Section(index: 1, footer: "end")])
        #expect(DataFixtures.rows(items).map { $0.fields["text"] } == [.string("a"), .string("7"), .string("b")])
        let arrays = try read(ListSource(list: .array([.array([.string("x")]), .array([.string("y")])])))
        #expect(DataFixtures.rows(arrays).map(\.section) == [0, 1])
    }

    @Test func codableRowsAndSections() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let quotes = [Quote(text: "One", cell: nil, likes: 1, added: date), Quote(text: "Two", cell: "AdCell", likes: 2)]
        let rows = DataFixtures.rows(try read(ListSource(encoding: quotes)))
        #expect(rows.map(\.prototype) == [nil, "AdCell"])
        #expect(rows[0].fields == ["text": .string("One"), "likes": .integer(1), "added": .date(date)])
        let sections = Sections(sections: [.init(title: "A", rows: quotes), .init(title: "B", rows: [])])
        let items = try read(ListSource(encoding: sections))
        #expect(items.first == .sectionStart(Section(index: 0, title: "A")))
        #expect(DataFixtures.rows(items).count == 2)
    }

    @Test func anyValuesConvertOrAreRefused() throws {
        #expect(try DataValue(any: true) == .bool(true))
        #expect(try DataValue(any: 2.5) == .real(2.5))
        #expect(try DataValue(any: UInt8(4)) == .integer(4))
        #expect(try DataValue(any: NSNumber(value: true)) == .bool(true))
        #expect(try DataValue(any: NSNumber(value: 12)) == .integer(12))
        #expect(try DataValue(any: Data([1, 2])) == .data([1, 2]))
        #expect(try DataValue(any: ["a": ["b": Optional<String>.none, "c": "d"]]) == .dictionary(["a": .dictionary(["c": .string("d")])]))
        #expect(throws: DataError.self) { try DataValue(any: UInt64.max) }
        #expect(throws: DataError.self) { try DataValue(any: [NSNull()]) }
        #expect(throws: DataError.self) { try DataValue(any: URL(fileURLWithPath: "/")) }
    }

    @Test func aRowThatIsNoRowIsReportedWithTheValuesName() throws {
        let reader = try ListSource(list: .array([.string("ok"), .array([])]), name: "quotes").open()
        _ = try reader.next()
        _ = try reader.next()
        let error = #expect(throws: DataError.self) { try reader.next() }
        #expect(error?.description.hasPrefix("quotes: ") == true)
    }

    @Test func imagesAreRelativeToTheFolderGivenElseTheWorkingFolder() throws {
        #expect(ListSource(list: .array([]), imagesRelativeTo: "/tmp/x/../photos").imagesFolder == "/tmp/photos")
        #expect(ListSource(list: .array([])).imagesFolder == FileManager.default.currentDirectoryPath)
        #expect(ListSource(path: "/srv/data/list.plist").imagesFolder == "/srv/data")
    }
}
