/// The text of a list item's marker for a `list-style-type`, as Chromium's counter styles
/// draw the first item's: what fonts the marker needs (a CJK counter takes a fallback face,
/// which grows the item's first line where `line-height` is `normal`). Later items' markers
/// are in the same script.
enum ListMarkerText {
    /// The first marker of `type` (a keyword, lowercased); nil for `none` and types the model
    /// does not know (their marker is taken as `1. `).
    static func first(of type: String) -> String? {
        switch type {
        case "none": nil
        case "disc": "• "
        case "circle": "◦ "
        case "square": "▪ "
        case "disclosure-open": "▾ "
        case "disclosure-closed": "▸ "
        case "cjk-decimal", "cjk-ideographic", "japanese-informal", "simp-chinese-informal", "trad-chinese-informal": "一、"
        case "japanese-formal": "壱、"
        case "simp-chinese-formal", "trad-chinese-formal": "壹、"
        case "korean-hangul-formal": "일, "
        case "korean-hanja-informal": "一, "
        case "korean-hanja-formal": "壹, "
        case "hiragana": "あ、"
        case "katakana": "ア、"
        case "hiragana-iroha": "い、"
        case "katakana-iroha": "イ、"
        case "cjk-earthly-branch": "子、"
        case "cjk-heavenly-stem": "甲、"
        case "lower-greek": "α. "
        case "armenian", "upper-armenian": "Ա. "
        case "lower-armenian": "ա. "
        case "georgian": "ა. "
        case "hebrew": "א. "
        case "arabic-indic": "١. "
        case "persian": "۱. "
        case "devanagari": "१. "
        case "bengali": "১. "
        case "thai": "๑. "
        default: "1. "
        }
    }
}
