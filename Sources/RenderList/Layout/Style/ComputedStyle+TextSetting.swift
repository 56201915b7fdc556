extension ComputedStyle {
    /// Whether text in this style is set into lines exactly as in `other`: the properties a
    /// line breaker and its text runs read are equal (font, line height, spacing, wrapping,
    /// transforms, language, tab size, indent and the box's own baseline shift). Two viewport
    /// classes' models resolve styles apart; this is how their recordings of one context are
    /// found to differ in line width alone (``InlineTape/setsLike(_:)``).
    func setsTextLike(_ other: ComputedStyle) -> Bool {
        if self === other { return true }
        return font == other.font && lineHeight == other.lineHeight && letterSpacing == other.letterSpacing
            && wordSpacing == other.wordSpacing && whiteSpace == other.whiteSpace && overflowWrap == other.overflowWrap
            && wordBreak == other.wordBreak && textTransform == other.textTransform && caseLanguage == other.caseLanguage
            && tabSize == other.tabSize && tabSizePx == other.tabSizePx && textIndent == other.textIndent
            && inlineShift == other.inlineShift && display == other.display
    }
}
