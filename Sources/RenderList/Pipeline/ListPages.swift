import Foundation

/// Writes a list's pages on several threads, the calling thread one of them: each takes the next
/// page, reads its rows from the spool (one read at a time) and writes the page file while the
/// others write theirs. A page is the same file whichever thread writes it; what was written is
/// reported in page order. Worth it because a page file is synced to disk as it is written, a
/// wait that one thread would spend idle.
final class ListPages: @unchecked Sendable {
    private let writer: PageWriter
    private let spool: RowSpool
    private let starts: [Int]
    private let ends: [PageEnds]
    private let end: Int
    /// Guards the state below, and the spool.
    private let lock = NSLock()
    /// The next page to take (an index into ``starts``).
    private var next = 0
    /// What writing each page gave, by page index.
    private var results: [Result<(path: String, bytes: Int), SiteError>?]

    /// The pages of the list whose rows are in `spool`, as ``PageWriter/writePages(from:starts:ends:end:)`` takes them.
    init(writer: PageWriter, spool: RowSpool, starts: [Int], ends: [PageEnds], end: Int) {
        (self.writer, self.spool, self.starts, self.ends, self.end) = (writer, spool, starts, ends, end)
        results = Array(repeating: nil, count: starts.count)
    }

    /// Writes every page on `threads` threads.
    /// - Throws: the first page's error in page order, if any.
    func write(threads count: Int) throws(SiteError) -> Publication.Written {
        guard count > 1, starts.count > 1 else {
            return try writer.writePages(from: spool, starts: starts, ends: ends, end: end)
        }
        let threads = WorkerThreads(count: min(count, starts.count) - 1)
        threads.begin { [self] _ in work() }
        work()
        threads.stop()
        var written = Publication.Written()
        for result in results {
            guard let page = try result?.get() else { continue }
            written.paths.append(page.path)
            written.bytes += page.bytes
        }
        return written
    }

    /// Takes pages and writes them until none is left.
    private func work() {
        while true {
            lock.lock()
            guard next < starts.count else {
                lock.unlock()
                return
            }
            let index = next
            next += 1
            let stop = index + 1 < starts.count ? starts[index + 1] : end
            let rows = Result { () throws(SiteError) in try spool.read(starts[index]..<stop) }
            lock.unlock()
            let page = rows.flatMap { rows in
                Result { () throws(SiteError) in
                    try writer.write(page: index + 1, rows: rows, ends: index < ends.count ? ends[index] : PageEnds())
                }
            }
            lock.lock()
            results[index] = page
            lock.unlock()
        }
    }
}
