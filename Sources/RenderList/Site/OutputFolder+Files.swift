import Foundation

extension OutputFolder {
    /// Writes `text` to `relative` in the staging folder; returns its size in bytes.
    func write(_ text: String, to relative: String) throws(SiteError) -> Int {
        try stage(Array(text.utf8), at: relative)
    }

    /// Writes `bytes` to `relative` in the staging folder; returns their count. When the
    /// current site already holds these very bytes at `relative`, its file is linked into the
    /// staging folder instead: a file a render does not change keeps its inode and modification
    /// time, so a server, a sync tool or a backup can tell it did not change, and its bytes are
    /// neither written nor synced again. Publishing stays one atomic swap.
    func stage(_ bytes: [UInt8], at relative: String) throws(SiteError) -> Int {
        let url = try stagedFile(relative)
        if keepsUnchanged(bytes, at: relative, in: url) { return bytes.count }
        do {
            try Data(bytes).write(to: url)
        } catch {
            throw SiteError(path: url.path, message: "render-list could not write \(relative) (\(error.localizedDescription)). Check that the disk has room; the previous site is unchanged.")
        }
        return bytes.count
    }

    /// Links the current site's `relative` to `target` when it is a regular file holding exactly
    /// `bytes`; false when it is not (or the system refuses the link), and nothing was done.
    private func keepsUnchanged(_ bytes: [UInt8], at relative: String, in target: URL) -> Bool {
        let source = resolved.appendingPathComponent(relative)
        guard Self.regularFileSize(source) == bytes.count,
              let current = try? Data(contentsOf: source), Self.equal(current, bytes) else { return false }
        return (try? FileManager.default.linkItem(at: source, to: target)) != nil
    }

    /// Copies the file `source` to `relative` in the staging folder, or links the current site's
    /// file there when it holds the same bytes (a photo, a web font that did not change).
    /// Returns the staged file.
    func copy(_ source: URL, to relative: String) throws -> URL {
        let target = try stagedFile(relative)
        let current = resolved.appendingPathComponent(relative)
        if Self.sameBytes(source, current), (try? FileManager.default.linkItem(at: current, to: target)) != nil { return target }
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    /// Puts the current site's `relative` in place of the staged file of that name when the two
    /// hold the same bytes (for files written in pieces, such as the permalink index).
    func keepIfUnchanged(_ relative: String) {
        let source = resolved.appendingPathComponent(relative), target = staging.appendingPathComponent(relative)
        guard Self.sameBytes(source, target) else { return }
        let moved = target.appendingPathExtension("replaced")
        guard rename(target.path, moved.path) == 0 else { return }
        if (try? FileManager.default.linkItem(at: source, to: target)) != nil {
            unlink(moved.path)
        } else {
            _ = rename(moved.path, target.path)
        }
    }

    /// Whether `first` and `second` are regular files of the same bytes, read a megabyte at a
    /// time (a permalink index of a million rows is tens of megabytes).
    private static func sameBytes(_ first: URL, _ second: URL) -> Bool {
        guard let size = regularFileSize(first), size == regularFileSize(second),
              let one = try? FileHandle(forReadingFrom: first), let other = try? FileHandle(forReadingFrom: second) else { return false }
        defer { try? one.close(); try? other.close() }
        while true {
            let chunk = (try? one.read(upToCount: 1 << 20)) ?? nil, otherChunk = (try? other.read(upToCount: 1 << 20)) ?? nil
            guard chunk == otherChunk else { return false }
            if chunk?.isEmpty ?? true { return true }
        }
    }

    /// Whether `data` holds exactly `bytes`, compared as memory (a page is compared with the
    /// current site's for every page of every render).
    private static func equal(_ data: Data, _ bytes: [UInt8]) -> Bool {
        guard data.count == bytes.count else { return false }
        return data.withUnsafeBytes { stored in
            bytes.withUnsafeBytes { made in
                guard let one = stored.baseAddress, let other = made.baseAddress else { return stored.count == made.count }
                return memcmp(one, other, made.count) == 0
            }
        }
    }

    /// The size of the regular file at `url`; nil when there is none.
    private static func regularFileSize(_ url: URL) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    /// The text of `relative` in the current site when it is a file of the user's (one no
    /// render-list manifest lists), which publishing keeps; nil otherwise.
    func foreignFile(_ relative: String) -> String? {
        let files = ForeignFiles(site: resolved, path: path)
        guard files.isForeign(relative) else { return nil }
        return (try? String(contentsOf: resolved.appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }
}
