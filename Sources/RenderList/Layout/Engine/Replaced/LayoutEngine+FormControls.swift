/// The natural sizes and baselines of form controls sized by their font (text fields,
/// `<textarea>`, drop-down `<select>`), as Blink computes them on Linux: from the font's average
/// and maximum character widths, its line height and the options' labels.
extension LayoutEngine {
    /// The natural size of the content box of `node`, a control of `kind`, in `controlStyle`.
    func controlSize(_ node: XMLNode, kind: ReplacedElement, style controlStyle: ComputedStyle) -> NaturalSize? {
        switch kind {
        case .textField:
            return NaturalSize(width: textFieldWidth(node, style: controlStyle), height: fieldLineHeight(controlStyle), ratio: nil)
        case .textArea:
            let grid = FormControl.textAreaGrid(node)
            let average = characterWidths(controlStyle).average
            // The vertical scrollbar's room is kept unless overflow is hidden; the horizontal one
            // only takes room under `overflow-x: scroll`.
            let gutter = controlStyle.overflowYHidden ? 0 : FormControl.scrollbarThickness
            let width = Double((average * Float(grid.columns)).rounded(.up)) + gutter
            let lineHeight = LineBreaker.usedLineHeight(of: controlStyle, font: metrics.lineMetrics(for: controlStyle.font))
            let height = lineHeight * Double(grid.rows) + (controlStyle.overflowXAlwaysScrolls ? FormControl.scrollbarThickness : 0)
            return NaturalSize(width: width, height: height, ratio: nil)
        case .menuList:
            let font = metrics.lineMetrics(for: controlStyle.font)
            let widest = FormControl.optionLabels(of: node).reduce(0.0) { widest, label in
                let shown = LineBreaker.transformed(label, controlStyle.textTransform, language: controlStyle.caseLanguage)
                return max(widest, metrics.advance(of: Substring(shown), font: controlStyle.font))
            }
            let labelWidth = Float(widest).rounded(.up)
            // The theme's box: 4 px before the label, the arrow's 15 px and 1 px after it, 1 px
            // above and below one line of the font (its ascent and descent, whatever the line height).
            if controlStyle.appearanceNone {
                return NaturalSize(width: Double(labelWidth), height: LineBreaker.usedLineHeight(of: controlStyle, font: font), ratio: nil)
            }
            return NaturalSize(width: Double(labelWidth) + 20, height: font.ascent + font.descent + 2, ratio: nil)
        default:
            return nil
        }
    }

    /// Where the text of a control sits: its baseline down from its top margin edge, for a box
    /// of `contentHeight` laid out with `geometry` (nil: on its bottom margin edge).
    func controlBaseline(_ node: XMLNode, kind: ReplacedElement, style controlStyle: ComputedStyle, geometry: BoxGeometry,
                         contentHeight: Double) -> Double? {
        let font = metrics.lineMetrics(for: controlStyle.font)
        let top = geometry.margin.top + geometry.border.top + geometry.padding.top
        switch kind {
        case .textField:
            // The line is centred in the box, which is as tall as the font's line: a value in a
            // fallback font with a taller `normal` line sits lower.
            let line = fieldLineHeight(controlStyle)
            var extent = font.extent(lineHeight: line)
            if line == font.normalLineHeight, let value = shownValue(of: node) {
                var text = value
                if let fallback = text.withUTF8({ metrics.fallbackExtent(ofUTF8: $0, font: controlStyle.font, handle: 0) }) {
                    extent.unite(fallback)
                }
            }
            return top + LayoutUnit.floor((contentHeight - extent.above - extent.below) / 2) + extent.above
        case .menuList:
            let inset = controlStyle.appearanceNone ? 0.0 : 1
            let line = controlStyle.appearanceNone ? LineBreaker.usedLineHeight(of: controlStyle, font: font) : font.normalLineHeight
            let room = contentHeight - 2 * inset
            return top + inset + LayoutUnit.floor((room - line) / 2) + font.extent(lineHeight: line).above
        default:
            return nil
        }
    }

    /// The baseline a control of `kind` is aligned by as a flex or grid item (`align-items:
    /// baseline`), down from its border-box top: its text's (a text area's first line's), or a
    /// checkbox's, radio button's or slider's border-box bottom; nil for other replaced boxes.
    func controlFirstBaseline(_ node: XMLNode, kind: ReplacedElement, style controlStyle: ComputedStyle, geometry: BoxGeometry,
                              contentHeight: Double) -> Double? {
        switch kind {
        case .textField, .menuList:
            return controlBaseline(node, kind: kind, style: controlStyle, geometry: geometry, contentHeight: contentHeight)
                .map { $0 - geometry.margin.top }
        case .textArea:
            let font = metrics.lineMetrics(for: controlStyle.font)
            let line = LineBreaker.usedLineHeight(of: controlStyle, font: font)
            return geometry.border.top + geometry.padding.top + font.extent(lineHeight: line).above
        case .toggle, .slider:
            return controlStyle.appearanceNone ? nil : contentHeight + geometry.verticalExtras
        default:
            return nil
        }
    }

    /// The text a text field shows in its line: its value, unless it is a password field's.
    private func shownValue(of node: XMLNode) -> String? {
        guard let value = node.attribute("value"), !value.isEmpty,
              FormControl.type(of: node) != "password" else { return nil }
        return value
    }

    /// A text field's content width: `size` average characters, plus the widest character's
    /// excess over the average (Internet Explorer's extra room, which Blink keeps).
    private func textFieldWidth(_ node: XMLNode, style controlStyle: ComputedStyle) -> Double {
        let widths = characterWidths(controlStyle)
        let characters = FormControl.fieldCharacters(node)
        var width = widths.average * Float(characters.count)
        if widths.maximum > widths.average { width += widths.maximum - widths.average }
        return Double(width.rounded(.up)) + (characters.withSpinButton ? FormControl.spinButtonWidth : 0)
    }

    /// The height of a text field's line: its `line-height`, unless that is no taller than its
    /// font size, which gets `normal` (Blink's inner editor).
    private func fieldLineHeight(_ controlStyle: ComputedStyle) -> Double {
        let font = metrics.lineMetrics(for: controlStyle.font)
        let lineHeight = LineBreaker.usedLineHeight(of: controlStyle, font: font)
        if controlStyle.lineHeight != .normal, controlStyle.fontSize >= lineHeight { return font.normalLineHeight }
        return lineHeight
    }

    /// Blink's average and maximum character widths of the control's font, in float arithmetic:
    /// the OS/2 average (rounded up to a whole px from a half) and the bounding box's width,
    /// rounded; where the family is distrusted or the average is wider than 1.7 `0`s (fonts whose
    /// average is a CJK character's), the width of `0` and no maximum.
    private func characterWidths(_ controlStyle: ComputedStyle) -> (average: Float, maximum: Float) {
        let font = controlStyle.font
        let zeroAdvance = { Float(self.metrics.advance(of: "0", font: font)) }
        guard let widths = metrics.characterWidths(for: font), !FormControl.distrustsAverageWidth(font.families) else {
            return (zeroAdvance(), 0)
        }
        let average = widths.average > 0 ? Float(widths.average) : Float(metrics.advance(of: "x", font: font))
        if let zero = widths.zero, average > Float(zero) * 1.7 { return (zeroAdvance(), 0) }
        return (max(average, average.rounded()), Float(widths.bounds).rounded())
    }
}
