import Foundation

/// Finds the license of a font file, to copy beside it into the site: the copyright file of the
/// Debian package that installed it, or a license file in the font's own folder (`OFL.txt`,
/// `LICENSE`, `COPYING`), as a template's own fonts carry it.
struct FontLicenses {
    struct License {
        /// Where it goes in the site.
        var sitePath: String
        var bytes: [UInt8]
    }

    /// Installed files by package, read from dpkg's lists once, when first needed.
    private lazy var packages: [String: String] = Self.installedFontPackages()

    /// The license of the font at `path`, or nil when none is found.
    mutating func license(for path: String) -> License? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if let package = packages[resolved] ?? packages[path],
           let data = FileManager.default.contents(atPath: "/usr/share/doc/\(package)/copyright") {
            return License(sitePath: "fonts/LICENSE-\(package).txt", bytes: Array(data))
        }
        let folder = URL(fileURLWithPath: resolved).deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let candidates = names.filter { name in
            let upper = name.uppercased()
            return upper.hasPrefix("OFL") || upper.hasPrefix("LICENSE") || upper.hasPrefix("LICENCE") || upper.hasPrefix("COPYING")
        }.sorted()
        guard let name = candidates.first, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        else { return nil }
        let stem = Taxonomy.slug(URL(fileURLWithPath: resolved).deletingPathExtension().lastPathComponent)
        return License(sitePath: "fonts/LICENSE-\(stem).txt", bytes: Array(data))
    }

    /// Font files by path → the package that installed them, from `/var/lib/dpkg/info/*.list`.
    private static func installedFontPackages() -> [String: String] {
        let info = "/var/lib/dpkg/info"
        guard let lists = try? FileManager.default.contentsOfDirectory(atPath: info) else { return [:] }
        var packages: [String: String] = [:]
        for list in lists.sorted() where list.hasSuffix(".list") && list.hasPrefix("fonts-") {
            guard let text = try? String(contentsOfFile: info + "/" + list, encoding: .utf8) else { continue }
            let package = String(list.dropLast(5).split(separator: ":").first ?? "")
            for line in text.split(separator: "\n") where line.hasPrefix("/usr/share/fonts/") {
                packages[String(line)] = package
            }
        }
        return packages
    }
}
