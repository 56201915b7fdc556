import Testing
@testable import RenderList

/// Viewport units in the pages' CSS read the custom properties a viewport class sets.
@Suite("Layout: viewport units in written CSS")
struct ViewportUnitsTests {
    @Test func lengthsInViewportUnitsAreRewritten() {
        #expect(ViewportUnits.rewrite("p { font-size: clamp(1rem, .8rem + 1vw, 1.5rem) }")
            == "p { font-size: clamp(1rem, .8rem + calc(1 * var(--rl-vw, 1vw)), 1.5rem) }")
        #expect(ViewportUnits.rewrite("a{width:-2.5svw;height:50vh}")
            == "a{width:calc(-2.5 * var(--rl-vw, 1vw));height:calc(50 * var(--rl-vh, 1vh))}")
        #expect(ViewportUnits.rewrite("b{margin:3vmin 4VMAX}")
            == "b{margin:calc(3 * min(var(--rl-vw, 1vw), var(--rl-vh, 1vh))) calc(4 * max(var(--rl-vw, 1vw), var(--rl-vh, 1vh)))}")
    }

    @Test func whatIsNotALengthIsKept() {
        for css in [".nav-2vw { color: red }", "#a1vw { x: 1 }", "a { background: url(/img/2vw.png) }", "p { width: 10px }"] {
            #expect(ViewportUnits.rewrite(css) == css)
            #expect(!ViewportUnits.appears(in: css))
        }
    }
}
