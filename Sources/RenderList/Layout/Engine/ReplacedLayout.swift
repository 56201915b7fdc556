/// Images: size from CSS, the `width`/`height` attributes and the file's intrinsic size.
extension LayoutEngine {
    /// The content box of an `img`. `contentWidth` is a width imposed from outside (flex).
    func replacedSize(_ node: XMLNode, style imageStyle: ComputedStyle, geometry: BoxGeometry,
                      containingWidth: Double, containingHeight: Double?,
                      contentWidth: Double?) -> (width: Double, height: Double) {
        let attributeWidth = Self.htmlLength(node.attribute("width"))
        let attributeHeight = Self.htmlLength(node.attribute("height"))
        let intrinsic = node.attribute("src").flatMap(imageSize)
        var ratio = imageStyle.aspectRatio
        if ratio == nil, let intrinsic, intrinsic.height > 0 { ratio = intrinsic.width / intrinsic.height }
        if ratio == nil, let attributeWidth, let attributeHeight, attributeHeight > 0 {
            ratio = attributeWidth / attributeHeight
        }
        let toContent = { (value: Double, extras: Double) in
            max(0, imageStyle.boxSizing == .borderBox ? value - extras : value)
        }
        var width = contentWidth ?? geometry.specifiedContentWidth(imageStyle.width, style: imageStyle,
                                                                   containingWidth: containingWidth) ?? attributeWidth
        var height = imageStyle.height.resolve(against: containingHeight).map { toContent($0, geometry.verticalExtras) }
            ?? attributeHeight
        let widthGiven = width != nil, heightGiven = height != nil
        switch (width, height) {
        case (nil, nil):
            if intrinsic == nil { warnUnknownSize(node) }
            width = intrinsic?.width ?? 0
            height = intrinsic?.height ?? 0
        case (nil, let known?):
            width = ratio.map { known * $0 } ?? intrinsic?.width ?? { warnUnknownSize(node); return 0 }()
        case (let known?, nil):
            height = ratio.map { known / $0 } ?? intrinsic?.height ?? { warnUnknownSize(node); return 0 }()
        default:
            break
        }
        return constrained(width: width ?? 0, height: height ?? 0, ratio: ratio, keepWidth: widthGiven,
                           keepHeight: heightGiven, style: imageStyle, geometry: geometry,
                           containingWidth: containingWidth, containingHeight: containingHeight)
    }

    /// Applies min/max sizes, scaling the other dimension when it was derived from the ratio.
    private func constrained(width: Double, height: Double, ratio: Double?, keepWidth: Bool, keepHeight: Bool,
                             style imageStyle: ComputedStyle, geometry: BoxGeometry, containingWidth: Double,
                             containingHeight: Double?) -> (width: Double, height: Double) {
        var (width, height) = (width, height)
        let clampedWidth = geometry.clampedWidth(width, style: imageStyle, containingWidth: containingWidth)
        if clampedWidth != width {
            if !keepHeight, let ratio, ratio > 0 { height = clampedWidth / ratio }
            width = clampedWidth
        }
        let clampedHeight = geometry.usedContentHeight(height, style: imageStyle, containingHeight: containingHeight)
        if clampedHeight != height, imageStyle.height == .auto {
            if !keepWidth, let ratio { width = clampedHeight * ratio }
            height = clampedHeight
        }
        return (width, height)
    }

    private func warnUnknownSize(_ node: XMLNode) {
        warnings.record("img", line: node.line,
                        "image size unknown (no width/height and no size for its src); laid out as 0 px")
    }

    /// An HTML dimension attribute in px (`"120"`, `"120px"`); nil for percentages or garbage.
    static func htmlLength(_ text: String?) -> Double? {
        guard let text else { return nil }
        let digits = Substring(text).trimmingSpaces.prefix { ("0"..."9").contains($0) || $0 == "." }
        return Double(digits)
    }
}
