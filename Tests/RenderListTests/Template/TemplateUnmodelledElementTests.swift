import Foundation
import Testing
@testable import RenderList

/// Elements browsers draw with boxes of their own that the height model does not lay out (form
/// controls but buttons, closed `<details>`, a summary's marker) are reported, each with its
/// line; tables are laid out (``LayoutTableTests``).
@Suite("Template: elements the height model does not lay out are reported")
struct TemplateUnmodelledElementTests {
    private func warnings(_ body: String) throws -> [RenderWarning] {
        try TemplateFixture.template(body).unmodelledElementWarnings
    }

    @Test func formControlsAndClosedDetailsAreReported() throws {
        let found = try warnings("""
        <div rl:prototype="Cell"><button>Buy</button>
        <input type="text"/><input type="color"/><select multiple="multiple"/><textarea/><select/><table><tr><td>1</td></tr></table><details><summary>More</summary><p>x</p></details></div>
        """)
        // A button is laid out as Chromium's own style sheet sizes it (``LayoutButtonTests``);
        // so are text fields, text areas and drop-down boxes (``LayoutFormControlsTests``).
        #expect(found.map(\.key) == ["<input>", "<select>", "<details>", "<summary>"])
        #expect(found.map { $0.location?.line } == [4, 4, 4, 4])
        #expect(found.first?.message.contains("The height model does not lay out <input> as browsers do: an <input type=\"color\">") == true)
        #expect(found[1].message.contains("a list box"))
    }

    /// A browser may show another image than the src one (outside tester 20).
    @Test func sourceSetsAreReported() throws {
        let found = try warnings(#"<div rl:prototype="Cell"><img src="a.png" alt="" rl:attr-srcset="set"/><picture><source srcset="b.png"/><img src="a.png" alt=""/></picture></div>"#)
        #expect(found.map(\.key) == ["<img>", "<source>"])
    }

    /// An open one is laid out, but for its summary's disclosure triangle (outside tester 19).
    @Test func openDetailsReportOnlyTheirSummarysMarker() throws {
        let found = try warnings(#"<div rl:prototype="Cell"><details open="open"><summary>A</summary>B</details><p>x</p></div>"#)
        #expect(found.map(\.key) == ["<summary>"])
        #expect(try warnings(#"<div rl:prototype="Cell"><p>x</p><summary>A</summary></div>"#).isEmpty)
    }

    /// Ruby annotations go above the base text in browsers, and grow its line (outside tester 21).
    @Test func rubyIsReported() throws {
        let found = try warnings(#"<div rl:prototype="Cell"><ruby><span rl:text="word">字</span><rt rl:text="reading">じ</rt></ruby></div>"#)
        #expect(found.map(\.key) == ["<ruby>"])
        #expect(found.first?.message.contains("laid out as text beside the base text, not above it") == true)
    }
}
