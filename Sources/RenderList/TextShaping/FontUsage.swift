/// What the height model measured with: each face it opened and the characters it drew with
/// it, which face each CSS family name was found to be (at a weight, a style and, for generic
/// families, a language), and which characters fell back to which face. The site's web fonts
/// are made from it (``FontEmbedding``), so that every browser draws each character with the
/// face the model measured.
struct FontUsage: Equatable, Sendable {
    /// One face of one font file.
    struct FaceFile: Hashable, Comparable, Sendable {
        var path: String
        var index: Int

        init(_ face: ShapingFace) {
            (path, index) = (face.path, face.index)
        }

        static func < (lhs: FaceFile, rhs: FaceFile) -> Bool {
            (lhs.path, lhs.index) < (rhs.path, rhs.index)
        }
    }

    /// What the model knows of a face: its family name, its design, the characters it drew.
    struct FaceRecord: Equatable, Sendable {
        var family: String
        var isBold: Bool
        var isItalic: Bool
        /// A color emoji face (bitmap glyphs alone).
        var isColor = false
        var drawn: ScalarSet

        init(family: String, isBold: Bool, isItalic: Bool, isColor: Bool = false, drawn: ScalarSet) {
            (self.family, self.isBold, self.isItalic, self.isColor, self.drawn) = (family, isBold, isItalic, isColor, drawn)
        }

        init(_ face: ShapingFace) {
            self.init(family: face.family, isBold: face.isBold, isItalic: face.isItalic, isColor: face.isBitmapOnly,
                      drawn: face.drawn)
        }
    }

    /// A CSS family name as `font-family` lists it (generic families lowercased), asked for at a
    /// weight and style; the language matters to generic families alone (else it is standard).
    struct FamilyKey: Hashable, Sendable {
        var family: String
        var weight: Int
        var italic: Bool
        var locale: TextLocale
    }

    /// A face characters fell back to, in a language.
    struct FallbackKey: Hashable, Sendable {
        var file: FaceFile
        var locale: TextLocale
    }

    var faces: [FaceFile: FaceRecord] = [:]
    var families: [FamilyKey: FaceFile] = [:]
    var fallbacks: [FallbackKey: ScalarSet] = [:]

    /// The CSS generic family keywords, and Blink's name for the initial font (`-webkit-standard`):
    /// the site's CSS turns each into a custom property the language sets.
    static let genericFamilies: [String] = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "emoji", "math", "fangsong", FontMatcher.standardFamily,
    ]

    /// ``genericFamilies`` for lookups.
    static let isGenericFamily: Set<String> = Set(genericFamilies)

    /// Adds what `other`, another thread's measurer, used: faces, the characters they drew, the
    /// families found and the fallbacks.
    mutating func formUnion(_ other: FontUsage) {
        for (file, record) in other.faces {
            if faces[file] == nil { faces[file] = record } else { faces[file]?.drawn.formUnion(record.drawn) }
        }
        families.merge(other.families) { mine, _ in mine }
        fallbacks.merge(other.fallbacks) { mine, theirs in
            var union = mine
            union.formUnion(theirs)
            return union
        }
    }
}
