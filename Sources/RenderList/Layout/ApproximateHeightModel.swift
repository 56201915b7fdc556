/// The first height model: CSS cascade and block/inline/flex layout with text metrics behind
/// ``TextMeasuring`` (``ApproximateTextMetrics`` by default).
///
/// Build one per template (and per thread): it caches computed styles per element shape, so
/// the cost per row is mostly line breaking.
///
///     let sheet = Stylesheet.collect(from: template.root!)
///     let model = ApproximateHeightModel(stylesheet: sheet, container: listNode)
///     let height = model.height(of: filledCell, width: 640)
final class ApproximateHeightModel: RowHeightModel {
    private let engine: LayoutEngine
    private let log: LayoutWarningLog
    private let stylesheetWarnings: [LayoutWarning]

    /// - Parameters:
    ///   - stylesheet: the template's author CSS.
    ///   - container: the list container in the template document (which must outlive the
    ///     model); cells are matched and inherit as its children. nil: cells are roots.
    ///   - metrics: text measurement.
    ///   - imageSize: the intrinsic size of an image by its `src`, if known.
    init(stylesheet: Stylesheet, container: XMLNode?, metrics: any TextMeasuring = ApproximateTextMetrics(),
         imageSize: @escaping ImageSizeLookup = { _ in nil }) {
        log = LayoutWarningLog()
        stylesheetWarnings = stylesheet.warnings
        let resolver = StyleResolver(stylesheet: stylesheet, warnings: log, metrics: metrics)
        engine = LayoutEngine(resolver: resolver, container: container, metrics: metrics, imageSize: imageSize,
                              warnings: log)
    }

    /// Heights saturate at Blink's largest length (``LayoutUnit/maximum``), as its block sizes do.
    func height(of cell: XMLNode, width: Double) -> Double {
        LayoutUnit.saturated(engine.measure(cell, width: width).height)
    }

    /// The height of `cell`, its text slots' lines recorded by `recorder`.
    func height(of cell: XMLNode, width: Double, recording recorder: TapeRecorder) -> Double {
        engine.recorder = recorder
        defer { engine.recorder = nil }
        return LayoutUnit.saturated(engine.measure(cell, width: width).height)
    }

    /// The content-box height of `cell` whose border-box height is `height`: what its stand-in
    /// (`contain-intrinsic-size`, which sizes the content box) must say for the browser to hold
    /// the row's place at `height` before it renders the row.
    func contentHeight(of cell: XMLNode, height: Double, width: Double) -> Double {
        max(0, height - engine.verticalExtras(of: cell, width: width))
    }

    /// The natural size layout finds for an image at `src`, if known.
    func imageSize(ofSource src: String) -> NaturalSize? {
        engine.imageSize(src)
    }

    /// How many computed styles the model keeps before it empties its cache between two cells.
    var styleCacheLimit: Int {
        get { engine.resolver.cacheLimit }
        set { engine.resolver.cacheLimit = newValue }
    }

    /// The ids the stylesheet's selectors name, and whether one tests the `id` attribute itself.
    var selectedIDs: (names: Set<String>, testsAttribute: Bool) { engine.resolver.selectedIDs }

    /// Attributes other than class, id and style that the stylesheet's selectors test, and those
    /// whose values generated content shows (`content: attr(data-count)`).
    var selectorAttributes: [String] {
        Array(Set(engine.resolver.attributeNames).union(engine.resolver.contentAttributes)).sorted()
    }

    /// The text measurer the model lays text out with.
    var metrics: any TextMeasuring { engine.metrics }

    func measure(_ cell: XMLNode, width: Double) -> RowMeasurement {
        let box = engine.measure(cell, width: width)
        if box.collapsesThrough {
            return RowMeasurement(height: 0, marginTop: box.marginTop.value, marginBottom: 0)
        }
        return RowMeasurement(height: LayoutUnit.saturated(box.height), marginTop: box.marginTop.value,
                              marginBottom: box.marginBottom.value)
    }

    /// Everything the model did not understand so far: the stylesheet's structural warnings,
    /// then those found while styling and laying out cells (declarations are checked when they
    /// first apply to an element of a cell or of the container's ancestry).
    var warnings: [LayoutWarning] {
        stylesheetWarnings + log.warnings
    }
}

extension ApproximateHeightModel {
    /// The computed style of `element` inside `cell` (fonts in use, debugging, tests).
    func computedStyle(of element: XMLNode, inCell cell: XMLNode) -> ComputedStyle {
        engine.computedStyle(of: element, inCell: cell)
    }
}
