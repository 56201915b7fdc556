import Hummingbird
import HummingbirdTesting
import Testing

@testable import RenderListServer

@Suite("Static serving")
struct StaticServingTests {
    static let files = [
        "index.html": "<html><body>home</body></html>",
        "page/2/index.html": "<p>page two</p>",
        "404.html": "<h1>Not here</h1>",
        "style.css": "body{}",
        "empty/keep.txt": "folder without index",
    ]

    @Test func servesIndexHTMLForTheRootAndForFolders() async throws {
        try await withSite(Self.files) { site in
            let home = try await request(site, "/")
            #expect(home.status == .ok)
            #expect(home.text == "<html><body>home</body></html>")
            #expect(home.headers[.contentType] == "text/html; charset=utf-8")
            let page = try await request(site, "/page/2/")
            #expect(page.status == .ok)
            #expect(page.text == "<p>page two</p>")
        }
    }

    @Test func redirectsAFolderWithoutTrailingSlash() async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/page/2")
            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/page/2/")
            let withQuery = try await request(site, "/page/2?sort=name")
            #expect(withQuery.headers[.location] == "/page/2/?sort=name")
        }
    }

    @Test func redirectNeverBecomesProtocolRelative() throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let root = try SiteRoot(directory: site.root)
        #expect(root.resolve(rawPath: "//page") == .redirect(location: "/page/"))
    }

    @Test func servesTheSites404PageWithStatus404() async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/no/such/page")
            #expect(response.status == .notFound)
            #expect(response.text == "<h1>Not here</h1>")
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let folderWithoutIndex = try await request(site, "/empty/")
            #expect(folderWithoutIndex.status == .notFound)
            let fileAsFolder = try await request(site, "/style.css/")
            #expect(fileAsFolder.status == .notFound)
        }
    }

    @Test func sendsPlainText404WhenTheSiteHasNone() async throws {
        try await withSite(["index.html": "home"]) { site in
            let response = try await request(site, "/missing")
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(response.text == "The requested page does not exist.\n")
        }
    }

    @Test(arguments: [
        ("a.html", "text/html; charset=utf-8"), ("a.htm", "text/html; charset=utf-8"),
        ("a.css", "text/css; charset=utf-8"), ("a.js", "text/javascript; charset=utf-8"),
        ("a.svg", "image/svg+xml"), ("a.png", "image/png"), ("a.jpg", "image/jpeg"),
        ("a.jpeg", "image/jpeg"), ("a.gif", "image/gif"), ("a.webp", "image/webp"),
        ("a.woff2", "font/woff2"), ("a.woff", "font/woff"), ("a.ttf", "font/ttf"),
        ("a.otf", "font/otf"), ("a.json", "application/json"), ("a.xml", "application/xml"),
        ("a.txt", "text/plain; charset=utf-8"), ("a.ico", "image/x-icon"), ("A.PNG", "image/png"),
        ("a.unknown", "application/octet-stream"), ("noextension", "application/octet-stream"),
        (".hidden", "application/octet-stream"),
    ])
    func sendsTheContentTypeForTheExtension(name: String, type: String) async throws {
        try await withSite([name: "x"]) { site in
            let response = try await request(site, "/" + name)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == type)
        }
    }

    @Test(arguments: ["/", "/style.css", "/missing", "/page/2", "/%zz", "/"])
    func everyResponseSaysNosniff(path: String) async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, path)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            let post = try await request(site, path, method: .post)
            #expect(post.headers[.xContentTypeOptions] == "nosniff")
        }
    }

    @Test func headSendsTheHeadersOfGetWithoutABody() async throws {
        try await withSite(Self.files) { site in
            let get = try await request(site, "/style.css")
            let head = try await request(site, "/style.css", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == "6")
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.eTag] == get.headers[.eTag])
            #expect(head.headers[.lastModified] == get.headers[.lastModified])
            let missing = try await request(site, "/missing", method: .head)
            #expect(missing.status == .notFound)
            #expect(missing.body.readableBytes == 0)
        }
    }

    @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .patch, .options])
    func otherMethodsGet405WithAllow(method: HTTPRequest.Method) async throws {
        try await withSite(Self.files) { site in
            let response = try await request(site, "/style.css", method: method)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }

    @Test func refusesAFolderThatDoesNotExist() {
        #expect(throws: PreviewServerError.notADirectory(path: "/no/such/folder")) {
            try PreviewServer(directory: "/no/such/folder")
        }
    }
}

/// A site served below a sub-path, as a host serves a project site (`--base-path /recipes/`).
@Suite("Static serving below a base path")
struct BasePathServingTests {
    @Test func theSiteIsServedBelowItsBasePathAndEverythingElseIsMissing() throws {
        let site = try TestSite(StaticServingTests.files)
        defer { site.remove() }
        var root = try SiteRoot(directory: site.root)
        root.mount = "/recipes/"
        guard case .file(_, "index.html", _) = root.resolve(rawPath: "/recipes/") else { Issue.record("no index at /recipes/"); return }
        guard case .file(_, "style.css", _) = root.resolve(rawPath: "/recipes/style.css") else { Issue.record("no style.css"); return }
        #expect(root.resolve(rawPath: "/recipes") == .redirect(location: "/recipes/"))
        #expect(root.resolve(rawPath: "/recipes/page/2", query: "a=1") == .redirect(location: "/recipes/page/2/?a=1"))
        for missing in ["/", "/index.html", "/style.css", "/page/2/", "/recipesx/", "/other/recipes/"] {
            #expect(root.resolve(rawPath: missing) == .notFound, "\(missing)")
        }
        if case .badRequest = root.resolve(rawPath: "/recipes/../index.html") {} else { Issue.record("a dot segment below the base path is served") }
    }

    @Test func aServerWithABasePathSendsTheSites404PageOutsideIt() async throws {
        try await withSite(StaticServingTests.files) { site in
            let server = try PreviewServer(directory: site.root, port: 0, basePath: "recipes")
            #expect(server.basePath == "/recipes/")
            let app = server.makeApplication()
            try await app.test(.router) { client in
                let inside = try await client.execute(uri: "/recipes/page/2/", method: .get) { $0 }
                #expect(inside.status == .ok && inside.text == "<p>page two</p>")
                let outside = try await client.execute(uri: "/page/2/", method: .get) { $0 }
                #expect(outside.status == .notFound && outside.text == "<h1>Not here</h1>")
            }
        }
    }
}
