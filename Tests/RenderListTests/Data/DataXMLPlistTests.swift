import Foundation
import Testing
@testable import RenderList

@Suite("Data: XML property lists")
struct DataXMLPlistTests {
    let quotes = DataFixtures.path("quotes.plist")

    @Test func flatArrayIsOneUntitledSection() throws {
        let items = try DataFixtures.items(quotes)
        #expect(items.count == 6)
        #expect(items.first == .sectionStart(Section(index: 0)))
        #expect(items.last == .sectionEnd(Section(index: 0)))
        let rows = DataFixtures.rows(items)
        #expect(rows.map(\.index) == [0, 1, 2, 3])
        #expect(rows.map(\.section) == [0, 0, 0, 0])
        #expect(rows[0].fields == ["text": .string("Stay hungry."), "personName": .string("Steve"), "imageName": .string("steve.jpg")])
        #expect(rows[0].prototype == nil)
    }

    @Test func cellNamesThePrototype() throws {
        let row = DataFixtures.rows(try DataFixtures.items(quotes))[2]
        #expect(row.prototype == "AdCell")
        #expect(row.fields["title"] == .string("Sponsored"))
        #expect(row.fields["cell"] == .string("AdCell"))
    }

    @Test func scalarRowBecomesText() throws {
        let row = DataFixtures.rows(try DataFixtures.items(quotes))[3]
        #expect(row.fields == ["text": .string("A plain quote")])
        #expect(row.prototype == nil)
    }

    @Test func rowsKnowTheirLines() throws {
        let rows = DataFixtures.rows(try DataFixtures.items(quotes))
        #expect(rows.map { $0.location?.line } == [5, 13, 19, 27])
        #expect(rows[0].location?.path == quotes)
    }

    @Test func everyValueType() throws {
        let rows = DataFixtures.rows(try DataFixtures.items(DataFixtures.path("all-types.plist")))
        let date = Date(timeIntervalSince1970: 1_709_294_400)  // 2024-03-01T12:00:00Z
        #expect(rows[0].fields == [
            "string": .string("héllo"), "integer": .integer(-42), "real": .real(2.5),
            "yes": .bool(true), "no": .bool(false), "date": .date(date), "data": .data([0, 1, 0x68, 0x69]),
            "array": .array([.integer(1), .string("two")]), "dict": .dictionary(["nested": .real(1)]),
        ])
        #expect(rows.dropFirst().map { $0.fields["text"] } == [
            .string("7"), .string("2.5"), .string("true"), .string("2024-03-01T12:00:00Z"), .string("text"),
        ])
    }

    @Test func integerForms() throws {
        let path = DataFixtures.temporary(DataFixtures.plist("""
        <array><dict>
        <key>hex</key><integer>0x7FFFFFFFFFFFFFFF</integer>
        <key>negative</key><integer> -9223372036854775808 </integer>
        <key>plus</key><integer>+12</integer>
        </dict></array>
        """))
        let fields = DataFixtures.rows(try DataFixtures.items(path))[0].fields
        #expect(fields == ["hex": .integer(.max), "negative": .integer(.min), "plus": .integer(12)])
    }

    @Test func realSpellings() throws {
        let path = DataFixtures.temporary(DataFixtures.plist("""
        <array><real>nan</real><real>+infinity</real><real>-inf</real><real>1e3</real></array>
        """))
        let texts = DataFixtures.rows(try DataFixtures.items(path)).map { $0.fields["text"] }
        #expect(texts == [.string("nan"), .string("inf"), .string("-inf"), .string("1000.0")])
    }

    @Test func dataMayHoldWhitespace() throws {
        let path = DataFixtures.temporary(DataFixtures.plist("""
        <array><dict><key>d</key><data>
            SGVs
            bG8=
        </data></dict></array>
        """))
        #expect(DataFixtures.rows(try DataFixtures.items(path))[0].fields["d"] == .data(Array("Hello".utf8)))
    }

    @Test func emptyElementsAndCDATA() throws {
        let path = DataFixtures.temporary(DataFixtures.plist("""
        <array><dict><key>a</key><string/><key>b</key><array/><key>c</key><dict/>
        <key>d</key><string>x<![CDATA[<y>]]>z</string></dict></array>
        """))
        let fields = DataFixtures.rows(try DataFixtures.items(path))[0].fields
        #expect(fields == ["a": .string(""), "b": .array([]), "c": .dictionary([:]), "d": .string("x<y>z")])
    }

    @Test func bareValueWithoutPlistElement() throws {
        let path = DataFixtures.temporary("<array><string>a</string><string>b</string></array>")
        #expect(DataFixtures.rows(try DataFixtures.items(path)).count == 2)
    }

    @Test func malformedXMLKeepsLibxml2LineAndColumn() {
        let path = DataFixtures.temporary(DataFixtures.plist("<array>\n<dict>\n<key>a</key>\n<string>b</strin>\n</dict></array>"))
        let error = DataFixtures.error(path)
        #expect(error?.kind == .syntax)
        #expect(error?.location?.line == 7)
        #expect(error?.location?.column == 18)
        #expect(error?.description.hasPrefix("\(path):7:18: The file is not well-formed XML: ") == true)
    }

    @Test func truncatedXML() {
        let whole = try! String(contentsOfFile: quotes, encoding: .utf8)
        let error = DataFixtures.error(DataFixtures.temporary(String(whole.prefix(300))))
        #expect(error?.kind == .syntax)
        #expect((error?.location?.line ?? 0) > 0)
    }

    @Test func integerBeyond64Bits() {
        let path = DataFixtures.temporary(DataFixtures.plist("<array>\n<dict>\n  <key>n</key>\n  <integer>18446744073709551616</integer>\n</dict>\n</array>"))
        let error = DataFixtures.error(path)
        #expect(error?.kind == .value)
        #expect(error?.rowIndex == 0)
        #expect(error?.key == "n")
        #expect(error?.location == SourceLocation(path: path, line: 7, column: 3))
        #expect(error?.message.hasPrefix("Row 0: the integer 18446744073709551616 does not fit in 64 bits") == true)
    }

    @Test func cellMustBeAString() {
        let path = DataFixtures.temporary(DataFixtures.plist("<array>\n<string>a</string>\n<string>b</string>\n<dict>\n    <key>cell</key>\n    <integer>7</integer>\n</dict>\n</array>"))
        let error = DataFixtures.error(path)
        #expect(error?.rowIndex == 2)
        #expect(error?.key == "cell")
        #expect(error?.description == "\(path):9:5: Row 2: the key \"cell\" must be a string naming a prototype, but it is the integer 7. Write the prototype's name, for example <string>QuoteCell</string>.")
    }

    @Test(arguments: [
        ("<array><integer>12x</integer></array>", "<integer> holds \"12x\""),
        ("<array><real>fast</real></array>", "<real> holds \"fast\""),
        ("<array><date>2024-02-30T00:00:00Z</date></array>", "<date> holds \"2024-02-30T00:00:00Z\""),
        ("<array><dict><key>d</key><data>@@@</data></dict></array>", "not valid base64"),
        ("<array><true>yes</true></array>", "<true/> must be empty"),
        ("<array><number>1</number></array>", "<number> is not a property list element"),
        ("<array><dict><key>a</key></dict></array>", "key has no value"),
        ("<array><dict><string>a</string></dict></array>", "where a <key> should come"),
        ("<array>loose text</array>", "stands between elements"),
        ("<array><string>a <b>bold</b></string></array>", "may hold only text"),
    ])
    func malformedValues(body: String, phrase: String) {
        let error = DataFixtures.error(DataFixtures.temporary(DataFixtures.plist(body)))
        #expect(error != nil)
        #expect(error?.message.contains(phrase) == true, "\(String(describing: error))")
        #expect(error?.location?.line == 4)
    }

    @Test func entitiesAreNotExpanded() {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
        <plist><array><string>&b;</string></array></plist>
        """
        let error = DataFixtures.error(DataFixtures.temporary(text))
        #expect(error?.kind == .syntax)
        #expect(error?.message.contains("entity") == true)
    }

    @Test func deepNestingStopsAtLibxml2sLimit() {
        let depth = 10_000
        let nested = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        let body = "<array><dict><key>x</key>\(nested)</dict></array>"
        let error = DataFixtures.error(DataFixtures.temporary(DataFixtures.plist(body)))
        #expect(error?.kind == .limit, "\(String(describing: error))")
        #expect(error?.rowIndex == nil)  // libxml2 finds it while parsing ahead of the rows
    }

    @Test func invalidUTF8() {
        var bytes = Array(DataFixtures.plist("<array><string>ab</string></array>").utf8)
        let index = bytes.firstIndex(of: UInt8(ascii: "b"))!
        bytes[index] = 0xFF
        let error = DataFixtures.error(DataFixtures.temporary(bytes))
        #expect(error?.kind == .encoding)
        #expect(error?.location?.line == 4)
        #expect(error?.message.contains("The byte 0xFF at byte offset \(index) is not valid UTF-8.") == true, "\(error?.message ?? "")")
    }

    @Test(arguments: [([0xC3], 0), ([0xE0, 0x80, 0x80], 0), ([0xED, 0xA0, 0x80], 0), ([0xF4, 0x90, 0x80, 0x80], 0), ([0x61, 0xC3, 0x28], 1), ([0x61, 0xFF], 1)])
    func utf8ScanFindsTheFirstBadByte(_ bytes: [UInt8], _ expected: Int) throws {
        let path = DataFixtures.temporary([0x41, 0x42] + bytes + [0x43])
        #expect(UTF8Scan.firstInvalidByte(inFileAt: path)?.offset == 2 + expected)
        #expect(UTF8Scan.firstInvalidByte(inFileAt: DataFixtures.temporary(Array("ok é 中 😀".utf8))) == nil)
    }

    @Test func onlyOneRootValue() {
        let error = DataFixtures.error(DataFixtures.temporary(DataFixtures.plist("<array/>\n<array/>")))
        #expect(error?.message.contains("second value") == true)
    }

    @Test func emptyPlistElement() {
        let error = DataFixtures.error(DataFixtures.temporary("<plist version=\"1.0\"></plist>"))
        #expect(error?.message.contains("holds no value") == true)
    }
}
