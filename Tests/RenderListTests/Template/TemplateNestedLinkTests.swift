import Foundation
import Testing
@testable import RenderList

/// `rl:link` around content that holds a link writes nested links, which browsers split: the
/// template says where.
@Suite("Template: rl:link around a link is reported")
struct TemplateNestedLinkTests {
    private func warnings(_ body: String) throws -> [RenderWarning] {
        try TemplateFixture.template(body).nestedLinkWarnings
    }

    @Test func aLinkInsideIsReportedWithItsLine() throws {
        let found = try warnings(#"<div rl:prototype="Cell" rl:link="url"><div>A</div><p><a rl:attr-href="more">B</a></p></div>"#)
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 3)
        #expect(found.first?.message.contains("rl:link on <div>") == true)
    }

    @Test func aLinkBesideIsNot() throws {
        #expect(try warnings(#"<div rl:prototype="Cell"><h3 rl:link="url">A</h3><p><a href="x.html">B</a></p></div>"#).isEmpty)
    }
}
