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

    @Test func imageDataIsAllowedOnlyForImages() {
        #expect(URLPolicy.sanitize("data:image/png;base64,AA", allowImageData: true) != nil)
        #expect(URLPolicy.sanitize("data:image/png;base64,AA") == nil)
        #expect(URLPolicy.sanitize("data:image/svg+xml,<svg/>", allowImageData: true) == nil)
    }

    @Test func relativePathsAreTold() {
        #expect(URLPolicy.isRelativePath("images/a.png"))
        #expect(!URLPolicy.isRelativePath("/a.png"))
        #expect(!URLPolicy.isRelativePath("https://a/b"))
        #expect(!URLPolicy.isRelativePath("#x"))
    }
}
