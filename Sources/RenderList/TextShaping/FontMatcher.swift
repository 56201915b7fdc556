import CTextShaping

/// Finds fonts with fontconfig the way Chromium does on Linux: a CSS family list resolves to
/// the faces that exist, in order; a character none of them has falls back to the font
/// fontconfig sorts first for it. Opens each file once. Not thread-safe.
final class FontMatcher {
    private var faces: [String: ShapingFace] = [:]
    private var families: [FamilyKey: ShapingFace?] = [:]
    /// By `locale << 32 | scalar`.
    private var fallbacks: [UInt64: ShapingFace?] = [:]
    private var emoji: ShapingFace??
    /// What ``face(family:weight:italic:locale:)`` found, and the faces characters fell back to:
    /// the record ``usage`` gives.
    private var resolved: [FontUsage.FamilyKey: ShapingFace] = [:]
    private var fallbackUses: [FontUsage.FallbackKey: ScalarSet] = [:]

    private struct FamilyKey: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
        var locale: TextLocale
    }

    /// The template's `@font-face` faces by lowercased family: they stand for that family
    /// alone, as in the browser (an installed font of the same name is not used).
    private let webFonts: [String: [WebFont]]

    init(webFonts: [WebFont] = []) {
        _ = ts_init()
        self.webFonts = Dictionary(grouping: webFonts) { $0.family.lowercased() }
    }

    /// Chromium's default fonts on Linux for the CSS generic families (its font settings:
    /// Arial, Times New Roman, Comic Sans MS, Impact), which fontconfig then finds by alias
    /// (Liberation Sans and Serif): not fontconfig's own defaults (DejaVu).
    static let chromiumGenericFamilies: [String: String] = [
        "sans-serif": "Arial", "serif": "Times New Roman", "cursive": "Comic Sans MS", "fantasy": "Impact",
        standardFamily: "Times New Roman",
    ]

    /// The name the initial `font-family` goes by: Blink's standard font, Times New Roman as
    /// `serif` is, but which stands for the sans-serif font of Chinese, Japanese and Korean.
    static let standardFamily = "-webkit-standard"

    /// The face for one CSS family name, or nil when no installed font is that family. A generic
    /// family takes Chromium's default font for it, or fontconfig's when that is not installed;
    /// in Chinese, Japanese and Korean most take the language's font (Noto Sans CJK JP for
    /// `sans-serif` in Japanese), as Blink does when it has no font settings for the script.
    func face(family: String, weight: Int, italic: Bool, locale: TextLocale = .standard) -> ShapingFace? {
        let isGeneric = FontUsage.isGenericFamily.contains(family.lowercased())
        let key = FontUsage.FamilyKey(family: family, weight: weight, italic: italic, locale: isGeneric ? locale : .standard)
        if let known = resolved[key] { return known }
        let face = findFace(family: family, weight: weight, italic: italic, locale: locale)
        if let face { resolved[key] = face }
        return face
    }

    private func findFace(family: String, weight: Int, italic: Bool, locale: TextLocale) -> ShapingFace? {
        let generic = family.lowercased()
        if let faces = webFonts[generic] {
            return WebFont.best(of: faces, weight: weight, italic: italic).flatMap { open($0.path, index: 0) }
        }
        let isGeneric = Self.chromiumGenericFamilies[generic] != nil || generic == "monospace"
        if isGeneric, locale != .standard, let face = match(generic, weight: weight, italic: italic, locale: locale) {
            return face
        }
        guard let chromium = Self.chromiumGenericFamilies[generic] else { return match(family, weight: weight, italic: italic) }
        if let face = match(chromium, weight: weight, italic: italic) { return face }
        // Chromium's default is not installed: fontconfig's font for the generic name.
        switch generic {
        case Self.standardFamily: return match("serif", weight: weight, italic: italic)
        case "sans-serif", "serif": return match(family, weight: weight, italic: italic)
        default: return nil
        }
    }

    /// The face of `family` (with a locale: the generic family's face in that language, or nil
    /// when the language keeps the default).
    private func match(_ family: String, weight: Int, italic: Bool, locale: TextLocale = .standard) -> ShapingFace? {
        let key = FamilyKey(family: family, weight: weight, italic: italic, locale: locale)
        if let known = families[key] { return known }
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        let found = locale == .standard
            ? ts_match_family(family, Int32(weight), italic ? 1 : 0, &path, path.count, &index)
            : ts_match_generic(family == Self.standardFamily ? nil : family, Int32(locale.rawValue), Int32(weight),
                               italic ? 1 : 0, &path, path.count, &index)
        let face = found != 0 ? open(Self.text(path), index: Int(index)) : nil
        families[key] = face
        return face
    }

    /// A NUL-terminated path filled in by C, as a string.
    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file of the font fontconfig falls back to for `scalar`, found either from the shared
    /// sort or by a sort for that character alone (`sortingAlone`; tests compare the two).
    static func fallbackFile(for scalar: UInt32, locale: TextLocale = .standard, sortingAlone: Bool) -> String? {
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        let language = Int32(locale.rawValue)
        let found = sortingAlone
            ? ts_match_codepoint_sorting(scalar, language, &path, path.count, &index)
            : ts_match_codepoint(scalar, language, &path, path.count, &index)
        return found != 0 ? "\(index):" + text(path) : nil
    }

    /// The face fontconfig falls back to for `scalar`, or nil when no font has it. As in
    /// Chromium, whose query names no weight or slant, it is the same face for every style: a
    /// bold run falls back to a regular face (drawn with synthetic bold, at its own advances).
    /// The locale picks the face of Chinese, Japanese and Korean characters (Noto Sans CJK SC
    /// for Simplified Chinese, JP by default).
    func fallback(for scalar: UInt32, locale: TextLocale = .standard) -> ShapingFace? {
        let key = UInt64(locale.rawValue) << 32 | UInt64(scalar)
        if let known = fallbacks[key] { return known }
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        let face = ts_match_codepoint(scalar, Int32(locale.rawValue), &path, path.count, &index) != 0
            ? open(Self.text(path), index: Int(index)) : nil
        fallbacks[key] = face
        return face
    }

    /// The bold face of `face`'s family, which Chromium's fallback takes for text of a bold
    /// weight (and whose ink it reads for `text-spacing-trim`); nil when `face` is bold or the
    /// family has no bold face.
    func boldSibling(of face: ShapingFace) -> ShapingFace? {
        guard !face.isBold, let bold = match(face.family, weight: 700, italic: false), bold.isBold,
              bold.family == face.family else { return nil }
        return bold
    }

    /// Notes that `cluster` fell back to `face` in `locale`: the site's fallback fonts cover its
    /// characters, and an emoji sequence's joiners and selectors with them (a browser picks the
    /// face for the whole sequence by every character in it).
    func noteFallback(to face: ShapingFace, for cluster: GraphemeCluster, locale: TextLocale) {
        let key = FontUsage.FallbackKey(file: FontUsage.FaceFile(face), locale: locale)
        for scalar in cluster.visibleScalars { fallbackUses[key, default: ScalarSet()].insert(scalar) }
        if cluster.isEmojiPresentation || cluster.visibleScalars.count > 1 {
            for joiner: UInt32 in [0x200D, 0xFE0F, 0x20E3] { fallbackUses[key, default: ScalarSet()].insert(joiner) }
        }
    }

    /// The faces used so far, what each drew, what CSS families they were found for and what
    /// characters fell back to them.
    var usage: FontUsage {
        var usage = FontUsage()
        for face in faces.values where !face.drawn.isEmpty || resolved.values.contains(where: { $0 === face }) {
            usage.faces[FontUsage.FaceFile(face)] = FontUsage.FaceRecord(face)
        }
        for (key, face) in resolved { usage.families[key] = FontUsage.FaceFile(face) }
        usage.fallbacks = fallbackUses
        return usage
    }

    /// The color emoji font, for emoji presentation sequences.
    func emojiFace() -> ShapingFace? {
        if let emoji { return emoji }
        let face = face(family: "Noto Color Emoji", weight: 400, italic: false)
        emoji = .some(face)
        return face
    }

    private func open(_ path: String, index: Int) -> ShapingFace? {
        let key = "\(index):\(path)"
        if let face = faces[key] { return face }
        let face = ShapingFace(path: path, index: index)
        faces[key] = face
        return face
    }
}
