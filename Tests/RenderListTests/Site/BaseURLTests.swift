import Testing
@testable import RenderList

@Suite("Base URL")
struct BaseURLTests {
    @Test(arguments: [
        ("https://example.com", "https://example.com/", "/"),
        ("HTTPS://Example.COM/Recipes", "https://example.com/Recipes/", "/Recipes/"),
        ("http://localhost:8080/a/b/", "http://localhost:8080/a/b/", "/a/b/"),
        ("https://example.com/caf%C3%A9", "https://example.com/caf%C3%A9/", "/caf%C3%A9/"),
    ])
    func aBaseURLIsNormalisedToEndWithASlash(_ given: String, _ text: String, _ path: String) throws {
        let base = try BaseURL(given)
        #expect(base.text == text)
        #expect(base.path == path)
        #expect(base.page(1) == text && base.page(3) == text + "page/3/")
    }

    @Test(arguments: ["", "example.com", "/recipes/", "ftp://example.com/", "mailto:a@example.com",
                      "https:///path", "https://example.com/?q=1", "https://example.com/#top",
                      "https://user:secret@example.com/", "https://exa mple.com/"])
    func anythingButAnAbsoluteHTTPURLIsRefusedQuotingIt(_ given: String) {
        let error = #expect(throws: BaseURLError.self) { try BaseURL(given) }
        #expect(error?.description.hasPrefix("The base URL \"\(given)\" ") == true)
        #expect(error?.description.contains("such as https://example.com/") == true)
    }
}
