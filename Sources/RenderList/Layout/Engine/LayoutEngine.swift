/// The natural size of an image by its `src`, as the caller knows it from the file; nil when
/// unknown.
typealias ImageSizeLookup = (_ src: String) -> NaturalSize?

/// Lays out one cell at a time: block flow, inline lines, flex and images, in CSS px.
/// Holds per-cell state; not thread-safe.
final class LayoutEngine {
    let resolver: StyleResolver
    let metrics: any TextMeasuring
    let imageSize: ImageSizeLookup
    let warnings: LayoutWarningLog
    /// Style index of the list container (the cell's parent), -1 without a container; resolved
    /// again whenever the resolver empties its cache (``startCell(_:)``).
    private(set) var containerStyle: Int32
    let container: XMLNode?
    /// Matches selectors for the cell being measured.
    @exclusivity(unchecked) private(set) var matcher = SelectorMatcher(cellRoot: nil, container: nil)
    /// Lines left under an enclosing `-webkit-line-clamp`, or nil.
    @exclusivity(unchecked) var lineBudget: Int?
    /// How many `<q>` elements the inline content being added sits in (their quote marks alternate).
    var quoteDepth = 0
    /// The style of a `<q>` that is not inline, whose lines (it holds only inline content)
    /// start and end with its marks (``withMarks(of:style:_:)``).
    var quotedStrut: (index: Int32, open: String, close: String)?
    /// Whether the line clamp under way has cut content (the clamped box then ends at its last line).
    @exclusivity(unchecked) var clampCut = false

    /// `body`'s result, laid out outside any enclosing `-webkit-line-clamp`: the lines it lays
    /// out are neither cut nor counted, and the clamp under way is as it was after it (an
    /// atomic inline's own lines, intrinsic sizes).
    func outsideLineClamp<Result>(_ body: () -> Result) -> Result {
        let saved = (lineBudget, clampCut)
        lineBudget = nil
        defer { (lineBudget, clampCut) = saved }
        return body()
    }
    /// The boxes of `::before` and `::after` (``GeneratedBoxes``).
    let generatedBoxes = GeneratedBoxes()
    /// The floats of the block formatting context being laid out, and where its flow is.
    @exclusivity(unchecked) var floats = FloatContext()
    /// Watches the layout of a cell for its text slots' lines, while set.
    @exclusivity(unchecked) var recorder: TapeRecorder?

    init(resolver: StyleResolver, container: XMLNode?, metrics: any TextMeasuring,
         imageSize: @escaping ImageSizeLookup, warnings: LayoutWarningLog) {
        self.resolver = resolver
        self.metrics = metrics
        self.imageSize = imageSize
        self.warnings = warnings
        self.container = container
        containerStyle = container.map { resolver.ancestry(of: $0).last ?? -1 } ?? -1
        // Said once per model, not per row: the container's display is the same for every cell.
        if containerStyle >= 0, resolver.styles[Int(containerStyle)].display.isGrid {
            warnings.record("display", line: container?.line ?? 0,
                            "the list container is a grid: its rows are measured as blocks as wide as the column, not in the grid's tracks")
        }
    }

    /// Readies the engine for `cell`: its selector matcher, and the container's style again if
    /// the resolver emptied its cache (only here, between cells, can it do so).
    private func startCell(_ cell: XMLNode) {
        matcher = SelectorMatcher(cellRoot: cell, container: container)
        generatedBoxes.startCell()
        if resolver.startCell() {
            containerStyle = container.map { resolver.ancestry(of: $0).last ?? -1 } ?? -1
        }
    }

    @inline(__always)
    func style(_ index: Int32) -> ComputedStyle {
        resolver.styles[Int(index)]
    }

    /// Lays out `cell` as a row of the list container, `width` px wide. A block-level row is its
    /// own formatting root, as the written site renders it (its layout is contained, see
    /// ``SiteStyle``): its children's margins stay inside it.
    func measure(_ cell: XMLNode, width: Double) -> BlockBox {
        startCell(cell)
        lineBudget = nil
        clampCut = false
        floats = FloatContext()
        let index = resolver.style(of: cell, parent: containerStyle, previous: -1, matcher: matcher)
        let cellStyle = style(index)
        if cellStyle.display == .none || cellStyle.positioning == .outOfFlow { return .empty }
        let parentIsFlex = containerStyle >= 0 && style(containerStyle).display.isFlex
        if parentIsFlex || cellStyle.display.isBlockLevel {
            return layoutBlock(cell, style: index, containingWidth: width, containingHeight: nil,
                               isFormattingRoot: true)
        }
        let strut = containerStyle >= 0 ? containerStyle : index
        // Floats in an inline row: placed as at its first line's start, and its lines beside them.
        placeFloats(in: [.element(cell, style: index)], width: width, top: 0)
        let lines = layoutInline([.element(cell, style: index)], strut: strut, width: width, lineTop: 0).height
        if !floats.space.isEmpty {
            warnings.record("float", line: cell.line, "a row that is an inline element holds floats: its height is its lines', not its floats'")
        }
        return BlockBox(height: lines, marginTop: CollapsingMargin(), marginBottom: CollapsingMargin(),
                        collapsesThrough: lines == 0)
    }

    /// The vertical padding and border of `cell`'s own box, laid out `width` px wide as a row of
    /// the list container: what separates its border-box height from its content height.
    func verticalExtras(of cell: XMLNode, width: Double) -> Double {
        startCell(cell)
        let cellStyle = style(resolver.style(of: cell, parent: containerStyle, previous: -1, matcher: matcher))
        return BoxGeometry(style: cellStyle, containingWidth: width).verticalExtras
    }

    /// The children of `node` whose style is `styleIndex`, element styles resolved, between the
    /// boxes its `::before` and `::after` generate.
    func children(of node: XMLNode, style styleIndex: Int32) -> [LayoutChild] {
        // A <progress> or <meter> draws its bar in a shadow tree of its own: its content is
        // fallback text browsers do not render, and its box is as CSS sizes it.
        // (The name is read once: every element of every row comes here.)
        let name = node.name
        if Self.drawsItsOwnContent(node, name: name) { return [] }
        // An <input> button holds one line of its label (a zero-width space stands for an
        // empty one: its line is there all the same).
        if let label = FormControl.buttonLabel(node, name: name),
           let text = generatedBoxes.box(holding: label.isEmpty ? "\u{200B}" : label).firstChild {
            return [.text(text)]
        }
        var result: [LayoutChild] = []
        let generates = resolver.generatesContent && !generatedBoxes.contains(node) && ReplacedElement(node) == nil
        if style(styleIndex).hasInsideMarker, !generatedBoxes.contains(node) { result.append(insideMarker(of: node, style: styleIndex)) }
        if generates, let before = generatedChild(.before, of: node, style: styleIndex) { result.append(before) }
        var previous: Int32 = -1
        var cursor = node.firstChild
        while let child = cursor {
            switch child.kind {
            case .element:
                previous = resolver.style(of: child, parent: styleIndex, previous: previous, matcher: matcher)
                result.append(.element(child, style: previous))
            case .text:
                result.append(.text(child))
            default:
                break
            }
            cursor = child.nextSibling
        }
        if generates, let after = generatedChild(.after, of: node, style: styleIndex) { result.append(after) }
        return result
    }

    /// Whether `node` is a `<progress>` or `<meter>`, whose content browsers do not lay out.
    static func drawsItsOwnContent(_ node: XMLNode, name: String) -> Bool {
        (name == "progress" || name == "meter") && SelectorMatcher.isHTML(node)
    }

    /// The marker box at the start of list item `node` whose marker is inside it.
    private func insideMarker(of node: XMLNode, style styleIndex: Int32) -> LayoutChild {
        let item = style(styleIndex)
        let symbolWidth = ListMarkerText.symbols[item.listMarkerType] == nil ? nil
            : ListMarkerText.symbolWidth(ascent: metrics.lineMetrics(for: item.font).ascent)
        let text = ListMarkerText.text(of: item.listMarkerType, ordinal: ListMarkerText.ordinal(of: node))
        return .element(generatedBoxes.box(holding: text), style: resolver.insideMarkerStyle(of: node, style: styleIndex, matcher: matcher, symbolWidth: symbolWidth))
    }

    /// The box `node`'s `which` pseudo-element generates, if any.
    private func generatedChild(_ which: PseudoElement, of node: XMLNode, style styleIndex: Int32) -> LayoutChild? {
        guard let index = resolver.style(of: which, of: node, style: styleIndex, matcher: matcher),
              let text = style(index).content.text(of: node) else { return nil }
        return .element(generatedBoxes.box(holding: text), style: index)
    }

    /// Whether a child takes part in block flow as a block (not as part of a line). A float
    /// is neither: it sits in the inline content around it (``placeFloats(in:width:top:)``).
    func isBlockLevel(_ child: LayoutChild) -> Bool {
        guard case .element(_, let index) = child else { return false }
        return style(index).display.isBlockLevel && style(index).floating == nil
    }

    /// Whether a child takes no room at all (`display: none`, absolutely positioned, comment-like).
    func isSkipped(_ child: LayoutChild) -> Bool {
        guard case .element(_, let index) = child else { return false }
        let childStyle = style(index)
        return childStyle.display == .none || childStyle.positioning == .outOfFlow
    }

    /// Whether a text child is only collapsible white space (no line box of its own).
    func isCollapsibleSpace(_ child: LayoutChild, parentStyle: ComputedStyle) -> Bool {
        guard case .text(let node) = child, !parentStyle.whiteSpace.preservesSpaces else { return false }
        return node.textContent.utf8.allSatisfy(CSSReader.isSpace)
    }
}

extension LayoutEngine {
    /// The computed style of `element`, a descendant of (or equal to) `cell`, as layout sees it.
    func computedStyle(of element: XMLNode, inCell cell: XMLNode) -> ComputedStyle {
        startCell(cell)
        var chain: [XMLNode] = []
        var cursor: XMLNode? = element
        while let node = cursor {
            chain.append(node)
            if node == cell { break }
            cursor = node.parent
        }
        var parent = containerStyle
        for node in chain.reversed() {
            var previous: Int32 = -1
            if node != cell, let up = node.parent {
                for sibling in up.childElements {
                    if sibling == node { break }
                    previous = resolver.style(of: sibling, parent: parent, previous: previous, matcher: matcher)
                }
            }
            parent = resolver.style(of: node, parent: parent, previous: previous, matcher: matcher)
        }
        return style(parent)
    }
}
