/// One row (or section header or footer) as the browser laid it out, next to render-list's estimate.
public struct MeasuredRow: Sendable, Equatable {
    /// What was measured: a data row, or a section's header or footer.
    public enum Kind: String, Sendable {
        case row, header, footer
    }

    /// The page file, relative to the verified folder.
    public var page: String
    /// The row's place among its page's data rows, from 0 (-1 for a header or footer).
    public var row: Int
    public var kind: Kind
    /// render-list's estimate for the viewport it was laid out at (from `data-heights`, else
    /// `data-height`), CSS px.
    public var estimate: Double
    /// The width of the viewport the browser laid the row out in, CSS px (NaN when unknown).
    public var viewportWidth: Double = .nan
    /// The border-box height the browser gave the row, CSS px.
    public var measured: Double
    /// The row's text, white space collapsed, shortened.
    public var text: String
    /// The border-box height the browser gave the data row before rendering it (its stand-in,
    /// from `contain-intrinsic-size`), CSS px; nil for a section header or footer.
    public var standIn: Double?

    /// One row's estimate against the browser's height.
    public init(page: String, row: Int, estimate: Double, measured: Double, text: String, kind: Kind = .row,
                standIn: Double? = nil) {
        (self.page, self.row, self.estimate, self.measured, self.text) = (page, row, estimate, measured, text)
        self.kind = kind
        self.standIn = standIn
    }

    /// Whether the row, before it renders, stands in at a height half a pixel or more away
    /// from its estimate (false when its stand-in was not measured).
    public var standInIsOff: Bool {
        guard let standIn else { return false }
        return abs(standIn - estimate) >= 0.5
    }

    /// `row 12`, or `header`/`footer`, and the viewport: `row 12 at 375 px`.
    public var label: String {
        let what = kind == .row ? "row \(row)" : "section \(kind.rawValue)"
        return viewportWidth.isNaN ? what : "\(what) at \(Int(viewportWidth)) px"
    }

    /// estimate − the browser's height.
    public var error: Double { estimate - measured }
}

/// What `render-list verify` found: every row, and the figures the issue asks for.
public struct VerificationReport: Sendable {
    /// Every measured row.
    public var rows: [MeasuredRow]
    /// Pages the browser laid out.
    public var pages: Int
    /// Wall-clock seconds of the browser runs: start-up, page loads, layout and measuring.
    /// (Timers inside the page are not used: Chromium's runs use virtual time, which they follow.)
    public var chromiumSeconds: Double
    /// The engine that laid the pages out.
    public var browser: Browser = .chromium
    /// The device scale factor the pages were laid out at.
    public var scale: Double = 1
    /// The viewport widths every page was laid out at.
    public var viewportWidths: [Int] = []
    /// A page the browser laid out wider than its viewport (it scrolls sideways there).
    public struct WidePage: Sendable, Equatable {
        public var page: String
        public var viewportWidth: Double
        public var pageWidth: Double
    }
    /// Pages wider than the viewport, at the widths where they are.
    public var widePages: [WidePage] = []

    /// Adds the rows and wide pages of another run.
    mutating func add(_ other: VerificationReport) {
        rows += other.rows
        widePages += other.widePages
    }

    /// A report of `rows` over `pages` pages.
    public init(rows: [MeasuredRow], pages: Int, chromiumSeconds: Double) {
        self.rows = rows
        self.pages = pages
        self.chromiumSeconds = chromiumSeconds
    }

    /// Rows whose estimate is within half a pixel of the browser's height.
    public var exact: Int { rows.count { abs($0.error) < 0.5 } }
    /// Rows whose estimate is at most one pixel off.
    public var withinOnePixel: Int { rows.count { abs($0.error) <= 1 } }
    /// The bar: ≥ 99.9 % exact and none more than 1 px off; every data row stands in at
    /// its estimate before it renders; and no page is wider than its viewport.
    public var meetsTarget: Bool {
        !rows.isEmpty && Double(exact) >= 0.999 * Double(rows.count) && withinOnePixel == rows.count
            && standInsOff.isEmpty && widePages.isEmpty
    }

    /// Data rows whose stand-in height was measured.
    public var standInsMeasured: Int { rows.count { $0.standIn != nil } }
    /// Data rows that stand in at a height other than their estimate, in page order.
    public var standInsOff: [MeasuredRow] { rows.filter(\.standInIsOff) }

    /// The `count` rows with the largest errors, largest first (exact rows left out).
    public func worst(_ count: Int) -> [MeasuredRow] {
        Array(rows.filter { abs($0.error) >= 0.5 }.sorted { abs($0.error) > abs($1.error) }.prefix(count))
    }

    /// Section headers and footers among ``rows``.
    public var decorations: Int { rows.count { $0.kind != .row } }

    /// The browser's rate: rows per wall-clock second of its runs.
    public var chromiumRowsPerSecond: Double {
        chromiumSeconds > 0 ? Double(rows.count) / chromiumSeconds : 0
    }
}
