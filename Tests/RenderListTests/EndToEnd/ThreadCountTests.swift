import Foundation
import Testing

/// `--threads`: the site is the same, byte for byte, however many threads rendered it. The
/// corpus spans several chunks of items (``ItemChunks/size``) and has everything the list
/// pass does in data order: sections with headers and footers over several pages (continued
/// headers), feeds, permalink ids that repeat and one the page shell takes, embedded fonts in
/// several scripts, a breakpoint (several viewport classes) and, arranged, taxonomy lists.
@Suite("Thread count, end to end", .serialized)
struct ThreadCountTests {
    static let template = TestSupport.template(prototypes: """
        <h2 rl:prototype="Header" rl:text="title" rl:attr-id="title">Title</h2>
        <p rl:prototype="Footer" rl:text="footer">Footer</p>
        <article rl:prototype="Quote" rl:id="name" rl:feed-title="name" rl:feed-summary="text" rl:feed-date="date"
                 style="font-family: serif"><h3 rl:text="name">Name</h3><p rl:text="text">Text</p>
        <p lang="ja" rl:if="note" rl:text="note">Note</p></article>
        """, head: """
        <style>article { padding: 4px 8px; border-bottom: 1px solid #ccc }
        @media (min-width: 700px) { article { padding: 4px 48px } h3 { font-size: 20px } }</style>
        """, body: #"<footer id="pie">footer</footer>"#)

    /// Names repeat (their ids get suffixes), and "Pie" is the page's own id.
    static let names = ["Apple Pie", "Pie", "Crème Brûlée", "Лев Толстой", "夏目漱石", "Scones", ""]
    static let words = ["quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "Привет", "мир", "日本語の文章です",
                        "🐈", "naïve", "façade", "extraordinarily", "a", "on"]

    /// `sections` sections of `rows` rows each, every row's text its own, with tags for a taxonomy.
    static func data(sections: Int, rows: Int) -> String {
        var index = 0
        let parts = (0..<sections).map { section -> [String: Any] in
            let rows = (0..<rows).map { _ -> [String: Any] in
                index += 1
                let text = (0..<(3 + index * 7 % 41)).map { words[($0 * 5 + index * 3 + $0 * index) % words.count] }
                    .joined(separator: " ")
                var row: [String: Any] = ["cell": "Quote", "name": names[index % names.count], "text": "\(index): \(text).",
                                          "tags": [["even", "odd"][index % 2], "t\(index % 5)"]]
                if index % 3 == 0 { row["date"] = "2024-01-\(String(format: "%02d", 1 + index % 28))T10:00:00Z" }
                if index % 4 == 0 { row["note"] = "注記\(index)、日本語の文。" }
                if index % 9 == 0 { row = ["text": "A plain row \(index) \(text)", "tags": ["plain"]] }
                return row
            }
            return ["title": "Section \(section)", "footer": "End of section \(section)", "rows": rows]
        }
        let json = try! JSONSerialization.data(withJSONObject: ["sections": parts], options: [.sortedKeys])
        return String(decoding: json, as: UTF8.self)
    }

    /// Every file under `folder`, by its path relative to it.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Renders the corpus with `--threads 1` and `--threads 3` and `extra` options; expects the
    /// same files with the same bytes. Returns the files.
    private func renderTwice(_ extra: [String]) throws -> [String: Data] {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.write(Self.data(sections: 5, rows: 230), to: "data.json", in: folder)
        let template = TestSupport.write(Self.template, to: "list.xhtml", in: folder)
        var sites: [[String: Data]] = []
        for threads in ["1", "3"] {
            let output = folder.appendingPathComponent("Public" + threads)
            let result = try CommandRunner.run(TestSupport.executable, [data, "--template", template, "-o", output.path,
                                                                        "--base-url", "https://example.com/", "--threads", threads] + extra)
            #expect(result.status == 0, "\(result.errors)")
            sites.append(try Self.files(in: output))
        }
        #expect(sites[0].keys.sorted() == sites[1].keys.sorted())
        for (path, bytes) in sites[0] {
            #expect(sites[1][path] == bytes, "\(path) differs between --threads 1 and --threads 3")
        }
        return sites[0]
    }

    @Test(.timeLimit(.minutes(5))) func streamedRowsMakeTheSameSiteOnOneThreadAndOnThree() throws {
        let files = try renderTwice([])
        let pages = files.filter { $0.key.hasSuffix("index.html") }.map { String(decoding: $0.value, as: UTF8.self) }
        #expect(pages.count > 10, "the corpus spans many pages")
        let html = pages.joined()
        #expect(html.contains(#"id="pie-2""#) && html.contains(#"id="apple-pie-5""#), "repeated ids took suffixes")
        #expect(html.contains("data-continued"), "sections continue over pages")
        #expect(files.keys.contains { $0.hasPrefix("/fonts/") } && files.keys.contains("/feed.xml"))
    }

    @Test(.timeLimit(.minutes(5))) func taxonomyListsMakeTheSameSiteOnOneThreadAndOnThree() throws {
        let files = try renderTwice(["--taxonomy", "tags", "--rows-per-page", "40"])
        #expect(files.keys.contains("/tags/t3/page/2/index.html") && files.keys.contains("/tags/index.html"))
    }
}
