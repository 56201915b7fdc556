import Foundation

/// The files of a published site that render-list did not write (anything not in its manifest):
/// they are carried into each new site by hard link (or a copy), so publishing never loses them.
struct ForeignFiles {
    /// The current site (it may not exist yet).
    let site: URL
    /// The output folder as the user named it, for messages.
    let path: String

    /// Links every foreign file of `site` into `staging`. Fails, before anything is published,
    /// when the new site wants a file of the same name.
    func carry(into staging: URL, written: Set<String>) throws(SiteError) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: site.path) else { return }
        let ours = previousManifest()
        for relative in try listing() where !ours.contains(relative) && relative != OutputFolder.manifestName {
            let source = site.appendingPathComponent(relative)
            let target = staging.appendingPathComponent(relative)
            if written.contains(relative) {
                throw SiteError(path: path, message: "\(relative) in the output folder was not written by render-list, and the new site has a file of that name. Move it out of the folder (or delete it yourself), then run again; nothing was changed.")
            }
            try link(source, to: target, relative: relative)
        }
    }

    private func link(_ source: URL, to target: URL, relative: String) throws(SiteError) {
        let manager = FileManager.default
        do {
            let attributes = try manager.attributesOfItem(atPath: source.path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                try manager.createDirectory(at: target, withIntermediateDirectories: true)
            case .typeSymbolicLink?:
                let destination = try manager.destinationOfSymbolicLink(atPath: source.path)
                try manager.createSymbolicLink(atPath: target.path, withDestinationPath: destination)
            default:
                // A hard link costs nothing; where the system refuses one (a file of another
                // user under protected_hardlinks, another file system) the file is copied.
                do { try manager.linkItem(at: source, to: target) } catch { try manager.copyItem(at: source, to: target) }
            }
        } catch {
            throw SiteError(path: path, message: "render-list could not keep \(relative), a file it did not write, in the new site (\(error.localizedDescription)). Nothing was changed.")
        }
    }

    /// Whether `relative` is in the current site and no manifest of render-list's lists it.
    func isForeign(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: site.appendingPathComponent(relative).path)
            && !previousManifest().contains(relative)
    }

    /// Every file, folder and link below the site, as paths relative to it, parents first.
    /// Symbolic links are listed, never followed. A folder that cannot be read stops the
    /// publish: what it holds could not be carried over, and would be lost with the old site.
    private func listing() throws(SiteError) -> [String] {
        var result: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let absolute = folder.isEmpty ? site.path : site.appendingPathComponent(folder).path
            guard let entries = Self.entries(of: absolute) else {
                let shown = folder.isEmpty ? "the output folder" : folder
                let reason = String(cString: strerror(errno))
                throw SiteError(path: path, message: "render-list could not read \(shown), which holds files it did not write, to keep them in the new site (\(reason)). Make it readable, or move it out of the output folder; nothing was changed.")
            }
            for (name, isFolder) in entries {
                let relative = folder.isEmpty ? name : folder + "/" + name
                result.append(relative)
                if isFolder { folders.append(relative) }
            }
        }
        return result.sorted()
    }

    /// The names in the folder at `path`, each with whether it is a folder (a symbolic link is
    /// not one, whatever it points to); nil when the folder cannot be read. Read with `readdir`,
    /// whose entries carry their type: a site has a folder per page, and asking each entry's
    /// attributes cost a third of a second per 10,000 pages.
    private static func entries(of path: String) -> [(name: String, isFolder: Bool)]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var status = stat()
                isFolder = lstat(path + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append((name, isFolder))
        }
        return entries
    }

    /// The files the previous render wrote, and the folders that hold them.
    private func previousManifest() -> Set<String> {
        let url = site.appendingPathComponent(OutputFolder.manifestName)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var entries = Set<String>()
        for line in text.split(separator: "\n") where !line.isEmpty {
            let components = line.split(separator: "/")
            for end in 1...components.count {
                entries.insert(components[..<end].joined(separator: "/"))
            }
        }
        return entries
    }
}
