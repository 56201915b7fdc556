/// The languages whose upper and lower case differ from the default mapping, which Blink's
/// `text-transform` follows (ICU's special casing): Greek upper case drops the accents
/// (`Άλφα` → `ΑΛΦΑ`), Turkish and Azerbaijani keep the dot of i (`i` → `İ`, `I` → `ı`), and
/// Lithuanian keeps a dot above an i that takes an accent. The raw value is ICU's locale.
enum CaseLanguage: String, Sendable {
    case standard = ""
    case greek = "el", turkish = "tr", azerbaijani = "az", lithuanian = "lt"

    /// The language of a BCP 47 tag, as the value of a `lang` attribute (case does not matter).
    init(languageTag: String) {
        let language = languageTag.lowercased().prefix { $0 != "-" && $0 != "_" }
        self = language.isEmpty ? .standard : Self(rawValue: String(language)) ?? .standard
    }
}
