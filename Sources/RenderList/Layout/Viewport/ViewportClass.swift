/// A range of viewport widths over which a site's rows keep their heights: from ``minWidth``
/// up to the next class's (the widest class has no end). The list column is pinned to
/// ``columnWidth`` across the range, the template's `@media` blocks do not change outcome in it,
/// and viewport units in the list hold their value at ``minWidth``.
public struct ViewportClass: Sendable, Equatable {
    /// The narrowest viewport width of the class, in CSS px (a class that begins just above a
    /// template's `max-width: X` begins at X and 1/64 px).
    public var minWidth: Double
    /// The media condition under which the class is in force (from its narrowest width up).
    var condition: String
    /// The list column's content width across the class, in CSS px (whole LayoutUnits).
    public var columnWidth: Double
    /// Which of the site's layouts lays rows out for the class: classes whose styles and column
    /// are the same share one (``ViewportClasses/layouts``).
    var layout: Int

    /// The device widths a site is rendered for when the user names none: phones (320 to
    /// 430), tablets (768, 820, 1024) and desktops (1280, 1440).
    public static let deviceWidths: [Double] = [320, 360, 375, 390, 412, 414, 430, 768, 820, 1024, 1280, 1440]
}

extension ViewportClass {
    /// The widths of `--viewports`: CSS px separated by commas or spaces (`320,768,1280`).
    /// - Throws: a whole sentence quoting what is wrong.
    public static func widths(parsing text: String, option: String = "--viewports") throws(ViewportListError) -> [Double] {
        let words = text.split(whereSeparator: { $0 == "," || $0 == " " })
        guard !words.isEmpty else { throw ViewportListError("\(option) needs at least one viewport width, such as \(option) 320,768,1280.") }
        return try words.map { word throws(ViewportListError) in
            let trimmed = word.hasSuffix("px") ? word.dropLast(2) : word
            guard let width = Double(trimmed), width >= 1, width <= 16_384 else {
                throw ViewportListError("\(option) takes viewport widths in CSS px from 1 to 16384, such as 320,768,1280; \"\(word)\" is not one.")
            }
            return width
        }
    }
}

/// Why a list of viewport widths cannot be read.
public struct ViewportListError: Error, CustomStringConvertible, Sendable {
    /// The message, a whole sentence.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
