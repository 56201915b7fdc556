import Foundation
import Testing

/// `rl:page-text` and `rl:page-attr-content`, end to end: each page's `<title>` and description
/// from its own number and rows, escaped, on list pages, taxonomy lists and 404.html.
@Suite("Page bindings, end to end", .serialized)
struct PageBindingTests {
    static let hostile = "</title><script>alert(1)</script> \"Q\" & <b>"

    /// 25 rows (`Row 0`…, row 20's name hostile), tagged `even` or `odd`, rendered 10 to a page.
    private func render(head: String, extra: [String] = []) throws -> (folder: URL, result: CommandResult) {
        let folder = TestSupport.temporaryFolder()
        let rows = (0..<25).map { index -> [String: Any] in
            ["text": "Text \(index)", "name": index == 20 ? Self.hostile : "Row \(index)", "tag": index % 2 == 0 ? "even" : "odd"]
        }
        try JSONSerialization.data(withJSONObject: rows).write(to: folder.appendingPathComponent("rows.json"))
        let template = TestSupport.write(TemplatePageBindingTests.template(head: head), to: "list.xhtml", in: folder)
        let result = try CommandRunner.run(TestSupport.executable, ["rows.json", "-o", "Public", "--template", template,
                                                                    "--rows-per-page", "10"] + extra, in: folder)
        return (folder, result)
    }

    private func page(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Public/" + path), encoding: .utf8)
    }

    private static let head = """
        <title rl:page-text="{list} – page {page} of {pages}: {first:name} to {last:name}">Names</title>
        <meta name="description" content="Every name" rl:page-attr-content="Names from {first:name} to {last:name}"/>
        <meta property="og:description" rl:page-attr-content="{first:text}"/>
        """

    @Test func eachPageIsTitledAndDescribedByItsOwnRows() throws {
        let (folder, result) = try render(head: Self.head)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.errors)")
        let first = try page("index.html", in: folder)
        #expect(first.contains("<title>Names – page 1 of 3: Row 0 to Row 9</title>"), "\(first.prefix(600))")
        #expect(first.contains("<meta name=\"description\" content=\"Names from Row 0 to Row 9\">"), "\(first.prefix(600))")
        let second = try page("page/2/index.html", in: folder)
        #expect(second.contains("<title>Names – page 2 of 3: Row 10 to Row 19</title>"))
        let third = try page("page/3/index.html", in: folder)
        #expect(third.contains("<title>Names – page 3 of 3: &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; &amp; &lt;b&gt; to Row 24</title>"),
                "\(third.prefix(800))")
        #expect(third.contains("content=\"Names from &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; &amp; &lt;b&gt; to Row 24\""),
                "\(third.prefix(800))")
        #expect(!third.contains("<script>alert(1)"))
    }

    @Test func notFoundAndTaxonomyPagesGetSensibleValues() throws {
        let (folder, result) = try render(head: Self.head, extra: ["--taxonomy", "tag", "--base-url", "https://example.com/"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.errors)")
        let notFound = try page("404.html", in: folder)
        #expect(notFound.contains("<title>Names – Page not found</title>"), "\(notFound.prefix(600))")
        #expect(notFound.contains("<meta name=\"description\" content=\"Every name\">"))
        #expect(notFound.contains("<meta property=\"og:description\" content=\"\">"), "a meta without content of its own gets an empty one")
        #expect(try page("page/2/index.html", in: folder).contains("<meta property=\"og:description\" content=\"Text 10\">"))
        let even = try page("tag/even/page/2/index.html", in: folder)
        #expect(even.contains("<title>even – page 2 of 2: &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; &amp; &lt;b&gt; to Row 24</title>"),
                "\(even.prefix(600))")
        let odd = try page("tag/odd/index.html", in: folder)
        #expect(odd.contains("<title>odd – page 1 of 2: Row 1 to Row 19</title>"), "\(odd.prefix(600))")
        let index = try page("tag/index.html", in: folder)
        #expect(index.contains("<title>Names – tag</title>"), "\(index.prefix(600))")
        let second = try page("page/2/index.html", in: folder)
        #expect(second.contains("<meta property=\"og:title\" content=\"Names – page 2 of 3: Row 10 to Row 19\">"), "\(second.prefix(900))")
    }

    @Test func aTemplateWithoutPageBindingsKeepsItsTitles() throws {
        let (folder, result) = try render(head: "<title>Names</title>")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.errors)")
        #expect(try page("index.html", in: folder).contains("<title>Names</title>"))
        #expect(try page("page/3/index.html", in: folder).contains("<title>Names – Page 3 of 3</title>"))
    }

    @Test func aBindingOnAScriptIsStillRefused() throws {
        let (folder, result) = try render(head: "<title>Names</title><script rl:page-text=\"{first:name}\">var a;</script>")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1)
        #expect(result.errors.contains("list.xhtml:3: The binding rl:page-text sits on <script>. Data never goes into scripts or styles"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Public").path))
    }
}
