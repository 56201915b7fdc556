extension ListPass {
    /// Prepares a measured cell's `style` attributes for a site that carries its fonts: their
    /// family lists name the embedded faces (``FontFamilyRewriter``), and an element with a
    /// `lang` of its own gets its family list written out. A generic family stands for another
    /// face in another language (`sans-serif` is Noto Sans CJK JP in Japanese), and the site's
    /// CSS switches it by language through custom properties; but a list a row inherits from
    /// `body` was resolved there, in the page's language, so the element names its list again
    /// to have it resolved in its own.
    func prepareFonts(of root: XMLNode) {
        // Every style is read before any attribute changes: the model reads `style` attributes.
        var lists: [(XMLNode, String)] = []
        root.forEachDescendant { element in
            guard element.isElement, element.attribute("lang") != nil else { return }
            let families = model.computedStyle(of: element, inCell: root).fontFamilies
            lists.append((element, "font-family: " + FontFamilyNames.list(families)))
        }
        if rewritesFontFamilies { FontFamilyRewriter.rewriteStyleAttributes(under: root) }
        for (element, list) in lists {
            let old = (element.attribute("style") ?? "").trimmingCharacters(in: [" ", ";"])
            element.setAttribute("style", to: old.isEmpty ? list : old + ";" + list)
        }
    }
}
