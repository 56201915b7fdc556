/// The elements Blink lays out as replaced boxes, sized by CSS, their `width` and `height`
/// attributes and a natural size of their own: images (their file's), and the others a row's
/// cell may hold, whose content the layout never reads.
enum ReplacedElement {
    case image
    /// `<video>`: 300 × 150 until its media loads, with no ratio of its own.
    case video
    /// `<canvas>`: its `width` and `height` attributes (300 and 150 by default).
    case canvas
    /// `<iframe>`: 300 × 150 inside the browser's 2 px border.
    case frame
    /// An outermost `<svg>` (with or without its namespace): its `width` and `height`
    /// attributes when they are lengths, its `viewBox`'s ratio, or 300 × 150.
    case svg
    /// `<input type="checkbox">` and `type="radio"`: 13 × 13, as Chromium's theme draws them on
    /// Linux (the user agent's margins around them are in ``UserAgentStyles``).
    case toggle
    /// `<input type="range">`: 129 × 16, its track as Chromium's theme draws it on Linux.
    case slider
    /// A one-line text field (`<input>` of type text, search, email, url, tel, password or
    /// number, or of no or an unknown type): sized by its font (``FormControl``).
    case textField
    /// `<textarea>`: `cols` average characters wide and `rows` lines tall.
    case textArea
    /// A drop-down `<select>` (without `multiple` and with a `size` of at most 1): as wide as
    /// its widest option and one line of its font tall.
    case menuList

    /// The kind of `node`, if it is laid out as a replaced box.
    init?(_ node: XMLNode) {
        guard node.isElement else { return nil }
        if SelectorMatcher.isHTML(node) {
            switch node.name {
            case "img": self = .image
            case "video": self = .video
            case "canvas": self = .canvas
            case "iframe": self = .frame
            // An <svg> written without its namespace in the template: the written HTML page puts
            // it in SVG's, as a browser's parser does.
            case "svg" where node.parent?.name != "svg": self = .svg
            case "input":
                switch FormControl.InputType(node) {
                case .toggle: self = .toggle
                case .range: self = .slider
                case .text: self = .textField
                default: return nil
                }
            case "textarea": self = .textArea
            case "select" where FormControl.isMenuList(node): self = .menuList
            default: return nil
            }
        } else if node.name == "svg", node.namespaceURI == XHTML.svgNamespace, node.parent?.namespaceURI != XHTML.svgNamespace {
            self = .svg
        } else {
            return nil
        }
    }

    /// Whether this is a form control (which has no `width` or `height` attribute).
    var isControl: Bool {
        switch self {
        case .toggle, .slider, .textField, .textArea, .menuList: true
        default: false
        }
    }

    /// The natural size of `node` of this kind (images and controls sized by their font: none
    /// here, the layout finds it).
    func naturalSize(of node: XMLNode, fontSize: Double) -> NaturalSize? {
        let defaultSize = NaturalSize.defaultObjectSize
        switch self {
        case .image, .textField, .textArea, .menuList: return nil
        case .slider: return NaturalSize(width: 129, height: 16, ratio: nil)
        case .video, .frame: return NaturalSize(width: defaultSize.width, height: defaultSize.height, ratio: nil)
        case .toggle: return NaturalSize(width: 13, height: 13, ratio: nil)
        case .canvas:
            return NaturalSize(width: Self.canvasSize(node.attribute("width")) ?? defaultSize.width,
                               height: Self.canvasSize(node.attribute("height")) ?? defaultSize.height)
        case .svg:
            let width = Self.svgLength(node.attribute("width"), fontSize: fontSize, containing: nil)
            let height = Self.svgLength(node.attribute("height"), fontSize: fontSize, containing: nil)
            let ratio = Self.viewBoxRatio(node.attribute("viewBox"))
                ?? width.flatMap { width in height.flatMap { $0 > 0 ? width / $0 : nil } }
            if width == nil, height == nil, ratio == nil {
                return NaturalSize(width: defaultSize.width, height: defaultSize.height, ratio: nil)
            }
            return NaturalSize(width: width, height: height, ratio: ratio)
        }
    }

    /// The `width` or `height` attribute of `node` as the size it sets where CSS sets none:
    /// an outermost `<svg>`'s may be any length or a percentage of `containing`.
    func attributeLength(_ text: String?, fontSize: Double, containing: Double?) -> Double? {
        self == .svg ? Self.svgLength(text, fontSize: fontSize, containing: containing) : LayoutEngine.htmlLength(text)
    }

    /// A canvas dimension: a non-negative integer (anything else is the default).
    private static func canvasSize(_ text: String?) -> Double? {
        guard let text, let value = Int(Substring(text).trimmingSpaces), value >= 0 else { return nil }
        return Double(value)
    }

    /// An SVG length attribute in px: a number, px, em or a percentage of `containing`.
    private static func svgLength(_ text: String?, fontSize: Double, containing: Double?) -> Double? {
        guard let text = text.map({ String(Substring($0).trimmingSpaces).lowercased() }), !text.isEmpty else { return nil }
        let number = text.prefix { ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "+" }
        guard let value = Double(number), value >= 0 else { return nil }
        switch text.dropFirst(number.count) {
        case "", "px": return value
        case "em": return value * fontSize
        case "%": return containing.map { value * $0 / 100 }
        default: return nil
        }
    }

    /// Width / height of a `viewBox` (`min-x min-y width height`), when both are positive.
    private static func viewBoxRatio(_ text: String?) -> Double? {
        guard let text else { return nil }
        let numbers = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }.compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return numbers[2] / numbers[3]
    }
}
