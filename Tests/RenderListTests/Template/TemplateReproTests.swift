import Foundation
import Testing
@testable import RenderList

/// The template fuzzer's findings (Fuzz/Repro): each is refused with one line naming the file.
@Suite("Template: fuzzer reproducers")
struct TemplateReproTests {
    static let reproducers: [String] = {
        let folder = TestSupport.repository.appendingPathComponent("Fuzz/Repro")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("template-") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test func thereAreReproducers() {
        #expect(Self.reproducers.count >= 5)
    }

    @Test(arguments: reproducers)
    func isRefusedOnOneLine(_ path: String) {
        let error = #expect(throws: TemplateError.self) { try Template(path: path) }
        #expect(error?.description.hasPrefix(path + ":") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func aFormatWithALineBreakIsReportedOnOneLine() throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Q\" rl:text=\"n\" rl:format=\"a&#10;b\">x</p>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.description.contains("\n") == false)
        #expect(error?.description.contains("a\\nb") == true)
    }
}
