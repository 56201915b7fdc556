import Testing
@testable import RenderList

/// A row's entries are gathered in order without hashing (``RowFields``), but read as a
/// dictionary would be: the last value of a key given twice counts, wherever it is asked for.
@Suite("Data: row fields")
struct RowFieldsTests {
    @Test func lastValueOfARepeatedKeyCounts() {
        var fields = RowFields()
        fields.append("text", .string("first"))
        fields.append("cell", .string("QuoteCell"))
        fields.append("text", .string("last"))
        #expect(fields["text"] == .string("last"))
        #expect(fields["cell"] == .string("QuoteCell"))
        #expect(fields["url"] == nil)
        #expect(fields.dictionary == ["text": .string("last"), "cell": .string("QuoteCell")])
    }

    /// A row that gives keys over and over is kept, and searched, with each key once.
    @Test func manyRepeatedKeysAreKeptOnce() throws {
        let entries = (0..<10_000).map { #""k\#($0 % 3)": "\#($0)""# }.joined(separator: ", ")
        let path = DataFixtures.temporary("[{\(entries)}]", name: "data.json")
        let row = try #require(DataFixtures.rows(try DataFixtures.items(path)).first)
        #expect(row.entries.count == 3)
        #expect(row.fields == ["k0": .string("9999"), "k1": .string("9997"), "k2": .string("9998")])
    }

    @Test func rowsAreEqualWhateverTheOrderOfTheirKeys() throws {
        let json = DataFixtures.temporary(#"[{"a": "1", "b": "2", "a": "3"}]"#, name: "data.json")
        let row = try #require(DataFixtures.rows(try DataFixtures.items(json)).first)
        var other = row
        other.fields = ["b": .string("2"), "a": .string("3")]
        #expect(row == other)
        other.fields["a"] = .string("1")
        #expect(row != other)
    }

    /// Rows read from XML property lists, binary ones and from JSON go through the same entries.
    @Test func everyFormatReadsItsRowsAsEntries() throws {
        for name in ["quotes.json", "quotes.plist"] {
            let rows = DataFixtures.rows(try DataFixtures.items(DataFixtures.path(name)))
            #expect(rows.allSatisfy { $0.entries.dictionary == $0.fields && !$0.entries.isEmpty })
        }
    }
}
