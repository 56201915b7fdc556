import Foundation
import Testing

/// `--page-breaks stable`: pages end where the rows say, so an edit rewrites only the page files
/// beside it, and a link to another page keeps showing the same rows.
@Suite("Stable page breaks, end to end", .serialized)
struct StablePageBreakTests {
    /// Rows of unique text of many lengths; `edited` gets other text.
    private static func data(rows: Int, edited: Int? = nil, inserted: Int? = nil, deleted: Int? = nil) -> String {
        var items: [String] = []
        for row in 0..<rows where row != deleted {
            if row == inserted { items.append(#"{"text": "A row added later, with words of its own.", "personName": "Newcomer"}"#) }
            let words = (0..<(3 + row * 37 % 61)).map { "w\(row)x\($0)" }.joined(separator: " ")
            let text = row == edited ? "Edited: " + String(repeating: "changed words ", count: 30) : "Row \(row): \(words)."
            items.append(#"{"text": "\#(text)", "personName": "Author \#(row)"}"#)
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// Renders `data` in `folder` with `options`; every page file's bytes, by path.
    private static func render(_ data: String, in folder: URL, _ options: [String]) throws -> [String: Data] {
        let output = folder.appendingPathComponent("Public")
        let path = TestSupport.write(data, to: "data.json", in: folder)
        let result = try CommandRunner.run(TestSupport.executable, [path, "-o", output.path, "--width", "400"] + options)
        #expect(result.status == 0, "\(result.errors)")
        let site = try RenderedSite(folder: output)
        var files: [String: Data] = [:]
        for page in site.pages { files[page.path] = try Data(contentsOf: output.appendingPathComponent(page.path)) }
        return files
    }

    /// How many page files of `new` differ from (or are missing in) `old`.
    private static func rewritten(_ old: [String: Data], _ new: [String: Data]) -> Int {
        new.filter { old[$0.key] != $0.value }.count
    }

    /// How many pages of `new` differ from `old` in anything but the pager and the title, which
    /// name the page count.
    private static func rewrittenRows(_ old: [String: Data], _ new: [String: Data]) -> Int {
        new.filter { old[$0.key].map(withoutPager) != withoutPager($0.value) }.count
    }

    private static func withoutPager(_ page: Data) -> String {
        String(decoding: page, as: UTF8.self)
            .replacingOccurrences(of: #"<title>[^<]*</title>"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"<nav class="pager".*?</nav>"#, with: "", options: .regularExpression)
    }

    @Test func editingOneRowRewritesAtMostTwoPageFiles() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--page-breaks", "stable"]
        let before = try Self.render(Self.data(rows: 700), in: folder, options)
        try #require(before.count > 12, "\(before.count) pages")
        var pageCountKept = 0
        for edited in [5, 120, 350, 480, 690] {
            let after = try Self.render(Self.data(rows: 700, edited: edited), in: folder, options)
            // An edit may add or remove a page end; then the pager and title of every page
            // change, and the pages after it are renumbered.
            #expect(abs(after.count - before.count) <= 1)
            if after.count == before.count {
                pageCountKept += 1
                #expect(Self.rewritten(before, after) <= 2, "row \(edited)")
            }
        }
        #expect(pageCountKept >= 2)
        // Under the fill rule the same edit near the top moves every page end after it.
        let filled = try Self.render(Self.data(rows: 700), in: folder, [])
        let refilled = try Self.render(Self.data(rows: 700, edited: 5), in: folder, [])
        #expect(Self.rewrittenRows(filled, refilled) > 4)
    }

    /// Nothing in a page depends on the rows of other pages (no row carries its index in the
    /// list), so a row inserted or deleted in the middle rewrites the page files beside it alone.
    @Test func anInsertedOrDeletedRowRewritesAtMostThreePageFiles() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--page-breaks", "stable"]
        let before = try Self.render(Self.data(rows: 700), in: folder, options)
        let rowsBefore = Self.authors(before)
        var pageCountKept = 0
        for (inserted, deleted) in [(300, nil), (nil, 300), (150, nil), (nil, 520), (610, nil)] as [(Int?, Int?)] {
            let after = try Self.render(Self.data(rows: 700, inserted: inserted, deleted: deleted), in: folder, options)
            guard after.count == before.count else { continue }  // a page end added or removed: all are renumbered
            pageCountKept += 1
            #expect(Self.rewritten(before, after) <= 3, "inserted \(inserted ?? -1), deleted \(deleted ?? -1)")
            let rowsAfter = Self.authors(after)
            let unchanged = rowsAfter.filter { page in rowsBefore.contains(page) }.count
            #expect(rowsAfter.count - unchanged <= 3, "\(rowsAfter.count - unchanged) of \(rowsAfter.count) pages show other rows")
        }
        #expect(pageCountKept >= 3)
    }

    @Test func filesARenderDoesNotChangeKeepTheirInodes() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--page-breaks", "stable"]
        let before = try Self.render(Self.data(rows: 400), in: folder, options)
        let inodesBefore = try Self.inodes(in: folder)
        let after = try Self.render(Self.data(rows: 400, edited: 200), in: folder, options)
        let inodesAfter = try Self.inodes(in: folder)
        try #require(after.count == before.count, "the edit added or removed a page end")
        let changed = Set(after.keys.filter { before[$0] != after[$0] })
        #expect(!changed.isEmpty && changed.count <= 2)
        for path in after.keys {
            // A page whose bytes are the same is the very file of the previous site, linked in.
            #expect((inodesAfter[path] == inodesBefore[path]) == !changed.contains(path), "\(path)")
        }
        // The fonts differ (the edit brought other characters), and with them render-list.css;
        // the 404 page names neither.
        #expect(inodesAfter["404.html"] == inodesBefore["404.html"])
    }

    /// The inode of every file of the site in `folder`, by path.
    private static func inodes(in folder: URL) throws -> [String: UInt64] {
        let site = folder.appendingPathComponent("Public")
        var inodes: [String: UInt64] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: site.path)! {
            let attributes = try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(path).path)
            if attributes[.type] as? FileAttributeType == .typeRegular {
                inodes[path] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
            }
        }
        return inodes
    }

    @Test func stableBreaksCutByHeightOnly() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = TestSupport.write(Self.data(rows: 3), to: "data.json", in: folder)
        let result = try CommandRunner.run(TestSupport.executable, [path, "-o", folder.appendingPathComponent("Out").path,
                                                                    "--page-breaks", "stable", "--rows-per-page", "10"])
        #expect(result.status != 0)
        #expect(result.errors.contains("--page-breaks stable cuts pages by height; it cannot be given with --rows-per-page."))
    }

    /// The authors each page shows, page by page in pager order (page files by their number).
    private static func authors(_ files: [String: Data]) -> [[String]] {
        let order = files.keys.sorted { number($0) < number($1) }
        return order.map { RenderedSite.matches(#"(Author \d+|Newcomer)"#, in: String(decoding: files[$0]!, as: UTF8.self)) }
    }

    private static func number(_ path: String) -> Int {
        path == "index.html" ? 1 : Int(path.split(separator: "/").dropFirst().first ?? "") ?? 0
    }
}
