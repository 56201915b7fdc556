import Testing
@testable import RenderList

/// The template's family lists, rewritten to name the site's embedded faces.
@Suite("Site: font-family lists name the embedded faces")
struct FontFamilyRewriterTests {
    @Test func namedAndGenericFamiliesAreRenamedAndTheFallbackEndsTheList() {
        let css = #"body { color: red; font-family: "DejaVu Sans", Helvetica Neue, sans-serif; margin: 0 }"#
        #expect(FontFamilyRewriter.rewriteStylesheet(css)
            == #"body { color: red; font-family: "rl DejaVu Sans", "rl helvetica neue", var(--rl-sans-serif), var(--rl-fallback); margin: 0 }"#)
    }

    @Test func theShorthandKeepsItsTextAndGetsTheRewrittenList() {
        let css = "p{font:italic bold 15px/1.4 Georgia, serif !important}"
        #expect(FontFamilyRewriter.rewriteStylesheet(css)
            == #"p{font:italic bold 15px/1.4 Georgia, serif !important; font-family: "rl georgia", var(--rl-serif), var(--rl-fallback) !important}"#)
    }

    @Test func fontFaceRulesStringsCommentsAndUnreadValuesAreLeftAlone() {
        let css = """
            @font-face { font-family: "Mine"; src: url("a;b}.woff2"); }
            /* font-family: serif; } */
            a::before { content: "font-family: serif; }"; font-family: var(--x); }
            b { font-family: inherit }
            """
        #expect(FontFamilyRewriter.rewriteStylesheet(css) == css)
    }

    @Test func rulesInsideMediaAndNestedRulesAreRewritten() {
        let css = "@media (max-width: 600px) { .a { font-family: monospace } } .b { & .c { font-family: serif } }"
        #expect(FontFamilyRewriter.rewriteStylesheet(css)
            == "@media (max-width: 600px) { .a { font-family: var(--rl-monospace), var(--rl-fallback)} } .b { & .c { font-family: var(--rl-serif), var(--rl-fallback)} }")
    }

    @Test func styleAttributesAreRewritten() {
        #expect(FontFamilyRewriter.rewriteDeclarations("color: red; font-family: system-ui")
            == "color: red; font-family: var(--rl-system-ui), var(--rl-fallback)")
        #expect(FontFamilyRewriter.rewriteDeclarations("color: red") == "color: red")
    }

    @Test func aQuoteInAFamilyNameIsEscaped() {
        #expect(FontFamilyNames.list([#"A "B" \ C"#]) == #""rl A \"B\" \\ C", var(--rl-fallback)"#)
    }
}
