extension PropertyTable {
    /// `display`, sizes, `box-sizing`, `overflow`, positioning, line clamp.
    static let boxHandlers: [String: PropertyHandler] = {
        let none: Set<String> = ["none"], auto: Set<String> = ["auto"]
        return [
            "display": displayHandler,
            "position": keywordHandler(\.positioning, [
                "static": .inFlow, "relative": .inFlow, "sticky": .inFlow,
                "absolute": .outOfFlow, "fixed": .outOfFlow,
            ]),
            "width": dimensionHandler(\.width, autoWords: auto),
            "height": dimensionHandler(\.height, autoWords: auto),
            "min-width": dimensionHandler(\.minWidth, autoWords: auto),
            "min-height": dimensionHandler(\.minHeight, autoWords: auto),
            "max-width": dimensionHandler(\.maxWidth, autoWords: none),
            "max-height": dimensionHandler(\.maxHeight, autoWords: none),
            "box-sizing": keywordHandler(\.boxSizing, ["content-box": .contentBox, "border-box": .borderBox]),
            "overflow": overflowHandler(x: true, y: true),
            "overflow-x": overflowHandler(x: true, y: false),
            "overflow-y": overflowHandler(x: false, y: true),
            "-webkit-line-clamp": lineClampHandler,
            "contain": containHandler,
            "-webkit-box-orient": keywordHandler(\.boxOrientVertical, [
                "vertical": true, "horizontal": false, "block-axis": true, "inline-axis": false,
            ]),
            "text-overflow": keywordHandler(\.textOverflowEllipsis, ["clip": false, "ellipsis": true]),
            "aspect-ratio": aspectRatioHandler,
            "appearance": appearanceHandler,
            "-webkit-appearance": appearanceHandler,
            "float": keywordHandler(\.floating, [
                "none": nil, "left": .left, "right": .right, "inline-start": .left, "inline-end": .right,
            ]),
            "clear": keywordHandler(\.clear, [
                "none": .none, "left": .left, "right": .right, "both": .both,
                "inline-start": .left, "inline-end": .right,
            ]),
            // baseline, sub, super and middle (of images and inline-blocks) are laid out; other
            // values are warned about and set on the baseline.
            "vertical-align": verticalAlignHandler,
            "hyphens": approximatingHandler(accepting: ["none", "manual"], "words are not hyphenated"),
            "list-style-position": listStyleHandler(shorthand: false),
            "list-style": listStyleHandler(shorthand: true),
            "list-style-type": listStyleTypeHandler,
        ]
    }()

    private static let displays: [String: Display] = [
        "none": .none, "block": .block, "inline": .inline, "inline-block": .inlineBlock,
        "flex": .flex, "inline-flex": .inlineFlex, "flow-root": .flowRoot, "list-item": .block,
        "grid": .grid, "inline-grid": .inlineGrid,
        "-webkit-box": .webkitBox,
        "table": .table, "table-row-group": .tableRowGroup, "table-header-group": .tableRowGroup,
        "table-footer-group": .tableRowGroup, "table-row": .tableRow, "table-cell": .tableCell,
        "table-caption": .tableCaption, "table-column": .tableColumn, "table-column-group": .tableColumnGroup,
    ]

    /// `display`; `list-item` is a block that also has a marker (``ComputedStyle/hasListMarker``).
    private static let displayHandler = PropertyHandler(
        apply: { style, values, _ in
            guard let word = keyword(values), let display = displays[word] else { return .unsupported }
            (style.display, style.isListItem) = (display, word == "list-item")
            return .applied
        },
        inherit: { from, to in (to.display, to.isListItem) = (from.display, from.isListItem) }
    )

    /// `list-style-type`: whether list items have a marker (its kind draws on the same line).
    private static let listStyleTypeHandler = PropertyHandler(
        apply: { style, values, _ in
            style.listMarkerNone = keyword(values) == "none"
            if let word = keyword(values), let text = ListMarkerText.first(of: word) {
                (style.listMarkerText, style.listMarkerType) = (text, word)
            }
            return .applied
        },
        inherit: { from, to in
            (to.listMarkerNone, to.listMarkerText, to.listMarkerType) = (from.listMarkerNone, from.listMarkerText, from.listMarkerType)
        }
    )

    /// `list-style-position` and `list-style`: a marker inside the list item is an inline box
    /// at the start of its first line (``ListMarkerText/text(of:ordinal:)``).
    static func listStyleHandler(shorthand: Bool) -> PropertyHandler {
        PropertyHandler(
            apply: { style, values, _ in
                let inside = values.contains { if case .ident("inside") = $0 { true } else { false } }
                // The shorthand sets the type too: `none`, or else a marker.
                if shorthand {
                    style.listMarkerNone = values.contains { if case .ident("none") = $0 { true } else { false } }
                    for case .ident(let word) in values where !["inside", "outside", "none"].contains(word) {
                        if let text = ListMarkerText.first(of: word) { (style.listMarkerText, style.listMarkerType) = (text, word) }
                    }
                    style.listMarkerInside = inside
                    return .applied
                }
                guard let word = keyword(values), word == "inside" || word == "outside" else { return .unsupported }
                style.listMarkerInside = inside
                return .applied
            },
            inherit: { from, to in
                to.listMarkerInside = from.listMarkerInside
                if shorthand {
                    (to.listMarkerNone, to.listMarkerText, to.listMarkerType) = (from.listMarkerNone, from.listMarkerText, from.listMarkerType)
                }
            }
        )
    }

    /// `appearance`: `none` takes the theme's look, and with it the sizes the theme gives a
    /// drop-down box or a checkbox; every other value keeps the control's own (`auto`).
    private static let appearanceHandler = keywordHandler(\.appearanceNone, [
        "none": true, "auto": false, "menulist": false, "menulist-button": false, "textfield": false,
        "textarea": false, "button": false, "checkbox": false, "radio": false, "searchfield": false,
        "listbox": false, "push-button": false, "square-button": false, "slider-horizontal": false,
    ])

    private static func overflowHandler(x: Bool, y: Bool) -> PropertyHandler {
        let words: Set<String> = ["visible", "hidden", "clip", "auto", "scroll", "overlay"]
        return PropertyHandler(
            apply: { style, values, _ in
                let words = values.compactMap { value -> String? in
                    if case .ident(let word) = value, words.contains(word) { return word }
                    return nil
                }
                guard words.count == values.count, (1...2).contains(words.count) else { return .unsupported }
                let scrolls = { (word: String) in word != "visible" && word != "clip" }
                if x {
                    (style.overflowXVisible, style.overflowXScrolls) = (words[0] == "visible", scrolls(words[0]))
                    style.overflowXAlwaysScrolls = words[0] == "scroll"
                }
                let yWord = words[x ? words.count - 1 : 0]
                if y {
                    (style.overflowYVisible, style.overflowYScrolls) = (yWord == "visible", scrolls(yWord))
                    style.overflowYHidden = yWord == "hidden" || yWord == "clip"
                }
                return .applied
            },
            inherit: { from, to in
                if x {
                    (to.overflowXVisible, to.overflowXScrolls) = (from.overflowXVisible, from.overflowXScrolls)
                    to.overflowXAlwaysScrolls = from.overflowXAlwaysScrolls
                }
                if y {
                    (to.overflowYVisible, to.overflowYScrolls) = (from.overflowYVisible, from.overflowYScrolls)
                    to.overflowYHidden = from.overflowYHidden
                }
            }
        )
    }

    /// `vertical-align`: baseline, sub, super, lengths, and middle, text-top and text-bottom (of
    /// images and inline-blocks) are laid out; percentages, top and bottom are warned about and
    /// set on the baseline.
    private static let verticalAlignHandler = PropertyHandler(
        apply: { style, values, resolver in
            let keywords: [String: VerticalAlign] = ["baseline": .baseline, "sub": .sub, "super": .superscript, "middle": .middle,
                                                     "text-top": .textTop, "text-bottom": .textBottom,
                                                     "top": .top, "bottom": .bottom]
            if let word = keyword(values), let value = keywords[word] {
                style.verticalAlign = value
                return .applied
            }
            if values.count == 1, let length = resolver.length(values[0]), length.isFinite {
                style.verticalAlign = length == 0 ? .baseline : .length(length)
                return .applied
            }
            style.verticalAlign = .baseline
            return .approximated("laid out on the baseline")
        },
        inherit: { from, to in to.verticalAlign = from.verticalAlign }
    )

    /// `contain`: layout and paint containment make the box a formatting root (its children's
    /// margins stay inside it); size containment with layout containment sizes it as if it were
    /// empty. Size containment alone, and inline-size containment, are laid out as none.
    private static let containHandler = PropertyHandler(
        apply: { style, values, _ in
            var layout = false, size = false, approximated = false
            for value in values {
                guard case .ident(let word) = value else { return .unsupported }
                switch word {
                case "none" where values.count == 1, "style": break
                case "strict": (layout, size) = (true, true)
                case "content", "layout", "paint": layout = true
                case "size": size = true
                case "inline-size": approximated = true
                default: return .unsupported
                }
            }
            (style.containsLayout, style.containsSize) = (layout, size && layout)
            if approximated || (size && !layout) {
                return .approximated("size containment is modelled only with layout containment (contain: strict or size layout)")
            }
            return .applied
        },
        inherit: { from, to in (to.containsLayout, to.containsSize) = (from.containsLayout, from.containsSize) }
    )

    /// `-webkit-line-clamp` (the standard `line-clamp` clamps nothing in Chromium 156: ignored).
    private static let lineClampHandler = PropertyHandler(
        apply: { style, values, _ in
            if keyword(values) == "none" { style.lineClamp = nil; return .applied }
            guard values.count == 1, case .number(let number) = values[0], number >= 1,
                  number == number.rounded() else { return .unsupported }
            // CSS integers saturate at the 32-bit range, as Blink parses them.
            style.lineClamp = Int(min(number, Double(Int32.max)))
            return .applied
        },
        inherit: { from, to in to.lineClamp = from.lineClamp }
    )

    private static let aspectRatioHandler = PropertyHandler(
        apply: { style, values, _ in
            let numbers = values.compactMap { value -> Double? in
                if case .number(let number) = value { return number }
                return nil
            }
            let hasAuto = values.contains(.ident("auto"))
            let hasSlash = values.contains(.slash)
            switch numbers.count {
            case 0 where hasAuto && values.count == 1: style.aspectRatio = nil
            case 1 where !hasSlash && numbers[0] > 0: style.aspectRatio = numbers[0]
            case 2 where hasSlash && numbers[0] > 0 && numbers[1] > 0: style.aspectRatio = numbers[0] / numbers[1]
            default: return .unsupported
            }
            // `auto 4 / 3`: a replaced box's own ratio first, the given one where it has none.
            style.aspectRatioAuto = hasAuto
            return .applied
        },
        inherit: { from, to in (to.aspectRatio, to.aspectRatioAuto) = (from.aspectRatio, from.aspectRatioAuto) }
    )

    /// A property the model does not lay out: values in `accepting` are fine, others get a warning.
    static func approximatingHandler(accepting: Set<String>, _ message: String) -> PropertyHandler {
        PropertyHandler(
            apply: { _, values, _ in
                if let word = keyword(values), accepting.contains(word) { return .applied }
                return .approximated(message)
            },
            inherit: { _, _ in }
        )
    }
}
