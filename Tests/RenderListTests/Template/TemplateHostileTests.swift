import Foundation
import Testing
@testable import RenderList
#if canImport(Glibc)
import Glibc
#endif

/// Templates written to attack the loader: external entities, external DTDs, parameter
/// entities and XInclude must get no file or network access; entity bombs must be refused;
/// malformed XHTML must be refused with a line and a column, on one line.
@Suite("Template: hostile input")
struct TemplateHostileTests {
    /// The prolog and `<html>` start tag of every template here; `doctype` goes between them.
    private static func template(doctype: String = "", head: String = "", cell: String = "sample",
                                 body: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(doctype)
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="en">
        <head><title>Test</title>\(head)</head>
        <body>
        \(body)
        <div class="list" rl:list="">
        <p rl:prototype="Cell" rl:text="text">\(cell)</p>
        </div>
        </body>
        </html>
        """
    }

    /// A folder holding a secret file (and whatever a test adds), removed by the caller.
    private struct Files {
        let folder = TestSupport.temporaryFolder()
        let marker = "RL-SECRET-\(UUID().uuidString)"
        var secret: String { folder.appendingPathComponent("secret.txt").path }

        init() {
            TestSupport.write(marker, to: "secret.txt", in: folder)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        /// Loads `text` from this folder; the result, or the error that refused it.
        func load(_ text: String) -> Result<Template, TemplateError> {
            let path = TestSupport.write(text, to: "template.xhtml", in: folder)
            do throws(TemplateError) {
                return .success(try Template(path: path))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Everything a loaded template could pass on: its markup as the site writes it, and its text.
    private static func content(of template: Template) -> String {
        guard let root = template.document.root else { return "" }
        return TestSupport.html(root) + root.textContent
    }

    /// Expects that loading `text` either refuses it or loads it without anything of `files`' secret.
    private static func expectNoLeak(_ text: String, _ files: Files,
                                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        switch files.load(text) {
        case .success(let template):
            #expect(!content(of: template).contains(files.marker), sourceLocation: sourceLocation)
        case .failure(let error):
            #expect(!error.description.contains(files.marker), sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
        }
    }

    // MARK: Files

    @Test func anExternalEntityDoesNotReadTheFile() {
        let files = Files()
        defer { files.remove() }
        let doctype = "<!DOCTYPE html [<!ENTITY x SYSTEM \"file://\(files.secret)\">]>"
        Self.expectNoLeak(Self.template(doctype: doctype, cell: "&x;"), files)
        Self.expectNoLeak(Self.template(doctype: doctype, head: "<style>&x;</style>"), files)
    }

    @Test func anExternalEntityNamingEtcPasswdDoesNotReadIt() throws {
        let passwd = try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)
        let doctype = "<!DOCTYPE html [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = TestSupport.write(Self.template(doctype: doctype, cell: "&x;"), to: "t.xhtml", in: folder)
        guard let template = try? Template(path: path) else { return }  // refusing it is fine too
        let content = Self.content(of: template)
        #expect(!content.contains("root:"))
        if let firstLine = passwd?.split(separator: "\n").first {
            #expect(!content.contains(firstLine))
        }
    }

    @Test func anExternalDTDIsNotLoaded() {
        let files = Files()
        defer { files.remove() }
        TestSupport.write("<!ENTITY leak \"\(files.marker)\">", to: "evil.dtd", in: files.folder)
        let dtd = files.folder.appendingPathComponent("evil.dtd").path
        Self.expectNoLeak(Self.template(doctype: "<!DOCTYPE html SYSTEM \"file://\(dtd)\">", cell: "&leak;"), files)
        Self.expectNoLeak(Self.template(doctype: "<!DOCTYPE html SYSTEM \"evil.dtd\">", cell: "&leak;"), files)
        Self.expectNoLeak(Self.template(doctype: "<!DOCTYPE html PUBLIC \"-//X//Y\" \"evil.dtd\">",
                                        body: "<p title=\"&leak;\">t</p>"), files)
    }

    @Test func anExternalParameterEntityIsNotLoaded() {
        let files = Files()
        defer { files.remove() }
        TestSupport.write("<!ENTITY leak \"\(files.marker)\">", to: "evil.dtd", in: files.folder)
        let dtd = files.folder.appendingPathComponent("evil.dtd").path
        let doctype = "<!DOCTYPE html [<!ENTITY % ext SYSTEM \"file://\(dtd)\"> %ext;]>"
        Self.expectNoLeak(Self.template(doctype: doctype, cell: "&leak;"), files)
    }

    @Test func aParameterEntityCannotSmuggleAFileIntoAnEntity() {
        let files = Files()
        defer { files.remove() }
        // The classic out-of-band pattern: a parameter entity reads the file, another one
        // declares a general entity around it.
        let doctype = """
            <!DOCTYPE html [
            <!ENTITY % file SYSTEM "file://\(files.secret)">
            <!ENTITY % wrap "<!ENTITY leak '%file;'>">
            %wrap;
            ]>
            """
        Self.expectNoLeak(Self.template(doctype: doctype, cell: "&leak;"), files)
    }

    @Test func xIncludeIsNotProcessed() {
        let files = Files()
        defer { files.remove() }
        let include = "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"%@\" parse=\"text\"/>"
        for href in [files.secret, "file://\(files.secret)", "secret.txt"] {
            let element = include.replacingOccurrences(of: "%@", with: href)
            Self.expectNoLeak(Self.template(cell: element), files)
            Self.expectNoLeak(Self.template(body: element), files)
        }
    }

    // MARK: Network

    @Test func anExternalDTDOrEntityOverHTTPMakesNoConnection() throws {
        let listener = try #require(LoopbackListener())
        let files = Files()
        defer { files.remove() }
        let url = "http://127.0.0.1:\(listener.port)/evil"
        let templates = [
            Self.template(doctype: "<!DOCTYPE html SYSTEM \"\(url).dtd\">"),
            Self.template(doctype: "<!DOCTYPE html [<!ENTITY x SYSTEM \"\(url).txt\">]>", cell: "&x;"),
            Self.template(doctype: "<!DOCTYPE html [<!ENTITY % p SYSTEM \"\(url).ent\"> %p;]>"),
            Self.template(cell: "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"\(url).xml\"/>"),
        ]
        for text in templates {
            _ = files.load(text)
            #expect(!listener.wasContacted, "loading contacted \(url): \(text)")
        }
    }

    // MARK: Entity bombs

    /// The billion laughs: ten levels of ten references each, 10^9 copies of "lol".
    private static let laughs: String = {
        var declarations = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        return "<!DOCTYPE html [\(declarations)]>"
    }()

    @Test(arguments: [
        ("content", template(doctype: laughs, cell: "&lol9;")),
        ("style", template(doctype: laughs, head: "<style>&lol9;</style>")),
        ("attribute", template(doctype: laughs, body: "<p title=\"&lol9;\">t</p>")),
    ])
    func theBillionLaughsAreRefused(_ place: String, _ text: String) {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = TestSupport.write(text, to: "bomb.xhtml", in: folder)
        let start = ContinuousClock.now
        let error = #expect(throws: TemplateError.self, "an entity bomb in the \(place)") { try Template(path: path) }
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(error?.location.path == path)
        #expect(error?.description.contains("\n") == false)
    }

    @Test
    func aQuadraticBlowupIsRefused() throws {
        // One large entity referenced many times: no nesting, but a gigabyte of expansion.
        let big = String(repeating: "x", count: 50_000)
        let references = String(repeating: "&big;", count: 20_000)
        let text = Self.template(doctype: "<!DOCTYPE html [<!ENTITY big \"\(big)\">]>", cell: references)
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = TestSupport.write(text, to: "quadratic.xhtml", in: folder)
        let start = ContinuousClock.now
        #expect(throws: TemplateError.self) { try Template(path: path) }
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// template fuzzer, on its seeds (Fuzz/Repro/template-entity-walk-loop.xhtml): an entity
    /// reference's child is the entity's declaration, whose `next` is the following declaration
    /// in the DTD. `XMLNode.forEachDescendant` follows it, so `b` (declared after `a`, holding
    /// `&a;`) leads back to `a`, then to `b` again: endless recursion, a stack overflow in
    /// `Template.styleSheets` and in `Stylesheet.collect` (render-list exits with SIGSEGV).
    @Test
    func nestedEntityReferencesDoNotLoopTheTreeWalk() throws {
        let text = Self.template(doctype: "<!DOCTYPE html [<!ENTITY a \"A\"><!ENTITY b \"&a;\">]>", head: "<style>p { color: red }</style>",
                                 cell: "&b;")
        // Refusing entity declarations is as good as walking them safely.
        guard let template = try? TestSupport.loadTemplate(text) else { return }
        #expect(template.styleSheets.count == 1)
    }

    @Test func aRecursiveEntityIsRefused() {
        let text = Self.template(doctype: "<!DOCTYPE html [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]>", cell: "&a;")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect((error?.location.line ?? 0) > 0)
    }

    // MARK: Malformed XHTML

    @Test(arguments: [
        ("an unclosed element", "<body><p>open\n</body></html>", 5),
        ("a mismatched end tag", "<body><p>x</div></body></html>", 4),
        ("an unquoted attribute", "<body><p class=x>y</p></body></html>", 4),
        ("a stray ampersand", "<body><p>a & b</p></body></html>", 4),
        ("an undefined entity", "<body><p>&nbsp;</p></body></html>", 4),
        ("a cut-off file", "<body><div rl:list=\"\"><p rl:prot", 4),
    ])
    func malformedXHTMLIsRefusedWithLineAndColumn(_ what: String, _ body: String, _ line: Int) {
        let text = "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:rl=\"urn:render-list\">\n<head><title>t</title></head>\n" + body
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = TestSupport.write(text, to: "bad.xhtml", in: folder)
        let error = #expect(throws: TemplateError.self, "\(what)") { try Template(path: path) }
        #expect(error?.location.line == line, "\(what)")
        #expect((error?.location.column ?? 0) > 0, "\(what)")
        #expect(error?.description.hasPrefix("\(path):\(line):") == true, "\(what)")
        #expect(error?.description.contains("\n") == false, "\(what)")
    }

    @Test
    func bytesThatAreNotUTF8AreRefusedOnOneLine() {
        var bytes = Array("<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<head><title>".utf8)
        bytes += [0x95, 0x95, 0x95]
        bytes += Array("</title></head><body/></html>\n".utf8)
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("latin.xhtml")
        try? Data(bytes).write(to: url)
        let error = #expect(throws: TemplateError.self) { try Template(path: url.path) }
        #expect(error?.location.line == 3)
        #expect((error?.location.column ?? 0) > 0)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func anEmptyTemplateIsRefused() {
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate("") }
        #expect(error?.description.contains("\n") == false)
    }

    @Test func deepNestingIsRefusedWithoutOverflowingTheStack() {
        let depth = 100_000
        let text = "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:rl=\"urn:render-list\"><head/><body>"
            + String(repeating: "<div>", count: depth) + String(repeating: "</div>", count: depth) + "</body></html>"
        let start = ContinuousClock.now
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect((error?.location.line ?? 0) > 0)
    }
}

extension TemplateHostileTests {
    /// A TCP socket listening on 127.0.0.1 that only notices whether anyone connected.
    final class LoopbackListener {
        private let socketDescriptor: Int32
        let port: UInt16

        init?() {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { return nil }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length) == 0 && listen(descriptor, 8) == 0
                        && getsockname(descriptor, $0, &length) == 0
                }
            }
            guard bound else { close(descriptor); return nil }
            socketDescriptor = descriptor
            port = UInt16(bigEndian: address.sin_port)
        }

        deinit { close(socketDescriptor) }

        /// True when a connection is waiting (the kernel completes the handshake on its own).
        var wasContacted: Bool {
            var poller = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            return poll(&poller, 1, 100) > 0
        }
    }
}
