extension PageWriter {
    /// Writes every page of a list whose rows are in `spool`, page N from `starts[N - 1]` up to
    /// the next page's start (the last page up to `end`), its page bindings reading `ends[N - 1]`;
    /// returns what was written.
    func writePages(from spool: RowSpool, starts: [Int], ends: [PageEnds], end: Int) throws(SiteError) -> Publication.Written {
        var written = Publication.Written()
        for (index, start) in starts.enumerated() {
            let stop = index + 1 < starts.count ? starts[index + 1] : end
            let page = try write(page: index + 1, rows: spool.read(start..<stop), ends: index < ends.count ? ends[index] : PageEnds())
            written.paths.append(page.path)
            written.bytes += page.bytes
        }
        return written
    }
}
