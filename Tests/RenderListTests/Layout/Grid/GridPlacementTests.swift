import Testing
@testable import RenderList

/// Grid item placement against Chromium 156: each grid (4 columns of 50 px, rows 10 px) was
/// loaded and its items' `offsetTop` / `offsetLeft` read, giving each one's first row and column.
@Suite("Layout: grid placement")
struct GridPlacementTests {
    /// Items given as (column start, column end, row start, row end) placed in a grid of
    /// `columns` × `rows` explicit tracks; the result as "row:column" of each item.
    private func place(_ lines: [[GridLine]], columns: Int = 4, rows: Int = 0, areas: GridAreas? = nil,
                       byColumn: Bool = false, dense: Bool = false) -> [String] {
        let named = areas?.areas ?? [:]
        let columnSpans = lines.map { GridSpan(start: $0[0], end: $0[1], explicit: columns, areas: named.mapValues(\.columns)) }
        let rowSpans = lines.map { GridSpan(start: $0[2], end: $0[3], explicit: rows, areas: named.mapValues(\.rows)) }
        let placement = byColumn
            ? GridPlacement(cross: rowSpans, flow: columnSpans, explicitCross: rows, explicitFlow: columns, dense: dense)
            : GridPlacement(cross: columnSpans, flow: rowSpans, explicitCross: columns, explicitFlow: rows, dense: dense)
        let (columnRanges, rowRanges) = byColumn ? (placement.flow, placement.cross) : (placement.cross, placement.flow)
        return zip(rowRanges, columnRanges).map { "\($0.lowerBound):\($1.lowerBound)" }
    }

    private let auto: [GridLine] = [.auto, .auto, .auto, .auto]

    private func columns(_ start: GridLine, _ end: GridLine = .auto) -> [GridLine] { [start, end, .auto, .auto] }

    @Test func sparseAutoPlacementNeverGoesBack() {
        // span 3, span 2, 1, 1, and one at row 1 / column 4 (placed first).
        let items = [columns(.span(3)), columns(.span(2)), auto, auto, [.number(4), .auto, .number(1), .auto]]
        #expect(place(items) == ["0:0", "1:0", "1:2", "1:3", "0:3"])
    }

    @Test func denseAutoPlacementFillsHoles() {
        let items = [columns(.span(3)), columns(.span(2)), auto, auto]
        #expect(place(items, dense: true) == ["0:0", "1:0", "0:3", "1:2"])
    }

    @Test func columnFlowFillsColumnsFirst() {
        // grid-template-rows: 10px 10px; the fourth item is locked to column 1 and placed first.
        let items = [auto, [.auto, .auto, .span(2), .auto], auto, columns(.number(1))]
        #expect(place(items, rows: 2, byColumn: true) == ["1:0", "0:1", "0:2", "0:0"])
    }

    @Test func areasAndAutoPlacementAroundThem() throws {
        // grid-template-areas: 'a a b' 'c . b' in four columns.
        let areas = try #require(GridAreas(rows: ["a a b", "c . b"]))
        let items: [[GridLine]] = [Array(repeating: .area("b"), count: 4), Array(repeating: .area("c"), count: 4), auto,
                                   [.area("a"), .area("a"), .area("a"), .area("a")], auto]
        #expect(place(items, rows: 2, areas: areas) == ["0:2", "1:0", "0:3", "0:0", "1:1"])
    }

    @Test func aNameWithNoAreaIsTheFirstImplicitLineAfterTheGrid() {
        // grid-template-columns: 48px 1fr auto, no areas; `grid-area: price` on the third item:
        // Chromium puts it in a second row, in a fifth column (an outside tester's card list).
        let price: [GridLine] = Array(repeating: .area("price"), count: 4)
        #expect(place([auto, auto, price], columns: 3) == ["0:0", "0:1", "1:4"])
        #expect(GridSpan(start: .area("x"), end: .span(2), explicit: 3, areas: [:]).range == 4..<6)
    }

    @Test func areasMustBeRectangles() {
        #expect(GridAreas(rows: ["a b", "b b"]) == nil)
        #expect(GridAreas(rows: ["a a", "a"]) == nil)
        #expect(GridAreas(rows: ["a a", "b ."])?.areas["a"]?.columns == 0..<2)
    }

    @Test func negativeLinesCountFromTheExplicitEnd() {
        // grid-column: -1 is the line after the last explicit column: an implicit fifth column;
        // -6 / span 1 is an implicit column before the first; 2 / 1 is swapped to 1 / 2.
        let spans = [GridSpan(start: .number(-1), end: .auto, explicit: 4, areas: [:]),
                     GridSpan(start: .number(-6), end: .span(1), explicit: 4, areas: [:]),
                     GridSpan(start: .number(2), end: .number(1), explicit: 4, areas: [:])]
        #expect(spans.map(\.range) == [4..<5, -1..<0, 0..<1])
    }
}
