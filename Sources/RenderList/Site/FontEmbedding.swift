import Foundation

/// Writes the faces rows were measured with into the site (`fonts/`), each a WOFF2 subset of
/// the characters drawn with it, with the `@font-face` rules and custom properties that make a
/// browser use them as the model did (``FontFamilyNames``), and each font's license beside it.
///
/// One file per face per site: its name carries a hash of its bytes, so a browser may cache it
/// for good. A fallback face is declared a second time under a fallback name whose
/// `unicode-range` holds the characters that fell back to it, so that a browser falls back to
/// it for those characters alone.
struct FontEmbedding {
    /// Site paths of the files written (fonts and licenses).
    private(set) var written: [String] = []
    /// Bytes of the font files.
    private(set) var fontBytes = 0
    /// Bytes of every file written.
    private(set) var bytes = 0
    /// The `@font-face` rules and custom properties, for the site's stylesheet.
    private(set) var css = ""
    /// Site paths of the face files.
    private var files: [FontUsage.FaceFile: String] = [:]

    /// - Parameter shell: characters the pages draw outside their rows (``ShellCharacters``),
    ///   kept in every face a family of the template's CSS was found to be.
    init(usage: FontUsage, shell: ScalarSet = ScalarSet(), output: OutputFolder) throws(SiteError) {
        var licenses = FontLicenses()
        let familyFaces = Set(usage.families.values)
        for (file, record) in usage.faces.sorted(by: { $0.key < $1.key }) {
            var scalars = record.drawn
            if familyFaces.contains(file), !record.isColor { scalars.formUnion(shell) }
            for (key, fallen) in usage.fallbacks where key.file == file { scalars.formUnion(fallen) }
            guard let woff2 = FontSubset.woff2(path: file.path, index: file.index, scalars: scalars.sorted) else {
                throw SiteError(path: file.path, message: "render-list could not cut the font \(file.path) down to the characters the site uses. Check that the file is a readable TrueType or OpenType font, or pass --system-fonts to leave fonts out of the site.")
            }
            let stem = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            let name = "fonts/" + Taxonomy.slug(stem) + (file.index > 0 ? "-\(file.index)" : "")
                + "-" + ByteKey.hexHash(woff2) + ".woff2"
            try write(woff2, to: name, output: output)
            fontBytes += woff2.count
            files[file] = name
            if let license = licenses.license(for: file.path), !written.contains(license.sitePath) {
                try write(license.bytes, to: license.sitePath, output: output)
            }
        }
        css = FontFaceRules(usage: usage, files: files).text
    }

    private mutating func write(_ data: [UInt8], to relative: String, output: OutputFolder) throws(SiteError) {
        bytes += try output.stage(data, at: relative)
        written.append(relative)
    }
}
