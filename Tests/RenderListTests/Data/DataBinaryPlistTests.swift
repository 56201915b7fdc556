import Foundation
import Testing
@testable import RenderList

@Suite("Data: binary property lists")
struct DataBinaryPlistTests {
    @Test(arguments: ["quotes", "sections", "all-types"])
    func sameItemsAsXML(name: String) throws {
        let binary = try DataFixtures.items(DataFixtures.path("\(name)-binary.plist"))
        let xml = try DataFixtures.items(DataFixtures.path("\(name).plist"))
        #expect(binary.count > 2)
        #expect(binary == DataFixtures.withoutLocations(xml))
    }

    @Test func rowsAreLocatedByFileOnly() throws {
        let path = DataFixtures.path("quotes-binary.plist")
        let row = try #require(DataFixtures.rows(try DataFixtures.items(path)).first)
        #expect(row.location == nil)
    }

    @Test func handmadeFileReads() throws {
        let rows = DataFixtures.rows(try DataFixtures.items(DataFixtures.path("binary-ok-handmade.plist")))
        #expect(rows.map(\.fields) == [["text": .string("hi")]])
    }

    @Test(arguments: [
        ("binary-bad-offset.plist", DataError.Kind.corrupt, "outside the object area"),
        ("binary-bad-reference.plist", .corrupt, "names object 9, but there are only 4 objects"),
        ("binary-huge-count.plist", .corrupt, "claims 4611686018427387904 objects"),
        ("binary-huge-array.plist", .corrupt, "claims 4294967280 items"),
        ("binary-truncated.plist", .corrupt, "offset table"),
        ("binary-cycle.plist", .corrupt, "contains itself"),
        ("binary-exponential.plist", .limit, "expands to more than"),
        ("binary-deep.plist", .limit, "nested more than 512 deep"),
        ("binary-int128.plist", .value, "beyond 64 bits"),
        ("binary-nonascii.plist", .encoding, "0xE9 at byte offset"),
        ("binary-set.plist", .corrupt, "is a set"),
    ])
    func hostileFilesFail(name: String, kind: DataError.Kind, phrase: String) {
        let path = DataFixtures.path(name)
        let error = DataFixtures.error(path)
        #expect(error?.kind == kind, "\(String(describing: error))")
        #expect(error?.message.contains(phrase) == true, "\(String(describing: error))")
        #expect(error?.location?.path == path)
    }

    @Test func errorsInsideRowsNameTheRow() {
        let error = DataFixtures.error(DataFixtures.path("binary-int128.plist"))
        #expect(error?.rowIndex == 0)
        #expect(error?.key == "n")
        #expect(error?.message.hasPrefix("Row 0: ") == true)
    }

    @Test func everyTruncationFailsCleanly() throws {
        let whole = try Array(Data(contentsOf: URL(fileURLWithPath: DataFixtures.path("sections-binary.plist"))))
        for length in stride(from: 6, to: whole.count, by: 7) {
            let error = DataFixtures.error(DataFixtures.temporary(Array(whole.prefix(length)), name: "cut-\(length).plist", reusing: true))
            #expect(error != nil, "cut at \(length)")
        }
    }

    @Test func randomDamageNeverCrashes() throws {
        let whole = try Array(Data(contentsOf: URL(fileURLWithPath: DataFixtures.path("all-types-binary.plist"))))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var bytes = whole
            for _ in 0..<3 {
                bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = DataFixtures.read(DataFixtures.temporary(bytes, name: "damaged.plist", reusing: true))
        }
    }

    @Test func unsupportedVersion() {
        var bytes = Array("bplist15".utf8)
        bytes += [UInt8](repeating: 0, count: 40)
        let error = DataFixtures.error(DataFixtures.temporary(bytes))
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains("bplist00") == true)
    }
}
