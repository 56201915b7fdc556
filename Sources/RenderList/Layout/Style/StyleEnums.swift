/// The `display` values the model lays out.
enum Display: Sendable, Equatable {
    case none, block, inline, inlineBlock, flex, inlineFlex, flowRoot, grid, inlineGrid
    /// `-webkit-box` (laid out as a block; enables `-webkit-line-clamp`).
    case webkitBox
    /// `table` and the boxes inside one (``TableLayout``); `table-header-group` and
    /// `table-footer-group` are row groups too (their order does not change heights).
    case table, tableRowGroup, tableRow, tableCell, tableCaption, tableColumn, tableColumnGroup

    /// Whether the box sits in a block formatting context as a block (not in a line). Boxes
    /// that belong in a table are block-level: outside one, they are wrapped in an anonymous table.
    var isBlockLevel: Bool {
        switch self {
        case .block, .flex, .flowRoot, .webkitBox, .grid, .table: true
        case .tableRowGroup, .tableRow, .tableCell, .tableCaption, .tableColumn, .tableColumnGroup: true
        case .none, .inline, .inlineBlock, .inlineFlex, .inlineGrid: false
        }
    }

    /// Whether the box belongs inside a table (a row group, row, cell, caption or column).
    var isTablePart: Bool {
        switch self {
        case .tableRowGroup, .tableRow, .tableCell, .tableCaption, .tableColumn, .tableColumnGroup: true
        default: false
        }
    }

    var isFlex: Bool { self == .flex || self == .inlineFlex }

    var isGrid: Bool { self == .grid || self == .inlineGrid }

    /// The block-level equivalent (what a flex item's display becomes).
    var blockified: Display {
        switch self {
        case .inline: .block
        case .inlineBlock: .flowRoot
        case .inlineFlex: .flex
        case .inlineGrid: .grid
        case .tableRowGroup, .tableRow, .tableCell, .tableCaption, .tableColumn, .tableColumnGroup: .block
        default: self
        }
    }
}

/// `float` other than `none` (`inline-start` and `inline-end` are left and right: the model
/// lays out left-to-right text).
enum FloatSide: Sendable, Equatable {
    case left, right
}

/// `clear`: which sides' floats a block-level box goes below.
enum Clear: Sendable, Equatable {
    case none, left, right, both

    /// Whether floats on `side` are cleared.
    func clears(_ side: FloatSide) -> Bool {
        self == .both || (self == .left && side == .left) || (self == .right && side == .right)
    }
}

/// `white-space`, reduced to what line breaking needs.
enum WhiteSpace: Sendable, Equatable {
    case normal, nowrap, pre, preWrap, preLine

    /// Spaces and tabs are kept as typed.
    var preservesSpaces: Bool { self == .pre || self == .preWrap }
    /// Newlines in the text break lines.
    var preservesNewlines: Bool { self == .pre || self == .preWrap || self == .preLine }
    /// Lines wrap at the available width.
    var wraps: Bool { self == .normal || self == .preWrap || self == .preLine }
}

enum TextTransform: Sendable, Equatable {
    case none, uppercase, lowercase, capitalize
}

enum OverflowWrap: Sendable, Equatable {
    /// Long words overflow.
    case normal
    /// `break-word`: a word too long for a line is broken between characters; min-content
    /// still holds the whole word.
    case breakWord
    /// `anywhere` (and `word-break: break-word`): as `break-word`, and min-content takes those
    /// breaks too (the widest character).
    case anywhere
}

enum WordBreak: Sendable, Equatable {
    case normal, breakAll, keepAll
}

enum LineHeight: Sendable, Equatable {
    case normal
    /// A multiplier of the element's font size (inherited as the number).
    case number(Double)
    /// An absolute height (lengths and percentages compute to px).
    case px(Double)
}

enum BoxSizing: Sendable, Equatable {
    case contentBox, borderBox
}

/// `align-items` / `align-self`, reduced to what sizing needs.
enum FlexAlign: Sendable, Equatable {
    case stretch, start, end, center, baseline

    /// The item keeps its content height instead of the line's height.
    var stretches: Bool { self == .stretch }
}

enum Positioning: Sendable, Equatable {
    case inFlow
    /// `absolute` / `fixed`: takes no room.
    case outOfFlow
}

/// The `vertical-align` values the model lays out (the others are warned about).
enum VerticalAlign: Sendable, Equatable {
    /// `middle` is laid out for images and inline-blocks (``middleAbove(ascent:descent:parentXHeight:)``),
    /// and warned about on inline boxes (set on the baseline).
    case baseline, sub, superscript, middle
    /// `top` and `bottom`: laid out in table cells (where only `baseline` changes a row's
    /// height); warned about on inline boxes and atomic inlines (set on the baseline).
    case top, bottom
    /// `text-top` and `text-bottom`: an image's or inline-block's top at the parent font's ascent,
    /// or its bottom at the parent font's descent (``atomicAbove(height:parentFont:)``); warned
    /// about on inline boxes (set on the baseline).
    case textTop, textBottom
    /// A length: the baseline raised by it (lowered when negative), in LayoutUnits.
    case length(Double)

    /// How far the box's baseline is raised above its parent's, as Blink computes it: a fifth
    /// (sub, lowered) or a third (super) of the parent's font size, in LayoutUnits, plus 1 px.
    /// `middle` depends on the box's own height: 0 here.
    func shift(parentFontSize: Double) -> Double {
        switch self {
        case .baseline, .middle, .textTop, .textBottom, .top, .bottom: return 0
        case .sub: return -(LayoutUnit.floor(LayoutUnit.floor(parentFontSize) / 5) + 1)
        case .superscript: return LayoutUnit.floor(LayoutUnit.floor(parentFontSize) / 3) + 1
        case .length(let px): return LayoutUnit.truncate(px)
        }
    }

    /// How far a box `ascent` + `descent` tall (its baseline `ascent` below its top) reaches
    /// above its parent's baseline under `middle`, as Blink aligns it: its middle half the
    /// parent font's x-height above that baseline, the box moved down by half its ascent less
    /// its descent (LayoutUnits halved, truncated) less half the x-height rounded to a LayoutUnit.
    /// How far an atomic inline `height` tall reaches above its parent's baseline under
    /// `text-top` or `text-bottom`, as Blink aligns it to the parent font's ascent or descent;
    /// nil for other values.
    func atomicAbove(height: Double, parentFont: FontLineMetrics) -> Double? {
        switch self {
        case .textTop: parentFont.ascent
        case .textBottom: height - parentFont.descent
        default: nil
        }
    }

    static func middleAbove(ascent: Double, descent: Double, parentXHeight: Double) -> Double {
        let half = (((ascent - descent) * LayoutUnit.scale).rounded() / 2).rounded(.towardZero) / LayoutUnit.scale
        return ascent - (half - LayoutUnit.round(parentXHeight / 2))
    }
}
