/// The author CSS of a template: the rules of its `<style>` elements (in order) and its
/// `@font-face` rules, with the warnings found while parsing.
struct Stylesheet: Sendable {
    /// Qualified rules in cascade order (rules inside matching `@media` blocks included).
    private(set) var rules: [StyleRule] = []
    /// `@font-face` rules, for the stage that embeds fonts.
    private(set) var fontFaces: [FontFace] = []
    /// Structural problems: skipped `@media`, unsupported selectors, malformed rules.
    private(set) var warnings: [LayoutWarning] = []
    /// The screen `@media` queries were evaluated for.
    let environment: MediaEnvironment
    /// Whether each `@media` block (and `<style media>`) matched, in order.
    private(set) var mediaOutcomes: [Bool] = []
    /// The viewport widths at which some `@media` outcome may change, unsorted.
    private(set) var breakpoints: [MediaBreakpoint] = []
    /// Whether some value is in viewport units (`vw`, `vh`, `vmin`, `vmax` and their
    /// small/large/dynamic kin): styles then change with every viewport width.
    private(set) var usesViewportUnits = false

    /// An empty stylesheet.
    init(environment: MediaEnvironment = MediaEnvironment()) {
        self.environment = environment
    }

    /// Parses `text`, the content of one `<style>` element whose first line is template line
    /// `startLine`.
    init(parsing text: String, startLine: Int = 1, environment: MediaEnvironment = MediaEnvironment()) {
        self.environment = environment
        append(parsing: text, startLine: startLine)
    }

    /// Parses `text` (another `<style>` element) and appends its rules after the current ones.
    mutating func append(parsing text: String, startLine: Int) {
        var parser = StylesheetParser(text, startLine: startLine, environment: environment)
        parser.parseStylesheet()
        rules += parser.rules
        fontFaces += parser.fontFaces
        mediaOutcomes += parser.mediaOutcomes
        breakpoints += parser.breakpoints
        usesViewportUnits = usesViewportUnits || ViewportUnits.appears(in: text)
        warnings += parser.warnings.warnings
    }

    /// The stylesheet made of every XHTML `<style>` element under `root`, in document order.
    static func collect(from root: XMLNode, environment: MediaEnvironment = MediaEnvironment()) -> Stylesheet {
        var sheet = Stylesheet(environment: environment)
        root.forEachDescendant { node in
            guard node.isElement, node.name == "style", node.namespaceURI == XHTML.namespace else { return }
            if let media = node.attribute("media") {
                sheet.breakpoints += MediaQuery.widthBreakpoints(media)
                let matches = MediaQuery.evaluate(media, in: environment) == .matches
                sheet.mediaOutcomes.append(matches)
                if !matches { return }
            }
            sheet.append(parsing: node.textContent, startLine: node.line)
        }
        return sheet
    }

    /// The declarations of a `style="…"` attribute on an element at template line `line`.
    static func inlineDeclarations(_ text: String, line: Int, warnings: LayoutWarningLog) -> [CSSDeclaration] {
        var parser = StylesheetParser(text, startLine: line, environment: MediaEnvironment())
        let declarations = parser.parseDeclarationList()
        warnings.record(contentsOf: parser.warnings.warnings)
        return declarations
    }
}

/// XHTML names.
enum XHTML {
    static let namespace = "http://www.w3.org/1999/xhtml"
    /// SVG's namespace, which a browser's HTML parser gives an `<svg>` and what it holds.
    static let svgNamespace = "http://www.w3.org/2000/svg"
}
