extension ShapedTextMetrics {
    /// The average and bounding-box widths of the primary face of `font` and its `0`, as Skia
    /// reports them to Blink (``CharacterWidths``); nil when no listed family has a face.
    func characterWidths(for font: FontDescription) -> CharacterWidths? {
        if let known = characterWidthsCache[font] { return known }
        var widths: CharacterWidths?
        if let face = chain(for: font).primary {
            let (average, bounds) = face.characterWidths(size: font.size)
            var zero: Double?
            if face.hasGlyph(0x30) {
                let fixed = "0".utf8.withContiguousStorageIfAvailable { face.advance(ofUTF8: $0, size: font.size).fixed } ?? 0
                zero = Double(fixed) / 65536
            }
            widths = CharacterWidths(average: average, bounds: bounds, zero: zero)
        }
        characterWidthsCache[font] = widths
        return widths
    }
}
