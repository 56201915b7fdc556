import Foundation

/// One thread's share of an estimation: a template, binder, layout and row heights of its own
/// (none of them is thread-safe), measuring a contiguous run of items. Heights are a pure
/// function of (prototype, data, width, fonts), so how items are shared out never changes them.
final class EstimateWorker: @unchecked Sendable {
    private let binder: Binder
    private let layout: LayoutSetup
    private let heights: RowHeights
    private let warnings = WarningLog()

    /// What measuring one item gave: a data row's height, a section decoration, or an error.
    enum Outcome {
        case row(index: Int, height: Double)
        case decoration
        case failure(BindingError)
    }

    /// - Parameter shared: heights shared with the other workers' row heights, if any.
    init(dataPath: String, templatePath: String?, width: Double?, viewportWidths: [Double]? = nil, cachesHeights: Bool,
         shared: SharedRowHeights? = nil) throws {
        let template = try Template.load(templatePath)
        let assets = AssetStore(dataFile: dataPath, output: nil)
        layout = LayoutSetup(template: template, width: width, viewportWidths: viewportWidths,
                             imageSize: assets.imageSizes.naturalSize(of:))
        binder = Binder(template: template, assets: assets, warnings: warnings)
        heights = RowHeights(binder: binder, layouts: layout.layouts, capacity: cachesHeights ? 50_000 : 0, shared: shared)
        paginating = layout.viewports.paginating.layout
    }

    /// The layout whose heights are reported (the paginating class's).
    private let paginating: Int
    var columnWidth: Double { layout.width }
    var viewports: [ViewportClass] { layout.viewports.classes }
    var layoutCount: Int { layout.models.count }
    var replayedRows: Int { heights.replayedRows }
    var allWarnings: [RenderWarning] { warnings.warnings + layout.warnings }

    /// Measures `items` in order.
    func measure(_ items: ArraySlice<ListItem>) -> [Outcome] {
        items.map { item in
            switch item {
            case .row(let data):
                do throws(BindingError) {
                    return .row(index: data.index, height: try heights.heights(of: data).heights[paginating])
                } catch {
                    return .failure(error)
                }
            case .sectionStart(let section):
                return measure(binder.decoration(TemplateNamespace.Identifier.header, for: section))
            case .sectionEnd(let section):
                return measure(binder.decoration(TemplateNamespace.Identifier.footer, for: section))
            }
        }
    }

    private func measure(_ decoration: XMLFragment?) -> Outcome {
        if let decoration {
            withExtendedLifetime(decoration) {
                for (model, width) in layout.layouts { _ = model.height(of: decoration.node, width: width) }
            }
        }
        return .decoration
    }
}
