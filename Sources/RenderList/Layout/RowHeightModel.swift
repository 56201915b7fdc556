/// Predicts the height a browser gives a filled cell: the web twin of laying out an offscreen
/// prototype cell. A model is a pure function of (filled cell, width, fonts).
protocol RowHeightModel {
    /// The border-box height, in CSS px, of `cell` (a filled copy of a prototype) laid out in a
    /// list column `width` CSS px wide.
    func height(of cell: XMLNode, width: Double) -> Double
}
