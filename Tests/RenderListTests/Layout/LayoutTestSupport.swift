@testable import RenderList

/// Text metrics where every character (spaces included) is 10 px wide at any size, ascent is
/// 0.8 em and descent 0.2 em: expected heights can be worked out by hand.
final class FixedMetrics: TextMeasuring {
    func lineMetrics(for font: FontDescription) -> FontLineMetrics {
        FontLineMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineGap: 0)
    }

    func advance(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, font: FontDescription, handle: Int) -> Double {
        Double(UTF8Scalars.count(utf8)) * 10
    }
}

/// A template with a style sheet, a `.list` container holding one prototype cell, and a
/// model built the way render-list builds it.
final class LayoutFixture {
    let document: XMLDocument
    let scratch = XMLDocument()
    let container: XMLNode
    let stylesheet: Stylesheet
    let model: ApproximateHeightModel
    private var fragments: [XMLFragment] = []

    /// The base CSS every fixture starts with: 10 px text on 20 px lines, no body margin.
    static let baseCSS = "body { margin: 0 } .list { font-size: 10px; line-height: 20px }\n"

    /// - Parameter lang: the `lang` attribute of the template's `html` element, if any.
    init(css: String, cell: String, base: Bool = true, metrics: any TextMeasuring = FixedMetrics(),
         imageSize: @escaping ImageSizeLookup = { _ in nil }, lang: String? = nil) throws {
        let sheet = (base ? Self.baseCSS : "\n") + css
        let language = lang.map { " lang=\"\($0)\"" } ?? ""
        let xhtml = """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list"\(language)><head><style>
        \(sheet)
        </style></head><body><main><div class="list" id="list">\(cell)</div></main></body></html>
        """
        document = try XMLDocument.parse(bytes: Array(xhtml.utf8), path: "template.xhtml")
        guard let list = Self.find(document.root!, id: "list") else { preconditionFailure("no .list") }
        container = list
        stylesheet = Stylesheet.collect(from: document.root!)
        model = ApproximateHeightModel(stylesheet: stylesheet, container: list, metrics: metrics,
                                       imageSize: imageSize)
    }

    /// A detached deep copy of the prototype (the container's first element child).
    func cell() -> XMLNode {
        let fragment = scratch.copy(of: container.childElements[0])
        fragments.append(fragment)
        return fragment.node
    }

    func measure(width: Double = 200) -> RowMeasurement {
        model.measure(cell(), width: width)
    }

    func height(width: Double = 200) -> Double {
        model.height(of: cell(), width: width)
    }

    /// The computed style of the element with `id` inside a fresh copy of the cell.
    func style(id: String) -> ComputedStyle {
        let root = cell()
        guard let element = Self.find(root, id: id) else { preconditionFailure("no #\(id)") }
        return model.computedStyle(of: element, inCell: root)
    }

    static func find(_ root: XMLNode, id: String) -> XMLNode? {
        var found: XMLNode?
        root.forEachDescendant { node in
            if found == nil, node.isElement, node.attribute("id") == id { found = node }
        }
        return found
    }
}
