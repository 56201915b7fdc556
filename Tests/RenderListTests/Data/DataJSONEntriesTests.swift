import Foundation
import Testing
@testable import RenderList

/// A row's plain entries (keys with a string or an array of strings, no escapes) are read at
/// once rather than token by token (``JSONTokenizer/takeEntries(into:watchedKey:)``): the
/// rows, their locations and every error must come out as when each token is read on its own.
@Suite("Data: JSON entries read at once")
struct DataJSONEntriesTests {
    /// Every item of the JSON file at `path`, or its error, read with entries at once or not.
    private func read(_ path: String, atOnce: Bool) -> Result<[ListItem], DataError> {
        do throws(DataError) {
            let tokens = try JSONTokenizer(path: path, readsEntriesAtOnce: atOnce)
            let normalizer = ListNormalizer(tokens: tokens, outlineTokenizer: { () throws(DataError) -> DataTokenizer in
                try JSONTokenizer(path: path, readsEntriesAtOnce: atOnce)
            })
            let reader = ListReader(path: path, format: .json, normalizer: normalizer)
            var items: [ListItem] = []
            while let item = try reader.next() { items.append(item) }
            return .success(items)
        } catch {
            return .failure(error)
        }
    }

    private static let values = [
        #""plain""#, #""""#, #""é中😀""#, #""esc\"aped""#, #""tab\tin""#, #""\u00e9""#, #""x\ud83d""#, "12", "-3.5e2",
        "true", "false", "null", "[]", "[ ]", #"["a", "b"]"#, #"[ "a" ,"b" ]"#, #"["a", 1]"#, #"["a", null]"#, #"[["x"]]"#,
        "{}", #"{"k": "v"}"#, #"["esc\n"]"#, #"["a",]"#, #"["a" "b"]"#, #""unterminated"#, "tru", "01", "\"ctl\u{01}\"",
        "[\n\"a\",\n\t\"b\"\n]",
    ]
    private static let keys = [#""cell""#, #""text""#, #""tags""#, #""k\u0065y""#, #""""#, #""ключ""#, #""text""#]
    private static let cells = [#""QuoteCell""#, "3", #"["x"]"#, #""Ad\u0043ell""#]
    private static let separators = [", ", ",\n  ", ",", " ,\t", " ", ",,"]
    private static let colons = [": ", ":", " :\n ", " "]

    /// A row of random entries, mostly well formed.
    private static func row(_ random: inout SeededRandom) -> String {
        if Int.random(in: 0..<20, using: &random) == 0 { return #""a scalar row""# }
        let count = Int.random(in: 0...5, using: &random)
        let entries = (0..<count).map { _ in
            let key = keys.randomElement(using: &random)!
            let value = key == #""cell""# ? cells.randomElement(using: &random)! : values.randomElement(using: &random)!
            let colon = Int.random(in: 0..<30, using: &random) == 0 ? colons.randomElement(using: &random)! : colons[0]
            return key + colon + value
        }
        var text = "{"
        for (index, entry) in entries.enumerated() {
            if index == 0 {
                text += Bool.random(using: &random) ? "" : "\n  "
            } else {
                text += Int.random(in: 0..<30, using: &random) == 0 ? separators.randomElement(using: &random)! : separators[0]
            }
            text += entry
        }
        return text + (Int.random(in: 0..<40, using: &random) == 0 ? ",}" : Bool.random(using: &random) ? "}" : " \n}")
    }

    /// Files of a few random rows each, some malformed: the same items, locations and errors
    /// (message, location, row and key) either way.
    @Test func randomRowsReadAlike() throws {
        var random = SeededRandom(seed: 3)
        var differences: [String] = []
        for round in 0..<400 {
            let rows = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.row(&random) }
            let json = "[\n  " + rows.joined(separator: ",\n  ") + "\n]\n"
            let path = DataFixtures.temporary(Array(json.utf8), name: "rows-\(round % 8).json", reusing: true)
            if read(path, atOnce: true) != read(path, atOnce: false) { differences.append(json) }
        }
        #expect(differences.isEmpty, "first: \(differences.first ?? "")")
    }

    /// Rows that cross the 64 KiB chunks the file is read in, at every offset: entries cut by a
    /// chunk's end are read token by token, and the rows come out alike.
    @Test func rowsAcrossChunksReadAlike() throws {
        var random = SeededRandom(seed: 11)
        var rows: [String] = []
        var length = 0
        while length < 3 << 16 {
            let text = String(repeating: "word ", count: Int.random(in: 1...60, using: &random))
            let tags = (0..<Int.random(in: 0...3, using: &random)).map { "\"t\($0)\"" }.joined(separator: ", ")
            let row = #"{"cell": "QuoteCell", "text": "\#(text)", "tags": [\#(tags)], "n": \#(rows.count)}"#
            rows.append(row)
            length += row.utf8.count + 2
        }
        let path = DataFixtures.temporary(Array(("[" + rows.joined(separator: ",\n") + "]").utf8), name: "chunks.json")
        let fast = read(path, atOnce: true)
        #expect(fast == read(path, atOnce: false))
        #expect(try fast.get().count == rows.count + 2)  // and the section's start and end
    }

    /// What is read at once, and where the token-by-token reading goes on.
    @Test func takesPlainEntriesAndStopsBeforeOthers() throws {
        let json = #"[{"cell": "QuoteCell", "tags": ["a", "b"], "n": 3, "text": "x"}, {"a": "b"}]"#
        let tokens = try JSONTokenizer(path: DataFixtures.temporary(Array(json.utf8), name: "take.json"))
        #expect(try tokens.next() == .arrayStart)
        #expect(try tokens.next() == .dictionaryStart)
        var entries = RowFields()
        let first = try #require(tokens.takeEntries(into: &entries, watchedKey: "cell"))
        #expect(entries.dictionary == ["cell": .string("QuoteCell"), "tags": .array([.string("a"), .string("b")])])
        #expect(!first.closed)
        #expect(first.lastKey == "tags")
        #expect(first.watchedLocation == SourceLocation(path: tokens.path, line: 1, column: 11))
        #expect(try tokens.next() == .key("n"))
        #expect(try tokens.next() == .scalar(.integer(3)))
        #expect(try tokens.next() == .key("text"))
        #expect(try tokens.next() == .scalar(.string("x")))
        #expect(try tokens.next() == .dictionaryEnd)
        #expect(try tokens.next() == .dictionaryStart)
        entries = RowFields()
        let second = try #require(tokens.takeEntries(into: &entries, watchedKey: "cell"))
        #expect(second.closed && entries.dictionary == ["a": .string("b")] && second.watchedLocation == nil)
        #expect(try tokens.next() == .arrayEnd)
    }
}

/// A small deterministic generator (SplitMix64), so that a failing case comes back.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
