/// The attributes of HTML tables that style them as CSS would, as Chromium reads them
/// (`HTMLTableElement`, `HTMLTableCellElement`, `HTMLTableRowElement`, `HTMLTableColElement`): presentational hints,
/// below every author rule. `<table cellpadding="0" cellspacing="0" width="85%">` and
/// `<td valign="top" nowrap>` are how many real list pages (Hacker News among them) lay out.
enum PresentationalHints {
    /// The declarations `element`'s attributes (and, for a cell, its table's) stand for.
    static func declarations(of element: XMLNode) -> [CSSDeclaration] {
        guard SelectorMatcher.isHTML(element) else { return [] }
        var hints: [(String, String)] = []
        switch element.name {
        case "table":
            hints += dimension("width", of: element) + dimension("height", of: element)
            if let spacing = pixels(element.attribute("cellspacing")) { hints.append(("border-spacing", "\(spacing)px")) }
            if let border = tableBorder(element) {
                hints += [("border-width", "\(border)px"), ("border-style", border > 0 ? "outset" : "none")]
            }
        case "td", "th":
            hints += dimension("width", of: element, positive: true) + dimension("height", of: element, positive: true)
            if element.attribute("nowrap") != nil { hints.append(("white-space", "nowrap")) }
            hints += alignment(of: element)
            if let table = table(of: element) {
                if let padding = pixels(table.attribute("cellpadding")) { hints.append(("padding", "\(padding)px")) }
                if let border = tableBorder(table), border > 0 { hints += [("border-width", "1px"), ("border-style", "inset")] }
            }
        case "col", "colgroup":
            hints += dimension("width", of: element)
        case "tr", "tbody", "thead", "tfoot":
            hints += alignment(of: element)
            if element.name == "tr" { hints += dimension("height", of: element) }
        default: break
        }
        return hints.map { CSSDeclaration(property: $0.0, value: $0.1, important: false, line: element.line) }
    }

    private static let tableElements: Set<String> = ["table", "td", "th", "tr", "tbody", "thead", "tfoot", "col", "colgroup"]

    /// What ``declarations(of:)`` reads of `element` (whose local name is `name`, read once for
    /// the whole style key), for its style's cache key; nil: nothing.
    static func key(of element: XMLNode, name: String) -> String? {
        guard tableElements.contains(name), SelectorMatcher.isHTML(element) else { return nil }
        let own = ["width", "height", "cellspacing", "cellpadding", "border", "nowrap", "valign"].map { element.attribute($0) ?? "\u{0}" }
        let table = name == "td" || name == "th" ? self.table(of: element) : nil
        let inherited = ["cellpadding", "border"].map { table?.attribute($0) ?? "\u{0}" }
        return (own + inherited).joined(separator: "\u{1}")
    }

    /// `valign` as `vertical-align`.
    private static func alignment(of element: XMLNode) -> [(String, String)] {
        guard let value = element.attribute("valign")?.lowercased(),
              ["top", "middle", "bottom", "baseline"].contains(value) else { return [] }
        return [("vertical-align", value)]
    }

    /// `width="85%"` or `width="120"` as CSS (HTML's rules for dimension values: digits, then an
    /// optional fraction and `%`; anything after is ignored); a zero cell width is no hint.
    private static func dimension(_ name: String, of element: XMLNode, positive: Bool = false) -> [(String, String)] {
        guard let text = element.attribute(name)?.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }) else { return [] }
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard let value = Double(number), !positive || value > 0 else { return [] }
        let isPercent = text.dropFirst(number.count).first == "%"
        return [(name, "\(value)" + (isPercent ? "%" : "px"))]
    }

    /// A non-negative whole number of px (`cellpadding="4"`); nil when the attribute has none.
    private static func pixels(_ text: String?) -> Int? {
        guard let text, case let digits = Substring(text).trimmingSpaces.prefix(while: { $0.isASCII && $0.isNumber }),
              !digits.isEmpty else { return nil }
        return Int(digits.prefix(6))
    }

    /// The width `border` gives a table: its number, 1 when empty or not a number; nil without it.
    private static func tableBorder(_ table: XMLNode) -> Int? {
        guard let text = table.attribute("border") else { return nil }
        return pixels(text) ?? 1
    }

    /// The table a cell belongs to.
    private static func table(of cell: XMLNode) -> XMLNode? {
        var cursor = cell.parent
        while let node = cursor, node.isElement {
            if node.name == "table" { return node }
            cursor = node.parent
        }
        return nil
    }
}
