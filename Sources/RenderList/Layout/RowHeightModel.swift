/// The vertical extent of a measured row.
struct RowMeasurement: Equatable, Sendable {
    /// Border-box height in CSS px.
    var height: Double
    /// The row's top margin, collapsed with the margins of its first descendants that adjoin it
    /// (these lie outside the border box; pagination may need them between rows).
    var marginTop: Double
    /// The row's bottom margin, collapsed the same way.
    var marginBottom: Double
}

/// Predicts the height a browser gives a filled cell: the web twin of laying out an offscreen
/// prototype cell. A model is a pure function of (filled cell, width, fonts).
protocol RowHeightModel {
    /// The border-box height, in CSS px, of `cell` (a filled copy of a prototype) laid out in a
    /// list column `width` CSS px wide.
    func height(of cell: XMLNode, width: Double) -> Double

    /// The border-box height and the collapsed outer margins of `cell`.
    func measure(_ cell: XMLNode, width: Double) -> RowMeasurement
}

extension RowHeightModel {
    /// Models that only know heights report no margins.
    func measure(_ cell: XMLNode, width: Double) -> RowMeasurement {
        RowMeasurement(height: height(of: cell, width: width), marginTop: 0, marginBottom: 0)
    }
}
