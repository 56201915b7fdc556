import Foundation
import Testing
@testable import RenderList

@Suite("Sitemap")
struct SitemapFileTests {
    @Test func aLongSiteGetsSitemapsOfAtMostTheLimitAndAnIndex() throws {
        let base = try BaseURL("https://example.com/")
        let files = SitemapFile.files(urls: (1...5).map(base.page), base: base, limit: 2)
        #expect(files.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
        let index = try XMLOutline.parse(Data(files[0].text.utf8)).get()
        #expect(index.name == "sitemapindex" && index.namespace == SitemapFile.namespace)
        #expect(index.all("sitemap").compactMap { $0.one("loc")?.text } == (1...3).map { "https://example.com/sitemap-\($0).xml" })
        let last = try XMLOutline.parse(Data(files[3].text.utf8)).get()
        #expect(last.all("url").compactMap { $0.one("loc")?.text } == ["https://example.com/page/5/"])
    }

    @Test func oneSitemapHoldsUpToFiftyThousandPages() throws {
        let base = try BaseURL("https://example.com/")
        let files = SitemapFile.files(urls: (1...50_000).map(base.page), base: base)
        #expect(files.map(\.path) == ["sitemap.xml"])
        #expect(files[0].text.utf8.count < 50 * 1024 * 1024)
    }

    @Test func everyFolderPageWrittenIsListedInOrderAndNothingElse() throws {
        let base = try BaseURL("https://example.com/recipes/")
        let written = ["images/a.png", "index.html", "page/2/index.html", "404.html", "styles/1f.css",
                       "tags/wit/index.html", "tags/wit/page/2/index.html", "tags/index.html", "notindex.html"]
        #expect(SitemapFile.pageURLs(among: written, base: base) == [
            "https://example.com/recipes/", "https://example.com/recipes/page/2/", "https://example.com/recipes/tags/wit/",
            "https://example.com/recipes/tags/wit/page/2/", "https://example.com/recipes/tags/",
        ])
    }

    @Test func xmlTextEscapesTheFiveCharactersAndDropsForbiddenControls() {
        #expect(XMLText.escaped("a&b<c>d\"e'f\u{1}g\tz") == "a&amp;b&lt;c&gt;d&quot;e&apos;fg\tz")
    }
}
