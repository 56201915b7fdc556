import Testing
@testable import RenderList

@Suite("Template")
struct TemplateTests {
    @Test func loadsTheBundledTemplateWithEveryPrototype() throws {
        let template = try Template(path: TestSupport.defaultTemplate)
        #expect(template.prototypeIdentifiers == ["AdCell", "Cell", "Footer", "Header", "QuoteCell"])
        #expect(template.language == "en")
        #expect(template.pager != nil)
        #expect(template.emptyNotice != nil)
        #expect(template.styleSheets.count == 1)
    }

    @Test func theBundledTemplateIsWellFormedXHTML() throws {
        let document = try XMLDocument.parse(fileAt: TestSupport.defaultTemplate)
        #expect(document.root?.name == "html")
        #expect(document.root?.namespaceURI == "http://www.w3.org/1999/xhtml")
    }

    @Test func malformedMarkupIsRefusedWithItsLine() throws {
        let text = "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<head></head>\n<body><p>open\n</body></html>"
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.location.line == 5)
        #expect(error?.message.contains("not well-formed") == true)
    }

    /// CSS nesting's `&` in a <style> is no XML: the message says how to write it, and written
    /// `&amp;` or in a CDATA section the stylesheet reads `&`.
    @Test func aBareAmpersandOfCSSNestingIsExplained() throws {
        let bare = TestSupport.template(prototypes: "", head: "<style>.cell { & p { margin: 0 } }</style>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(bare) }
        #expect(error?.message.contains("XML needs it written &amp;") == true, "\(String(describing: error))")
        for written in ["<style>.cell { &amp; p { margin: 0 } }</style>", "<style><![CDATA[.cell { & p { margin: 0 } }]]></style>"] {
            let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: "", head: written))
            #expect(template.styleSheets.map(\.text).joined().contains(".cell { & p { margin: 0 } }"), "\(written)")
        }
    }

    @Test func aMissingTemplateFileIsNamedAsMissing() throws {
        let path = TestSupport.temporaryFolder().appendingPathComponent("nowhere.xhtml").path
        #expect(throws: TemplateError.self) { try Template(path: path) }
        do { _ = try Template(path: path) } catch {
            #expect(error.message.hasPrefix("There is no template file at \(path)"), "\(error.message)")
        }
    }

    /// Found by the red team: libxml2 goes on after a mismatched tag, and its last error (at
    /// the end of the file) was reported instead of the first.
    @Test func malformedMarkupIsReportedWhereTheFirstMistakeIs() throws {
        let text = TestSupport.template(prototypes: "<div rl:prototype=\"Q\"><span>unclosed</div>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.location.line == 7, "\(String(describing: error))")
        #expect(error?.message.contains("Opening and ending tag mismatch") == true)
    }

    @Test func aTemplateWithoutListContainerSaysWhatIsMissing() throws {
        let text = TestSupport.template(prototypes: "").replacingOccurrences(of: "rl:list=\"\"", with: "")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.contains("rl:list") == true)
    }

    /// The default prototype is needed only by rows that name none (the binder says so, with
    /// the row); a list container without any prototype is refused.
    @Test func aTemplateWithoutTheDefaultPrototypeLoadsButOneWithoutPrototypesDoesNot() throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Other\">x</p>")
            .replacingOccurrences(of: "rl:prototype=\"Cell\"", with: "rl:prototype=\"Plain\"")
        #expect(try TestSupport.loadTemplate(text).prototypeIdentifiers == ["Other", "Plain"])
        let none = TestSupport.template(prototypes: "").replacingOccurrences(of: "<p rl:prototype=\"Cell\" rl:text=\"text\">sample</p>", with: "")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(none) }
        #expect(error?.message.contains("has no prototypes") == true && error?.message.contains("\"Cell\"") == true)
    }

    @Test func unknownBindingsAreRefusedWithTheirLine() throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Q\" rl:txt=\"text\">x</p>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.contains("rl:txt") == true)
        #expect(error?.location.line == 7)
    }

    /// Found by the red team: data on the script or style element itself, in any case or
    /// namespace, and on elements that load or animate (an SVG <set> can set href).
    @Test(arguments: [
        "<script rl:text=\"text\">1</script>", "<SCRIPT rl:text=\"text\">1</SCRIPT>", "<style rl:text=\"text\">p{}</style>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><script rl:text=\"text\">1</script></svg>",
        "<svg:style xmlns:svg=\"http://www.w3.org/2000/svg\" rl:text=\"text\">p{}</svg:style>",
        "<script rl:attr-src=\"url\"></script>", "<script><b rl:text=\"text\">x</b></script>",
        "<link rel=\"stylesheet\" rl:attr-href=\"url\"/>", "<meta http-equiv=\"refresh\" rl:attr-content=\"url\"/>",
        "<base rl:attr-href=\"url\"/>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><a><set attributeName=\"href\" rl:attr-to=\"url\"/><text>x</text></a></svg>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><a><animate attributeName=\"href\" rl:attr-values=\"url\"/></a></svg>",
    ])
    func dataIsNeverBoundIntoScriptsStylesOrWhatLoads(_ element: String) throws {
        let text = TestSupport.template(prototypes: "<div rl:prototype=\"Q\">\(element)</div>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.location.line == 7)
    }

    @Test(arguments: ["rl:attr-onclick=\"text\"", "rl:attr-ONLOAD=\"text\"", "rl:attr-srcdoc=\"text\""])
    func dataIsNeverBoundIntoCode(_ binding: String) throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Q\" \(binding)>x</p>")
        #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
    }

    @Test func bindingsInsideScriptsAreRefused() throws {
        let text = TestSupport.template(prototypes: "", head: "<script><b rl:text=\"text\"/></script>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.contains("sits inside a <script> or <style>") == true)
    }

    @Test func duplicatePrototypeIdentifiersAreRefused() throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Q\">a</p><p rl:prototype=\"Q\">b</p>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.contains("used twice") == true)
    }

    @Test func unknownFormatsAreRefused() throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Q\" rl:text=\"n\" rl:format=\"money\">a</p>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.contains("\"money\"") == true)
    }

    @Test func prototypesAreFoundByIdentifier() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: "<li rl:prototype=\"Item\">x</li>"))
        #expect(template.prototype("Item")?.element.name == "li")
        #expect(template.prototype("Missing") == nil)
    }
}
