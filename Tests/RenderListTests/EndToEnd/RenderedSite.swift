import Foundation
@testable import RenderList

/// A rendered site read back from disk by following its pages' `rel="next"` links.
struct RenderedSite {
    let folder: URL
    /// Page paths relative to the folder, in pager order, with their HTML.
    private(set) var pages: [(path: String, html: String)] = []

    init(folder: URL) throws {
        self.folder = folder
        var path: String? = "index.html"
        var seen = Set<String>()
        while let current = path, seen.insert(current).inserted {
            let html = try String(contentsOf: folder.appendingPathComponent(current), encoding: .utf8)
            pages.append((current, html))
            path = Self.next(from: html).map { Self.resolve($0, against: current) }
        }
    }

    /// The ids of the data rows (roots with `data-row`), in order over all pages.
    var rowIDs: [String] {
        pages.flatMap { page in
            Self.matches(#"(<[a-z]+ [^>]*data-row=""[^>]*>)"#, in: page.html).map { Self.matches(#" id="([^"]*)""#, in: $0).first ?? "" }
        }
    }

    /// Whether every text of `texts` is shown once and in that order over all pages.
    func shows(inOrder texts: [String]) -> Bool {
        let html = pages.map(\.html).joined()
        var from = html.startIndex
        for text in texts {
            guard let found = html.range(of: text, range: from..<html.endIndex) else { return false }
            from = found.upperBound
        }
        return texts.allSatisfy { html.components(separatedBy: $0).count == 2 }
    }

    /// Which row of the data file `data` each data row shown is, in order over all pages (-1:
    /// none): rows without `rl:id` are found by their id, made from what they hold.
    func rowIndices(data: String) throws -> [Int] {
        var indices: [String: Int] = [:]
        for (index, id) in try Self.contentIDs(data: data).enumerated() { indices[id] = indices[id] ?? index }
        return rowIDs.map { indices[$0] ?? -1 }
    }

    /// The id each row of the data file `data` asks for without `rl:id`, in data order
    /// (``RowAnchors/contentID(of:)``).
    static func contentIDs(data: String) throws -> [String] {
        DataFixtures.rows(try DataFixtures.items(data)).map(RowAnchors.contentID(of:))
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private static func next(from html: String) -> String? {
        matches(#"<link rel="next" href="([^"]+)">"#, in: html).first
    }

    private static func resolve(_ href: String, against page: String) -> String {
        let base = URL(fileURLWithPath: "/site/" + page).deletingLastPathComponent()
        return String(base.appendingPathComponent(href).standardizedFileURL.path.dropFirst("/site/".count))
    }
}

extension RenderedSite {
    /// The CSS of the template's `<style>` elements, as the site writes them (`styles/*.css`),
    /// one after the other in file-name order.
    static func templateCSS(in folder: URL) throws -> String {
        let styles = folder.appendingPathComponent("styles")
        let names = try FileManager.default.contentsOfDirectory(atPath: styles.path).filter { $0.hasSuffix(".css") }.sorted()
        return try names.map { try String(contentsOf: styles.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }
}
