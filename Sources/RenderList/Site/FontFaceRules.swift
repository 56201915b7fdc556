/// The CSS that makes a browser draw with the site's embedded faces (``FontEmbedding``):
/// `@font-face` rules for each family name the model found at each weight and style, fallback
/// faces limited to the characters that fell back to them, and the custom properties
/// (``FontFamilyNames``) each language sets, in a cascade layer below the template's own CSS
/// (as the user agent's style is), with the user agent's monospace elements, buttons and initial font.
struct FontFaceRules {
    let usage: FontUsage
    let files: [FontUsage.FaceFile: String]

    var text: String {
        var css = "/* The faces rows were measured with, subset to the characters the site draws. */\n"
        css += familyRules().joined() + fallbackRules().joined()
        css += "@layer render-list-fonts {\n"
        css += "  :root { font-family: var(\(FontFamilyNames.property(forGeneric: FontMatcher.standardFamily))), var(\(FontFamilyNames.fallbackProperty)); }\n"
        css += "  pre, code, kbd, samp, tt, listing, xmp { font-family: \(FontFamilyNames.list(["monospace"])); }\n"
        // A button's own font is the platform's (Arial on Linux, where rows are measured).
        if usage.families.keys.contains(where: { $0.family == UserAgentStyles.buttonFamily.lowercased() }) {
            css += "  button { font-family: \(FontFamilyNames.list([UserAgentStyles.buttonFamily])); }\n"
        }
        for locale in FontFamilyNames.localeOrder where locale == .standard || usesLocale(locale) {
            css += "  \(FontFamilyNames.selector(of: locale)) {\n" + properties(for: locale) + "  }\n"
        }
        return css + "}\n"
    }

    private func usesLocale(_ locale: TextLocale) -> Bool {
        usage.families.keys.contains { $0.locale == locale } || usage.fallbacks.keys.contains { $0.locale == locale }
    }

    /// One rule per family name, weight and style the model asked for. A face that is not
    /// bold (or not italic) where the model asked for bold (italic) is declared at weight 400
    /// (normal style), so that the browser synthesizes the bold or slant as the model assumes.
    private func familyRules() -> [String] {
        var rules: [String] = []
        var seen: Set<String> = []
        for (key, file) in usage.families.sorted(by: { Self.order($0.key) < Self.order($1.key) }) {
            guard let path = files[file], let record = usage.faces[file] else { continue }
            let weight = key.weight >= 600 && !record.isBold ? 400 : key.weight
            let style = key.italic && record.isItalic ? "italic" : "normal"
            let rule = fontFace(family: FontFamilyNames.embedded(key.family, locale: key.locale), path: path,
                                weight: String(weight), style: style)
            if seen.insert(rule).inserted { rules.append(rule) }
        }
        return rules
    }

    private static func order(_ key: FontUsage.FamilyKey) -> (String, Int, Int, UInt8) {
        (key.family, key.weight, key.italic ? 1 : 0, key.locale.rawValue)
    }

    /// The faces characters fell back to, per language: the face with the fewest characters
    /// first, the color emoji face last. A character can be in two ranges: a symbol drawn as
    /// text (`☎`) by one face and as emoji (`☎️`) by the emoji face (a browser takes the first
    /// face that has it for text, and passes over faces without color glyphs for emoji), or a
    /// star drawn by the CJK face inside Chinese text and by a symbol face elsewhere (the
    /// symbol face, first, then takes it in both, and the star's line keeps its height).
    private func fallbackFaces(in locale: TextLocale) -> [(file: FontUsage.FaceFile, scalars: ScalarSet)] {
        let isColor = { (file: FontUsage.FaceFile) in usage.faces[file]?.isColor == true ? 1 : 0 }
        return usage.fallbacks.filter { $0.key.locale == locale && files[$0.key.file] != nil }
            .map { (file: $0.key.file, scalars: $0.value, count: $0.value.sorted.count) }
            .sorted { (isColor($0.file), $0.count, $0.file) < (isColor($1.file), $1.count, $1.file) }
            .map { (file: $0.file, scalars: $0.scalars) }
    }

    private func fallbackRules() -> [String] {
        FontFamilyNames.localeOrder.flatMap { locale in
            fallbackFaces(in: locale).enumerated().map { number, face in
                fontFace(family: FontFamilyNames.fallback(number + 1, locale: locale), path: files[face.file]!,
                         weight: "1 1000", style: "normal", range: face.scalars.unicodeRange)
            }
        }
    }

    /// The custom properties of `locale`: each generic family's face there, and the fallback list.
    private func properties(for locale: TextLocale) -> String {
        var lines = ""
        for generic in FontUsage.genericFamilies {
            let found = usage.families.keys.contains { $0.family == generic && $0.locale == locale }
            guard locale == .standard || found else { continue }
            lines += "    \(FontFamilyNames.property(forGeneric: generic)): \(FontFamilyNames.quoted(FontFamilyNames.embedded(generic, locale: found ? locale : .standard)));\n"
        }
        let fallbacks = fallbackFaces(in: locale).indices.map { FontFamilyNames.quoted(FontFamilyNames.fallback($0 + 1, locale: locale)) }
        let standard = usage.families.keys.contains { $0.family == FontMatcher.standardFamily && $0.locale == locale } ? locale : .standard
        let list = fallbacks + [FontFamilyNames.quoted(FontFamilyNames.embedded(FontMatcher.standardFamily, locale: standard))]
        return lines + "    \(FontFamilyNames.fallbackProperty): \(list.joined(separator: ", "));\n"
    }

    private func fontFace(family: String, path: String, weight: String, style: String, range: String? = nil) -> String {
        var rule = "@font-face { font-family: \(FontFamilyNames.quoted(family)); src: url(\"\(path)\") format(\"woff2\"); "
        rule += "font-weight: \(weight); font-style: \(style); font-display: block;"
        if let range { rule += " unicode-range: \(range);" }
        return rule + " }\n"
    }
}
