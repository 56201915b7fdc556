import Foundation

/// Which folders render-list refuses to publish into: the file system root, the home folder,
/// and any folder that is, or holds, a file the render reads.
enum OutputFolderPolicy {
    static func check(_ output: URL, named name: String, protected: [String]) throws(SiteError) {
        let target = output.path
        if target == "/" || target.isEmpty {
            throw SiteError(path: name, message: "render-list will not publish into the root folder /, because publishing replaces the whole folder. Name a folder of its own, such as Public.")
        }
        let home = FileManager.default.homeDirectoryForCurrentUser.resolvingSymlinksInPath().standardizedFileURL.path
        if target == home {
            throw SiteError(path: name, message: "render-list will not publish into your home folder, because publishing replaces the whole folder. Name a folder of its own, such as Public.")
        }
        for file in protected {
            let folder = URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.deletingLastPathComponent().path
            if folder == target || folder.hasPrefix(target == "/" ? "/" : target + "/") {
                throw SiteError(path: name, message: "The output folder holds \(file), which this render reads. Publishing replaces the whole folder, so name another one, such as Public next to your data.")
            }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), !isFolder.boolValue {
            throw SiteError(path: name, message: "The output \(name) is a file, not a folder. Name a folder; render-list creates it when it does not exist.")
        }
    }
}
