/// The languages whose `lang` changes how Chromium sets text: which fonts stand for the generic
/// families and for characters the listed fonts lack (Noto CJK JP, SC, TC or KR), the glyphs
/// it shapes (`locl`: curly quotes are fullwidth in Simplified Chinese) and so how fullwidth
/// punctuation is trimmed. Every other language is set as text without `lang` is.
///
/// The raw values are the C shim's `TS_LANGUAGE_` values.
enum TextLocale: UInt8, Hashable, Sendable {
    case standard = 0
    case japanese = 1
    case simplifiedChinese = 2
    case traditionalChinese = 3
    case hongKongChinese = 4
    case korean = 5

    /// Chinese: Chromium breaks lines around curly double quotes as around brackets.
    var setsQuotesAsBrackets: Bool { isChinese }

    /// Chinese: a line may break before 〜 and ゠ as around an ideograph (CSS `line-break:
    /// normal` for Chinese; ICU's `zh@lb=normal`). In Japanese Chromium keeps them with the
    /// character before, as in every other language.
    var breaksAroundWaveDash: Bool { isChinese }

    private var isChinese: Bool {
        self == .simplifiedChinese || self == .traditionalChinese || self == .hongKongChinese
    }

    /// Chinese languages and their script when neither the tag's script nor its region says:
    /// Cantonese is written as in Hong Kong, Hakka, Min and Classical Chinese as in Taiwan.
    private static let chineseLanguages: [Substring: TextLocale] = [
        "zh": .simplifiedChinese, "cmn": .simplifiedChinese, "wuu": .simplifiedChinese,
        "gan": .simplifiedChinese, "hsn": .simplifiedChinese, "yue": .hongKongChinese,
        "hak": .traditionalChinese, "nan": .traditionalChinese, "cdo": .traditionalChinese,
        "lzh": .traditionalChinese,
    ]

    /// The locale of a BCP 47 tag, as the value of a `lang` attribute (`ja-JP`, `zh-Hant-TW`,
    /// `zh_CN`; case does not matter). A tag that names another script (`ja-Latn`) is standard.
    init(languageTag: String) {
        let parts = languageTag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = parts.first else { self = .standard; return }
        let script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        switch language {
        case "ja":
            self = script == nil || ["jpan", "hira", "kana", "hrkt", "hani"].contains(script!) ? .japanese : .standard
        case "ko":
            self = script == nil || ["kore", "hang", "hani"].contains(script!) ? .korean : .standard
        default:
            guard let chinese = Self.chineseLanguages[language] else { self = .standard; return }
            self = Self.chinese(default: chinese, script: script, region: region)
        }
    }

    private static func chinese(default chinese: TextLocale, script: Substring?, region: Substring?) -> TextLocale {
        switch script {
        case "hans"?: return .simplifiedChinese
        case "hant"?: return region == "hk" || region == "mo" ? .hongKongChinese : .traditionalChinese
        case nil: break
        default: return .standard
        }
        switch region {
        case "hk"?, "mo"?: return .hongKongChinese
        case "tw"?: return .traditionalChinese
        case "cn"?, "sg"?, "my"?: return .simplifiedChinese
        default: return chinese
        }
    }
}
