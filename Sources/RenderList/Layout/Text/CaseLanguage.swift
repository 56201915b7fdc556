/// The languages whose upper and lower case differ from the default mapping, which Blink's
/// `text-transform` follows (ICU's special casing): Greek upper case drops the accents
/// (`Άλφα` → `ΑΛΦΑ`), Turkish and Azerbaijani keep the dot of i (`i` → `İ`, `I` → `ı`), and
/// Lithuanian keeps a dot above an i that takes an accent.
enum CaseLanguage: UInt8, Sendable {
    case standard = 0
    case greek, turkish, azerbaijani, lithuanian

    /// The language of a BCP 47 tag, as the value of a `lang` attribute (case does not matter).
    init(languageTag: String) {
        let language = languageTag.lowercased().prefix { $0 != "-" && $0 != "_" }
        switch language {
        case "el": self = .greek
        case "tr": self = .turkish
        case "az": self = .azerbaijani
        case "lt": self = .lithuanian
        default: self = .standard
        }
    }

    /// ICU's locale for the mapping.
    var icuLocale: String {
        switch self {
        case .standard: ""
        case .greek: "el"
        case .turkish: "tr"
        case .azerbaijani: "az"
        case .lithuanian: "lt"
        }
    }
}
