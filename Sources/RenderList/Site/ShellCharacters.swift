/// The characters a page draws outside its rows: the template's own text outside the list (the
/// site title, headers and footers, the empty-list notice), the pager's labels and numbers and
/// the not-found notice. The faces the site carries keep them too (``FontEmbedding``), so that a
/// heading is not drawn half in an embedded face and half in a font of the visitor's.
enum ShellCharacters {
    /// Text render-list itself writes into pages: ``PagerHTML``'s labels, page numbers, the
    /// default empty-list notice and the not-found page's notice.
    static let written = "First Previous Next Last … 0123456789 This list is empty. There is no page at this address. Go to the first page."

    /// The characters of `template`'s page shell and of ``written``.
    static func of(_ template: Template) -> ScalarSet {
        var set = ScalarSet()
        for scalar in written.unicodeScalars { set.insert(scalar.value) }
        template.document.root?.forEachDescendant { node in
            guard node.kind == .text, isShellText(node, template: template) else { return }
            for scalar in node.textContent.unicodeScalars { set.insert(scalar.value) }
        }
        return set
    }

    /// Text outside the list container (but in its empty notice) and outside `<style>` and
    /// `<script>`.
    private static func isShellText(_ node: XMLNode, template: Template) -> Bool {
        var cursor = node.parent
        while let element = cursor {
            if element == template.emptyNotice { return true }
            if element == template.container || element.name == "style" || element.name == "script" { return false }
            cursor = element.parent
        }
        return true
    }
}
