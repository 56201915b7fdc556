import Testing
@testable import RenderList

@Suite("libxml2 wrapper: attributes")
struct XMLAttributeTests {
    /// A default that a DTD in the document declares for an attribute is a declaration, not an
    /// attribute of the element: `xmlHasNsProp` returns it all the same. It must read as absent,
    /// and setting or removing the attribute must never free the declaration.
    @Test func defaultsADTDDeclaresAreNotAttributes() throws {
        let text = """
            <!DOCTYPE p [<!ATTLIST p title CDATA "from the DTD" lang CDATA "xx">]>
            <p class="c">text</p>
            """
        let document = try XMLDocument.parse(bytes: Array(text.utf8), path: "dtd.xml")
        let element = try #require(document.root)
        #expect(element.attribute("title") == nil)
        #expect(element.attribute("class") == "c")
        element.removeAttribute("lang")
        element.setAttribute("title", to: "set")
        #expect(element.attribute("title") == "set")
        element.removeAttribute("title")
        #expect(element.attribute("title") == nil)
        #expect(element.attributes.map(\.name) == ["class"])
    }
}
