/// The marks Chromium puts around a `<q>` for its language (`quotes: auto`), outside any other
/// `<q>` and inside one. Languages it has no marks of its own for take English ones.
enum QuoteMarks: UInt8, Hashable, Sendable {
    /// “ ” ‘ ’ (English, Chinese, Korean, Spanish…).
    case english
    /// « » „ “ (Russian, Ukrainian).
    case russian
    /// „ “ ‚ ‘ (German, Czech, Slovak).
    case german
    /// „ ” « » (Polish).
    case polish
    /// 「 」 『 』 (Japanese, Traditional Chinese).
    case cornerBrackets
    /// « » « » (French).
    case french
    /// « » “ ” (Italian, Greek).
    case italian
    /// ‘ ’ ‘ ’ (Dutch).
    case dutch
    /// ” ” ’ ’ (Swedish, Finnish, Hebrew).
    case swedish
    /// „ ” » « (Hungarian).
    case hungarian
    /// « » ‘ ’ (Norwegian Bokmål).
    case norwegian
    /// „ “ „ “ (Bulgarian).
    case bulgarian

    private static let byTag: [String: QuoteMarks] = [
        "ru": .russian, "uk": .russian, "de": .german, "cs": .german, "sk": .german, "pl": .polish,
        "ja": .cornerBrackets, "zh-hant": .cornerBrackets, "fr": .french, "it": .italian, "el": .italian,
        "nl": .dutch, "sv": .swedish, "fi": .swedish, "he": .swedish, "hu": .hungarian, "nb": .norwegian,
        "bg": .bulgarian,
    ]

    /// The marks for a BCP 47 tag (a `lang` attribute's value; case does not matter): the whole
    /// tag's, else its language's (`zh-Hant` has corner brackets, `zh-TW` English marks).
    init(languageTag tag: String) {
        let lowered = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        let language = lowered.split(separator: "-", maxSplits: 1).first.map(String.init) ?? lowered
        self = Self.byTag[lowered] ?? Self.byTag[language] ?? .english
    }

    /// The opening and closing marks of a `<q>` inside `depth` others.
    func marks(depth: Int) -> (open: String, close: String) {
        let outer = depth % 2 == 0
        switch self {
        case .english: return outer ? ("\u{201C}", "\u{201D}") : ("\u{2018}", "\u{2019}")
        case .russian: return outer ? ("\u{AB}", "\u{BB}") : ("\u{201E}", "\u{201C}")
        case .german: return outer ? ("\u{201E}", "\u{201C}") : ("\u{201A}", "\u{2018}")
        case .polish: return outer ? ("\u{201E}", "\u{201D}") : ("\u{AB}", "\u{BB}")
        case .cornerBrackets: return outer ? ("\u{300C}", "\u{300D}") : ("\u{300E}", "\u{300F}")
        case .french: return ("\u{AB}", "\u{BB}")
        case .italian: return outer ? ("\u{AB}", "\u{BB}") : ("\u{201C}", "\u{201D}")
        case .dutch: return ("\u{2018}", "\u{2019}")
        case .swedish: return outer ? ("\u{201D}", "\u{201D}") : ("\u{2019}", "\u{2019}")
        case .hungarian: return outer ? ("\u{201E}", "\u{201D}") : ("\u{BB}", "\u{AB}")
        case .norwegian: return outer ? ("\u{AB}", "\u{BB}") : ("\u{2018}", "\u{2019}")
        case .bulgarian: return ("\u{201E}", "\u{201C}")
        }
    }
}
