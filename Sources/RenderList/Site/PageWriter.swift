import Foundation

/// Writes page files: the shell around one page's rows, its pager, title and neighbour links.
struct PageWriter {
    let shell: PageShell
    let output: OutputFolder
    let total: Int
    /// The list has no data rows: the empty-list notice is shown.
    let listIsEmpty: Bool

    /// Writes page `number` holding `rows` (spooled HTML) and returns its site-relative path and size.
    func write(page number: Int, rows: [UInt8]) throws(SiteError) -> (path: String, bytes: Int) {
        let prefix: [UInt8] = number == 1 ? [] : Array("../../".utf8)
        var page: [UInt8] = []
        page.reserveCapacity(rows.count + 16_384)
        for (index, segment) in shell.segments.enumerated() {
            Self.append(segment, replacingMarkerWith: prefix, to: &page)
            guard index < shell.slots.count else { break }
            Self.append(content(for: shell.slots[index], page: number, rows: rows), replacingMarkerWith: prefix, to: &page)
        }
        let relative = PagerHTML.path(ofPage: number)
        let url = try output.stagedFile(relative)
        do {
            try Data(page).write(to: url)
        } catch {
            throw SiteError(path: url.path, message: "render-list could not write page \(number) (\(error.localizedDescription)). Check that the disk has room; the previous site is unchanged.")
        }
        return (relative, page.count)
    }

    private func content(for slot: PageShell.Slot, page number: Int, rows: [UInt8]) -> [UInt8] {
        switch slot {
        case .titleSuffix:
            return number == 1 ? [] : Array(" – Page \(number) of \(total)".utf8)
        case .headEnd:
            var links = "<link rel=\"stylesheet\" href=\"\u{1}\(SiteStyle.fileName)\">"
            if number > 1 { links += "<link rel=\"prev\" href=\"\u{1}\(PagerHTML.path(ofPage: number - 1))\">" }
            if number < total { links += "<link rel=\"next\" href=\"\u{1}\(PagerHTML.path(ofPage: number + 1))\">" }
            return Array(links.utf8)
        case .rows:
            return listIsEmpty && !shell.noticeOutsideList ? rows + shell.emptyNotice : rows
        case .pager:
            return total > 1 ? PagerHTML.render(PagerModel(current: number, total: total)) : []
        case .emptyNotice:
            return listIsEmpty ? shell.emptyNotice : []
        }
    }

    private static func append(_ bytes: [UInt8], replacingMarkerWith prefix: [UInt8], to page: inout [UInt8]) {
        var start = 0
        while let marker = bytes[start...].firstIndex(of: HTMLWriter.rootMarker) {
            page.append(contentsOf: bytes[start..<marker])
            page.append(contentsOf: prefix)
            start = marker + 1
        }
        page.append(contentsOf: bytes[start...])
    }
}
