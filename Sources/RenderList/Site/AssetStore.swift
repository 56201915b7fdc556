import Foundation

/// Copies the images rows name into the site, once each, under `images/`, keeping their
/// folders. Names are relative to the data file and may not leave its folder. Without an output
/// folder (estimating heights only) images are found, and get their URLs, but are not copied.
/// The binders of a render's threads share one store: it is thread-safe.
final class AssetStore: AssetResolving, @unchecked Sendable {
    /// Guards the state below: one image is looked up and copied at a time.
    private let lock = NSLock()
    private let dataFolder: URL
    private let output: OutputFolder?
    private var urls: [String: String?] = [:]
    /// Where each site URL handed out was copied from.
    private var sourceOfURL: [String: String] = [:]
    /// Site-relative paths of the files copied so far.
    private(set) var written: [String] = []
    /// The image files copied so far, where they came from.
    private(set) var sources: [String] = []
    /// The natural size of each image handed out, by its URL, for the height model.
    let imageSizes = ImageSizeTable()
    /// Bytes copied so far.
    private(set) var bytes = 0

    init(dataFile: String, output: OutputFolder?) {
        dataFolder = URL(fileURLWithPath: dataFile).standardizedFileURL.deletingLastPathComponent()
        self.output = output
    }

    /// A store for images named relative to `imagesFolder` (``ListSource/imagesFolder``).
    init(imagesFolder: String, output: OutputFolder?) {
        dataFolder = URL(fileURLWithPath: imagesFolder, isDirectory: true).standardizedFileURL
        self.output = output
    }

    func imageURL(for name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = urls[name] { return known }
        let url = copy(name)
        urls[name] = url
        if let url, let source = sourceOfURL[url] { imageSizes.record(url, file: source) }
        return url
    }

    /// Extensions tried, in order, for a name without one (an iOS asset name such as `einstein`),
    /// and the `@2x`/`@3x` variants iOS keeps beside it.
    private static let imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]
    private static let scaleSuffixes = ["", "@2x", "@3x"]

    private func copy(_ name: String) -> String? {
        let decoded = name.removingPercentEncoding ?? name
        let named = dataFolder.appendingPathComponent(decoded).standardizedFileURL
        guard named.path.hasPrefix(dataFolder.path.hasSuffix("/") ? dataFolder.path : dataFolder.path + "/"),
              let source = existingFile(for: named) else {
            return nil
        }
        let relative = "images/" + String(source.path.dropFirst(dataFolder.path.count)).trimmingCharacters(in: ["/"])
        let url = Self.percentEncoded(relative)
        guard let output else {  // estimating only: the URL, and where its size comes from
            sourceOfURL[url] = source.path
            return url
        }
        guard let target = try? output.stagedFile(relative) else { return nil }
        do {
            if !FileManager.default.fileExists(atPath: target.path) {
                _ = try output.copy(source, to: relative)
                written.append(relative)
                sources.append(source.path)
                bytes += (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int) ?? 0
            }
        } catch {
            return nil
        }
        sourceOfURL[url] = source.path
        return url
    }

    /// `url` itself when it is a file, else (for a name without extension) the first image file
    /// named like it.
    private func existingFile(for url: URL) -> URL? {
        var candidates = [url]
        if url.pathExtension.isEmpty {
            for scale in Self.scaleSuffixes {
                for ext in Self.imageExtensions {
                    candidates.append(url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + scale + "." + ext))
                }
            }
        }
        return candidates.first { candidate in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// Path characters a URL may not hold as they are, percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#;")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
