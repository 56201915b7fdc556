import Foundation
import Testing

/// A page that starts in the middle of a section begins with the section's header again,
/// marked `data-continued`, with the header's heights; it counts in the page's budget.
@Suite("Continued section headers, end to end", .serialized)
struct ContinuedHeaderPageTests {
    /// One item of a written page: an element that carries `data-height`.
    struct Item {
        /// The start tag.
        var tag: String
        /// The text right after the start tag: a section header's title.
        var text: String
        /// The HTML up to the next item.
        var body: String
        var height: Double { Double(RenderedSite.matches(#" data-height="([0-9.]+)""#, in: tag).first ?? "") ?? .nan }
        var isHeader: Bool { tag.contains(#"data-decoration="header""#) }
        var isContinued: Bool { tag.contains(#" data-continued="""#) }
        /// A data row's index in the data: its quote's number (``data(_:)`` counts them from 1), less 1.
        var row: Int? {
            guard tag.contains(#" data-row="""#) else { return nil }
            return RenderedSite.matches(#"Quote (\d+):"#, in: body).first.flatMap { Int($0) }.map { $0 - 1 }
        }
    }

    /// The items of `html`, in order.
    static func items(of html: String) -> [Item] {
        let regex = try! NSRegularExpression(pattern: #"(<[a-z0-9]+ [^>]*data-height="[^"]*"[^>]*>)([^<]*)"#)
        let matches = regex.matches(in: html, range: NSRange(html.startIndex..., in: html))
        return matches.indices.compactMap { index in
            let match = matches[index]
            guard let tag = Range(match.range(at: 1), in: html), let text = Range(match.range(at: 2), in: html) else { return nil }
            let end = index + 1 < matches.count ? Range(matches[index + 1].range, in: html)?.lowerBound ?? html.endIndex : html.endIndex
            return Item(tag: String(html[tag]), text: String(html[text]), body: String(html[tag.upperBound..<end]))
        }
    }

    /// Sections of quotes as JSON: each `(title, rows)`, rows of varied length; the last with a footer.
    static func data(_ sections: [(String, Int)]) -> String {
        var row = 0
        let parts = sections.enumerated().map { number, section in
            let rows = (0..<section.1).map { _ in
                row += 1
                let words = String(repeating: "word ", count: 4 + row * 7 % 23)
                return #"{"text": "Quote \#(row): \#(words)end.", "personName": "Author \#(row)"}"#
            }
            let footer = number == sections.count - 1 ? #", "footer": "The end of \#(section.0)""# : ""
            return #"{"title": "\#(section.0)"\#(footer), "rows": [\#(rows.joined(separator: ","))]}"#
        }
        return #"{"sections": [\#(parts.joined(separator: ","))]}"#
    }

    /// Renders `data` with `options` in `folder`; the items of every page, in pager order.
    static func render(_ data: String, _ options: [String], template: String = TestSupport.defaultTemplate,
                       in folder: URL) throws -> [[Item]] {
        let output = folder.appendingPathComponent("Public")
        let path = TestSupport.write(data, to: "data.json", in: folder)
        let result = try CommandRunner.run(TestSupport.executable, [path, "-o", output.path, "--template", template] + options)
        #expect(result.status == 0 && !result.errors.contains("warning"), "\(result.errors)")
        return try RenderedSite(folder: output).pages.map { items(of: $0.html) }
    }

    @Test func aSectionOverThreePagesShowsItsHeaderOnEachCountedInTheBudget() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let budget = 1200.0
        let pages = try Self.render(Self.data([("Alpha", 40), ("Beta", 4)]), ["--page-height", "1200"], in: folder)
        try #require(pages.count >= 3)
        let header = try #require(pages[0].first)
        #expect(header.isHeader && !header.isContinued && header.text == "Alpha")
        #expect(header.tag.contains("data-heights=\""), "the default template has several viewport classes")
        for page in pages.indices.dropFirst() {
            let first = try #require(pages[page].first)
            // Every page after the first starts with a header: a section's own, or a continued one.
            #expect(first.isHeader, "page \(page + 1) starts with \(first.tag)")
            guard first.isContinued else { continue }
            let original = try #require(pages[..<page].joined().last { $0.isHeader && !$0.isContinued })
            #expect(first.tag == original.tag.dropLast() + #" data-continued="">"#, "page \(page + 1)")
            #expect(first.text == original.text)
        }
        #expect(pages[1].first?.isContinued == true && pages[1].first?.text == "Alpha")
        #expect(pages[2].first?.isContinued == true && pages[2].first?.text == "Alpha")
        for (page, items) in pages.enumerated() {
            let total = items.reduce(0) { $0 + $1.height }
            #expect(total <= budget, "page \(page + 1) holds \(total) px of estimated height")
            #expect(items.dropFirst().allSatisfy { !$0.isContinued }, "a continued header opens its page")
        }
        #expect(pages.joined().compactMap(\.row) == Array(0..<44))
        #expect(pages.joined().count { $0.isHeader && !$0.isContinued } == 2)
    }

    /// Under a row count, headers do not count; the copy of a header with an id has none.
    @Test func underARowCountContinuedHeadersDoNotCountAndCarryNoId() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = TestSupport.write(TestSupport.template(prototypes: """
            <h2 rl:prototype="Header" rl:text="title" rl:attr-id="title">Title</h2>
            <p rl:prototype="Footer" rl:text="footer">Footer</p>
            """),
                                         to: "template.xhtml", in: folder)
        let data = Self.data([("Alpha", 7), ("Beta", 2)])
        let pages = try Self.render(data, ["--rows-per-page", "3"], template: template, in: folder)
        let summary = pages.map { $0.map { $0.isHeader ? ($0.isContinued ? "+" : "") + $0.text : $0.row.map(String.init) ?? "footer" } }
        #expect(summary == [["Alpha", "0", "1", "2"], ["+Alpha", "3", "4", "5"], ["+Alpha", "6", "Beta", "7", "8", "footer"]])
        let html = try RenderedSite(folder: folder.appendingPathComponent("Public")).pages.map(\.html).joined()
        #expect(RenderedSite.matches(#"(id="Alpha")"#, in: html).count == 1)
        #expect(pages.joined().filter(\.isContinued).allSatisfy { !$0.tag.contains(" id=") })
    }
}
