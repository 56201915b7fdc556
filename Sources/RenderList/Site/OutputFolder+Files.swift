import Foundation

extension OutputFolder {
    /// Writes `text` to `relative` in the staging folder; returns its size in bytes.
    func write(_ text: String, to relative: String) throws(SiteError) -> Int {
        let url = try stagedFile(relative)
        let data = Data(text.utf8)
        do {
            try data.write(to: url)
        } catch {
            throw SiteError(path: url.path, message: "render-list could not write \(relative) (\(error.localizedDescription)). Check that the disk has room; the previous site is unchanged.")
        }
        return data.count
    }

    /// The text of `relative` in the current site when it is a file of the user's (one no
    /// render-list manifest lists), which publishing keeps; nil otherwise.
    func foreignFile(_ relative: String) -> String? {
        let files = ForeignFiles(site: resolved, path: path)
        guard files.isForeign(relative) else { return nil }
        return (try? String(contentsOf: resolved.appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }
}
