/// The height model and list column width for a template: the Layout stage, set up once.
struct LayoutSetup {
    let model: any RowHeightModel
    let width: Double
    let warnings: [RenderWarning]

    init(template: Template, width override: Double?) {
        width = override ?? RenderOptions.fallbackWidth
        model = UniformHeightModel()
        warnings = []
    }
}

/// A stand-in until the CSS model lands: every cell is 100 px high.
struct UniformHeightModel: RowHeightModel {
    func height(of cell: XMLNode, width: Double) -> Double { 100 }
}
