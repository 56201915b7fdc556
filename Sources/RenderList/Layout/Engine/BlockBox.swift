/// Adjoining vertical margins being collapsed (CSS 2.1 §8.3.1): the largest positive and the
/// most negative margin seen so far.
struct CollapsingMargin: Equatable {
    private(set) var positive = 0.0
    private(set) var negative = 0.0

    init() {}

    init(_ margin: Double) {
        add(margin)
    }

    mutating func add(_ margin: Double) {
        if margin > 0 { positive = max(positive, margin) } else { negative = min(negative, margin) }
    }

    mutating func add(_ other: CollapsingMargin) {
        positive = max(positive, other.positive)
        negative = min(negative, other.negative)
    }

    /// The collapsed margin.
    var value: Double { positive + negative }
}

/// The outcome of laying out one block-level box.
struct BlockBox {
    /// Height of the border box.
    var height: Double
    /// The top margin, collapsed with the margins of first children that adjoin it.
    var marginTop: CollapsingMargin
    /// The bottom margin, collapsed with the margins of last children that adjoin it.
    var marginBottom: CollapsingMargin
    /// A box with no height, padding, border or content: its own top and bottom margins adjoin.
    var collapsesThrough: Bool
    /// The baseline of the box's last line box, down from its border-box top (nil: no line
    /// boxes in its flow). An inline-block sits on the line at this baseline.
    var lastBaseline: Double? = nil
    /// The baseline of its first line box, down from its border-box top (flex items are
    /// aligned by it under `align-items: baseline`).
    var firstBaseline: Double? = nil

    static let empty = BlockBox(height: 0, marginTop: CollapsingMargin(), marginBottom: CollapsingMargin(),
                                collapsesThrough: true)

    /// The vertical space the box takes when its margins do not collapse with anything.
    var outerHeight: Double { height + marginTop.value + marginBottom.value }
}

/// One child of a box, with the style of element children resolved.
enum LayoutChild {
    case text(XMLNode)
    case element(XMLNode, style: Int32)
}
