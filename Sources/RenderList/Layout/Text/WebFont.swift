import Foundation

/// A font file that the template's `@font-face` rules name: rows are measured with it, and the
/// site carries a copy (``WebFontFiles``), so the browser lays them out with the very same file.
struct WebFont: Equatable, Sendable {
    /// The `font-family` name the rule defines, as CSS matches it (case-insensitively).
    var family: String
    /// The weights the face covers (`font-weight: 400`, or a range such as `100 900`).
    var weights: ClosedRange<Int>
    var italic: Bool
    /// The file, resolved against the template's folder.
    var path: String
    /// The `url()` as the template wrote it (the site rewrites it to the copy).
    var source: String
    /// The template line of the rule.
    var line: Int

    /// The faces of `faces` with a local source, resolved against the folder of `templatePath`,
    /// and a warning for each rule that has none the model can read.
    static func resolve(_ faces: [FontFace], templatePath: String) -> (fonts: [WebFont], warnings: [RenderWarning]) {
        let folder = URL(fileURLWithPath: templatePath).standardizedFileURL.deletingLastPathComponent()
        var fonts: [WebFont] = []
        var warnings: [RenderWarning] = []
        for face in faces where !face.family.isEmpty {
            let location = SourceLocation(path: templatePath, line: face.line)
            let local = face.sources.lazy.compactMap { Self.localFile($0, in: folder).map { (source: $0.0, path: $0.1) } }.first
            guard let local else {
                let named = face.sources.first.map { "\"\($0)\"" } ?? "no url()"
                warnings.append(RenderWarning(location: location, key: face.family, message: "The @font-face rule for \"\(face.family)\" names \(named), which is not a font file beside the template, so rows are measured with fallback fonts. Put the font file in the template's folder and name it with a relative url()."))
                continue
            }
            guard Self.isFontFile(local.path) else {
                warnings.append(RenderWarning(location: location, key: face.family, message: "The @font-face rule for \"\(face.family)\" names \"\(local.source)\", which is not a TrueType, OpenType, WOFF or WOFF2 file, so rows are measured with fallback fonts (as the browser draws them). Point src at the font file."))
                continue
            }
            if !face.unmodelled.isEmpty {
                warnings.append(RenderWarning(location: location, key: face.family, message: "The height model does not apply \(face.unmodelled.joined(separator: ", ")) of the @font-face rule for \"\(face.family)\": rows are measured with the font's own metrics and size. Row heights may be off where it applies."))
            }
            fonts.append(WebFont(family: face.family, weights: Self.weights(face.weight), italic: face.style != "normal",
                                 path: local.path, source: local.source, line: face.line))
        }
        return (fonts, warnings)
    }

    /// Whether the file starts as a font does: TrueType (`00 01 00 00`, `true`), OpenType
    /// (`OTTO`), a collection (`ttcf`), WOFF (`wOFF`) or WOFF2 (`wOF2`).
    private static func isFontFile(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = Array((try? handle.read(upToCount: 4)) ?? Data())
        let tags: [[UInt8]] = [[0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8),
                               Array("wOFF".utf8), Array("wOF2".utf8)]
        return tags.contains(head)
    }

    /// A relative `url()` naming a file inside the template's folder.
    private static func localFile(_ source: String, in folder: URL) -> (String, String)? {
        guard !source.isEmpty, !source.hasPrefix("/"), URLPolicy.scheme(of: source) == nil, !source.hasPrefix("#") else { return nil }
        let path = source.split(separator: "?", maxSplits: 1).first.map(String.init) ?? source
        let file = folder.appendingPathComponent(path.removingPercentEncoding ?? path).standardizedFileURL
        let inside = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        var isFolder: ObjCBool = false
        guard file.path.hasPrefix(inside), FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
              !isFolder.boolValue else { return nil }
        return (source, file.path)
    }

    /// `font-weight` as `@font-face` writes it: a keyword, a number, or a range of two.
    private static func weights(_ text: String) -> ClosedRange<Int> {
        let values = text.split(separator: " ").compactMap { word -> Int? in
            switch word.lowercased() {
            case "normal": return 400
            case "bold": return 700
            default: return Double(word).flatMap { $0 >= 1 && $0 <= 1000 ? Int($0.rounded()) : nil }
            }
        }
        guard let first = values.first else { return 400...400 }
        let last = values.count > 1 ? values[1] : first
        return min(first, last)...max(first, last)
    }

    /// CSS font matching among the faces of one family: the style first (italic faces for
    /// italic text when there are any), then the weight as CSS Fonts 4 §5.2 orders them.
    static func best(of faces: [WebFont], weight: Int, italic: Bool) -> WebFont? {
        let styled = faces.filter { $0.italic == italic }
        let candidates = styled.isEmpty ? faces : styled
        func distance(_ face: WebFont) -> (Int, Int) {
            if face.weights.contains(weight) { return (0, 0) }
            let below = face.weights.upperBound < weight
            let gap = below ? weight - face.weights.upperBound : face.weights.lowerBound - weight
            // 400–500: heavier up to 500 first, then lighter, then heavier. Under 400: lighter
            // first. Over 500: heavier first. Nearer first within each.
            let rank: Int
            if weight >= 400, weight <= 500 {
                rank = !below && face.weights.lowerBound <= 500 ? 1 : below ? 2 : 3
            } else {
                rank = (weight < 400) == below ? 1 : 2
            }
            return (rank, gap)
        }
        return candidates.min { distance($0) < distance($1) }
    }
}
