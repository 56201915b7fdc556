/// What decides the size of a form control, as Blink reads it from the element: its type, its
/// `size`, `cols` and `rows` attributes and its options' labels. The sizes themselves, which need
/// the control's font, are in ``LayoutEngine`` (`LayoutEngine+FormControls.swift`).
enum FormControl {
    /// The kinds of `<input>`, by what its `type` makes of its box.
    enum InputType: Equatable {
        /// `checkbox`, `radio`: a 13 × 13 box of the theme's.
        case toggle
        /// `range`: a slider.
        case range
        /// A one-line text field: `text`, `search`, `email`, `url`, `tel`, `password`, `number`,
        /// and a missing or unknown type (which browsers read as `text`).
        case text
        /// `hidden`: no box (the user agent style sheet sets `display: none`).
        case hidden
        /// `submit`, `reset`, `button`: an inline-block like `<button>` holding one line of its
        /// label, its `value` or else Chromium's default (`Submit`, `Reset`, nothing).
        case button(label: String)
        /// `image`, `file`, `color` and the date and time types,
        /// which draw labels, pickers or images of their own: not laid out (warned about).
        case unmodelled(String)

        /// The type of `node`, an `<input>`.
        init(_ node: XMLNode) {
            let type = FormControl.type(of: node)
            switch type {
            case "checkbox", "radio": self = .toggle
            case "range": self = .range
            case "hidden": self = .hidden
            case "submit": self = .button(label: node.attribute("value") ?? "Submit")
            case "reset": self = .button(label: node.attribute("value") ?? "Reset")
            case "button": self = .button(label: node.attribute("value") ?? "")
            case "image", "file", "color", "date", "time", "datetime-local", "month", "week":
                self = .unmodelled(type)
            default: self = .text
            }
        }
    }

    /// The `type` of `node`, an `<input>`, as browsers compare it: trimmed and lowercased, `text`
    /// when missing.
    static func type(of node: XMLNode) -> String {
        node.attribute("type").map { String(Substring($0).trimmingSpaces).lowercased() } ?? "text"
    }

    /// The label an `<input>` button shows, if `node` is one. `name`: the element's name, when
    /// the caller has it already.
    static func buttonLabel(_ node: XMLNode, name: String? = nil) -> String? {
        guard (name ?? node.name) == "input", SelectorMatcher.isHTML(node), case .button(let label) = InputType(node) else { return nil }
        return label
    }

    /// Whether `node`, a `<select>`, is a drop-down box: neither `multiple` nor a `size` above 1,
    /// which make it a list box.
    static func isMenuList(_ node: XMLNode) -> Bool {
        node.attribute("multiple") == nil && (positiveInteger(node.attribute("size")) ?? 1) <= 1
    }

    /// How many average characters wide a text field is: its `size` (20 when missing, 0 or
    /// invalid). A number field ignores `size`: it is as wide as the longest of its `min` and
    /// `max` (with the decimals of its `step`) and its spin button (`withSpinButton`) when both are
    /// numbers, else 20 characters, as Blink's number input sizes itself.
    static func fieldCharacters(_ node: XMLNode) -> (count: Int, withSpinButton: Bool) {
        guard type(of: node) == "number" else {
            return (positiveInteger(node.attribute("size")) ?? 20, false)
        }
        let step = node.attribute("step").map { String(Substring($0).trimmingSpaces) }
        guard step?.lowercased() != "any", let minimum = node.attribute("min").flatMap(decimalText),
              let maximum = node.attribute("max").flatMap(decimalText) else { return (20, false) }
        let decimals = step.flatMap(decimalText).map { text in
            text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        } ?? 0
        let digits = { (text: String) in (text.firstIndex(of: ".").map { String(text[..<$0]) } ?? text).count }
        let width = max(digits(minimum), digits(maximum)) + (decimals > 0 ? decimals + 1 : 0)
        return (max(width, 1), true)
    }

    /// The width Chromium's theme gives a number field's spin button on Linux, in px.
    static let spinButtonWidth = 15.0

    /// A valid floating-point number as HTML reads it, without exponent (nil otherwise).
    private static func decimalText(_ text: String) -> String? {
        let trimmed = String(Substring(text).trimmingSpaces)
        guard Double(trimmed)?.isFinite == true,
              trimmed.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "-" }) else { return nil }
        return trimmed
    }

    /// A `<textarea>`'s `cols` (20 by default) and `rows` (2 by default).
    static func textAreaGrid(_ node: XMLNode) -> (columns: Int, rows: Int) {
        (positiveInteger(node.attribute("cols")) ?? 20, positiveInteger(node.attribute("rows")) ?? 2)
    }

    /// The labels a drop-down `<select>` is sized by, in order: each option's `label`, or else its
    /// text, with white space stripped and collapsed; an option in an `<optgroup>` is indented
    /// by four spaces, as Blink measures it.
    static func optionLabels(of select: XMLNode) -> [String] {
        var labels: [String] = []
        for child in select.childElements where SelectorMatcher.isHTML(child) {
            if child.name == "option" {
                labels.append(label(of: child))
            } else if child.name == "optgroup" {
                for option in child.childElements where option.name == "option" && SelectorMatcher.isHTML(option) {
                    labels.append("    " + label(of: option))
                }
            }
        }
        return labels
    }

    /// Whether the first family of `families` is one whose fonts' OS/2 average width Blink
    /// distrusts (Apple fonts, listed by Blink for every platform): text fields in it are sized
    /// by the width of `0` instead.
    static func distrustsAverageWidth(_ families: [String]) -> Bool {
        guard let first = families.first else { return true }
        return familiesWithInvalidAverageWidth.contains(first)
    }

    /// The scrollbar Chromium's theme gives a `<textarea>` on Linux, in px.
    static let scrollbarThickness = 15.0

    private static func label(of option: XMLNode) -> String {
        if let label = option.attribute("label").map(collapsed), !label.isEmpty { return label }
        return collapsed(option.textContent)
    }

    /// `text` with HTML white space stripped from its ends and each run inside made one space.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
            .joined(separator: " ")
    }

    /// An HTML non-negative integer attribute greater than 0 (leading spaces allowed, digits,
    /// anything after ignored); nil when missing, 0 or invalid.
    private static func positiveInteger(_ text: String?) -> Int? {
        guard let text else { return nil }
        var digits = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        if digits.first == "+" { digits = digits.dropFirst() }
        let prefix = digits.prefix { ("0"..."9").contains($0) }.prefix(9)
        guard let value = Int(prefix), value > 0 else { return nil }
        return value
    }

    private static let familiesWithInvalidAverageWidth: Set<String> = [
        "American Typewriter", "Arial Hebrew", "Chalkboard", "Cochin", "Corsiva Hebrew", "Courier",
        "Euphemia UCAS", "Geneva", "Gill Sans", "Hei", "Helvetica", "Hoefler Text", "InaiMathi", "Kai",
        "Lucida Grande", "Marker Felt", "Monaco", "Mshtakan", "New Peninim MT", "Osaka", "Raanana", "STHeiti",
        "Symbol", "Times", "Apple Braille", "Apple LiGothic", "Apple LiSung", "Apple Symbols", "AppleGothic",
        "AppleMyungjo", "#GungSeo", "#HeadLineA", "#PCMyungjo", "#PilGi",
    ]
}
