import Foundation
import Testing
@testable import RenderList

@Suite("Data: JSON")
struct DataJSONTests {
    private func fields(_ json: String) throws -> [String: DataValue] {
        try #require(DataFixtures.rows(try DataFixtures.items(DataFixtures.temporary("[\(json)]", name: "data.json"))).first).fields
    }

    private func error(_ json: String) -> DataError? {
        DataFixtures.error(DataFixtures.temporary(json, name: "data.json"))
    }

    @Test func sameItemsAsXML() throws {
        let json = try DataFixtures.items(DataFixtures.path("quotes.json"))
        let xml = try DataFixtures.items(DataFixtures.path("quotes.plist"))
        #expect(json.count == 6)
        #expect(DataFixtures.withoutLocations(json) == DataFixtures.withoutLocations(xml))
    }

    @Test func rowsKnowLineAndColumn() throws {
        let rows = DataFixtures.rows(try DataFixtures.items(DataFixtures.path("quotes.json")))
        #expect(rows[0].location?.line == 2)
        #expect(rows[0].location?.column == 3)
        #expect(rows[3].location?.line == 16)
    }

    @Test func escapes() throws {
        let fields = try fields(#"{"a": "q\"b\\s\/\b\f\n\r\t", "u": "\u00e9\u4E2D", "pair": "\ud83d\ude00"}"#)
        #expect(fields["a"] == .string("q\"b\\s/\u{8}\u{c}\n\r\t"))
        #expect(fields["u"] == .string("é中"))
        #expect(fields["pair"] == .string("😀"))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        let fields = try fields(#"{"high": "a\ud83db", "low": "\ude00", "two": "\ud83d\ud83d\ude00", "end": "\ud83d", "esc": "\ud83d\n"}"#)
        #expect(fields["high"] == .string("a\u{FFFD}b"))
        #expect(fields["low"] == .string("\u{FFFD}"))
        #expect(fields["two"] == .string("\u{FFFD}😀"))
        #expect(fields["end"] == .string("\u{FFFD}"))
        #expect(fields["esc"] == .string("\u{FFFD}\n"))
    }

    /// Keys and short values come back from a table of the strings read before
    /// (``ShortStrings``): strings that differ in one byte, in length or only past the table's
    /// length, read again and again, each come back as written.
    @Test func shortStringsReadAgainComeBackExactly() throws {
        var strings = ["", "a", "b", "ab", "ba", "é", "e\u{301}", "中", "😀", "QuoteCell", "QuoteCelm", "QuoteCell "]
        for length in 14...27 { strings += [String(repeating: "x", count: length), String(repeating: "x", count: length - 1) + "y"] }
        strings += [String(repeating: "ж", count: 12), String(repeating: "ж", count: 11) + "з", String(repeating: "中", count: 8)]
        // As keys, é and e + U+0301 would be one (Swift compares strings canonically).
        let keys = strings.filter { $0 != "e\u{301}" }
        let rows = (0..<6).map { round in
            let fields = keys.indices.map { index in
                let position = (index * 5 + round) % keys.count  // 5 and 42 are coprime: every key once
                return "\"\(keys[position])\": \"\(strings[(position + round) % strings.count])\""
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let path = DataFixtures.temporary("[" + rows.joined(separator: ",\n") + "]", name: "data.json")
        let read = DataFixtures.rows(try DataFixtures.items(path))
        #expect(read.count == 6)
        for (round, row) in read.enumerated() {
            #expect(row.fields.count == keys.count)
            for position in keys.indices {
                let value = row.fields[keys[position]]
                #expect(value == .string(strings[(position + round) % strings.count]))
                // The very bytes, not only an equal string (é and e + U+0301 are equal).
                if case .string(let text)? = value {
                    #expect(Array(text.utf8) == Array(strings[(position + round) % strings.count].utf8))
                }
            }
        }
    }

    @Test func malformedUTF8AfterTheSameStringWellFormedIsRefused() {
        var bytes = Array(#"[{"k": "ab"}, {"k": "a"#.utf8)
        bytes += [0xC3, 0x28] + Array(#""}]"#.utf8)
        #expect(DataFixtures.error(DataFixtures.temporary(bytes, name: "data.json")) != nil)
    }

    @Test func rawUTF8() throws {
        #expect(try fields(#"{"t": "héllo 中文 😀"}"#)["t"] == .string("héllo 中文 😀"))
    }

    @Test func numbers() throws {
        let fields = try fields(#"{"i": -42, "max": 9223372036854775807, "big": 9223372036854775808.0, "r": 2.5, "e": 1E3, "z": -0, "small": 1e-3}"#)
        #expect(fields["i"] == .integer(-42))
        #expect(fields["max"] == .integer(.max))
        #expect(fields["big"] == .real(9_223_372_036_854_775_808))
        #expect(fields["r"] == .real(2.5))
        #expect(fields["e"] == .real(1000))
        #expect(fields["z"] == .integer(0))
        #expect(fields["small"] == .real(0.001))
    }

    @Test(arguments: ["9223372036854775808", "-9223372036854775809", "36893488147419103232"])
    func integersBeyond64BitsAreRefusedNotRounded(_ number: String) {
        let error = DataFixtures.error(DataFixtures.temporary("[{\"n\": \(number)}]", name: "data.json"))
        #expect(error?.kind == .value)
        #expect(error?.message.contains("integer \(number) does not fit in 64 bits") == true, "\(String(describing: error))")
        #expect(error?.location?.line == 1)
    }

    @Test func literalsAndNull() throws {
        let fields = try fields(#"{"t": true, "f": false, "n": null, "nested": {"x": null}}"#)
        #expect(fields == ["t": .bool(true), "f": .bool(false), "nested": .dictionary([:])])
    }

    @Test(arguments: [
        ("[NaN]", "Expected a value"),
        ("[1e999]", "too large"),
        ("[01]", "leading zeros"),
        ("[1.]", "decimal point must be followed by digits"),
        ("[-]", "minus sign must be followed by digits"),
        ("[1,]", "Expected a value"),
        ("[1 2]", "Expected a comma"),
        ("{'a': 1}", "Expected a key in double quotes"),
        ("[tru]", "did you mean true"),
        ("[\"a\\x\"]", "The escape \\x is not valid JSON"),
        ("[\"\\u12G4\"]", "four hex digits"),
        ("[\"a\nb\"]", "control character U+000A"),
        ("[] []", "Expected the end of the file"),
        ("[{\"a\" 1}]", "not followed by a colon"),
        ("[1}", "a comma or the end of the array"),
    ])
    func invalidJSON(json: String, phrase: String) {
        let error = error(json)
        #expect(error?.kind == .syntax || error?.kind == .value || error?.kind == .shape, "\(String(describing: error))")
        #expect(error?.message.contains(phrase) == true, "\(String(describing: error))")
    }

    @Test func errorsHaveLineAndColumn() {
        let path = DataFixtures.temporary("[\n  {\"text\": \"a\"},\n  {\"text\" \"b\"}\n]", name: "data.json")
        let error = DataFixtures.error(path)
        #expect(error?.location == SourceLocation(path: path, line: 3, column: 11))
        #expect(error?.rowIndex == 1)
        #expect(error?.description.hasPrefix("\(path):3:11: Row 1: the key \"text\" is not followed by a colon.") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        let path = DataFixtures.temporary("[\"é中😀\", x]", name: "data.json")
        #expect(DataFixtures.error(path)?.location?.column == 9)
    }

    /// Strings are scanned eight bytes at a time: every prefix length puts the escape, the
    /// control character, the quote and the multi-byte characters at every place in a word.
    @Test func stringsReadTheSameAtEveryAlignment() throws {
        for prefix in 0..<17 {
            let lead = String(repeating: "a", count: prefix)
            #expect(try fields(#"{"t": "\#(lead)é中😀\\n\#(lead)"}"#)["t"] == .string(lead + "é中😀\\n" + lead))
            #expect(try fields(#"{"t": "\#(lead)x\u0041y"}"#)["t"] == .string(lead + "xAy"))
            let path = DataFixtures.temporary("[\"\(lead)é中😀ß\", x]", name: "data.json")
            #expect(DataFixtures.error(path)?.location?.column == prefix + 10, "prefix \(prefix)")
            #expect(error("[\"\(lead)\u{1}\"]")?.kind == .syntax, "prefix \(prefix)")
            var bytes = Array("[\"\(lead)abcdefgh\"]".utf8)
            bytes[2 + prefix + 3] = 0xC3  // a lead byte followed by an ASCII letter
            #expect(DataFixtures.error(DataFixtures.temporary(bytes, name: "data.json"))?.kind == .encoding, "prefix \(prefix)")
        }
    }

    @Test func truncated() {
        let error = error("[{\"text\": \"abc")
        #expect(error?.kind == .syntax)
        #expect(error?.message.contains("ends in the middle") == true)
        #expect(error?.location?.column == 15)
    }

    @Test func invalidUTF8NamesTheByteOffset() {
        var bytes = Array("[\"ab\", \"cd\"]".utf8)
        bytes[9] = 0xC3  // a lead byte followed by the ASCII "\""
        let path = DataFixtures.temporary(bytes, name: "data.json")
        let error = DataFixtures.error(path)
        #expect(error?.kind == .encoding)
        #expect(error?.message.contains("0x22 at byte offset 10") == true, "\(String(describing: error))")
        let stray = DataFixtures.error(DataFixtures.temporary([0x5B, 0xFF, 0x5D], name: "data.json"))
        #expect(stray?.message.contains("0xFF at byte offset 1") == true, "\(String(describing: stray))")
        // Found by the red team: a sequence cut off after the root value.
        let cut = DataFixtures.error(DataFixtures.temporary(Array("[1]".utf8) + [0xE2, 0x82], name: "data.json"))
        #expect(cut?.kind == .encoding)
        #expect(cut?.message.contains("0xE2 at byte offset 3") == true, "\(String(describing: cut))")
    }

    @Test func overlongAndSurrogateEncodingsAreInvalid() {
        for bytes: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80]] {
            let path = DataFixtures.temporary([0x5B, 0x22] + bytes + [0x22, 0x5D], name: "data.json")
            #expect(DataFixtures.error(path)?.kind == .encoding, "\(bytes)")
        }
    }

    @Test func deepNestingIsALimitNotACrash() {
        let depth = 100_000
        let json = "[{\"x\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
        let error = error(json)
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("512") == true)
        #expect(error?.rowIndex == 0)
    }

    @Test func nestingUpToTheLimitReads() throws {
        let depth = DataLimits.maximumDepth - 2
        let json = "[{\"x\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
        #expect(DataFixtures.rows(try DataFixtures.items(DataFixtures.temporary(json, name: "data.json"))).count == 1)
    }

    @Test func nullAsARowOrArrayItemIsAnError() {
        #expect(error("[null]")?.message.contains("Row 0: the row is null") == true)
        #expect(error("[{\"tags\": [1, null]}]")?.message.contains("array holds null") == true)
    }

    @Test func longStringsAcrossChunks() throws {
        let long = String(repeating: "abcdé", count: 40_000)
        #expect(try fields("{\"t\": \"\(long)\"}")["t"] == .string(long))
    }

    @Test func escapesAcrossChunks() throws {
        // Escapes read four hex digits at once within a chunk and byte by byte across its end.
        // 80 KB of them cross the first 64 KiB chunk's end; 20 shifts of their 20-byte run put
        // every byte of it at that end.
        for shift in 0..<20 {
            let escaped = String(repeating: "x", count: shift) + String(repeating: #"\u00e9\ud83d\ude00\n"#, count: 4_000)
            let decoded = String(repeating: "x", count: shift) + String(repeating: "é😀\n", count: 4_000)
            #expect(try fields("{\"t\": \"\(escaped)\"}")["t"] == .string(decoded))
        }
    }
}
