import Foundation
import Testing

/// `--sort` and `--group-by` on the example quotes.
@Suite("Sorting and grouping, end to end", .serialized)
struct SortingTests {
    let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
    let english = Locale(identifier: "en")

    /// Renders the example into a new folder with `arguments`; returns the output folder.
    private func render(_ arguments: [String]) throws -> URL {
        let output = TestSupport.temporaryFolder().appendingPathComponent("Public")
        let result = try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--template", TestSupport.defaultTemplate] + arguments)
        #expect(result.status == 0, "\(result.errors)")
        return output
    }

    /// The example's rows in data order, as dictionaries (a scalar row as its text), each with
    /// its section's index under `section`.
    private func dataRows() throws -> [[String: Any]] {
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: example)), format: nil)
        let sections = try #require((plist as? [String: Any])?["sections"] as? [[String: Any]])
        return sections.enumerated().flatMap { index, section in
            (section["rows"] as? [Any] ?? []).map { row in
                var fields = row as? [String: Any] ?? ["text": "\(row)"]
                fields["section"] = index
                return fields
            }
        }
    }

    @Test(arguments: [false, true])
    func sortOrdersRowsByNameWithMissingNamesLastAndTiesInDataOrder(descending: Bool) throws {
        let output = try render(["--sort", descending ? "-personName" : "personName", "--rows-per-page", "7"])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let order = try RenderedSite(folder: output).rowIndices
        #expect(order.sorted() == Array(0..<29))
        let rows = try dataRows()
        let names = rows.map { $0["personName"] as? String }
        let sections = rows.map { $0["section"] as! Int }
        // The example has sections: each is sorted on its own, and they keep their order.
        #expect(order.map { sections[$0] } == sections)
        for section in Set(sections) {
            let inSection = order.filter { sections[$0] == section }
            let named = inSection.prefix { names[$0] != nil }
            let unnamed = Array(inSection.dropFirst(named.count))
            #expect(unnamed.allSatisfy { names[$0] == nil }, "rows without a name come last")
            #expect(unnamed == unnamed.sorted(), "rows without a name keep their data order")
            for (a, b) in zip(named, named.dropFirst()) {
                let comparison = names[a]!.compare(names[b]!, options: [], range: nil, locale: english)
                #expect(comparison == (descending ? .orderedDescending : .orderedAscending) || (comparison == .orderedSame && a < b),
                        "row \(a) (\(names[a]!)) before row \(b) (\(names[b]!))")
            }
        }
    }

    @Test func groupByMakesOneTitledSectionPerNameInOrderOfFirstAppearance() throws {
        let output = try render(["--group-by", "personName"])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let html = try RenderedSite(folder: output).pages.map(\.html).joined()
        let headers = RenderedSite.matches(#"data-decoration="header">([^<]*)<"#, in: html)
        var distinct: [String] = []
        for row in try dataRows() {
            if let name = row["personName"] as? String, !distinct.contains(name) { distinct.append(name) }
        }
        #expect(headers == distinct + ["Other"])
        let sortedGroups = try render(["--group-by", "personName", "--sort", "personName"])
        defer { try? FileManager.default.removeItem(at: sortedGroups.deletingLastPathComponent()) }
        let sortedHTML = try RenderedSite(folder: sortedGroups).pages.map(\.html).joined()
        let sortedHeaders = RenderedSite.matches(#"data-decoration="header">([^<]*)<"#, in: sortedHTML)
        #expect(sortedHeaders == distinct.sorted { $0.compare($1, options: [], range: nil, locale: english) == .orderedAscending } + ["Other"])
    }

    @Test func badKeysStopWithAMessageQuotingThem() throws {
        let output = TestSupport.temporaryFolder().appendingPathComponent("Public")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        for (arguments, quoted) in [(["--sort", "-"], "\"\""), (["--group-by", "a..b"], "\"a..b\"")] {
            let result = try CommandRunner.run(TestSupport.executable, [example, "-o", output.path] + arguments)
            #expect(result.status != 0)
            #expect(result.errors.contains(quoted), "\(arguments): \(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
