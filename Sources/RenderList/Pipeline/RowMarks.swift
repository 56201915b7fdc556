/// What a written row carries of its estimated heights: the contract pages keep with the
/// browser, and with scripts and tools that read them.
///
/// - `data-height`: the border-box height in the paginating (narrowest) viewport class.
/// - `data-heights="V1:H1 V2:H2 …"`, when the site has more than one class: for each class, in
///   increasing order, its narrowest viewport width and the height there; a pair whose height
///   is the previous one's is left out.
/// - In `style`, the row's stand-in content height per class (what `contain-intrinsic-size`
///   holds before the row renders): ``SiteStyle/heightProperty`` for the first class, and
///   `--rl-hN` for class N where it differs from class N − 1 (``SiteStyle`` switches them).
struct RowMarks {
    let viewports: ViewportClasses
    /// Border-box heights, one per layout of ``viewports``.
    let heights: [Double]

    /// The height pages are cut by.
    var paginatingHeight: Double { heights[viewports.paginating.layout] }

    /// Marks a data row's root.
    func mark(row root: XMLNode, layouts: [(model: ApproximateHeightModel, width: Double)]) {
        mark(decoration: root)
        let standIns = layouts.indices.map { index in
            CSSNumber.format(layouts[index].model.contentHeight(of: root, height: heights[index], width: layouts[index].width))
        }
        var style = (root.attribute("style") ?? "").trimmingCharacters(in: [" ", ";"])
        var previous: String?
        for (index, viewport) in viewports.classes.enumerated() {
            let standIn = standIns[viewport.layout]
            guard standIn != previous else { continue }
            previous = standIn
            let property = index == 0 ? SiteStyle.heightProperty : SiteStyle.heightProperty(ofClass: index)
            style += (style.isEmpty ? "" : ";") + "\(property):\(standIn)px"
        }
        root.setAttribute("style", to: style)
    }

    /// Marks a section header's or footer's root (or a row's, before its stand-ins).
    func mark(decoration root: XMLNode) {
        root.setAttribute("data-height", to: CSSNumber.format(paginatingHeight))
        guard viewports.classes.count > 1 else { return }
        var pairs: [String] = []
        var previous: Double?
        for viewport in viewports.classes {
            let height = heights[viewport.layout]
            guard height != previous else { continue }
            previous = height
            pairs.append("\(CSSNumber.format(viewport.minWidth)):\(CSSNumber.format(height))")
        }
        root.setAttribute("data-heights", to: pairs.joined(separator: " "))
    }
}
