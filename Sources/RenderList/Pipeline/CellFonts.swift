/// What a site that carries its fonts changes in each cell before it is written, found once
/// from the template: the family lists of `style` attributes name the embedded faces
/// (``FontFamilyRewriter``), and an element with a `lang` of its own names its family list
/// again. A generic family stands for another face in another language (`sans-serif` is Noto
/// Sans CJK JP in Japanese), and the site's CSS switches it by language through custom
/// properties; but a list a row inherits from `body` was resolved there, in the page's
/// language, so the element names it again to have it resolved in its own.
struct CellFonts {
    /// Some element of the template sets a font in its `style` attribute.
    let rewritesStyleAttributes: Bool
    /// Some element of the template has a `lang`, or binds one (`rl:attr-lang`).
    let namesLanguageLists: Bool

    /// What `template`'s cells need; nil when they need nothing.
    init?(template: Template) {
        var (styles, languages) = (false, false)
        template.document.root?.forEachDescendant { node in
            guard node.isElement else { return }
            for attribute in node.attributes {
                if attribute.name == "style", attribute.namespaceURI == nil,
                   attribute.value.range(of: "font", options: .caseInsensitive) != nil { styles = true }
                if attribute.name == "lang" || attribute.name == TemplateNamespace.attributePrefix + "lang" { languages = true }
            }
        }
        guard styles || languages else { return nil }
        (rewritesStyleAttributes, namesLanguageLists) = (styles, languages)
    }

    /// Prepares measured cell `root`, whose styles `model` reads, in one walk: every family list
    /// is read before any attribute changes (the model reads `style` attributes).
    func prepare(_ root: XMLNode, model: ApproximateHeightModel) {
        var lists: [(XMLNode, String)] = []
        var styled: [XMLNode] = []
        root.forEachDescendant { element in
            guard element.isElement else { return }
            if namesLanguageLists, element.attribute("lang") != nil {
                let families = model.computedStyle(of: element, inCell: root).fontFamilies
                lists.append((element, "font-family: " + FontFamilyNames.list(families)))
            }
            if rewritesStyleAttributes { styled.append(element) }
        }
        styled.forEach(FontFamilyRewriter.rewriteStyleAttribute(of:))
        for (element, list) in lists {
            let old = (element.attribute("style") ?? "").trimmingCharacters(in: [" ", ";"])
            element.setAttribute("style", to: old.isEmpty ? list : old + ";" + list)
        }
    }
}
