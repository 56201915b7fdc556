import Testing
@testable import RenderList

/// The track sizing algorithm alone, against the column widths Chromium 156 computes
/// (`getComputedStyle(grid).gridTemplateColumns`) for grids of fixed-size boxes.
@Suite("Layout: grid track sizing")
struct GridTrackSizerTests {
    private func track(_ minimum: GridSizingTrack.Minimum, _ maximum: GridSizingTrack.Maximum) -> GridSizingTrack {
        GridSizingTrack(minimum: minimum, maximum: maximum)
    }

    private func item(_ tracks: Range<Int>, _ width: Double) -> GridContribution {
        GridContribution(tracks: tracks, minimum: width, minContent: width, maxContent: width)
    }

    @Test func autoTracksShareTheFreeSpace() {
        // `auto auto` 300 px wide, items 50 and 70 px: 140px 160px.
        let sizes = GridTrackSizer.sizes([track(.auto, .auto), track(.auto, .auto)], gap: 0,
                                         items: [item(0..<1, 50), item(1..<2, 70), item(0..<2, 0)], space: .definite(300))
        #expect(sizes == [140, 160])
    }

    @Test func flexibleTracksKeepTheirItemsMinContent() {
        // `repeat(3, 1fr)`, gap 10, 300 px, a 200 px item in the first: 200px 40px 40px.
        let flexible = track(.auto, .flex(1))
        let sizes = GridTrackSizer.sizes([flexible, flexible, flexible], gap: 10,
                                         items: [item(0..<1, 200), item(1..<2, 0), item(2..<3, 0)], space: .definite(300))
        #expect(sizes == [200, 40, 40])
    }

    @Test func spanningItemGrowsRowsEqually() {
        // Rows `minmax(30px, auto)` ×3, an item 100 px tall across rows 2–3: 30px 50px 50px.
        let row = track(.fixed(30), .auto)
        let sizes = GridTrackSizer.sizes([row, row, row], gap: 0, items: [item(1..<3, 100), item(0..<1, 10)], space: .indefinite)
        #expect(sizes == [30, 50, 50])
    }

    @Test func rowsOfAnAutoHeightGridStartFromMinimumContributions() {
        // An outside tester's card (Chromium: 220 px): `auto` rows "title", "desc", "tags" beside
        // a 200 px image spanning all three; the title, 40 px of text, is a scroll container
        // (`overflow: hidden`), so its minimum contribution is 0; the tags are 160 px. The image's
        // 40 px more go to the title and the empty row equally (20 each); then the rows grow to
        // their limits, the title to its 40 px: 40 + 20 + 160.
        let row = track(.auto, .auto)
        let title = GridContribution(tracks: 0..<1, minimum: 0, minContent: 40, maxContent: 40)
        let items = [item(0..<3, 200), title, item(2..<3, 160)]
        #expect(GridTrackSizer.sizes([row, row, row], gap: 0, items: items, space: .indefinite) == [40, 20, 160])
        // Without `overflow: hidden` the title asks 40 px from the start: 40 + 0 + 160.
        #expect(GridTrackSizer.sizes([row, row, row], gap: 0, items: [item(0..<3, 200), item(0..<1, 40), item(2..<3, 160)],
                                     space: .indefinite) == [40, 0, 160])
    }

    @Test func fitContentStopsAtItsLimit() {
        // `min-content max-content fit-content(40px) 1fr`, 300 px: 30px 40.6094px 40px 189.391px
        // (items: a 30 px box; "aaa bbb" 40.61 px max-content; "ccc ddd eee" 18.1 min / 60 max).
        let tracks = [track(.minContent, .minContent), track(.maxContent, .maxContent), track(.auto, .fitContent(40)),
                      track(.auto, .flex(1))]
        let items = [item(0..<1, 30), GridContribution(tracks: 1..<2, minimum: 18, minContent: 18, maxContent: 40.609375),
                     GridContribution(tracks: 2..<3, minimum: 18, minContent: 18, maxContent: 60), item(3..<4, 6)]
        let sizes = GridTrackSizer.sizes(tracks, gap: 0, items: items, space: .definite(300))
        #expect(sizes[0] == 30 && sizes[1] == 40.609375 && sizes[2] == 40)
        #expect(abs(sizes[3] - 189.390625) < 1 / 64.0)
    }
}
