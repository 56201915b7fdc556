import Testing
@testable import RenderList

@Suite("Template feed bindings")
struct TemplateFeedBindingTests {
    @Test func aPrototypesRootNamesTheKeysItsRowsGiveTheFeeds() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <article rl:prototype="Post" rl:feed-title="title" rl:feed-link="url" rl:feed-date="date" rl:feed-summary="text"><p rl:text="text">x</p></article>
            """))
        #expect(template.prototype("Post")?.feed == FeedKeys(title: "title", link: "url", date: "date", summary: "text"))
        #expect(template.prototype("Cell")?.feed == nil)
        #expect(template.hasFeeds && template.feedsByDate)
    }

    @Test func theDefaultTemplatesQuotesAreFeedEntriesWithoutDates() throws {
        let template = try Template(path: TestSupport.defaultTemplate)
        #expect(template.prototype("QuoteCell")?.feed == FeedKeys(title: "personName", link: nil, date: nil, summary: "text"))
        #expect(template.hasFeeds && !template.feedsByDate)
    }

    @Test func feedBindingsAreNeverWrittenIntoPages() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <article rl:prototype="Post" rl:feed-title="title"><p rl:text="title">x</p></article>
            """))
        let cell = try Binder(template: template, assets: FakeAssets(), warnings: WarningLog())
            .cell(for: Row(index: 0, section: 0, prototype: "Post", fields: ["title": .string("Hi")]))
        #expect(TestSupport.html(cell.node) == "<article><p>Hi</p></article>")
    }

    @Test(arguments: [
        (#"<article rl:prototype="Post"><p rl:feed-title="title">x</p></article>"#, "rl:feed-title sits on <p>, which is not a prototype's root"),
        (#"<article rl:prototype="Post" rl:feed-summary="text"><p>x</p></article>"#, "has feed bindings but no rl:feed-title"),
        (#"<article rl:prototype="Post" rl:feed-title=""><p>x</p></article>"#, "rl:feed-title on <article> names no key"),
        (#"<h2 rl:prototype="Header" rl:feed-title="title">x</h2>"#, "section headers and footers are not rows"),
        (#"<article rl:prototype="Post" rl:feed-titel="title"><p>x</p></article>"#, "Unknown binding rl:feed-titel"),
    ])
    func misplacedOrIncompleteFeedBindingsAreRefusedWhenTheTemplateLoads(_ prototype: String, _ message: String) throws {
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(TestSupport.template(prototypes: prototype)) }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(error?.location.line ?? 0 > 0)
    }
}
