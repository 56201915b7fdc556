/// The computed values of one element that can change its height. Built once per element
/// shape by ``StyleResolver`` and then shared read-only (hence a class).
final class ComputedStyle {
    // Box
    var display: Display = .inline
    var positioning: Positioning = .inFlow
    /// `float` (nil: `none`).
    var floating: FloatSide?
    var clear: Clear = .none
    var width: Dimension = .auto
    var minWidth: Dimension = .auto
    var maxWidth: Dimension = .auto
    var height: Dimension = .auto
    var minHeight: Dimension = .auto
    var maxHeight: Dimension = .auto
    var aspectRatio: Double?
    /// `aspect-ratio: auto <ratio>`: a replaced element's natural ratio wins over ``aspectRatio``.
    var aspectRatioAuto = false
    /// Whether author CSS sets `width` (`auto` too), which then overrides an image's `width`
    /// attribute: the attributes are presentational hints, below every author rule.
    var widthAuthored = false
    /// Whether author CSS sets `height` (see ``widthAuthored``).
    var heightAuthored = false
    var padding = Edges<Dimension>(.px(0))
    var margin = Edges<Dimension>(.px(0))
    var borderWidth = Edges<Double>(3) // `medium`
    var borderVisible = Edges<Bool>(false)
    var boxSizing: BoxSizing = .contentBox
    var overflowXVisible = true
    var overflowYVisible = true
    /// `overflow-x` is `hidden`, `auto`, `scroll` or `overlay` (not `visible` or `clip`).
    var overflowXScrolls = false
    /// `overflow-y` is `hidden`, `auto`, `scroll` or `overlay` (not `visible` or `clip`).
    var overflowYScrolls = false
    /// `overflow-x` is `scroll`: a scroll container that shows its scrollbar even when nothing overflows.
    var overflowXAlwaysScrolls = false
    /// `overflow-y` is `hidden` or `clip`: no scrollbar ever takes room.
    var overflowYHidden = false
    /// `appearance: none`: a form control drawn by CSS alone, without the theme's sizes.
    var appearanceNone = false
    /// `contain` with layout or paint containment (`layout`, `paint`, `content`, `strict`): the
    /// box is a formatting root.
    var containsLayout = false
    /// `contain` with size containment (`size`, `strict`): the box is sized as if it were empty.
    var containsSize = false
    var lineClamp: Int?
    var verticalAlign: VerticalAlign = .baseline
    /// How far this box's baseline sits above the baseline of the line it is on: its own
    /// `vertical-align` shift plus its inline ancestors' (see ``inlineShift``).
    var baselineShift = 0.0
    var boxOrientVertical = false
    /// What a `::before` or `::after` box holds (not inherited; elements do not read it).
    var content: GeneratedContent = .none

    // Flex
    var flexRow = true
    var flexWrap = false
    var rowGap: Dimension = .px(0)
    var columnGap: Dimension = .px(0)
    var flexGrow = 0.0
    var flexShrink = 1.0
    var flexBasis: Dimension = .auto
    var alignItems: FlexAlign = .stretch
    /// nil: `auto` (use the container's `align-items`).
    var alignSelf: FlexAlign?
    /// Where a flex item goes among its siblings (`order`): lowest first, document order among equals.
    var order = 0

    // Grid
    var gridTemplateColumns: GridTrackList = .none
    var gridTemplateRows: GridTrackList = .none
    var gridAutoColumns: [GridTrackSize] = [.auto]
    var gridAutoRows: [GridTrackSize] = [.auto]
    var gridTemplateAreas: GridAreas?
    /// `grid-auto-flow: column` (else `row`) and `dense`.
    var gridAutoFlowColumn = false
    var gridAutoFlowDense = false
    var gridColumnStart: GridLine = .auto
    var gridColumnEnd: GridLine = .auto
    var gridRowStart: GridLine = .auto
    var gridRowEnd: GridLine = .auto
    /// `justify-content` lets a grid's `auto` columns stretch (`normal` or `stretch`).
    var justifyContentStretches = true
    /// How grid items fill their area's width (`justify-items`: stretch, or shrink-to-fit).
    var justifyItems: FlexAlign = .stretch
    /// nil: `auto` (the container's `justify-items`).
    var justifySelf: FlexAlign?

    // Text (inherited)
    /// The initial family is Blink's standard font (``FontMatcher/standardFamily``).
    var fontFamilies: [String] = [FontMatcher.standardFamily]
    var fontSize = 16.0
    /// How the font size was given, for Blink's change of generic family (see
    /// ``PropertyTable/adjustForGenericFamily(_:parent:)``): the keyword's index
    /// (``PropertyTable/sizeKeywordOrder``; `medium` at the root) or -1, and whether it is an
    /// absolute length (px, pt…), both inherited.
    var fontSizeKeyword: Int8 = 3
    var fontSizeIsAbsolute = false
    var fontWeight = 400
    var italic = false
    /// `font-variant-caps: small-caps`, synthesized as Blink does for fonts without small capitals.
    var smallCaps = false
    var lineHeight: LineHeight = .normal
    var letterSpacing = 0.0
    var wordSpacing = 0.0
    /// `tab-size`: in spaces, or in px when `tabSizePx` is set.
    var tabSize = 8.0
    var tabSizePx: Double?
    var textTransform: TextTransform = .none
    var textIndent: Dimension = .px(0)
    var whiteSpace: WhiteSpace = .normal
    var overflowWrap: OverflowWrap = .normal
    var wordBreak: WordBreak = .normal
    var textOverflowEllipsis = false
    /// The language of the text, from the nearest `lang` attribute.
    var locale: TextLocale = .standard
    /// Its case mapping, for `text-transform` (from the same attribute).
    var caseLanguage: CaseLanguage = .standard
    /// The marks a `<q>` gets in that language.
    var quotes: QuoteMarks = .english
    /// `display: list-item` (laid out as a block, with a marker outside it; the `display`
    /// handler sets both).
    var isListItem = false
    /// `list-style-type: none` (inherited): a list item then has no marker.
    var listMarkerNone = false
    /// The first marker of the `list-style-type` (inherited, ``ListMarkerText``).
    var listMarkerText = "• "
    /// The `list-style-type` keyword (inherited).
    var listMarkerType = "disc"
    /// `list-style-position: inside` (inherited): the marker is an inline box at the start of
    /// the item's first line.
    var listMarkerInside = false
    /// Whether the box is a list item with a marker outside it, which makes a line of an empty item.
    var hasListMarker: Bool { isListItem && !listMarkerNone && !listMarkerInside }
    /// Whether the box is a list item whose marker is the first box of its first line.
    var hasInsideMarker: Bool { isListItem && !listMarkerNone && listMarkerInside }
    /// `border-spacing`, horizontal and vertical, in px (inherited).
    var borderSpacing = (horizontal: 0.0, vertical: 0.0)
    /// `table-layout: fixed`.
    var tableLayoutFixed = false
    /// `border-collapse: collapse` (inherited).
    var borderCollapse = false
    /// `caption-side: bottom` (inherited).
    var captionSideBottom = false
    /// Custom properties (`--name` → value text), inherited, for `var()`.
    var customProperties: [String: String] = [:]

    /// The initial values (the root's parent).
    init() {}

    /// A style whose inherited properties come from `parent` and the others are initial.
    init(inheritingFrom parent: ComputedStyle) {
        fontFamilies = parent.fontFamilies
        fontSize = parent.fontSize
        fontSizeKeyword = parent.fontSizeKeyword
        fontSizeIsAbsolute = parent.fontSizeIsAbsolute
        fontWeight = parent.fontWeight
        italic = parent.italic
        smallCaps = parent.smallCaps
        lineHeight = parent.lineHeight
        letterSpacing = parent.letterSpacing
        wordSpacing = parent.wordSpacing
        tabSize = parent.tabSize
        tabSizePx = parent.tabSizePx
        textTransform = parent.textTransform
        textIndent = parent.textIndent
        whiteSpace = parent.whiteSpace
        overflowWrap = parent.overflowWrap
        wordBreak = parent.wordBreak
        customProperties = parent.customProperties
        borderSpacing = parent.borderSpacing
        borderCollapse = parent.borderCollapse
        captionSideBottom = parent.captionSideBottom
        locale = parent.locale
        caseLanguage = parent.caseLanguage
        quotes = parent.quotes
        listMarkerNone = parent.listMarkerNone
        listMarkerText = parent.listMarkerText
        listMarkerType = parent.listMarkerType
        listMarkerInside = parent.listMarkerInside
    }

    /// The used border width of `side` (0 when the border style is `none` or `hidden`).
    func border(_ side: Side) -> Double {
        borderVisible[side] ? borderWidth[side] : 0
    }

    /// How far this element's own text and inline box sit above the line's baseline: its
    /// ``baselineShift`` when it is an inline box; 0 for a block container, whose text starts
    /// lines of its own.
    var inlineShift: Double { display == .inline ? baselineShift : 0 }

    /// The font to measure this element's text with.
    var font: FontDescription {
        FontDescription(families: fontFamilies, size: fontSize, weight: fontWeight, italic: italic,
                        ligatures: letterSpacing == 0, locale: locale, smallCaps: smallCaps,
                        caseLanguage: smallCaps ? caseLanguage : .standard)
    }

    /// Whether the box is a block formatting context root: its children's margins stay inside.
    var establishesFormattingContext: Bool {
        switch display {
        case .flowRoot, .inlineBlock, .flex, .inlineFlex, .grid, .inlineGrid, .table, .tableCell, .tableCaption: true
        default: isScrollContainer || containsLayout
        }
    }

    /// `overflow` is `visible` on both axes.
    var overflowVisible: Bool { overflowXVisible && overflowYVisible }

    /// Whether the box is a scroll container: `overflow` other than `visible` or `clip` on an
    /// axis. `clip` cuts the content's paint but, unlike `hidden`, makes no formatting context
    /// and keeps the automatic minimum size.
    var isScrollContainer: Bool { overflowXScrolls || overflowYScrolls }

    /// The line clamp that applies (`-webkit-line-clamp` needs `display: -webkit-box` and a
    /// vertical box orient, as in browsers).
    var effectiveLineClamp: Int? {
        display == .webkitBox && boxOrientVertical ? lineClamp : nil
    }
}
