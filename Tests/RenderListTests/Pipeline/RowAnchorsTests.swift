import Testing
@testable import RenderList

/// Rows' permalink ids: the slug rule, and that ids never repeat one another or the template's.
@Suite("Row anchors")
struct RowAnchorsTests {
    @Test(arguments: [
        ("Crème Brûlée", "crème-brûlée"),
        ("  Hello,   World!  ", "hello-world"),
        ("snake_case & more", "snake_case-more"),
        ("<script>alert(1)</script>", "script-alert-1-script"),
        ("\"quoted\" #hash /slash", "quoted-hash-slash"),
        ("東京 タワー", "東京-タワー"),
        ("Cafe\u{301}", "café"),
        ("---", ""),
        ("", ""),
        ("Row 12", "row-12"),
    ])
    func aSlugIsLowercaseLettersAndDigitsJoinedByHyphens(_ text: String, _ slug: String) {
        #expect(RowAnchors.slug(text) == slug)
    }

    @Test func aSlugIsCutAtSixtyFourCharacters() {
        let slug = RowAnchors.slug(String(repeating: "ab ", count: 40))
        #expect(slug.count == RowAnchors.maximumLength || slug.count == RowAnchors.maximumLength - 1)
        #expect(!slug.hasSuffix("-") && slug.hasPrefix("ab-ab"))
    }

    private func anchors(_ prototypes: String, body: String = "", css: Set<String> = []) throws -> (RowAnchors, Binder) {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: prototypes, body: body))
        return (RowAnchors(template: template, selectorIDs: css), Binder(template: template, assets: FakeAssets(), warnings: WarningLog()))
    }

    private func ids(_ rows: [(String?, [String: DataValue])], anchors: inout RowAnchors, binder: Binder) throws -> [String?] {
        try rows.enumerated().map { index, row in
            let row = Row(index: index, section: 0, prototype: row.0, fields: row.1)
            let cell = try binder.cell(for: row)
            let id = anchors.anchor(row, root: cell.node, key: binder.template.prototype(row.prototype ?? "Cell")?.anchorKey)
            #expect(cell.node.attribute("id") == id)
            return id
        }
    }

    /// The id of a row without a key's text: made from what it holds, wherever it is.
    private func hashed(_ prototype: String?, _ fields: [String: DataValue]) -> String {
        RowAnchors.contentID(of: Row(index: Int.random(in: 0..<1000), section: 0, prototype: prototype, fields: fields))
    }

    @Test func theKeyGivesTheIdAndALaterDuplicateGetsASuffix() throws {
        var (anchors, binder) = try anchors(#"<article rl:prototype="Post" rl:id="slug"><p rl:text="slug">x</p></article>"#)
        let nameless = hashed("Post", [:]), plain = hashed(nil, ["text": .string("plain")])
        #expect(nameless.wholeMatch(of: /row-[0-9a-f]{12}/) != nil && nameless != plain)
        let rows: [(String?, [String: DataValue])] = [
            ("Post", ["slug": .string("Pie")]), ("Post", ["slug": .string("pie")]), ("Post", ["slug": .string("Pie!")]),
            ("Post", ["slug": .string("pie-2")]), ("Post", [:]), (nil, ["text": .string("plain")]),
            ("Post", ["slug": .string(nameless)]), ("Post", [:]),
        ]
        #expect(try ids(rows, anchors: &anchors, binder: binder) == ["pie", "pie-2", "pie-3", "pie-2-2", nameless, plain,
                                                                     nameless + "-2", nameless + "-3"])
    }

    @Test func idsTheTemplateOrItsSelectorsUseAreNeverGiven() throws {
        var (anchors, binder) = try anchors(#"<article rl:prototype="Post" rl:id="slug"><p id="intro" rl:text="slug">x</p></article>"#,
                                            body: #"<footer id="\#(hashed(nil, ["text": .string("x")]))">f</footer><div id="top">t</div>"#, css: ["pie"])
        let rows: [(String?, [String: DataValue])] = [
            ("Post", ["slug": .string("Top")]), (nil, ["text": .string("x")]), ("Post", ["slug": .string("Intro")]),
            ("Post", ["slug": .string("pie")]),
        ]
        #expect(try ids(rows, anchors: &anchors, binder: binder) == ["top-2", hashed(nil, ["text": .string("x")]) + "-2", "intro-2", "pie-2"])
    }

    @Test func anIdOfTheAuthorsIsKeptAsItIs() throws {
        var (anchors, binder) = try anchors(#"<article rl:prototype="Post" rl:attr-id="name"><p rl:text="name">x</p></article>"#)
        let rows: [(String?, [String: DataValue])] = [("Post", ["name": .string("My Row")]), ("Post", [:])]
        #expect(try ids(rows, anchors: &anchors, binder: binder) == ["My-Row", hashed("Post", [:])])
    }

    @Test func selectorsThatTestTheIdAttributeLeaveRowsWithoutNewIds() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: ""))
        var anchors = RowAnchors(template: template, selectorIDs: [], testsIDAttribute: true)
        let cell = try Binder(template: template, assets: FakeAssets(), warnings: WarningLog())
            .cell(for: Row(index: 0, section: 0, fields: ["text": .string("x")]))
        #expect(anchors.anchor(Row(index: 0, section: 0, fields: [:]), root: cell.node, key: nil) == nil)
        #expect(cell.node.attribute("id") == nil)
    }

    @Test(arguments: [
        (#"<article rl:prototype="Post"><p rl:id="slug">x</p></article>"#, "rl:id sits on <p>, which is not a prototype's root"),
        (#"<h2 rl:prototype="Header" rl:id="title">x</h2>"#, "section headers and footers are not rows"),
        (#"<article rl:prototype="Post" id="mine" rl:id="slug"><p>x</p></article>"#, "also gives its root an id"),
        (#"<article rl:prototype="Post" rl:attr-id="k" rl:id="slug"><p>x</p></article>"#, "with rl:attr-id"),
        (#"<article rl:prototype="Post" rl:id=""><p>x</p></article>"#, "rl:id on <article> names no key"),
    ])
    func misplacedIdBindingsAreRefusedWhenTheTemplateLoads(_ prototype: String, _ message: String) throws {
        let error = #expect(throws: TemplateError.self) { try TestSupport.loadTemplate(TestSupport.template(prototypes: prototype)) }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func theIdBindingIsNeverWrittenIntoPages() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: #"<article rl:prototype="Post" rl:id="t"><p rl:text="t">x</p></article>"#))
        let cell = try Binder(template: template, assets: FakeAssets(), warnings: WarningLog())
            .cell(for: Row(index: 0, section: 0, prototype: "Post", fields: ["t": .string("Hi")]))
        #expect(TestSupport.html(cell.node) == "<article><p>Hi</p></article>")
    }

    /// The rows of a list pass over `names`, as spooled, and how many rows were replayed.
    private func pass(_ template: Template, names: [String], anchored: Bool) throws -> (html: String, replayed: Int) {
        let binder = Binder(template: template, assets: FakeAssets(), warnings: WarningLog())
        let layout = LayoutSetup(template: template, width: 300)
        let spool = try RowSpool(url: TestSupport.temporaryFolder().appendingPathComponent("rows"))
        let renderer = RowRenderer(binder: binder, layout: layout, fonts: nil,
                                   anchors: anchored ? RowAnchors(template: template, layout: layout) : nil, offersToFeeds: false)
        var pass = ListPass(renderer: renderer, spool: spool, rule: .count(10))
        for (index, name) in names.enumerated() {
            try pass.add(.row(Row(index: index, section: 0, prototype: "Recipe", fields: ["name": .string(name)])))
        }
        let end = try pass.finish()
        return (String(decoding: try spool.read(0..<end), as: UTF8.self), renderer.replayedRows)
    }

    /// Rows rendered by another thread's renderer, ahead of the rows before them, carry the
    /// ids they propose (never one the template takes); settled in data order, they are the
    /// same bytes as one renderer's.
    @Test func rowsRenderedElsewhereSettleToTheIdsOfOneRenderer() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <article rl:prototype="Recipe" rl:id="name" rl:feed-title="name"><h2 rl:text="name">x</h2></article>
            """, head: "<style>#pie-3 { padding-top: 40px } #pie-3-2 { padding-top: 40px }</style>"))
        let names = (0..<40).map { $0 % 7 == 2 ? "" : "Pie \($0 % 5)" }
        let one = try pass(template, names: names, anchored: true).html
        let renderers = (0..<2).map { _ in
            let layout = LayoutSetup(template: template, width: 300)
            return RowRenderer(binder: Binder(template: template, assets: FakeAssets(), warnings: WarningLog()), layout: layout,
                               fonts: nil, anchors: RowAnchors(template: template, layout: layout), offersToFeeds: true)
        }
        let spool = try RowSpool(url: TestSupport.temporaryFolder().appendingPathComponent("rows"))
        var pass = ListPass(renderer: renderers[0], spool: spool, rule: .count(10), feeds: FeedSelection(byDate: false))
        let items = names.enumerated().map { index, name in
            ListItem.row(Row(index: index, section: 0, prototype: "Recipe", fields: ["name": .string(name)]))
        }
        // Chunks of 3 alternate between the renderers, later chunks rendered first.
        var rendered: [[RenderedItem]] = []
        for start in stride(from: 0, to: items.count, by: 3).reversed() {
            let chunk = items[start..<min(start + 3, items.count)]
            rendered.insert(chunk.map(renderers[start / 3 % 2].render), at: 0)
        }
        for item in rendered.joined() { try pass.add(item) }
        let end = try pass.finish()
        #expect(String(decoding: try spool.read(0..<end), as: UTF8.self) == one)
        let anchors = try #require(pass.feeds).chosen.map(\.anchor)
        #expect(anchors.count == 40 && Set(anchors).count == 40 && !anchors.contains("pie-3") && !anchors.contains("pie-3-2"))
        #expect(one.contains(#"id="pie-3-3""#) && one.contains(#"id="pie-1-7""#), "\(one.prefix(400))")
    }

    /// Ids are given after a row is measured and never one a selector names, so rows keep
    /// their heights, and rows of one shape are still replayed.
    @Test func idsChangeNeitherHeightsNorReplays() throws {
        let nameless = hashed("Recipe", ["name": .string("")])
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <article rl:prototype="Recipe" rl:id="name"><h2 rl:text="name">x</h2></article>
            """, head: "<style>#pie-3 { padding-top: 40px } #\(nameless) { padding-top: 40px }</style>"))
        let names = (0..<40).map { $0 == 2 ? "" : "Pie \($0 % 5)" }
        let plain = try pass(template, names: names, anchored: false)
        let anchored = try pass(template, names: names, anchored: true)
        #expect(anchored.replayed == plain.replayed && plain.replayed > 20)
        let ids = RenderedSite.matches(#" id="([^"]+)""#, in: anchored.html)
        #expect(ids.count == 40 && Set(ids).count == 40 && !ids.contains("pie-3") && !ids.contains(nameless), "\(ids)")
        #expect(anchored.html.replacingOccurrences(of: #" id="[^"]+""#, with: "", options: .regularExpression) == plain.html)
    }
}
