import Foundation

/// The small stylesheet every site gets: each row is skipped by the browser until it nears the
/// viewport (`content-visibility: auto`), standing in at its estimated height meanwhile
/// (`contain-intrinsic-size`), the web's estimatedRowHeight. Each row sets its own estimate in the
/// custom property ``heightProperty``. That lazy rendering contains each row's layout (its
/// children's margins stay inside it); section headers and footers get the same containment, so
/// that every measured box is laid out alike, as the height model lays them out. The rule lives in a file rather than in the pages because
/// the W3C Nu checker's CSS grammar predates these two properties and would flag them inline.
enum SiteStyle {
    static let fileName = "render-list.css"
    static let heightProperty = "--rl-height"
    /// The property that holds the list column's width for the viewport class in force.
    static let columnProperty = "--rl-column"
    /// The list container's attribute that names the classes' narrowest widths, in order.
    static let viewportsAttribute = "data-viewports"

    /// The property a row sets its stand-in height in for viewport class `index` (> 0), where it
    /// differs from the class before.
    static func heightProperty(ofClass index: Int) -> String {
        "--rl-h\(index)"
    }

    static let text = """
        /* Written by render-list. Rows render lazily, standing in at their estimated height. */
        [data-row] {
          content-visibility: auto;
          contain-intrinsic-size: auto var(\(heightProperty));
        }
        [data-decoration] {
          contain: layout;
        }

        """

    /// The rules that switch the column's width, the rows' stand-in heights and the viewport
    /// units inside the list from one viewport class to the next (none for a single class).
    static func viewportRules(_ classes: [ViewportClass]) -> String {
        guard classes.count > 1 else { return "" }
        var css = "/* The list column and the rows' stand-in heights for each viewport class. */\n"
        var fallback = "var(\(heightProperty))"
        for (index, viewport) in classes.enumerated() {
            // 1vw as the model took it, unrounded (3.2px at 320, not the nearest 1/64).
            let width = viewport.minWidth
            // The units on the root, so that what the list inherits, and custom properties the
            // root computes, hold still too.
            let column = "[\(viewportsAttribute)] { \(columnProperty): \(CSSNumber.format(viewport.columnWidth))px; }"
                + " :root { \(ViewportUnits.widthProperty): \(width / 100)px; \(ViewportUnits.heightProperty): 8px; }"
            if index == 0 {
                css += column + "\n"
                continue
            }
            fallback = "var(\(heightProperty(ofClass: index)), \(fallback))"
            css += "@media \(viewport.condition) {\n  \(column)\n"
                + "  [data-row] { contain-intrinsic-size: auto \(fallback); }\n}\n"
        }
        return css
    }

    /// Writes the stylesheet, the rules of the viewport `classes` and then `fonts`
    /// (``FontFaceRules``) into the staging folder, and returns its size in bytes.
    static func write(to output: OutputFolder, classes: [ViewportClass] = [], fonts: String = "") throws(SiteError) -> Int {
        try output.write(text + viewportRules(classes) + fonts, to: fileName)
    }
}
