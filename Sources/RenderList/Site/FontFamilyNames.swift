/// The names the site's CSS gives the faces it carries (``FontEmbedding``), shared by the
/// stylesheet that declares them and the rewriting of the template's `font-family` lists
/// (``FontFamilyRewriter``) that names them.
///
/// A family `F` of a list becomes `"rl F"`, a family no visitor has installed, declared by
/// `@font-face` rules only when the model found `F`; a generic family `G` becomes
/// `var(--rl-G)`, which the language of the element sets (`sans-serif` is another face in
/// Japanese); every list ends in `var(--rl-fallback)`, the faces characters fell back to.
enum FontFamilyNames {
    /// The custom property that ends every list: fallback faces, then the initial font.
    static let fallbackProperty = "--rl-fallback"

    /// How `family` (a name as the model parsed it) is written in a rewritten list.
    static func reference(to family: String) -> String {
        FontUsage.isGenericFamily.contains(family) ? "var(\(property(forGeneric: family)))" : quoted(embedded(family))
    }

    /// The custom property standing for generic family `generic`.
    static func property(forGeneric generic: String) -> String {
        "--rl-" + generic
    }

    /// The `@font-face` family name of a named family, or of a generic family in `locale`.
    static func embedded(_ family: String, locale: TextLocale = .standard) -> String {
        "rl " + family + (locale == .standard ? "" : "@" + tag(of: locale))
    }

    /// The `@font-face` family name of the `number`th fallback face in `locale`.
    static func fallback(_ number: Int, locale: TextLocale) -> String {
        "rl fallback " + (locale == .standard ? "" : tag(of: locale) + " ") + String(number)
    }

    /// A rewritten list: each family's reference, then the fallback faces.
    static func list(_ families: [String]) -> String {
        (families.map(reference(to:)) + ["var(\(fallbackProperty))"]).joined(separator: ", ")
    }

    /// `text` as a CSS string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A short tag for a language, for names.
    static func tag(of locale: TextLocale) -> String {
        switch locale {
        case .standard: ""
        case .japanese: "ja"
        case .simplifiedChinese: "zh-Hans"
        case .traditionalChinese: "zh-Hant"
        case .hongKongChinese: "zh-HK"
        case .korean: "ko"
        }
    }

    /// The selector of the elements whose text is in `locale`, as ``TextLocale`` reads `lang`.
    static func selector(of locale: TextLocale) -> String {
        switch locale {
        case .standard: ":root, [lang]"
        case .japanese: ":lang(ja)"
        case .korean: ":lang(ko)"
        case .simplifiedChinese: ":lang(zh), :lang(cmn), :lang(wuu), :lang(gan), :lang(hsn), :lang(zh-Hans)"
        case .traditionalChinese: ":lang(zh-TW), :lang(zh-Hant), :lang(hak), :lang(nan), :lang(cdo), :lang(lzh)"
        case .hongKongChinese: ":lang(zh-HK), :lang(zh-MO), :lang(zh-Hant-HK), :lang(zh-Hant-MO), :lang(yue)"
        }
    }

    /// The languages in the order their rules are written: a later rule wins for a tag that
    /// two selectors match (`zh-Hant-HK`).
    static let localeOrder: [TextLocale] = [.standard, .simplifiedChinese, .traditionalChinese, .hongKongChinese, .japanese, .korean]
}
