extension LineBreaker {
    /// The simple title case of a scalar, one code point for one (ǆ → ǅ), as Blink maps it
    /// (`u_totitle`): one whose title case is longer (ﬂ → Fl) stays as it is.
    private static func titlecased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let mapped = scalar.properties.titlecaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped[mapped.startIndex] : scalar
    }

    /// `text-transform` applied to `text`, which follows the scalar `previous` in the paragraph
    /// (0: nothing yet) and is in `language`.
    static func transformed(_ text: String, _ transform: TextTransform, after previous: UInt32 = 0,
                            language: CaseLanguage = .standard) -> String {
        switch transform {
        case .none: return text
        case .uppercase, .lowercase: return LocaleCaseMapping.cased(text, upper: transform == .uppercase, language: language)
        case .capitalize: return capitalized(text, after: previous)
        }
    }

    /// `capitalize` as Blink does it: the first character of every word of ICU's word break
    /// iterator is title-cased, found in the text after the paragraph's previous character
    /// (a space at its start), with no-break spaces read as spaces. So `x-ray` and `«élan»`
    /// become `X-Ray` and `«Élan»`, and a text that goes on a word from the one before it
    /// (`foo<b>bar</b>`) does not start with a capital. Chromium's word rules part letters at
    /// `.`, `:` and `@` (`First.Last`, `A:B`, `Tag@Sub`), which this ICU joins: they are read as
    /// `,` here, which parts letters and joins digits as they do.
    private static func capitalized(_ text: String, after previous: UInt32) -> String {
        let before = previous == 0 || previous == 0xA0 ? " " : Unicode.Scalar(previous).map(String.init) ?? " "
        var input = Array(before.utf8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xA0: input.append(0x20)
            case 0x2E, 0x3A, 0x40: input.append(0x2C)
            default: input.append(contentsOf: String(scalar).utf8)
            }
        }
        guard let starts = WordBoundaries.starts(in: input) else { return text }
        var result = String.UnicodeScalarView()
        var offset = before.utf8.count
        for scalar in text.unicodeScalars {
            result.append(starts[offset] && scalar.value != 0xA0 ? titlecased(scalar) : scalar)
            offset += scalar.value == 0xA0 ? 1 : String(scalar).utf8.count
        }
        return String(result)
    }
}
