import Testing
@testable import RenderList

/// Templates that libxml2 reads but that would render wrong: namespaces that are missing or
/// wrong, and HTML's named entities, which XML does not define.
@Suite("Template namespaces and entities")
struct TemplateNamespaceTests {
    private let xhtml = "xmlns=\"http://www.w3.org/1999/xhtml\" "

    @Test func aRootWithoutTheXHTMLNamespaceIsRefusedOnItsLine() throws {
        let text = TestSupport.template(prototypes: "").replacingOccurrences(of: xhtml, with: "")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.location.line == 2)
        #expect(error?.message == "The root element <html> has no xmlns=\"http://www.w3.org/1999/xhtml\", so the template is not XHTML and browsers would lay its pages out wrong. Add xmlns=\"http://www.w3.org/1999/xhtml\" to <html>.")
    }

    @Test func aRootInAnotherNamespaceIsRefusedQuotingIt() throws {
        let text = TestSupport.template(prototypes: "").replacingOccurrences(of: xhtml, with: "xmlns=\"http://www.w3.org/2000/svg\" ")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.hasPrefix("The root element <html> is in the namespace \"http://www.w3.org/2000/svg\", not XHTML's") == true, "\(String(describing: error))")
    }

    @Test func anUndeclaredRlPrefixIsNamedRatherThanAMissingListContainer() throws {
        let text = TestSupport.template(prototypes: "").replacingOccurrences(of: " xmlns:rl=\"urn:render-list\"", with: "")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.location.line == 5, "\(String(describing: error))")
        #expect(error?.message == "The attribute rl:list on <div> is no binding: the rl: prefix is not bound to any namespace, not to urn:render-list. Add xmlns:rl=\"urn:render-list\" to the root element (and remove any other xmlns:rl).")
    }

    @Test func anRlPrefixBoundElsewhereIsNamedWithItsNamespace() throws {
        let text = TestSupport.template(prototypes: "").replacingOccurrences(of: "xmlns:rl=\"urn:render-list\"", with: "xmlns:rl=\"urn:renderlist\"")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.hasPrefix("The attribute rl:list on <div> is no binding: the rl: prefix is bound to \"urn:renderlist\", not to urn:render-list.") == true, "\(String(describing: error))")
    }

    /// Another prefix for the binding namespace is fine.
    @Test func anotherPrefixForTheBindingNamespaceLoads() throws {
        let text = TestSupport.template(prototypes: "").replacingOccurrences(of: "rl:", with: "b:").replacingOccurrences(of: "xmlns:rl=", with: "xmlns:b=")
        #expect(try TestSupport.loadTemplate(text).prototypeIdentifiers == ["Cell"])
    }

    @Test func anHTMLEntitySaysWhatToWriteInstead() throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Q\">a&nbsp;b</p>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.location.line == 7 && (error?.location.column ?? 0) > 0, "\(String(describing: error))")
        #expect(error?.message == "The template uses the HTML entity &nbsp;, which XML does not define. Write &#160; or the character itself instead.")
        let dash = TestSupport.template(prototypes: "<p rl:prototype=\"Q\">a&mdash;b</p>")
        let shown = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(dash) }
        #expect(shown?.message == "The template uses the HTML entity &mdash;, which XML does not define. Write &#8212; or the character itself (—) instead.")
    }

    @Test func anEntityHTMLDoesNotKnowEitherIsExplained() throws {
        let text = TestSupport.template(prototypes: "<p rl:prototype=\"Q\">a&nosuch;b</p>")
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(text) }
        #expect(error?.message.hasPrefix("The template uses the entity &nosuch;, which XML does not define") == true, "\(String(describing: error))")
    }
}
