import Hummingbird
import HummingbirdTesting
import Testing

@testable import RenderListServer

/// Nothing outside the served folder may ever be sent. Each site has a secret
/// next to it, in the parent folder, which every attack below aims for.
@Suite("Path traversal")
struct PathTraversalTests {
    static let secret = "TOP SECRET"

    static func makeSite() throws -> TestSite {
        let site = try TestSite([
            "index.html": "home",
            "a..b.txt": "dots inside a name",
            "..data": "leading dots",
            "sub/page.txt": "inside",
        ])
        try site.writeAnywhere("secret.txt", secret)
        try site.link("link-out.txt", to: site.parent + "/secret.txt")
        try site.link("relative-out.txt", to: "../secret.txt")
        try site.link("parent", to: "..")
        try site.link("link-in.txt", to: "sub/page.txt")
        return site
    }

    @Test(arguments: [
        "/../secret.txt",
        "/sub/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/.%2e/secret.txt",
        "/..%2fsecret.txt",
        "/..%2Fsecret.txt",
        "/%2e%2e%2fsecret.txt",
        "/sub%2f..%2f..%2fsecret.txt",
        "/..\\secret.txt",
        "/..%5csecret.txt",
        "/..%5Csecret.txt",
        "/%252e%252e/secret.txt",
        "/%252e%252e%252fsecret.txt",
        "/..%252fsecret.txt",
        "/secret.txt%00",
        "/%00/../secret.txt",
        "/index.html\u{0}/../../secret.txt",
        "/%c0%ae%c0%ae/secret.txt",
        "/%2",
        "/link-out.txt",
        "/relative-out.txt",
        "/parent/secret.txt",
        "/parent/",
        "secret.txt",
    ])
    func neverServesAFileOutsideTheRoot(path: String) async throws {
        let site = try Self.makeSite()
        defer { site.remove() }
        let response = try await request(site, path)
        #expect([.badRequest, .notFound].contains(response.status), "\(path) gave \(response.status)")
        #expect(!response.text.contains(Self.secret), "\(path) leaked the secret")
    }

    @Test func rejectsNulAndBackslashAsBadRequests() async throws {
        let site = try Self.makeSite()
        defer { site.remove() }
        for path in ["/a%00b", "/a\\b", "/a%5cb", "/%zz", "/%2e%2e/x"] {
            let response = try await request(site, path)
            #expect(response.status == .badRequest, "\(path)")
        }
        // HTTPTypes turns a raw NUL in the request target into a space before
        // the server sees it (and NIO's parser refuses it on a real
        // connection), so the decoder is checked directly as well.
        #expect(RequestPath.decode("/a\u{0}b") == .failure(.nulByte))
        #expect(RequestPath.decode("/a%00b") == .failure(.nulByte))
        #expect(RequestPath.decode("/a\\b") == .failure(.backslash))
        #expect(RequestPath.decode("/%252e%252e/x") == .success(["%2e%2e", "x"]))
        #expect(RequestPath.decode("/a..b.txt") == .success(["a..b.txt"]))
    }

    @Test(arguments: [
        ("/a..b.txt", "dots inside a name"),
        ("/a%2e%2eb.txt", "dots inside a name"),
        ("/..data", "leading dots"),
        ("/link-in.txt", "inside"),
        ("/sub/page.txt", "inside"),
        ("/parent/site/sub/page.txt", "inside"),
    ])
    func servesLegitimateNames(path: String, body: String) async throws {
        let site = try Self.makeSite()
        defer { site.remove() }
        let response = try await request(site, path)
        #expect(response.status == .ok, "\(path)")
        #expect(response.text == body)
    }

    @Test func traversalIsRefusedOverARealConnectionToo() async throws {
        let site = try Self.makeSite()
        defer { site.remove() }
        let app = try site.server().makeApplication()
        try await app.test(.live) { client in
            for path in ["/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%252e%252e/secret.txt", "/link-out.txt"] {
                let response = try await client.execute(uri: path, method: .get) { $0 }
                #expect([.badRequest, .notFound].contains(response.status), "\(path)")
                #expect(!response.text.contains(Self.secret))
            }
            let legit = try await client.execute(uri: "/a..b.txt", method: .get) { $0 }
            #expect(legit.text == "dots inside a name")
        }
    }
}
