import Testing
@testable import RenderList

/// Blink shapes the texts of neighbouring elements with one font and no edge between them
/// together, so the font's kerning applies where they meet, within each text's width rounded
/// up to 1/64 px. Each cell is one line at its width in Chromium (the line box's width there)
/// and two lines 2/64 px narrower; 1/64 px narrower still fits (the room and one LayoutUnit).
@Suite("Layout: kerning where elements' texts meet")
struct LayoutKerningAcrossElementsTests {
    @Test(arguments: [
        ("A <span>August</span> B", "Liberation Sans", 78.296875),
        ("Wa<span>ve</span> Wave", "Liberation Sans", 85.0625),
        ("T <span>Ay</span> To", "Liberation Sans", 52.5),
        (#"A <span style="padding-left: 2px">August</span> B"#, "Liberation Sans", 81.171875),
        ("AV<b>AV</b> AV", "Liberation Sans", 64.921875),
        (#"Ty<a href="x.html">po</a> graphy"#, "Liberation Serif", 81.09375),
        ("<span>Yo</span> <span>Ta</span> <span>Wo</span>", "Liberation Sans", 67.34375),
        ("ab<span> To</span>", "DejaVu Sans", 41.90625),
        ("P.<span>A.</span> L", "DejaVu Sans", 42),
    ])
    func aLineAsWideAsChromiumsFits(cell: String, family: String, width: Double) throws {
        let fixture = try LayoutFixture(css: """
        body { margin: 0 } .list { font-family: "\(family)"; font-size: 16px; line-height: 20px } p { margin: 0 }
        """, cell: "<p>\(cell)</p>", base: false, metrics: ShapedTextMetrics())
        #expect(fixture.height(width: width) == 20)
        #expect(fixture.height(width: width - 1.0 / 64) == 20)
        #expect(fixture.height(width: width - 2.0 / 64) == 40)
    }

    /// The font kerns a word's last letter with the space after it (`L` and a space, 0.29 px
    /// in Liberation Sans 16 px): the word is that much narrower, and stays so where the line
    /// breaks at the space, which hangs. Heights from Chromium 156 (18 px lines).
    @Test func aWordKernedWithTheSpaceAfterItKeepsTheKerningAtALineEnd() throws {
        let fixture = { (cell: String) in
            try LayoutFixture(css: """
            body { margin: 0 } .list { font-family: "Liberation Sans"; font-size: 16px } p { margin: 0 }
            """, cell: "<p>\(cell)</p>", base: false, metrics: ShapedTextMetrics())
        }
        #expect(try fixture("ab ALL yy cd").height(width: 49.5) == 36)
        #expect(try fixture("ab ALL yy cd").height(width: 49) == 54)
        #expect(try fixture("ab URL<span> /tmp</span> cd").height(width: 54) == 36)
        #expect(try fixture("ab URL<span> /tmp</span> cd").height(width: 53.5) == 54)
    }
}
