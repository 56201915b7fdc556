extension Binder {
    /// `rl:attr-NAME="key"`: sets NAME from the key, or removes NAME when the key has no value.
    /// URLs pass ``URLPolicy``; images named by rows are copied into the site; `style` takes
    /// only plain property values. Returns false when the element must leave the cell (an
    /// `<img>` whose image file is missing).
    func bindAttribute(_ name: String, key: String, on element: XMLNode, scope: BindingScope, context: BindingContext) -> Bool {
        guard let value = value(key, in: scope), !value.isEmpty else {
            element.removeAttribute(name)
            if name.lowercased() == "alt", element.name == "img" { reportImageWithoutAlt(element, key: key, context: context) }
            return true
        }
        let text = TextSanitizer.clean(formatter.attributeText(value, format: nil))
        let attribute = name.lowercased()
        if let safe = safeValue(text, attribute: attribute, element: element, key: key, context: context) {
            element.setAttribute(name, to: safe)
            return true
        }
        element.removeAttribute(name)
        return !Self.requiresURL(element.name.lowercased(), attribute)
    }

    /// Elements that are invalid, or useless, without the URL attribute: when data gives a
    /// URL that is dropped, they leave the cell, as an `<img>` without its image does.
    static func requiresURL(_ element: String, _ attribute: String) -> Bool {
        switch (element, attribute) {
        case ("img", "src"), ("track", "src"), ("object", "data"), ("embed", "src"), ("source", "src"), ("source", "srcset"),
             ("area", "href"):
            true
        default:
            false
        }
    }

    private func safeValue(_ text: String, attribute: String, element: XMLNode, key: String, context: BindingContext) -> String? {
        let isImage = element.name == "img" || element.name == "source"
        switch attribute {
        case "src" where isImage:
            return imageSource(text, element: element, key: key, context: context)
        case "srcset":
            // Width descriptors need a sizes attribute beside them (HTML): without one, only
            // density candidates are kept.
            return URLPolicy.sanitizeSourceSet(text, allowsWidths: element.attribute("sizes") != nil)
        case "style":
            return safeStyle(text, key: key, context: context)
        case _ where URLPolicy.urlAttributes.contains(attribute):
            guard let url = URLPolicy.sanitize(text), attribute != "ping" || URLPolicy.isHTTP(url) else {
                reportUnsafeURL(text, key: key, context: context)
                return nil
            }
            return url
        case "id":
            // An id holds no white space (HTML): each run of it becomes one hyphen.
            let id = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{C}" })
                .joined(separator: "-")
            return id.isEmpty ? nil : id
        default:
            return text
        }
    }

    /// Where an `<img>` whose `src` is bound to `text` points, or why it points nowhere.
    enum ImageSource {
        case url(String)
        /// A URL ``URLPolicy`` refuses.
        case unsafe
        /// A file named relative to the data file that is not there (`name`, as written).
        case missing(name: String)
    }

    /// The `src` that `rl:attr-src` gives an `<img>` for `text`, found as binding finds it but
    /// reporting nothing. An image named relative to the data file is copied into the site.
    func imageSource(of text: String) -> ImageSource {
        guard let url = URLPolicy.sanitize(text, allowImageData: true) else { return .unsafe }
        guard URLPolicy.isRelativePath(url) else { return .url(url) }
        // The file is looked up by the name as written; the store hands out its URL escaped.
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return assets.imageURL(for: name).map { .url($0) } ?? .missing(name: name)
    }

    /// The `src` of an `<img>` bound to the non-empty `value`, when the image stays in the cell
    /// (nil: the URL is refused, or the file is missing, which binding reports).
    func keptImageSource(of value: DataValue) -> String? {
        guard case .url(let url) = imageSource(of: TextSanitizer.clean(formatter.attributeText(value, format: nil))) else {
            return nil
        }
        return url
    }

    /// An image named relative to the data file is copied into the site; a missing one is a
    /// warning and its `<img>` leaves the cell, so that the layout closes the gap.
    private func imageSource(_ text: String, element: XMLNode, key: String, context: BindingContext) -> String? {
        let name: String
        switch imageSource(of: text) {
        case .url(let url): return url
        case .unsafe:
            reportUnsafeURL(text, key: key, context: context)
            return nil
        case .missing(let missing): name = missing
        }
        let row = context.row.map { "Row \($0.index)" } ?? "A section"
        warnings.report(RenderWarning(
            location: context.row?.location, rowIndex: context.row?.index, key: key + "\u{0}" + name,
            message: "\(row) names the image \(DataValue.quoted(name)) under the key \"\(key)\", but there is no such file next to the data file. The row is rendered without it."
        ), kind: "missing-image")
        return nil
    }

    /// A style value from data may not open a URL, an expression, a new declaration or a block.
    private func safeStyle(_ text: String, key: String, context: BindingContext) -> String? {
        let lowered = text.lowercased()
        // Quotes too: image-set("…") and src("…") load a URL without url(.
        let forbidden = ["url(", "expression(", ";", "{", "}", "\\", "<", "@import", "/*", "\"", "'", "image-set(", "src("]
        guard forbidden.contains(where: lowered.contains) else { return text }
        let row = context.row.map { "Row \($0.index)" } ?? "A section"
        warnings.report(RenderWarning(
            location: context.row?.location, rowIndex: context.row?.index, key: key,
            message: "\(row): the style value \(DataValue.quoted(text)) under the key \"\(key)\" holds url(, expression(, image-set(, a quote, a semicolon, a brace or a backslash, so it was left out (this is reported once per key)."
        ), kind: "unsafe-style")
        return nil
    }
}
