/// One end of a grid track sizing function (CSS Grid §7.2): a length or percentage, a flexible
/// `fr`, or a content keyword.
enum GridBreadth: Equatable, Sendable {
    case length(Dimension)
    case flex(Double)
    case auto, minContent, maxContent
}

/// A track sizing function: `minmax(min, max)`; a plain breadth is both (`1fr` is
/// `minmax(auto, 1fr)`, `auto` is `minmax(auto, max-content)` as sizing treats it).
struct GridTrackSize: Equatable, Sendable {
    var min: GridBreadth
    var max: GridBreadth
    /// `fit-content(limit)`: `minmax(auto, max-content)` whose growth stops at `limit`.
    var fitContent: Dimension?

    static let auto = GridTrackSize(min: .auto, max: .auto)
}

/// A track list (`grid-template-columns` / `-rows`): tracks, with at most one automatic
/// repetition (`repeat(auto-fill | auto-fit, …)`) between `before` and `after`.
struct GridTrackList: Equatable, Sendable {
    var before: [GridTrackSize] = []
    var autoRepeat: GridAutoRepeat?
    var after: [GridTrackSize] = []

    /// `none`: no explicit tracks.
    static let none = GridTrackList()
}

/// `repeat(auto-fill | auto-fit, tracks)`.
struct GridAutoRepeat: Equatable, Sendable {
    /// `auto-fit`: repetitions left empty collapse to nothing.
    var fits: Bool
    var tracks: [GridTrackSize]
}

/// One of `grid-column-start` … `grid-row-end`.
enum GridLine: Equatable, Sendable {
    case auto
    /// A line number: 1 is the first line, -1 the last of the explicit grid (never 0).
    case number(Int)
    case span(Int)
    /// An area of `grid-template-areas` (its `-start` or `-end` line).
    case area(String)
}

/// `grid-template-areas`: the named rectangles, as 0-based line ranges.
struct GridAreas: Equatable, Sendable {
    var rows = 0
    var columns = 0
    var areas: [String: (rows: Range<Int>, columns: Range<Int>)] = [:]

    static func == (lhs: GridAreas, rhs: GridAreas) -> Bool {
        lhs.rows == rhs.rows && lhs.columns == rhs.columns && lhs.areas.keys.sorted() == rhs.areas.keys.sorted()
            && lhs.areas.allSatisfy { key, value in
                rhs.areas[key].map { $0.rows == value.rows && $0.columns == value.columns } ?? false
            }
    }

    /// The areas of `rows` (one string per row, names separated by spaces, `.` for none); nil
    /// when rows differ in length or a name is not one rectangle.
    init?(rows strings: [String]) {
        let grid = strings.map { $0.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) }
        guard let width = grid.first?.count, width > 0, grid.allSatisfy({ $0.count == width }) else { return nil }
        (rows, columns) = (grid.count, width)
        for (row, names) in grid.enumerated() {
            for (column, name) in names.enumerated() where !name.allSatisfy({ $0 == "." }) {
                let found = areas[name] ?? (row..<row + 1, column..<column + 1)
                areas[name] = (min(found.rows.lowerBound, row)..<max(found.rows.upperBound, row + 1),
                               min(found.columns.lowerBound, column)..<max(found.columns.upperBound, column + 1))
            }
        }
        // Each name must fill its bounding rectangle exactly.
        for (name, area) in areas {
            let count = grid.joined().filter { $0 == name }.count
            guard count == area.rows.count * area.columns.count else { return nil }
            for row in area.rows { for column in area.columns where grid[row][column] != name { return nil } }
        }
    }

    init() {}
}
