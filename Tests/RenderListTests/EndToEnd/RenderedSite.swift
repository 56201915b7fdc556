import Foundation

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

    /// Every `data-row` value in order, over all pages.
    var rowIndices: [Int] {
        pages.flatMap { Self.matches(#"data-row="(\d+)""#, in: $0.html).compactMap { Int($0) } }
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
