/// An item of the list filled, measured and written into bytes by a ``RowRenderer`` (on any
/// thread), for the ``ListPass`` to place in data order.
enum RenderedItem {
    case row(RenderedRow)
    /// A section begins: its header (nil: it has none), and the header's continued copy, which
    /// begins a page that starts in the middle of the section (``ContinuedHeader``).
    case sectionStart(RenderedCell?, continued: [UInt8]?)
    /// A section ends: its footer (nil: it has none).
    case sectionEnd(RenderedCell?)
    /// The row could not be filled.
    case failure(BindingError)
}

/// A cell as the row spool holds it, and the height pages are cut by.
struct RenderedCell {
    /// The cell's HTML, marked with its heights, with a line break after it.
    let bytes: [UInt8]
    /// Its border-box height in the paginating viewport class.
    let height: Double
}

/// A data row filled, measured and written, with what the list pass needs of it in data order.
struct RenderedRow {
    /// The permalink id the row asked for; nil when rows get none (``RowAnchors``).
    let proposal: RowAnchors.Proposal?
    /// The id the row was written with (on its root, the first element written).
    let anchor: String?
    /// Its feed values and the id its feed entry links to, when its prototype gives entries
    /// and feeds are written.
    let feed: (item: FeedItem, anchor: String)?
    /// The values page bindings read of it (``PageEnds``); nil when they read none.
    let ends: [String: String]?
    /// The key stable page breaks compare (``PageBreakMarks``); nil when pages are cut otherwise.
    var key: UInt64? = nil
    let cell: RenderedCell
}
