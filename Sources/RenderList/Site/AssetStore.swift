import Foundation

/// Copies the images rows name into the site, once each, under `images/`, keeping their
/// folders. Names are relative to the data file and may not leave its folder.
final class AssetStore: AssetResolving {
    private let dataFolder: URL
    private let output: OutputFolder
    private var urls: [String: String?] = [:]
    /// Site-relative paths of the files copied so far.
    private(set) var written: [String] = []
    /// The image files copied so far, where they came from.
    private(set) var sources: [String] = []
    /// Bytes copied so far.
    private(set) var bytes = 0

    init(dataFile: String, output: OutputFolder) {
        dataFolder = URL(fileURLWithPath: dataFile).standardizedFileURL.deletingLastPathComponent()
        self.output = output
    }

    func imageURL(for name: String) -> String? {
        if let known = urls[name] { return known }
        let url = copy(name)
        urls[name] = url
        return url
    }

    private func copy(_ name: String) -> String? {
        let decoded = name.removingPercentEncoding ?? name
        let source = dataFolder.appendingPathComponent(decoded).standardizedFileURL
        guard source.path.hasPrefix(dataFolder.path.hasSuffix("/") ? dataFolder.path : dataFolder.path + "/") else {
            return nil
        }
        let relative = "images/" + String(source.path.dropFirst(dataFolder.path.count)).trimmingCharacters(in: ["/"])
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), !isFolder.boolValue,
              let target = try? output.stagedFile(relative) else { return nil }
        do {
            if !FileManager.default.fileExists(atPath: target.path) {
                try FileManager.default.copyItem(at: source, to: target)
                written.append(relative)
                sources.append(source.path)
                bytes += (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int) ?? 0
            }
        } catch {
            return nil
        }
        return Self.percentEncoded(relative)
    }

    /// Path characters a URL may not hold as they are, percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#;")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
