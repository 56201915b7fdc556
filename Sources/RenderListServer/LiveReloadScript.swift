/// The script that connects a page to the live reload event stream, and its
/// insertion into HTML as it is sent. Files on disk are never modified.
struct LiveReloadScript: Sendable {
    /// The path of the server-sent event stream.
    static let eventsPath = "/__render-list/events"

    /// Added to the entity tag of HTML that carries the script, so the
    /// modified bytes never share a tag with the file on disk.
    let tagVariant = "live"

    /// The `<script>` element inserted into each HTML page.
    let element: [UInt8] = Array(
        """
        <script>/* render-list live reload */(() => {
          const source = new EventSource("\(Self.eventsPath)");
          let overlay = null, lost = false;
          function show(message) {
            if (!overlay) {
              overlay = document.createElement("pre");
              overlay.id = "render-list-error";
              overlay.style.cssText = "position:fixed;inset:0;margin:0;padding:2em;z-index:2147483647;" +
                "overflow:auto;white-space:pre-wrap;background:rgba(40,0,0,.94);color:#fee;" +
                "font:14px/1.5 ui-monospace,Menlo,Consolas,monospace";
              document.documentElement.appendChild(overlay);
            }
            overlay.textContent = "render-list could not rebuild the site; " +
              "the last good version is still being served.\\n\\n" + message;
          }
          source.addEventListener("reload", () => location.reload());
          source.addEventListener("pages", (event) => {
            let here = location.pathname;
            try { here = decodeURI(here); } catch (error) {}
            if (overlay || JSON.parse(event.data).pages.includes(here)) location.reload();
          });
          source.addEventListener("failure", (event) => show(event.data));
          source.addEventListener("ready", () => { if (lost) location.reload(); });
          source.addEventListener("error", () => { lost = true; });
        })();</script>

        """.utf8)

    /// Returns `document` with the script inserted before the last `</body`
    /// (compared case-insensitively), or appended when there is none.
    func inserted(into document: [UInt8]) -> [UInt8] {
        let position = Self.lastBodyClose(in: document) ?? document.count
        var result: [UInt8] = []
        result.reserveCapacity(document.count + element.count)
        result.append(contentsOf: document[..<position])
        result.append(contentsOf: element)
        result.append(contentsOf: document[position...])
        return result
    }

    /// Finds the start of the last `</body` in `document`, ignoring case.
    private static func lastBodyClose(in document: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard document.count >= needle.count else { return nil }
        for start in stride(from: document.count - needle.count, through: 0, by: -1) {
            var matches = true
            for offset in 0..<needle.count where asciiLowercased(document[start + offset]) != needle[offset] {
                matches = false
                break
            }
            if matches { return start }
        }
        return nil
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
