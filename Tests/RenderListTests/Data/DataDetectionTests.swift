import Testing
@testable import RenderList

@Suite("Data: format detection")
struct DataDetectionTests {
    @Test(arguments: [
        ("quotes.plist", DataFormat.xmlPropertyList),
        ("quotes-binary.plist", .binaryPropertyList),
        ("quotes.json", .json),
        ("json-named.plist", .json),
    ])
    func detectsByContent(name: String, format: DataFormat) throws {
        let reader = try ListSource(path: DataFixtures.path(name)).open()
        #expect(reader.format == format)
    }

    @Test func jsonNamedPlistReadsAsJSON() throws {
        let json = try DataFixtures.items(DataFixtures.path("json-named.plist"))
        let xml = try DataFixtures.items(DataFixtures.path("quotes.plist"))
        #expect(DataFixtures.withoutLocations(json) == DataFixtures.withoutLocations(xml))
    }

    @Test func byteOrderMarkAndWhitespaceBeforeXML() throws {
        let path = DataFixtures.temporary([0xEF, 0xBB, 0xBF] + Array("\n  <plist><array><string>a</string></array></plist>".utf8), name: "data.json")
        let reader = try ListSource(path: path).open()
        #expect(reader.format == .xmlPropertyList)
        #expect(DataFixtures.rows(try DataFixtures.items(path)).map(\.fields) == [["text": .string("a")]])
    }

    @Test func byteOrderMarkBeforeJSON() throws {
        let path = DataFixtures.temporary([0xEF, 0xBB, 0xBF] + Array(#"["a"]"#.utf8))
        #expect(try ListSource(path: path).open().format == .json)
        #expect(DataFixtures.rows(try DataFixtures.items(path)).count == 1)
    }

    @Test func emptyFile() {
        let error = DataFixtures.error(DataFixtures.temporary([UInt8]()))
        #expect(error?.kind == .empty)
        #expect(error?.message.contains("is empty") == true)
    }

    @Test func whitespaceOnlyFile() {
        let error = DataFixtures.error(DataFixtures.temporary(" \n\t\n"))
        #expect(error?.kind == .empty)
        #expect(error?.message.contains("only whitespace") == true)
    }

    @Test func missingFile() {
        let error = DataFixtures.error("/nonexistent/render-list/data.plist")
        #expect(error?.kind == .unreadable)
        #expect(error?.description.hasPrefix("/nonexistent/render-list/data.plist: ") == true)
    }

    @Test func directoryIsUnreadable() {
        #expect(DataFixtures.error("/tmp")?.kind == .unreadable)
    }
}
