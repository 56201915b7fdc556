import Testing
@testable import RenderList

/// Heights that came out wrong without a warning (a peer engine's fixtures, and Chromium 156 on
/// the same rows): every expected value below is Chromium's, on 20 px lines.
@Suite("Layout: margins through min-height and containment, negative content, border-box flex bases")
struct LayoutContainmentTests {
    private func height(_ css: String, _ cell: String) throws -> Double {
        try LayoutFixture(css: css, cell: cell).height(width: 400)
    }

    /// A last child's bottom margin leaves through its parent's bottom edge only when the
    /// parent's height is its content's; when min-height or max-height changed it, the margin
    /// is dropped (Chromium: 60, 51, 65, 80, 40).
    @Test(arguments: [("min-height: 19px", 60.0), ("min-height: 20px", 60), ("min-height: 21px", 51),
                      ("min-height: 35px", 65), ("min-height: 50px", 80), ("max-height: 10px", 40), ("height: 20px", 50)])
    func aBottomMarginThroughAMinHeight(_ sizing: String, _ chromium: Double) throws {
        let css = ".w { \(sizing) } p { margin: 0 0 30px } .s { margin-top: 20px; height: 10px }"
        #expect(try height(css, #"<div><div class="w"><p>x</p></div><div class="s"></div></div>"#) == chromium)
    }

    /// Layout and paint containment make a formatting root: margins stay inside. Size
    /// containment with it (`strict`) also sizes the box as if it were empty.
    @Test(arguments: [("paint", 88.0, 74.0), ("layout", 88, 74), ("content", 88, 74), ("strict", 28, 14), ("size layout", 28, 14)])
    func containmentKeepsMarginsInside(_ contain: String, _ between: Double, _ alone: Double) throws {
        let css = ".w { contain: \(contain) } p { margin: 20px 0 } .s { margin-top: 10px; height: 4px }"
        #expect(try height(css, #"<div><div class="s"></div><div class="w"><p>x</p></div><div class="s"></div></div>"#) == between)
        #expect(try height(".w { contain: \(contain); margin: 7px 0 } p { margin: 20px 0 }",
                           #"<div><div class="w"><p>x</p></div></div>"#) == alone)
    }

    /// Size containment without layout containment is not modelled, and says so.
    @Test func sizeContainmentAloneIsWarnedAbout() throws {
        let fixture = try LayoutFixture(css: ".w { contain: size }", cell: #"<div><div class="w">x</div></div>"#)
        _ = fixture.height()
        #expect(fixture.model.warnings.contains { $0.message.contains("contain") })
    }

    /// Negative margins that collapse through the row's only child leave it 0 px tall, not -20.
    @Test func negativeMarginsLeaveARowEmptyNotNegative() throws {
        #expect(try height(".n { margin: -10px 0 -20px }", #"<div><div class="n"></div></div>"#) == 0)
        #expect(try height(".n { margin-top: -80px; height: 10px }", #"<div><p>x</p><div class="n"></div></div>"#) == 0)
    }

    /// A column flex item with a zero basis keeps its padding under border-box (Chromium: 40).
    @Test(arguments: ["flex-basis: 0", "flex: 1 1 0", "flex-basis: 10px; max-height: 5px"])
    func aBorderBoxFlexBasisKeepsItsPadding(_ basis: String) throws {
        let css = """
        .d { display: flex; flex-direction: column } .i { overflow: hidden; \(basis); padding: 20px; box-sizing: border-box }
        """
        #expect(try height(css, #"<div class="d"><div class="i"></div></div>"#) == 40)
    }
}
