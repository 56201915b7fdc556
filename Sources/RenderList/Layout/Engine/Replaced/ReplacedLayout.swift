/// Replaced boxes (``ReplacedElement``): size from CSS, the `width`/`height` attributes and the
/// natural size (an image file's intrinsic size).
extension LayoutEngine {
    /// The content box of a replaced element of `kind`. `contentWidth` is a width imposed from outside (flex).
    func replacedSize(_ node: XMLNode, kind: ReplacedElement, style imageStyle: ComputedStyle, geometry: BoxGeometry,
                      containingWidth: Double, containingHeight: Double?,
                      contentWidth: Double?) -> (width: Double, height: Double) {
        // The attributes size the image where no author rule sets the dimension (`auto` too);
        // either way they give the ratio of an image whose file says none.
        // (Form controls have no such attributes.)
        let ratioWidth = kind.isControl ? nil
            : kind.attributeLength(node.attribute("width"), fontSize: imageStyle.fontSize, containing: containingWidth)
        let ratioHeight = kind.isControl ? nil
            : kind.attributeLength(node.attribute("height"), fontSize: imageStyle.fontSize, containing: containingHeight)
        // A canvas's attributes are its natural size only, not sizes CSS would set.
        let attributeWidth = imageStyle.widthAuthored || kind == .canvas ? nil : ratioWidth
        let attributeHeight = imageStyle.heightAuthored || kind == .canvas ? nil : ratioHeight
        var natural = naturalSize(of: node, kind: kind, style: imageStyle)
        var ratio = (imageStyle.aspectRatioAuto ? natural?.ratio : nil) ?? imageStyle.aspectRatio ?? natural?.ratio
        // A ratio of the author's own (not `auto`) sizes the image from its natural width alone.
        if let given = imageStyle.aspectRatio, ratio == given, let width = natural?.width, natural?.ratio != given {
            natural = NaturalSize(width: width, height: nil, ratio: given)
        }
        if ratio == nil, let ratioWidth, let ratioHeight, ratioHeight > 0 {
            ratio = ratioWidth / ratioHeight
        }
        let toContent = { (value: Double, extras: Double) in
            max(0, imageStyle.boxSizing == .borderBox ? value - extras : value)
        }
        let width = contentWidth ?? geometry.specifiedContentWidth(imageStyle.width, style: imageStyle,
                                                                   containingWidth: containingWidth) ?? attributeWidth
        let height = imageStyle.height.resolve(against: containingHeight).map { toContent($0, geometry.verticalExtras) }
            ?? attributeHeight
        let widthGiven = width != nil, heightGiven = height != nil
        if kind == .image, natural == nil, width == nil || height == nil, ratio == nil || (width == nil && height == nil) {
            warnUnknownSize(node)
        }
        let size = completed(width: width, height: height, natural: natural, ratio: ratio,
                             stretch: containingWidth - geometry.horizontalMargins - geometry.horizontalExtras)
        return constrained(width: size.width, height: size.height, ratio: ratio, keepWidth: widthGiven,
                           keepHeight: heightGiven, style: imageStyle, geometry: geometry,
                           containingWidth: containingWidth, containingHeight: containingHeight)
    }

    /// The natural size of `node`, a replaced element of `kind`: an image's file's, a control's
    /// from its font and attributes; none for a control drawn without the theme
    /// (`appearance: none`) that the theme alone sizes.
    private func naturalSize(of node: XMLNode, kind: ReplacedElement, style boxStyle: ComputedStyle) -> NaturalSize? {
        switch kind {
        case .image: node.attribute("src").flatMap(imageSize)
        case .textField, .textArea, .menuList: controlSize(node, kind: kind, style: boxStyle)
        case .toggle where boxStyle.appearanceNone, .slider where boxStyle.appearanceNone:
            NaturalSize(width: 0, height: 0, ratio: nil)
        default: kind.naturalSize(of: node, fontSize: boxStyle.fontSize)
        }
    }

    /// Applies min/max sizes, scaling the other dimension when it was derived from the ratio.
    private func constrained(width: Double, height: Double, ratio: Double?, keepWidth: Bool, keepHeight: Bool,
                             style imageStyle: ComputedStyle, geometry: BoxGeometry, containingWidth: Double,
                             containingHeight: Double?) -> (width: Double, height: Double) {
        var (width, height) = (width, height)
        let clampedWidth = geometry.clampedWidth(width, style: imageStyle, containingWidth: containingWidth)
        if clampedWidth != width {
            if !keepHeight, let ratio, ratio > 0 { height = Self.fromRatio(clampedWidth / ratio) }
            width = clampedWidth
        }
        let clampedHeight = geometry.usedContentHeight(height, style: imageStyle, containingHeight: containingHeight,
                                                       appliesRatio: false)
        if clampedHeight != height, imageStyle.height == .auto {
            if !keepWidth, let ratio { width = Self.fromRatio(clampedHeight * ratio) }
            height = clampedHeight
        }
        return (width, height)
    }

    /// `width` and `height` with the missing ones derived from the ratio or the natural size; an
    /// image whose file is known but says nothing of a dimension gets the default object size.
    private func completed(width: Double?, height: Double?, natural: NaturalSize?, ratio: Double?,
                           stretch: Double) -> (width: Double, height: Double) {
        let fallback = natural.map { _ in NaturalSize.defaultObjectSize } ?? (width: 0, height: 0)
        switch (width, height) {
        case (nil, nil):
            return naturalSizing(natural, ratio: ratio, fallback: fallback, stretch: stretch)
        case (nil, let known?):
            return (ratio.map { Self.fromRatio(known * $0) } ?? natural?.width ?? fallback.width, known)
        case (let known?, nil):
            return (known, ratio.map { Self.fromRatio(known / $0) } ?? natural?.height ?? fallback.height)
        case (let width?, let height?):
            return (width, height)
        }
    }

    /// The size of an image with neither width nor height given (CSS 2.1 §10.3.2, §10.6.2): its
    /// natural size, a missing one derived through the ratio; with a ratio only, as wide as a
    /// block fills its container (`stretch`, or the default object width when that is
    /// unbounded); otherwise the default object size.
    private func naturalSizing(_ natural: NaturalSize?, ratio: Double?, fallback: (width: Double, height: Double),
                               stretch: Double) -> (width: Double, height: Double) {
        switch (natural?.width, natural?.height, ratio) {
        case (let width?, let height?, _): return (width, height)
        case (let width?, nil, let ratio?) where ratio > 0: return (width, Self.fromRatio(width / ratio))
        case (nil, let height?, let ratio?): return (Self.fromRatio(height * ratio), height)
        case (nil, nil, let ratio?) where ratio > 0 && natural != nil:
            let width = stretch.isFinite ? max(0, stretch) : fallback.width
            return (width, Self.fromRatio(width / ratio))
        default: return (natural?.width ?? fallback.width, natural?.height ?? fallback.height)
        }
    }

    /// A length transferred through an aspect ratio, floored to Blink's 1/64 px as its
    /// fixed-point arithmetic does (a 30 × 20 image 50 px wide is 33.328125 high). The tiny
    /// nudge keeps exact quotients that a Double misses by an ulp from dropping a unit.
    static func fromRatio(_ value: Double) -> Double {
        LayoutUnit.floor(value + 1e-9)
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
