import Foundation

/// The fonts of a visitor who has only those of one folder (`verify --fonts-from DIR`): a
/// fontconfig configuration of its own, handed to the browser with `FONTCONFIG_FILE`. It names
/// that folder and a cache in the scratch folder: no system font folders and none of
/// `/etc/fonts/conf.d`, so no generic aliases either. A generic family (`sans-serif`, `serif`,
/// `monospace`, `system-ui`) or a family the folder lacks then gets fontconfig's best match
/// among the folder's fonts (in Chromium, all of them the same family: Roboto for a folder of
/// Roboto, Arimo and Open Sans). Only Debian's rendering defaults are kept (`hintslight` and
/// antialiasing, from `10-hinting-slight.conf` and `10-yes-antialias.conf`): without them
/// fontconfig hints fully, and Chromium rounds every glyph's advance to a whole pixel.
/// (An XML comment in the file may not hold two hyphens: fontconfig then ignores the whole
/// file, silently for a browser, which then uses the system's fonts.)
struct VisitorFonts {
    /// The folder of font files.
    var folder: URL

    /// The folder at `path`, which must hold at least one font file.
    init(path: String) throws(VerificationError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw VerificationError("There is no folder at \(path) to take the visitor's fonts from; pass a folder of font files to --fonts-from.")
        }
        folder = URL(fileURLWithPath: path).standardizedFileURL
        let kinds: Set<String> = ["ttf", "otf", "ttc", "otc", "pfb", "pfa", "woff", "woff2"]
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        guard files.contains(where: { kinds.contains(($0 as NSString).pathExtension.lowercased()) }) else {
            throw VerificationError("The folder \(path) holds no font files (.ttf, .otf, .ttc, .woff or .woff2); pass a folder of fonts to --fonts-from.")
        }
    }

    /// The configuration's text, its cache in `cache`.
    func configuration(cache: URL) -> String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <!-- render-list verify: a visitor with these fonts alone (no two hyphens in a comment). -->
        <fontconfig>
          <dir>\(Self.escaped(folder.path))</dir>
          <cachedir>\(Self.escaped(cache.path))</cachedir>
          <match target="pattern"><edit name="hintstyle" mode="append"><const>hintslight</const></edit></match>
          <match target="pattern"><edit name="antialias" mode="append"><bool>true</bool></edit></match>
        </fontconfig>

        """
    }

    /// Writes the configuration into `scratch` and returns the environment that points at it.
    func environment(scratch: URL) throws(VerificationError) -> [String: String] {
        let file = scratch.appendingPathComponent("fonts.conf")
        do {
            try Data(configuration(cache: scratch.appendingPathComponent("fontconfig-cache")).utf8).write(to: file)
        } catch {
            throw VerificationError("Could not write \(file.path): \(error.localizedDescription).")
        }
        // The folder itself too: Firefox's content sandbox must be told it may read it.
        return ["FONTCONFIG_FILE": file.path, "RENDER_LIST_VISITOR_FONTS": folder.path]
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
