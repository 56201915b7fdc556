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

    /// Writes the stylesheet, followed by `fonts` (``FontFaceRules``), into the staging folder
    /// and returns its size in bytes.
    static func write(to output: OutputFolder, fonts: String = "") throws(SiteError) -> Int {
        let url = try output.stagedFile(fileName)
        let text = text + fonts
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw SiteError(path: url.path, message: "render-list could not write \(fileName) (\(error.localizedDescription)). Check that the disk has room; the previous site is unchanged.")
        }
        return text.utf8.count
    }
}
