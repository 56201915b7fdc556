/// What one grid item asks of the tracks it spans, in one axis (margin box, px).
struct GridContribution: Equatable {
    /// The tracks it spans.
    var tracks: Range<Int>
    /// Its minimum contribution: the outer `min-width`, else its automatic minimum (its
    /// min-content contribution, nothing for a scroll container).
    var minimum: Double
    var minContent: Double
    var maxContent: Double
    /// Its minimum contribution where it has no content-based minimum (spanning several
    /// tracks, one of them flexible): its outer `min-width`, else its margins, borders and padding.
    var minimumWithoutContent: Double

    init(tracks: Range<Int>, minimum: Double, minContent: Double, maxContent: Double, minimumWithoutContent: Double? = nil) {
        (self.tracks, self.minimum, self.minContent, self.maxContent) = (tracks, minimum, minContent, maxContent)
        self.minimumWithoutContent = minimumWithoutContent ?? minimum
    }
}

/// The room the tracks of one axis are sized in.
enum GridSizingSpace: Equatable {
    case definite(Double)
    /// Sizing the container under a min-content constraint (its min-content width).
    case minContent
    /// Under a max-content constraint (the container's max-content width).
    case maxContent
    /// An indefinite size, in layout (rows of an `auto`-height container): `auto` minimums
    /// take the items' minimum contributions, as in a definite size (nothing for a scroll
    /// container), and the free space is infinite, so tracks grow to their growth limits.
    case indefinite
}
