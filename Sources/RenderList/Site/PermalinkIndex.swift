import Foundation

/// `permalinks.json`: every row's id mapped to the page it is on, relative to the site's root
/// (`""` for the first page, `page/3/` for the third), which `404.html` reads to send a stale or
/// permanent link to the row (``NotFoundScript``). Only the main list's rows are in it.
///
/// Rows stream by before the paginator has settled their pages, so each id is recorded in a
/// file in the staging folder with the row spool offset its row starts at; once the page
/// starts are known, that file is read back in chunks and the index written as it goes: memory
/// does not grow with the rows.
final class PermalinkIndex {
    /// The index's name in the site.
    static let fileName = "permalinks.json"
    /// Lines `OFFSET "ID"` (the id as a JSON string).
    private let records: RowSpool

    init(staging: URL) throws(SiteError) {
        records = try RowSpool(url: staging.appendingPathComponent(".render-list-permalinks"))
    }

    /// Records that the row with id `id` starts at row spool offset `offset`.
    func add(_ id: String, offset: Int) throws(SiteError) {
        try records.append(Array("\(offset) \(ScriptLiteral.string(id))\n".utf8))
    }

    /// Writes the index, pages cut at `pageStarts` (row spool offsets); returns what was written.
    func write(pageStarts: [Int], to output: OutputFolder) throws(SiteError) -> Publication.Written {
        let written = try writeFile(pageStarts: pageStarts, to: output)
        output.keepIfUnchanged(Self.fileName)
        return written
    }

    private func writeFile(pageStarts: [Int], to output: OutputFolder) throws(SiteError) -> Publication.Written {
        let url = try output.stagedFile(Self.fileName)
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let file = try? FileHandle(forWritingTo: url) else {
            throw SiteError(path: url.path, message: "render-list could not write \(Self.fileName). Check that the disk has room; the previous site is unchanged.")
        }
        defer { try? file.close() }
        var writer = IndexWriter(file: file, url: url, pageStarts: pageStarts)
        var start = 0
        var carried: [UInt8] = []
        while start < records.offset {
            let chunk = try records.read(start..<min(records.offset, start + (1 << 20)))
            start += chunk.count
            carried += chunk
            guard let last = carried.lastIndex(of: UInt8(ascii: "\n")) else { continue }
            for line in carried[...last].split(separator: UInt8(ascii: "\n")) { try writer.add(line) }
            carried.removeSubrange(...last)
        }
        try writer.finish()
        records.discard()
        return Publication.Written(paths: [Self.fileName], bytes: writer.bytes)
    }

    /// Turns record lines into the index's entries, in order, and writes them out in chunks.
    private struct IndexWriter {
        let file: FileHandle
        let url: URL
        let pageStarts: [Int]
        var page = 0
        var buffer = Array("{".utf8)
        var bytes = 0
        var first = true

        mutating func add(_ line: ArraySlice<UInt8>) throws(SiteError) {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")),
                  let offset = Int(String(decoding: line[..<space], as: UTF8.self)) else { return }
            while page + 1 < pageStarts.count, pageStarts[page + 1] <= offset { page += 1 }
            buffer += Array((first ? "\n" : ",\n").utf8) + line[(space + 1)...]
            buffer += Array((page == 0 ? ":\"\"" : ":\"page/\(page + 1)/\"").utf8)
            first = false
            if buffer.count >= 1 << 20 { try flush() }
        }

        mutating func finish() throws(SiteError) {
            buffer += Array("\n}\n".utf8)
            try flush()
        }

        private mutating func flush() throws(SiteError) {
            do {
                try file.write(contentsOf: buffer)
            } catch {
                throw SiteError(path: url.path, message: "render-list could not write \(PermalinkIndex.fileName) (\(error.localizedDescription)). Check that the disk has room; the previous site is unchanged.")
            }
            bytes += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
