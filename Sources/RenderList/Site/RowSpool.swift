import Foundation

/// An append-only file of written rows in the staging folder. Rows are written once, as they
/// stream by; pages are cut from it afterwards, one at a time, so memory holds at most a page.
final class RowSpool {
    private let url: URL
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// Bytes appended so far: the offset the next row starts at.
    private(set) var offset = 0

    init(url: URL) throws(SiteError) {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forUpdating: url) else {
            throw SiteError(path: url.path, message: "render-list could not create its row spool file. Check that the folder holding the output is writable and the disk has room.")
        }
        self.handle = handle
        buffer.reserveCapacity(1 << 20)
    }

    deinit {
        discard()
    }

    /// Closes and deletes the spool file (before the staging folder is published).
    func discard() {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }

    func append(_ bytes: [UInt8]) throws(SiteError) {
        buffer.append(contentsOf: bytes)
        offset += bytes.count
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// The bytes from `range` (offsets as returned by ``offset``).
    func read(_ range: Range<Int>) throws(SiteError) -> [UInt8] {
        try flush()
        do {
            try handle.seek(toOffset: UInt64(range.lowerBound))
            let data = try handle.read(upToCount: range.count) ?? Data()
            return [UInt8](data)
        } catch {
            throw SiteError(path: url.path, message: "render-list could not read back its row spool (\(error.localizedDescription)).")
        }
    }

    private func flush() throws(SiteError) {
        guard !buffer.isEmpty else { return }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: buffer)
        } catch {
            throw SiteError(path: url.path, message: "render-list could not write its row spool (\(error.localizedDescription)). Check that the disk has room; the previous site is unchanged.")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
