import Testing
@testable import RenderList

/// Parsing grid track lists and line placements as CSS Grid Level 2 defines them.
@Suite("Layout: grid track parsing")
struct GridTrackParserTests {
    private let parser = GridTrackParser(resolver: LengthResolver(fontSize: 10, rootFontSize: 16, environment: MediaEnvironment()))

    private func list(_ value: String) -> GridTrackList? {
        parser.trackList(CSSValueParser.components(of: value))
    }

    @Test func tracksOfEveryKind() throws {
        let parsed = try #require(list("48px 1fr 2em 25% auto min-content max-content minmax(100px, 2fr) fit-content(30%)"))
        #expect(parsed.before == [
            GridTrackSize(min: .length(.px(48)), max: .length(.px(48))), GridTrackSize(min: .auto, max: .flex(1)),
            GridTrackSize(min: .length(.px(20)), max: .length(.px(20))),
            GridTrackSize(min: .length(.percent(25)), max: .length(.percent(25))), .auto,
            GridTrackSize(min: .minContent, max: .minContent), GridTrackSize(min: .maxContent, max: .maxContent),
            GridTrackSize(min: .length(.px(100)), max: .flex(2)),
            GridTrackSize(min: .auto, max: .maxContent, fitContent: .percent(30)),
        ])
        #expect(parsed.autoRepeat == nil)
    }

    @Test func repetitions() throws {
        #expect(list("repeat(3, 1fr)")?.before.count == 3)
        #expect(list("repeat(2, 10px 1fr) auto")?.before.count == 5)
        let fill = try #require(list("80px repeat(auto-fill, minmax(120px, 1fr)) 10%"))
        #expect(fill.before.count == 1 && fill.after.count == 1 && fill.autoRepeat?.fits == false)
        #expect(list("repeat(auto-fit, 100px)")?.autoRepeat?.fits == true)
    }

    @Test(arguments: ["[full-start] 1fr [full-end]", "subgrid", "masonry", "repeat(auto-fill, 1fr)",
                      "repeat(auto-fill, 10px) repeat(auto-fit, 10px)", "minmax(1fr, 10px)", "-10px", "repeat(0, 1fr)"])
    func listsNotModelledAreRefused(value: String) {
        #expect(list(value) == nil, "\(value)")
    }

    @Test func lines() {
        func line(_ text: String) -> GridLine? { GridTrackParser.line(CSSValueParser.components(of: text)) }
        #expect(line("auto") == .auto)
        #expect(line("3") == .number(3))
        #expect(line("-1") == .number(-1))
        #expect(line("span 2") == .span(2))
        #expect(line("2 span") == .span(2))
        #expect(line("main") == .area("main"))
        #expect(line("0") == nil)
        #expect(line("span main") == nil)
        #expect(line("2 main") == nil)
    }
}
