import Foundation

/// The natural sizes of the images the ``AssetStore`` handed out, by the URL a filled cell's
/// `src` holds, for the height model (see ``ImageSizeLookup``). Each file's header is read once,
/// when its URL is first recorded.
///
/// URLs are compared percent-decoded, so the URL as the store writes it and as binding escapes
/// it into the cell (``URLPolicy/escaped(_:)``) are the same key; a leading
/// ``HTMLWriter/rootMarker`` is ignored should a URL carry one.
final class ImageSizeTable: @unchecked Sendable {
    /// Guards ``sizes``: the height models of a render's threads read it while images are recorded.
    private let lock = NSLock()
    private var sizes: [String: NaturalSize?] = [:]

    /// Reads and keeps the natural size of `file`, which the site shows at `url`.
    func record(_ url: String, file: String) {
        let key = Self.key(url)
        lock.lock()
        defer { lock.unlock() }
        if sizes[key] != nil { return }
        sizes[key] = .some(ImageHeader.naturalSize(ofFile: file))
    }

    /// The natural size of the image at `src`; nil when it is not one recorded, or its header
    /// could not be read.
    func naturalSize(of src: String) -> NaturalSize? {
        let key = Self.key(src)
        lock.lock()
        defer { lock.unlock() }
        return sizes[key] ?? nil
    }

    private static func key(_ url: String) -> String {
        var url = Substring(url)
        if url.utf8.first == HTMLWriter.rootMarker { url = url.dropFirst() }
        return url.removingPercentEncoding ?? String(url)
    }
}
