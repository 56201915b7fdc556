import Foundation

/// The faces a CSS font resolves to: the families of its `font-family` list that exist, in
/// order, then fontconfig's fallback per character, as Blink's FontFallbackIterator walks them.
final class FontChain {
    /// The families that exist, in order; never empty (the default font stands in).
    let faces: [ShapingFace]
    /// Whether shaping uses the font's common ligatures (``FontDescription/ligatures``).
    let ligatures: Bool
    /// A number unique to this chain in its ``ShapedTextMetrics`` (part of cache keys).
    let id: Int
    /// The fallback face of the script run (see ``FontDescription/fallbackHint``).
    let hint: ShapingFace?
    /// The language of the text: it picks faces and is shaped with.
    let locale: TextLocale
    private unowned let matcher: FontMatcher

    init(font: FontDescription, matcher: FontMatcher, id: Int, hint: ShapingFace? = nil) {
        var faces: [ShapingFace] = []
        for family in font.families {
            if let face = matcher.face(family: family, weight: font.weight, italic: font.italic, locale: font.locale),
               !faces.contains(where: { $0 === face }) {
                faces.append(face)
            }
        }
        if faces.isEmpty, let standard = matcher.face(family: FontMatcher.standardFamily, weight: font.weight,
                                                      italic: font.italic, locale: font.locale) {
            faces.append(standard)
        }
        self.faces = faces
        ligatures = font.ligatures
        self.id = id
        self.hint = hint
        locale = font.locale
        self.matcher = matcher
    }

    /// The face for the first available font: the one whose metrics set `line-height: normal`.
    var primary: ShapingFace? { faces.first }

    /// The canonical composition (NFC) of `scalars` when it is shorter, else nil.
    private static func composed(_ scalars: [UInt32]) -> [UInt32]? {
        normalized(scalars, composing: true).flatMap { $0.count < scalars.count ? $0 : nil }
    }

    /// The canonical decomposition (NFD) of `scalars` when one of them is a Latin, Greek or
    /// Cyrillic letter that has one, else nil.
    private static func decomposed(_ scalars: [UInt32]) -> [UInt32]? {
        guard scalars.contains(where: { (0xC0...0x2FF).contains($0) || (0x370...0x52F).contains($0) || (0x1E00...0x1FFF).contains($0) })
        else { return nil }
        return normalized(scalars, composing: false).flatMap { $0.count > scalars.count ? $0 : nil }
    }

    /// `scalars` in NFC (`composing`) or NFD, or nil when one is no scalar.
    private static func normalized(_ scalars: [UInt32], composing: Bool) -> [UInt32]? {
        var text = String.UnicodeScalarView()
        for value in scalars { guard let scalar = Unicode.Scalar(value) else { return nil }; text.append(scalar) }
        let string = String(text)
        let result = composing ? string.precomposedStringWithCanonicalMapping : string.decomposedStringWithCanonicalMapping
        return result.unicodeScalars.map(\.value)
    }

    /// The face a grapheme cluster is drawn with: the color emoji font for emoji presentation,
    /// else the first face of the list that has every visible scalar of it (or of its canonical
    /// decomposition or composition), else the system fallback (``systemFallback(for:)``), before
    /// which the color emoji font for characters shown as emoji by default (Blink asks for it
    /// then) and the script run's fallback face for its common characters.
    func face(for cluster: GraphemeCluster) -> ShapingFace? {
        let face = chooseFace(for: cluster)
        if let face, !faces.contains(where: { $0 === face }) {
            matcher.noteFallback(to: face, for: cluster, locale: locale)
        }
        return face
    }

    private func chooseFace(for cluster: GraphemeCluster) -> ShapingFace? {
        if cluster.isEmojiPresentation, let emoji = matcher.emojiFace(), emoji.hasGlyph(cluster.base) {
            return emoji
        }
        // A face that lacks a precomposed letter but has its base and marks (ś as s + U+0301 in
        // Noto CJK) draws it too: the shaper decomposes it.
        lazy var parts = Self.decomposed(cluster.visibleScalars)
        let isSpaceFilledIn = Self.isSpaceHarfBuzzFillsIn(cluster)
        for face in faces {
            if cluster.visibleScalars.allSatisfy(face.hasGlyph) { return face }
            if isSpaceFilledIn, face.hasGlyph(0x20) { return face }
            if let parts, parts.allSatisfy(face.hasGlyph) { return face }
        }
        // A base letter with combining marks that a face has composed (é as e + U+0301): the
        // shaper composes them, so that face draws the cluster (as in Blink).
        if cluster.visibleScalars.count > 1, let composed = Self.composed(cluster.visibleScalars),
           let face = faces.first(where: { face in composed.allSatisfy(face.hasGlyph) }) {
            return face
        }
        if !cluster.isTextPresentation, Unicode.Scalar(cluster.base)?.properties.isEmojiPresentation == true,
           let emoji = matcher.emojiFace(), emoji.hasGlyph(cluster.base) {
            return emoji
        }
        // A common character in a script run: the face found for the run's letters, if it has it.
        if let hint, UnicodeScript.of(cluster.base) == UnicodeScript.none, cluster.visibleScalars.allSatisfy(hint.hasGlyph) {
            return hint
        }
        return systemFallback(for: cluster)
    }

    /// Whether `cluster` is a space that HarfBuzz sets with the font's own space glyph where the
    /// font lacks it, at the width Unicode gives it (a narrow no-break space half a space, a
    /// thin space a fifth of an em, a figure space a digit): Blink then finds no missing glyph
    /// and falls back to no other font (U+202F in Liberation Sans, which the date formats write).
    private static func isSpaceHarfBuzzFillsIn(_ cluster: GraphemeCluster) -> Bool {
        guard cluster.visibleScalars.count == 1 else { return false }
        switch cluster.base {
        case 0xA0, 0x2000...0x200A, 0x202F, 0x205F: return true
        default: return false  // U+3000 too in HarfBuzz, but Blink finds a CJK font for it
        }
    }

    /// The system fallback face of a cluster the listed faces do not draw, as Blink finds it:
    /// fontconfig's font for its hint character (the first after the base with a script of its
    /// own, else the base), if that font draws the whole cluster; otherwise the first listed
    /// face, with a missing glyph where a character is missing (`x⃝` in Liberation Serif:
    /// DejaVu Sans draws `x` but not `⃝`).
    private func systemFallback(for cluster: GraphemeCluster) -> ShapingFace? {
        let scalars = cluster.visibleScalars
        let hint = scalars.dropFirst().first { UnicodeScript.of($0) != UnicodeScript.none } ?? cluster.base
        guard let face = matcher.fallback(for: hint, locale: locale) else { return faces.first }
        return scalars.count < 2 || scalars.allSatisfy(face.hasGlyph) ? face : faces.first
    }
}
