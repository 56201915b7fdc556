import Foundation

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

extension ListMarkerText {
    /// The symbol types, whose inside marker is a shape Chromium draws (no glyph) as wide as
    /// ``symbolWidth(ascent:)``, spaced by margins (``insideSymbolMargins(fontSize:)``) where
    /// other markers have a suffix.
    static let symbols: [String: String] = ["disc": "•", "circle": "◦", "square": "▪"]

    /// The width of a symbol marker in a font whose ascent is `ascent` px: Blink's
    /// `ListMarker::WidthOfSymbol`, `(ascent × 2 / 3 + 1) / 2 + 2` in whole pixels of the
    /// rounded ascent (6 px for DejaVu Sans at 14 px, 8 px at 20 px).
    static func symbolWidth(ascent: Double) -> Double {
        let rounded = Int(ascent.rounded())
        return Double((rounded * 2 / 3 + 1) / 2 + 2)
    }

    /// An inside symbol marker's inline margins, start and end, in px: Blink's
    /// `ListMarker::InlineMarginsForInside` (-1 px, and 1 em of the marker's font size).
    static func insideSymbolMargins(fontSize: Double) -> (start: Double, end: Double) {
        (-1, (fontSize * 64).rounded(.down) / 64)
    }

    /// The marker of the list item numbered `ordinal` for `type`, as an inside marker shows it
    /// (its suffix included): `3. `, `c. `, `iv. `; nothing for a symbol (a shape). Types the
    /// model does not count in show their first marker (``first(of:)``).
    static func text(of type: String, ordinal: Int) -> String {
        if symbols[type] != nil { return "" }
        return switch type {
        case "decimal": "\(ordinal). "
        case "decimal-leading-zero": (0..<10).contains(ordinal) ? "0\(ordinal). " : "\(ordinal). "
        case "lower-alpha", "lower-latin": alphabetic(ordinal, from: "a").map { $0 + ". " } ?? "\(ordinal). "
        case "upper-alpha", "upper-latin": alphabetic(ordinal, from: "A").map { $0 + ". " } ?? "\(ordinal). "
        case "lower-roman": roman(ordinal).map { $0.lowercased() + ". " } ?? "\(ordinal). "
        case "upper-roman": roman(ordinal).map { $0 + ". " } ?? "\(ordinal). "
        default: first(of: type) ?? "\(ordinal). "
        }
    }

    /// `a`…`z`, `aa`…: nil below 1 (Chromium falls back to decimal).
    private static func alphabetic(_ number: Int, from first: Character) -> String? {
        guard number >= 1 else { return nil }
        let base = first.asciiValue!
        var letters: [Character] = []
        var rest = number
        while rest > 0 {
            rest -= 1
            letters.append(Character(Unicode.Scalar(base + UInt8(rest % 26))))
            rest /= 26
        }
        return String(letters.reversed())
    }

    /// Roman numerals from 1 to 3999; nil outside them (Chromium falls back to decimal).
    private static func roman(_ number: Int) -> String? {
        guard (1...3999).contains(number) else { return nil }
        let values = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
                      (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var rest = number
        var text = ""
        for (value, letters) in values {
            while rest >= value { text += letters; rest -= value }
        }
        return text
    }

    /// The number of the list item `item`: its `value`, or the previous item's plus one (minus
    /// one in a `reversed` list), from the `start` of its `<ol>` (1, or in a reversed list the
    /// number of items). Items are the `<li>` elements among its siblings.
    static func ordinal(of item: XMLNode) -> Int {
        let list = item.parent
        let reversed = list?.name == "ol" && list?.attribute("reversed") != nil
        let step = reversed ? -1 : 1
        var count = 0
        var cursor = item.previousSibling
        while let sibling = cursor {
            if sibling.isElement, sibling.name == "li" {
                if let value = integer(sibling, "value") {
                    return ownValue(item) ?? value + step * (count + 1)
                }
                count += 1
            }
            cursor = sibling.previousSibling
        }
        if let own = ownValue(item) { return own }
        let start = list.flatMap { $0.name == "ol" ? integer($0, "start") : nil }
        let first = start ?? (reversed ? (list?.childElements.count { $0.name == "li" } ?? 1) : 1)
        return first + step * count
    }

    private static func ownValue(_ item: XMLNode) -> Int? {
        integer(item, "value")
    }

    /// The integer the attribute `name` of `element` holds, if it holds one.
    private static func integer(_ element: XMLNode, _ name: String) -> Int? {
        element.attribute(name).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}
