import Testing
@testable import RenderList

@Suite("URL policy")
struct URLPolicyTests {
    @Test(arguments: ["https://a.example/x", "http://a", "mailto:a@b.c", "tel:+123", "about.html", "/root", "#top", "?q=1", "../up"])
    func safeURLsSurvive(_ url: String) {
        #expect(URLPolicy.sanitize(url) == url)
    }

    @Test(arguments: ["javascript:x", "JAVASCRIPT:x", "\u{0}javascript:x", "  javascript:x", "jav\nascript:x",
                      "vbscript:x", "data:text/html;base64,AAAA", "file:///etc/passwd", "&#106;avascript:x"])
    func everythingElseIsDropped(_ url: String) {
        #expect(URLPolicy.sanitize(url) == nil)
    }

    /// Links are judged on their bytes (no scheme string is made): schemes in any case, URLs
    /// without one, disguises before the first colon, and near misses.
    @Test(arguments: [
        ("HTTP://a", true), ("hTtPs://a", true), ("MAILTO:a@b.c", true), ("Tel:1", true), ("https:", true),
        (":x", true), ("/a:b", true), ("?q=a:b", true), ("#a:b", true), ("a/b:c", true), ("", true),
        ("telx:1", false), ("htt:x", false), ("https2:x", false), ("ftp://a", false), ("DATA:image/png;base64,AA", false),
        ("%68ttp:x", false), ("ht&tp:x", false), ("a/b%20:c", false), ("http\u{17F}:x", false), ("\u{130}ttp:x", false),
    ])
    func linksAreJudgedOnTheirBytes(_ url: String, survives: Bool) {
        #expect(URLPolicy.survives(url) == survives)
        #expect((URLPolicy.sanitize(url) != nil) == survives)
    }

    @Test func imageDataIsAllowedOnlyForImages() {
        #expect(URLPolicy.sanitize("data:image/png;base64,AA", allowImageData: true) != nil)
        #expect(URLPolicy.sanitize("data:image/png;base64,AA") == nil)
        #expect(URLPolicy.sanitize("data:image/svg+xml,<svg/>", allowImageData: true) == nil)
        // Found by the red team: only base64 raster data passes, nothing smuggled after it.
        #expect(URLPolicy.sanitize("data:image/png;javascript:alert(1)", allowImageData: true) == nil)
        #expect(URLPolicy.sanitize("data:image/gif;base64,R0lG<b>", allowImageData: true) == nil)
        #expect(URLPolicy.sanitize("data:image/GIF;base64,R0lGODlh+/=", allowImageData: true) != nil)
        #expect(URLPolicy.sanitize("DATA:image/png;base64,AA", allowImageData: true) != nil)
        #expect(URLPolicy.sanitize("%64ata:image/png;base64,AA", allowImageData: true) == nil)
    }

    @Test func relativePathsAreTold() {
        #expect(URLPolicy.isRelativePath("images/a.png"))
        #expect(!URLPolicy.isRelativePath("/a.png"))
        #expect(!URLPolicy.isRelativePath("https://a/b"))
        #expect(!URLPolicy.isRelativePath("#x"))
        // Read from a string or from its bytes (the writer's path), with one rule for where a
        // scheme ends: a colon with text before it and no `/`, `?` or `#`.
        let cases: [(url: String, relative: Bool)] = [
            ("images/a.png", true), ("/a.png", false), ("https://a/b", false), ("#x", false), ("?q", false), ("\\a", false),
            ("a/b:c", true), ("a?b:c", true), (":x", true), ("mailto:a", false), ("MAILTO:a", false), ("", false),
            ("a#b:c", true), ("c:/x", false),
        ]
        for (url, relative) in cases {
            var copy = url
            let fromBytes = copy.withUTF8 { URLPolicy.isRelativePath($0) }
            #expect(fromBytes == relative, "\(url)")
            #expect(URLPolicy.isRelativePath(url) == relative, "\(url)")
        }
        #expect(URLPolicy.scheme(of: "HTTPS://a") == "https")
        #expect(URLPolicy.scheme(of: "a/b:c") == nil)
    }

    @Test func charactersAURLMayNotHoldAreEscapedAsBrowsersDo() {
        #expect(URLPolicy.sanitize("my photo.png") == "my%20photo.png")
        #expect(URLPolicy.sanitize("https://a.example/<b>\"q\"?x={1}|2^3`") == "https://a.example/%3Cb%3E%22q%22?x=%7B1%7D%7C2%5E3%60")
        #expect(URLPolicy.sanitize("https://a.example/100%/ok%20yes#a#b") == "https://a.example/100%25/ok%20yes#a%23b")
        #expect(URLPolicy.sanitize("https://a.example/caf\u{E9}") == "https://a.example/caf\u{E9}")
    }

    /// Controls, U+FFFD and a `%` at the very end are escaped too; a megabyte URL is escaped in
    /// one pass (appending scalar by scalar copied the whole URL each time: the pipeline fuzzer's
    /// rows with such links seemed to hang).
    @Test(.timeLimit(.minutes(1)))
    func longURLsAndEdgeCharactersAreEscaped() {
        #expect(URLPolicy.sanitize("a\u{7F}b\u{FFFD}c%4") == "a%7Fb%EF%BF%BDc%254")
        #expect(URLPolicy.sanitize("x%") == "x%25")
        #expect(URLPolicy.sanitize("x%4g%41") == "x%254g%41")
        let long = String(repeating: "path segment/", count: 100_000)
        #expect(URLPolicy.sanitize(long) == String(repeating: "path%20segment/", count: 100_000))
    }

    @Test func srcsetIsReadAsBrowsersReadIt() {
        #expect(URLPolicy.sanitizeSourceSet("a.png 1x, javascript:x 2x, https://c/d.png 3x") == "a.png 1x, https://c/d.png 3x")
        // A tab splits the URL from its descriptor, as in a browser: "java" with a bad descriptor.
        #expect(URLPolicy.sanitizeSourceSet("ok.png 1x, java\tscript:x 2x") == "ok.png 1x")
        // A comma inside a data URL is not a candidate boundary; the data URL is still dropped.
        #expect(URLPolicy.sanitizeSourceSet("data:text/html,<script>x</script> 2x, b.png 640w") == "b.png 640w")
        #expect(URLPolicy.sanitizeSourceSet("a.png,, b.png 2x,,c.png 1.5x") == "a.png, b.png 2x, c.png 1.5x")
        // Without white space after it, a comma belongs to the URL (the HTML standard's rule).
        #expect(URLPolicy.sanitizeSourceSet("a.png,b.png 2x") == "a.png,b.png 2x")
        #expect(URLPolicy.sanitizeSourceSet("a.png 2q, b.png -1x, c.png 0w") == nil)
        // Width descriptors only where the element has sizes.
        #expect(URLPolicy.sanitizeSourceSet("a.png 640w, b.png 2x", allowsWidths: false) == "b.png 2x")
    }
}
