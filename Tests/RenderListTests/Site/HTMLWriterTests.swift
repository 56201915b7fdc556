import Testing
@testable import RenderList

@Suite("HTML writer")
struct HTMLWriterTests {
    private func html(_ fragment: String) throws -> String {
        let text = "<div xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:rl=\"urn:render-list\" xmlns:svg=\"http://www.w3.org/2000/svg\">\(fragment)</div>"
        let document = try XMLDocument.parse(bytes: Array(text.utf8), path: "t.xhtml")
        return TestSupport.html(document.root!)
    }

    @Test func voidElementsAreVoidAndEmptyElementsAreClosed() throws {
        #expect(try html("<br/><img src=\"a.png\" alt=\"\"/><div/><p></p>") == "<div><br><img src=\"~/a.png\" alt=\"\"><div></div><p></p></div>")
    }

    @Test func textAndAttributesAreEscaped() throws {
        #expect(try html("<p title=\"&quot;&lt;&amp;\">&lt;script&gt;&amp;</p>") == "<div><p title=\"&quot;&lt;&amp;\">&lt;script&gt;&amp;</p></div>")
    }

    @Test func bindingAttributesNamespacesAndCommentsAreLeftOut() throws {
        #expect(try html("<p rl:text=\"x\" class=\"a\"><!-- note -->t</p>") == "<div><p class=\"a\">t</p></div>")
    }

    @Test func foreignEmptyElementsSelfClose() throws {
        #expect(try html("<svg:svg><svg:path d=\"M0 0\"/></svg:svg>") == "<div><svg><path d=\"M0 0\" /></svg></div>")
    }

    @Test func onlyRelativePathURLsGetTheRootMarker() throws {
        #expect(try html("<a href=\"/x\">a</a><a href=\"https://e/\">b</a><a href=\"p.html\">c</a><a href=\"#t\">d</a>")
                == "<div><a href=\"/x\">a</a><a href=\"https://e/\">b</a><a href=\"~/p.html\">c</a><a href=\"#t\">d</a></div>")
    }

    @Test func aLeadingNewlineInPreSurvives() throws {
        #expect(try html("<pre>\nx</pre>") == "<div><pre>\n\nx</pre></div>")
    }
}
