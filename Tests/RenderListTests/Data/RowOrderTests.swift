import Foundation
import Testing
@testable import RenderList

@Suite("Data: sorting rows")
struct RowOrderTests {
    /// Rows holding `values` under `key` (nil: the row lacks the key), each with its index as `id`.
    private func rows(_ values: [DataValue?], key: String = "k") -> [Row] {
        values.enumerated().map { index, value in
            var fields: [String: DataValue] = ["id": .integer(Int64(index))]
            if let value { fields[key] = value }
            return Row(index: index, section: 0, fields: fields)
        }
    }

    private func order(_ values: [DataValue?], _ sort: String, language: String = "en") -> [Int] {
        RowOrder(key: SortKey(sort)!, language: language).sorted(rows(values)).map(\.index)
    }

    @Test func numbersSortNumericallyNotAsText() {
        #expect(order([.integer(10), .real(2.5), .integer(-3), .integer(100)], "k") == [2, 1, 0, 3])
        #expect(order([.integer(10), .real(2.5), .integer(-3), .integer(100)], "-k") == [3, 0, 1, 2])
    }

    @Test func datesAndISOTextSortChronologically() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14
        let values: [DataValue?] = [.string("2024-03-01T12:00:00Z"), .date(date), .string("2020-01-01"), .string("2024-03-01")]
        #expect(order(values, "k") == [2, 1, 3, 0])
        #expect(order(values, "-k") == [0, 3, 1, 2])
    }

    @Test func textSortsInTheTemplatesLanguage() {
        let values: [DataValue?] = [.string("zebra"), .string("Äpfel"), .string("apple"), .string("Bär")]
        // German sorts Ä as A (Äpfel before apple: f before p); Swedish puts it after Z.
        #expect(order(values, "k", language: "de") == [1, 2, 3, 0])
        #expect(order(values, "k", language: "sv") == [2, 3, 0, 1])
    }

    @Test func missingKeysComeLastInBothDirections() {
        let values: [DataValue?] = [nil, .integer(2), nil, .integer(1)]
        #expect(order(values, "k") == [3, 1, 0, 2])
        #expect(order(values, "-k") == [1, 3, 0, 2])
    }

    @Test func equalKeysKeepDataOrder() {
        let values: [DataValue?] = [.string("b"), .string("a"), .string("b"), .string("a"), .string("b")]
        #expect(order(values, "k") == [1, 3, 0, 2, 4])
        #expect(order(values, "-k") == [0, 2, 4, 1, 3])
    }

    @Test func mixedKindsHaveAFixedOrder() {
        let values: [DataValue?] = [.bool(true), .string("text"), .array([]), .string("2024-01-01"), .integer(5), .bool(false), .real(.nan)]
        // Numbers (NaN last among them), dates, text, booleans, then everything else.
        #expect(order(values, "k") == [4, 6, 3, 1, 5, 0, 2])
    }

    @Test func keyPathsReachIntoDictionaries() {
        let values: [DataValue?] = [.dictionary(["name": .string("b")]), .dictionary(["name": .string("a")]), .dictionary([:])]
        let sorted = RowOrder(key: SortKey("k.name")!, language: "en").sorted(rows(values))
        #expect(sorted.map(\.index) == [1, 0, 2])
    }

    @Test func badKeysAreRefusedWithASentence() {
        #expect(SortKey("-date") == SortKey(path: "date", descending: true))
        #expect(SortKey("-") == nil)
        #expect(SortKey.problem(with: "-")?.contains("--sort needs the name of a key") == true)
        #expect(SortKey.problem(withKey: "a..b", option: "--group-by")?.contains("\"a..b\"") == true)
        #expect(SortKey.problem(with: "author.name") == nil)
    }
}
