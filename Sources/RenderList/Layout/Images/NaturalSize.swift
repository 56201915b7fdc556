/// What an image file says about its size, in CSS px: its natural width, height and aspect
/// ratio (CSS Images 3 §5.1), each possibly absent. A raster image has all three (its pixel
/// size: Chromium does not read a scale from `@2x` in the file name). An SVG may have any of
/// them: `width`/`height` on its root give the natural sizes, a `viewBox` alone only the ratio,
/// and one without either has none (the page then sizes it by the 300 × 150 default).
struct NaturalSize: Hashable, Sendable {
    var width: Double?
    var height: Double?
    /// Width / height, when the image has one.
    var ratio: Double?

    /// A fully sized image, such as any raster image; its ratio is width / height.
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        ratio = width > 0 && height > 0 ? width / height : nil
    }

    init(width: Double?, height: Double?, ratio: Double?) {
        self.width = width
        self.height = height
        self.ratio = ratio
    }

    /// The size CSS gives a replaced element with no natural width or height (CSS 2.1 §10.3.2).
    static let defaultObjectSize = (width: 300.0, height: 150.0)
}
