import Foundation
import Testing
@testable import RenderList

/// Page bindings: `rl:page-text` on the head's `<title>`, `rl:page-attr-content` on a
/// `<meta name>`, their placeholders, and what the loader refuses.
@Suite("Template: page bindings")
struct TemplatePageBindingTests {
    /// A template whose `<head>` is `head` and whose body starts with `body`.
    static func template(head: String, body: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="en">
        <head>\(head)</head>
        <body>
        \(body)
        <div class="list" rl:list=""><p rl:prototype="Cell" rl:text="text">sample</p></div>
        <nav rl:pager="">1</nav>
        </body>
        </html>
        """
    }

    private func refusal(_ text: String) -> String {
        do {
            _ = try TestSupport.loadTemplate(text)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func aPatternFillsEveryPlaceholder() throws {
        let pattern = try PagePattern.parse("{site}: {list}, page {page} of {pages} ({first:name} to {last:author.name}) {{x}}").get()
        #expect(pattern.keys == ["name", "author.name"])
        let ends = PageEnds(first: ["name": "Ada"], last: ["author.name": "Zoe"])
        let values = PageValues(site: "Quotes", list: "wit", page: 2, pages: 5, ends: ends)
        #expect(pattern.text(values) == "Quotes: wit, page 2 of 5 (Ada to Zoe) {x}")
        #expect(pattern.text(PageValues(site: "Q", list: "Q", page: 1, pages: 1)) == "Q: Q, page 1 of 1 ( to ) {x}")
    }

    @Test(arguments: ["{pgae}", "{first:}", "{page", "page}", "{middle:name}"])
    func aBadPatternIsRefused(_ text: String) {
        #expect(throws: PagePatternError.self) { try PagePattern.parse(text).get() }
    }

    @Test func theTitleAndADescriptionLoad() throws {
        let template = try TestSupport.loadTemplate(Self.template(head: """
            <title rl:page-text="{site} – page {page} of {pages}">Quotes</title>
            <meta name="description" content="All quotes" rl:page-attr-content="From {first:name} to {last:name}"/>
            <meta property="og:description" content="x" rl:page-attr-content="{first:text}"/>
            """))
        #expect(template.pageBindings.title?.text(PageValues(site: "Quotes", list: "Quotes", page: 3, pages: 4)) == "Quotes – page 3 of 4")
        #expect(template.pageBindings.contents.count == 2)
        #expect(template.pageBindings.keys == ["name", "text"])
    }

    @Test func aTemplateWithoutPageBindingsHasNone() throws {
        let template = try TestSupport.loadTemplate(Self.template(head: "<title>Quotes</title>"))
        #expect(template.pageBindings.title == nil && template.pageBindings.contents.isEmpty)
    }

    @Test func aRowBindingInTheHeadIsRefused() {
        let message = refusal(Self.template(head: "<title rl:text=\"name\">Quotes</title>"))
        #expect(message.contains("rl:text sits on <title> in the page's <head>, where there is no row"), "\(message)")
        #expect(message.contains("rl:page-text"), "\(message)")
    }

    @Test func aPageBindingOnAScriptIsRefused() {
        let message = refusal(Self.template(head: "<title>Q</title><script rl:page-text=\"{page}\">var a;</script>"))
        #expect(message.contains("rl:page-text sits on <script>. Data never goes into scripts or styles"), "\(message)")
        let inside = refusal(Self.template(head: "<title>Q</title><style><b rl:page-text=\"{page}\"/></style>"))
        #expect(inside.contains("inside a <script> or <style>"), "\(inside)")
    }

    @Test func aRedirectingMetaTakesNoPageBinding() {
        let message = refusal(Self.template(head: "<title>Q</title><meta http-equiv=\"refresh\" content=\"0\" rl:page-attr-content=\"{page}\"/>"))
        #expect(message.contains("rl:page-attr-content sits on <meta>"), "\(message)")
        #expect(message.contains("no http-equiv"), "\(message)")
    }

    @Test func aPageBindingOutsideTheHeadIsRefused() {
        let message = refusal(Self.template(head: "<title>Q</title>", body: "<h1 rl:page-text=\"{page}\">1</h1>"))
        #expect(message.contains("rl:page-text sits on <h1> outside the page's <head>"), "\(message)")
    }

    @Test func aPageBindingOnAnotherHeadElementIsRefused() {
        let message = refusal(Self.template(head: "<title>Q</title><link rel=\"x\" href=\"a\" rl:page-attr-content=\"{page}\"/>"))
        #expect(message.contains("rl:page-attr-content sits on <link>"), "\(message)")
        let unknown = refusal(Self.template(head: "<title rl:page-title=\"{page}\">Q</title>"))
        #expect(unknown.contains("Unknown page binding rl:page-title"), "\(unknown)")
    }

    @Test func anUnknownPlaceholderIsNamed() {
        let message = refusal(Self.template(head: "<title rl:page-text=\"Page {pgae}\">Q</title>"))
        #expect(message.contains("has the placeholder \"{pgae}\". The placeholders are {site}, {list}, {page}"), "\(message)")
    }
}
