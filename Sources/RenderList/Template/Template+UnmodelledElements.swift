extension Template {
    /// HTML elements in the prototypes that browsers draw with boxes of their own, which the
    /// height model does not lay out, as warnings (once per element): form controls,
    /// `<details>` (closed, or the marker of its `<summary>`), `<ruby>` annotations and `srcset`
    /// candidates. Their rows may be off; the message says what the model does.
    var unmodelledElementWarnings: [RenderWarning] {
        var warnings: [RenderWarning] = []
        forEachPrototypeElement { element in
            guard SelectorMatcher.isHTML(element), let what = Self.unmodelled(element) else { return }
            warnings.append(RenderWarning(
                location: SourceLocation(path: path, line: element.line), key: "<\(element.name)>",
                message: "The height model does not lay out <\(element.name)> as browsers do: \(what). Row heights may be off where it appears."))
        }
        return warnings
    }

    /// What the model does with `element` instead of what a browser draws, if they differ.
    private static func unmodelled(_ element: XMLNode) -> String? {
        switch element.name {
        case "input":
            if case .unmodelled(let type) = FormControl.InputType(element) {
                "an <input type=\"\(type)\"> draws a picker or image of its own, which gets no size"
            } else {
                nil
            }
        case "select" where !FormControl.isMenuList(element):
            "a list box (`multiple`, or a `size` above 1) gets no size; drop-down boxes are laid out"
        case "details" where element.attribute("open") == nil:
            "a closed <details> shows only its <summary>, but all its content is laid out"
        case "summary" where element.parent?.name == "details":
            "the disclosure triangle that starts its first line takes no room"
        case "ruby":
            "its annotations (<rt>) are laid out as text beside the base text, not above it, so its line is not as tall as in browsers and may break elsewhere"
        case "img" where Self.hasSourceSet(element), "source" where Self.hasSourceSet(element):
            "its srcset candidates are neither copied into the site nor measured (layout reads the src image's size)"
        default:
            nil
        }
    }

    /// Whether `element` has a `srcset`, or binds one (`rl:attr-srcset`).
    private static func hasSourceSet(_ element: XMLNode) -> Bool {
        element.attributes.contains { attribute in
            attribute.namespaceURI == TemplateNamespace.uri
                ? attribute.name == TemplateNamespace.attributePrefix + "srcset" : attribute.name == "srcset"
        }
    }
}
