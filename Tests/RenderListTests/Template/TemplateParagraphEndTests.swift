import Foundation
import Testing
@testable import RenderList

/// Block elements inside a prototype's `<p>`: the written page is HTML, whose parser ends the
/// paragraph before them (the eighteenth outside tester's tag list left its row), so the
/// template says where.
@Suite("Template: elements that end a paragraph are reported")
struct TemplateParagraphEndTests {
    private func warnings(_ body: String) throws -> [RenderWarning] {
        try TemplateFixture.template(body).paragraphEndWarnings
    }

    @Test func aListInsideAParagraphIsReportedOnce() throws {
        let found = try warnings(#"<p rl:prototype="Cell"><span>A</span><ul><li>one</li><li>two</li></ul></p>"#)
        #expect(found.map(\.key) == ["<ul>"])
        #expect(found.first?.location?.line == 3)
        #expect(found.first?.message.contains("browsers end the paragraph before it") == true)
    }

    @Test func inlineContentAndShieldedBlocksAreNot() throws {
        #expect(try warnings(#"<p rl:prototype="Cell"><b>A</b> <span><a href="x.html">B</a></span></p>"#).isEmpty)
        #expect(try warnings(#"<div rl:prototype="Cell"><p>A</p><ul><li>B</li></ul></div>"#).isEmpty)
        #expect(try warnings(#"<p rl:prototype="Cell"><button><div>A</div></button></p>"#).isEmpty)
    }
}
