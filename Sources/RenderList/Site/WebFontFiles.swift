import Foundation

/// Copies the template's web fonts (``WebFont``) into the site under `fonts/`, so that the
/// browser lays rows out with the files they were measured with, and says how the pages'
/// `url()`s name the copies.
struct WebFontFiles {
    /// Site-relative paths of the copies.
    private(set) var written: [String] = []
    /// Where they came from.
    private(set) var sources: [String] = []
    /// Bytes copied.
    private(set) var bytes = 0
    /// The template's `url()` text → the copy's site-relative path.
    private(set) var urls: [String: String] = [:]

    /// Copies the files of `fonts` (each once; two files of one name get distinct names).
    init(fonts: [WebFont], output: OutputFolder) throws(SiteError) {
        var copies: [String: String] = [:]  // file path → site path
        for font in fonts {
            if let known = copies[font.path] {
                urls[font.source] = known
                continue
            }
            let relative = Self.freeName(for: font.path, taken: Set(copies.values))
            let target: URL
            do {
                target = try output.copy(URL(fileURLWithPath: font.path), to: relative)
            } catch {
                throw SiteError(path: font.path, message: "render-list could not copy the font \(font.path) into the site (\(error.localizedDescription)). Check that the file is readable and the disk has room.")
            }
            copies[font.path] = relative
            urls[font.source] = relative
            written.append(relative)
            sources.append(font.path)
            bytes += (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int) ?? 0
        }
    }

    /// `fonts/NAME`, or `fonts/NAME-2.ext` … when that is taken by another file.
    private static func freeName(for path: String, taken: Set<String>) -> String {
        let file = URL(fileURLWithPath: path)
        let stem = file.deletingPathExtension().lastPathComponent, ext = file.pathExtension
        var name = "fonts/" + file.lastPathComponent
        var number = 2
        while taken.contains(name) {
            name = "fonts/\(stem)-\(number)" + (ext.isEmpty ? "" : "." + ext)
            number += 1
        }
        return name
    }
}
