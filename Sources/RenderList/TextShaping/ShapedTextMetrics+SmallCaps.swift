extension ShapedTextMetrics {
    /// `font-variant-caps: small-caps` as Blink synthesizes it for a font without small capitals
    /// (none of the fonts the pages embed has them): the text is cut into runs of characters
    /// that change when upper-cased and of those that do not (a combining mark goes with the
    /// run it is in); the first are upper-cased in the text's language (`ß` to `SS`, `i` to `İ`
    /// in Turkish) and set at 70 % of the size,
    /// rounded to whole px, the others at the size; each run is shaped on its own.
    func smallCapsPiece(_ utf8: UnsafeBufferPointer<UInt8>, font: FontDescription) -> ShapedPiece {
        var plain = font
        (plain.smallCaps, plain.caseLanguage) = (false, .standard)
        var small = plain
        small.size = (font.size * 0.7).rounded()
        var total = ShapedPiece(width: 0, fallback: nil)
        func add(_ range: Range<Int>, upper: Bool) {
            let bytes = UnsafeBufferPointer(rebasing: utf8[range])
            let piece: ShapedPiece
            if upper {
                var mapped = LocaleCaseMapping.cased(String(decoding: bytes, as: UTF8.self), upper: true, language: font.caseLanguage)
                piece = mapped.withUTF8 { shaped($0, font: small, handle: handle(for: small)) }
            } else {
                piece = shaped(bytes, font: plain, handle: handle(for: plain))
            }
            total.width += piece.width
            if let extent = piece.fallback { total.fallback = LineExtent.united(total.fallback, extent) }
        }
        var runStart = 0
        var runUpper: Bool?
        var index = 0
        while index < utf8.count {
            let (value, next) = UTF8Scalars.decode(utf8, at: index)
            if let properties = Unicode.Scalar(value)?.properties, properties.canonicalCombiningClass.rawValue == 0 || runUpper == nil {
                let upper = properties.changesWhenUppercased
                if upper != runUpper {
                    if let runUpper { add(runStart..<index, upper: runUpper) }
                    (runStart, runUpper) = (index, upper)
                }
            }
            index = next
        }
        if let runUpper { add(runStart..<utf8.count, upper: runUpper) }
        return total
    }
}
