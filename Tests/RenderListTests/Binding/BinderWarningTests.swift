import Foundation
import Testing
@testable import RenderList

/// Output that is valid but silently wrong or inaccessible is reported: a key no row has, an
/// empty link, an image without alt, a section title no prototype shows.
@Suite("Binder warnings")
struct BinderWarningTests {
    /// A binder over the template whose list container holds `prototypes`, and its warning log.
    private func binder(_ prototypes: String) throws -> (Binder, WarningLog) {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: prototypes))
        let warnings = WarningLog()
        return (Binder(template: template, assets: FakeAssets(), warnings: warnings), warnings)
    }

    private func bind(_ binder: Binder, _ rows: [[String: DataValue]], prototype: String = "Q") throws {
        for (index, fields) in rows.enumerated() {
            _ = try binder.cell(for: Row(index: index, section: 0, prototype: prototype, fields: fields))
        }
    }

    @Test func aKeyNoRowHasIsReportedOnceWithTheNearestKey() throws {
        let (binder, _) = try binder("<article rl:prototype=\"Q\">\n<p rl:text=\"sumary\">s</p><p rl:text=\"title\">t</p></article>")
        try bind(binder, Array(repeating: ["summary": .string("A"), "title": .string("T")], count: 3))
        let found = binder.unboundKeyWarnings()
        #expect(found.count == 1)
        #expect(found.first?.key == "sumary")
        #expect(found.first?.location?.line == 8, "\(found)")
        #expect(found.first?.message == "No row shown with the prototype \"Q\" has the key \"sumary\" that rl:text binds here, so that binding never had a value. Did you mean \"summary\"? Fix the key in the template or in the data.")
    }

    @Test func aKeyOneRowHasIsNoWarningAndEveryKindOfBindingCounts() throws {
        let prototype = """
        <article rl:prototype="Q" rl:link="url"><img rl:if="photo" rl:attr-src="photo" alt=""/>
        <p rl:unless="hidden" rl:text="text">t</p><li rl:each="tags" rl:text=".">x</li><i rl:attr-title="nmae">n</i></article>
        """
        let (binder, _) = try binder(prototype)
        try bind(binder, [["text": .string("a"), "url": .string("https://a.example/")], ["hidden": .bool(false), "tags": .array([]), "name": .string("N")],
                          ["photo": .string("")]])
        let found = binder.unboundKeyWarnings()
        #expect(found.map(\.key) == ["nmae"])
        #expect(found.first?.message.contains("that rl:attr-title binds here") == true && found.first?.message.contains("Did you mean \"name\"?") == true)
    }

    /// rl:if, rl:link, rl:attr-… and an rl:text with rl:default may find no key in any row by
    /// design: they are reported only with a near key (a typo); a plain rl:text always is.
    @Test func optionalBindingsAreReportedOnlyWithANearKey() throws {
        let prototype = "<p rl:prototype=\"Q\" rl:link=\"url\"><b rl:if=\"phto\">x</b><i rl:text=\"note\" rl:default=\"-\">n</i><u rl:text=\"body\">b</u>"
            + "<s rl:if=\"caption\" rl:text=\"caption\">c</s></p>"
        let (binder, _) = try binder(prototype)
        try bind(binder, [["photo": .string("a.png"), "text": .string("t")]])
        let found = binder.unboundKeyWarnings()
        #expect(found.map(\.key) == ["body", "phto"])
        #expect(found.first?.message.hasSuffix("rl:text binds here, so that binding never had a value. Its rows have the keys \"photo\", \"text\". Fix the key in the template or in the data.") == true, "\(found)")
    }

    /// Keys inside an rl:each are found in its items; keys inside an element never kept are
    /// never asked for, so they are not reported (the key that decides is).
    @Test func keysOfListItemsCountAndUnaskedKeysAreNotReported() throws {
        let prototype = "<ul rl:prototype=\"Q\"><li rl:each=\"people\"><b rl:text=\"name\">n</b><i rl:text=\"rloe\">r</i></li><li rl:if=\"nothing\" rl:text=\"never\">x</li></ul>"
        let (binder, _) = try binder(prototype)
        try bind(binder, [["people": .array([.dictionary(["name": .string("Ann"), "role": .string("lead")])])]])
        let found = binder.unboundKeyWarnings()
        #expect(found.map(\.key) == ["rloe"])
        #expect(found.last?.message.contains("Did you mean \"role\"?") == true)
    }

    @Test func anEmptyLinkIsReportedOncePerPrototype() throws {
        let (binder, warnings) = try binder("<p rl:prototype=\"Q\" rl:link=\"url\" rl:text=\"title\">t</p>")
        try bind(binder, [["url": .string("https://a.example/")], ["url": .string("https://b.example/")], ["url": .string("https://c.example/"), "title": .string("C")]])
        #expect(warnings.warnings.count == 1)
        #expect(warnings.warnings.first?.location?.line == 7)
        #expect(warnings.warnings.first?.message == "Row 0 is linked by rl:link=\"url\" on a <p> of the prototype \"Q\", but the link holds nothing: an empty link cannot be seen, and screen readers announce it by its URL alone. The element's text comes from the key \"title\", which the row lacks or leaves empty: give the row a \"title\", or add rl:default=\"…\" to the element. (This is reported once per prototype.)")
    }

    @Test func anImageWithoutAltIsReportedOncePerPrototype() throws {
        let (binder, warnings) = try binder("<p rl:prototype=\"Q\"><img src=\"a.png\" alt=\"\" rl:attr-alt=\"title\"/></p><p rl:prototype=\"P\"><img src=\"a.png\"/></p>")
        try bind(binder, [[:], [:]])
        try bind(binder, [["title": .string("T")]])
        try bind(binder, [[:], [:]], prototype: "P")
        #expect(warnings.warnings.count == 2)
        #expect(warnings.warnings.first?.message.hasPrefix("Row 0 has no text under the key \"title\", so the <img> of the prototype \"Q\" that takes its alt from it is written without alt") == true)
        #expect(warnings.warnings.last?.message.hasPrefix("The <img> of the prototype \"P\" has no alt attribute, so it is written without one") == true)
        #expect(warnings.warnings.last?.location?.line == 7)
    }

    @Test func aTitledSectionWithoutAHeaderPrototypeIsReported() throws {
        let (binder, warnings) = try binder("")
        #expect(binder.decoration("Header", for: Section(index: 0, title: "Wit", footer: "End")) == nil)
        #expect(binder.decoration("Footer", for: Section(index: 0, title: "Wit", footer: "End")) == nil)
        #expect(binder.decoration("Header", for: Section(index: 1, title: "More")) == nil)
        #expect(binder.decoration("Header", for: Section(index: 2)) == nil)
        #expect(warnings.warnings.map(\.message) == [
            "A section has the title \"Wit\", but the template has no Header prototype, so no section's title is shown. Add an element with rl:prototype=\"Header\" rl:text=\"title\" to the list container. (This is reported once.)",
            "A section has the footer \"End\", but the template has no Footer prototype, so no section's footer is shown. Add an element with rl:prototype=\"Footer\" rl:text=\"footer\" to the list container. (This is reported once.)",
        ])
        #expect(warnings.warnings.first?.location?.line == 5)
    }
}
