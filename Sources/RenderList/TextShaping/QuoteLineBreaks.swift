/// Unicode 15.1's rule LB19a, which Chromium's own ICU has and the system's ICU 72 lacks: a
/// line may break before an opening curly quote (“ ‘) or after a closing one (” ’) when East
/// Asian characters are on both sides (`问。“图`, `馆，”我`); elsewhere quotes still stick to
/// their neighbours. Where the rule allows a break, the other rules decide as if the quote
/// were an ideograph (so not after `「`, not before `。`).
enum QuoteLineBreaks {
    /// Adds those opportunities to `breaks` (see ``LineBreakOpportunities``) for `utf8`.
    static func apply(to utf8: UnsafeBufferPointer<UInt8>, breaks: inout [UInt8]) {
        let quotes = candidates(in: utf8)
        guard !quotes.isEmpty else { return }
        var copy = Array(utf8)
        for quote in quotes { copy.replaceSubrange(quote.index..<quote.index + 3, with: ideograph) }
        var asIdeographs: [UInt8] = []
        guard copy.withUnsafeBufferPointer({ LineBreakOpportunities.find(in: $0, into: &asIdeographs) }) else { return }
        for quote in quotes {
            let offset = quote.opening ? quote.index : quote.index + 3
            breaks[offset] = asIdeographs[offset]
        }
    }

    /// U+4E00 一, as many UTF-8 bytes as a curly quote.
    private static let ideograph: [UInt8] = [0xE4, 0xB8, 0x80]

    /// Curly quotes (3 bytes: E2 80 98/99/9C/9D) between two East Asian wide characters.
    private static func candidates(in utf8: UnsafeBufferPointer<UInt8>) -> [(index: Int, opening: Bool)] {
        var found: [(index: Int, opening: Bool)] = []
        var index = 1
        while index + 3 < utf8.count {
            defer { index += 1 }
            guard utf8[index] == 0xE2, utf8[index + 1] == 0x80 else { continue }
            let last = utf8[index + 2]
            guard last == 0x98 || last == 0x99 || last == 0x9C || last == 0x9D else { continue }
            var previous = index - 1
            while previous > 0, utf8[previous] & 0xC0 == 0x80 { previous -= 1 }
            guard LineBreakClass.isEastAsian(UTF8Scalars.decode(utf8, at: previous).value),
                  LineBreakClass.isEastAsian(UTF8Scalars.decode(utf8, at: index + 3).value) else { continue }
            found.append((index, last == 0x98 || last == 0x9C))
        }
        return found
    }

    /// `utf8` with its curly double quotes made brackets of the same length (U+2045 ⁅ and
    /// U+2046 ⁆, which are no East Asian wide characters either), or nil when it has none.
    /// In Chinese text Chromium breaks around “ and ” as around an opening and a closing
    /// bracket (`很|“a”|很`, `a“b”|c`); single quotes stay quotes.
    static func quotesAsBrackets(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var copy: [UInt8]?
        var index = 0
        while index + 2 < utf8.count {
            defer { index += 1 }
            guard utf8[index] == 0xE2, utf8[index + 1] == 0x80, utf8[index + 2] == 0x9C || utf8[index + 2] == 0x9D else { continue }
            if copy == nil { copy = Array(utf8) }
            copy![index + 1] = 0x81
            copy![index + 2] = utf8[index + 2] == 0x9C ? 0x85 : 0x86
        }
        return copy
    }

    /// Whether `text` ends with a curly quote.
    static func endsWithCurlyQuote(_ text: String) -> Bool {
        // E2 80 98/99/9C/9D, looked at from the last byte, which is rarely one of those.
        let utf8 = text.utf8
        guard let last = utf8.last, last == 0x98 || last == 0x99 || last == 0x9C || last == 0x9D else { return false }
        return utf8.suffix(3).elementsEqual([0xE2, 0x80, last])
    }

    /// Whether the scalar is a curly quote (“ ‘ ” ’).
    static func isCurlyQuote(_ value: UInt32) -> Bool {
        value == 0x2018 || value == 0x2019 || value == 0x201C || value == 0x201D
    }

    /// The characters on either side of a text, in the elements around it, where the rule
    /// needs them: a closing quote that starts the text may break after it, and an opening quote
    /// that ends it before it, when East Asian characters are on both sides (`我|’我`, `我“|我`).
    struct Context: Equatable {
        /// The last character before the text (0: none, or not needed).
        var before: UInt32 = 0
        /// The first character after it.
        var after: UInt32 = 0

        static let none = Context()

        /// Whether this context can change the opportunities of `segment` (a text's first or
        /// last segment): a curly quote at its start after an East Asian character, or at its
        /// end before one; a hyphen at its start in the middle of a word (``HyphenLineBreaks``
        /// keeps a word-initial one with the letter after it, not this one).
        func matters(for segment: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !segment.isEmpty else { return false }
            if before != 0, HyphenLineBreaks.keepsLetterWhenWordInitial(UTF8Scalars.decode(segment, at: 0).value) {
                return true
            }
            guard segment.count >= 3 else { return false }
            if before != 0, LineBreakClass.isEastAsian(before),
               QuoteLineBreaks.isCurlyQuote(UTF8Scalars.decode(segment, at: 0).value) { return true }
            if after != 0, LineBreakClass.isEastAsian(after),
               QuoteLineBreaks.isCurlyQuote(UTF8Scalars.decode(segment, at: segment.count - 3).value) { return true }
            return false
        }

        /// `segment` with the context's characters around it, and how many bytes come before it.
        func surround(_ segment: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], offset: Int) {
            var bytes: [UInt8] = []
            if before != 0, let scalar = Unicode.Scalar(before) { bytes.append(contentsOf: UTF8.encode(scalar)!) }
            let offset = bytes.count
            bytes.append(contentsOf: segment)
            if after != 0, let scalar = Unicode.Scalar(after) { bytes.append(contentsOf: UTF8.encode(scalar)!) }
            return (bytes, offset)
        }
    }
}
